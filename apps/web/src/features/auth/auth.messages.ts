import { params } from '@nanostores/i18n';
import { defineMessages } from '@/lib/i18n';

/**
 * The sign-in screens' texts in each Spanish (decision 045): Spain's is the spec's; a variant only
 * says what it says differently. Signed out, the variant is not known and the app speaks Spain's:
 * these screens follow a variant as soon as one is set.
 */
const esES = {
  backToStart: 'Volver al inicio',
  welcome: 'Bienvenido',
  loginIntro: 'Nos alegra verte de nuevo. Inicia sesión para continuar tu camino.',
  loginIntroInstitution: 'Nos alegra verte de nuevo. Entra con la cuenta de tu institución para continuar tu camino.',
  forgotPassword: '¿Olvidaste tu contraseña?',
  noAccountYet: '¿Aún no tienes cuenta?',
  createAccount: 'Crear una cuenta',
  orWithEmail: 'o con tu correo',
  wrongCredentials: 'Credenciales incorrectas.',
  email: 'Correo',
  password: 'Contraseña',
  signIn: 'Iniciar sesión',
  signInWith: params('Entrar con {name}'),
  registered: 'Registro exitoso.',
  incomplete: 'No completaste todos los campos correctamente.',
  unexpected: 'Ocurrió un error inesperado.',
  register: 'Registrarme',
  registerIntro: 'Crea tu cuenta y empieza a cuidar de ti, a tu ritmo.',
  haveAccount: '¿Ya tienes cuenta?',
  signInLink: 'Inicia sesión',
  firstName: 'Nombre',
  lastName: 'Apellido',
  linkSent: 'Te hemos enviado un enlace para recuperar tu contraseña.',
  linkNotSent: 'No se pudo enviar el correo de recuperación.',
  recoverPassword: 'Recuperar contraseña',
  recoverIntro: 'Escribe el correo con el que te registraste y te enviaremos por correo electrónico un enlace para restablecer tu contraseña.',
  sendLink: 'Enviar enlace',
  passwordReset: 'Tu contraseña ha sido restablecida.',
  badToken: 'El token es inválido o ha expirado.',
  resetPassword: 'Restablecer contraseña',
  resetIntro: 'Elige una contraseña nueva de al menos 6 caracteres.',
  newPassword: 'Nueva contraseña',
  confirmPassword: 'Confirmar contraseña',
  sending: 'Enviando...',
  changePassword: 'Cambiar contraseña',
  yourInstitution: 'tu institución',
  institutionOnly: params('Aquí se entra con la cuenta de {name}: no hace falta crear una cuenta ni recordar otra contraseña.'),
  backToSignIn: 'Volver a iniciar sesión',
  // Changing the password, signed in
  passwordChanged: 'Contraseña actualizada con éxito.',
  passwordNotChanged: 'Error al cambiar contraseña.',
  backToProfile: 'Volver al perfil',
  otherDevicesSignedOut: 'Por tu seguridad, cerraremos la sesión en tus otros dispositivos.',
  currentPassword: 'Contraseña actual',
  confirmNewPassword: 'Confirmar nueva contraseña',
  updatePassword: 'Actualizar contraseña',
  // The way back from the institution (/login/oidc)
  oidcInvalidLink: 'Este enlace de acceso no es válido. Vuelve a entrar con tu institución.',
  oidcFailed: 'No hemos podido abrir tu sesión. Vuelve a entrar con tu institución.',
  oidcFailedTitle: 'No hemos podido entrar',
  oidcEntering: 'Entrando…',
  oidcOpening: 'Abriendo tu sesión…',
  linkFailed: 'No hemos podido unir las cuentas. Inténtalo de nuevo.',
  linkTitle: 'Une tus cuentas',
  linkIntro:
    'Ya tienes una cuenta en Sendero con este correo. Escribe su contraseña una vez para unirla a la cuenta de tu institución; después podrás entrar con tu institución, y todo lo que has escrito seguirá aquí.',
  linkNotNow: 'Ahora no',
  linkPassword: 'Contraseña de tu cuenta de Sendero',
  linkSubmit: 'Unir y entrar',
};

const es419 = {
  ...esES,
  noAccountYet: '¿Todavía no tienes cuenta?',
  linkSent: 'Te enviamos un enlace para recuperar tu contraseña.',
  passwordReset: 'Tu contraseña fue restablecida.',
  oidcFailed: 'No pudimos abrir tu sesión. Vuelve a entrar con tu institución.',
  oidcFailedTitle: 'No pudimos entrar',
  linkFailed: 'No pudimos unir las cuentas. Inténtalo de nuevo.',
  linkIntro:
    'Ya tienes una cuenta en Sendero con este correo. Escribe su contraseña una vez para unirla a la cuenta de tu institución; después podrás entrar con tu institución, y todo lo que escribiste seguirá aquí.',
};

export const authText = defineMessages('auth', {
  'es-ES': esES,
  'es-419': es419,
  'es-AR': {
    ...es419,
    loginIntro: 'Nos alegra verte de nuevo. Iniciá sesión para continuar tu camino.',
    loginIntroInstitution: 'Nos alegra verte de nuevo. Entrá con la cuenta de tu institución para continuar tu camino.',
    noAccountYet: '¿Todavía no tenés cuenta?',
    registerIntro: 'Creá tu cuenta y empezá a cuidarte, a tu ritmo.',
    haveAccount: '¿Ya tenés cuenta?',
    signInLink: 'Iniciá sesión',
    recoverIntro: 'Escribí el correo con el que te registraste y te vamos a enviar por correo electrónico un enlace para restablecer tu contraseña.',
    resetIntro: 'Elegí una contraseña nueva de al menos 6 caracteres.',
    otherDevicesSignedOut: 'Por tu seguridad, vamos a cerrar la sesión en tus otros dispositivos.',
    oidcInvalidLink: 'Este enlace de acceso no es válido. Volvé a entrar con tu institución.',
    oidcFailed: 'No pudimos abrir tu sesión. Volvé a entrar con tu institución.',
    linkFailed: 'No pudimos unir las cuentas. Intentalo de nuevo.',
    linkTitle: 'Uní tus cuentas',
    linkIntro:
      'Ya tenés una cuenta en Sendero con este correo. Escribí su contraseña una vez para unirla a la cuenta de tu institución; después vas a poder entrar con tu institución, y todo lo que escribiste va a seguir acá.',
    institutionOnly: params('Acá se entra con la cuenta de {name}: no hace falta crear una cuenta ni recordar otra contraseña.'),
  },
});
