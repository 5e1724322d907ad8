import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody, OIDC_ERRORS, oidcErrorMessages, type OidcError, type Profile } from '@sendero/shared';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/api/session';
import { FormField, PasswordField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { Spinner } from '@/components/ui/spinner';
import { useAuthOptions } from '../api/auth-options';
import { useLoginMutation } from '../api/login';
import { OidcButton } from './oidc-button';
import { AuthShell } from './auth-shell';
import { SubmitButton } from './submit-button';
import { useMessages } from '@/lib/i18n';
import { authText } from '../auth.messages';

const isOidcError = (value: string | null): value is OidcError => OIDC_ERRORS.includes(value as OidcError);

/**
 * The login screen: "Entrar con <institución>" above the password form when sign-in with the
 * institution is on, or instead of it (and of the register and forgot links) when PASSWORD_LOGIN
 * is false. A sign-in that came back refused (`?oidc_error=`) is explained at the top.
 */
export function LoginForm({ onSuccess }: { onSuccess: (profile: Profile | null) => void }) {
  const t = useMessages(authText);
  const options = useAuthOptions();
  const [searchParams] = useSearchParams();
  const oidcError = searchParams.get('oidc_error');
  // Without an answer from the server, the password form as always.
  const passwordLogin = options.data?.passwordLogin ?? true;
  const oidc = options.data?.oidc ?? null;

  return (
    <AuthShell
      title={t.welcome}
      description={passwordLogin ? t.loginIntro : t.loginIntroInstitution}
      footer={
        passwordLogin ? (
          <>
            <Link to={paths.forgotPassword.getHref()} className="font-semibold text-amber-200 hover:underline">
              {t.forgotPassword}
            </Link>
            <p>
              {t.noAccountYet}{' '}
              <Link to={paths.register.getHref()} className="font-semibold text-amber-200 hover:underline">
                {t.createAccount}
              </Link>
            </p>
          </>
        ) : undefined
      }
    >
      {isOidcError(oidcError) ? (
        <p role="alert" className="mb-5 rounded-lg border border-amber-400/50 bg-amber-400/10 p-3 text-sm text-ink">
          {oidcErrorMessages[oidcError]}
        </p>
      ) : null}
      {options.isPending ? (
        <Spinner className="py-6" />
      ) : (
        <div className="flex flex-col gap-5">
          {oidc ? <OidcButton name={oidc.name} primary={!passwordLogin} /> : null}
          {oidc && passwordLogin ? (
            <p className="flex items-center gap-3 text-sm text-ink-muted before:h-px before:flex-1 before:bg-navy-600 after:h-px after:flex-1 after:bg-navy-600">
              {t.orWithEmail}
            </p>
          ) : null}
          {passwordLogin ? <PasswordLoginForm onSuccess={onSuccess} /> : null}
        </div>
      )}
    </AuthShell>
  );
}

function PasswordLoginForm({ onSuccess }: { onSuccess: (profile: Profile | null) => void }) {
  const t = useMessages(authText);
  const session = useSession();
  const loginMutation = useLoginMutation();
  const form = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const tokens = await loginMutation.mutateAsync(values);
      onSuccess(await session.login(tokens));
    } catch (error) {
      // Too many attempts: the server's sentence says how long to wait.
      const tooMany = error instanceof ApiClientError && error.status === 429 ? error.firstMessage : undefined;
      toast.error(tooMany ?? t.wrongCredentials);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormField label={t.email} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      <PasswordField form={form} name="password" label={t.password} autoComplete="current-password" />
      <SubmitButton busy={isSubmitting}>{t.signIn}</SubmitButton>
    </form>
  );
}
