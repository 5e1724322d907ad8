export { ChangePasswordForm } from './components/change-password-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { WelcomeScreen } from './components/welcome-screen';
export { OidcCallback } from './components/oidc-callback';
export { PasswordLoginGate } from './components/password-login-gate';
