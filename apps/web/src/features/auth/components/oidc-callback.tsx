import { zodResolver } from '@hookform/resolvers/zod';
import { OidcLinkBody, type Profile, type TokenPair } from '@sendero/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useSession } from '@/api/session';
import { PasswordField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useExchangeOidcCode, useLinkOidcAccount } from '../api/oidc';
import { authText } from '../auth.messages';
import { AuthShell } from './auth-shell';
import { SubmitButton } from './submit-button';

type Arrival = { kind: 'code'; code: string } | { kind: 'link'; code: string } | { kind: 'none' };

/** What the server's callback put in the fragment (the page wipes it from the address bar and history once read). */
function readArrival(): Arrival {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const code = fragment.get('code');
  if (code) return { kind: 'code', code };
  const link = fragment.get('link');
  if (link) return { kind: 'link', code: link };
  return { kind: 'none' };
}

const firstMessage = (error: unknown, fallback: string) =>
  error instanceof ApiClientError && error.status !== 500 ? (error.firstMessage ?? fallback) : fallback;

/**
 * `/login/oidc`: the way back from the institution. A one-time code is exchanged for the session
 * at once; a pending link asks for the existing account's password first (decision 037).
 */
export function OidcCallback({ onSuccess }: { onSuccess: (profile: Profile | null) => void }) {
  const t = useMessages(authText);
  const [arrival] = useState(readArrival);
  const session = useSession();
  const exchange = useExchangeOidcCode();
  const [failure, setFailure] = useState<string | null>(arrival.kind === 'none' ? t.oidcInvalidLink : null);
  // Once, even when React runs the effect twice: a code works a single time.
  const started = useRef(false);

  const signIn = async (tokens: TokenPair) => onSuccess(await session.login(tokens));

  useEffect(() => {
    // Not in history, not in a bookmark, not on screen for someone looking over a shoulder.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  useEffect(() => {
    if (arrival.kind !== 'code' || started.current) return;
    started.current = true;
    exchange.mutateAsync({ code: arrival.code }).then(signIn, (error: unknown) => setFailure(firstMessage(error, t.oidcFailed)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one exchange per arrival
  }, [arrival]);

  if (failure) {
    return (
      <AuthShell title={t.oidcFailedTitle}>
        <p role="alert" className="text-ink">
          {failure}
        </p>
        <Link to={paths.login.getHref()} className="mt-5 inline-flex min-h-11 items-center font-semibold text-amber-200 hover:underline">
          {t.backToSignIn}
        </Link>
      </AuthShell>
    );
  }
  if (arrival.kind === 'link') return <LinkForm code={arrival.code} onLinked={signIn} />;
  return (
    <AuthShell title={t.oidcEntering}>
      <Spinner label={t.oidcOpening} className="py-6" />
    </AuthShell>
  );
}

function LinkForm({ code, onLinked }: { code: string; onLinked: (tokens: TokenPair) => Promise<void> }) {
  const t = useMessages(authText);
  const link = useLinkOidcAccount();
  const form = useForm({ resolver: zodResolver(OidcLinkBody), defaultValues: { code, password: '' } });
  const [error, setError] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onLinked(await link.mutateAsync(values));
    } catch (failure) {
      setError(firstMessage(failure, t.linkFailed));
    }
  });

  return (
    <AuthShell
      title={t.linkTitle}
      description={t.linkIntro}
      footer={
        <Link to={paths.login.getHref()} className="inline-flex min-h-11 items-center font-semibold text-amber-200 hover:underline">
          {t.linkNotNow}
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {error ? (
          <p role="alert" className="rounded-lg border border-amber-400/50 bg-amber-400/10 p-3 text-sm text-ink">
            {error}
          </p>
        ) : null}
        <PasswordField form={form} name="password" label={t.linkPassword} autoComplete="current-password" />
        <SubmitButton busy={isSubmitting}>{t.linkSubmit}</SubmitButton>
      </form>
    </AuthShell>
  );
}
