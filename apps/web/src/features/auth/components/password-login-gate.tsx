import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthOptions } from '../api/auth-options';
import { AuthShell } from './auth-shell';
import { OidcButton } from './oidc-button';
import { useMessages } from '@/lib/i18n';
import { authText } from '../auth.messages';

/**
 * Registration and password recovery when this server signs people in only through their
 * institution (PASSWORD_LOGIN=false): instead of a form the server would refuse, say how to enter.
 */
export function PasswordLoginGate({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(authText);
  const options = useAuthOptions();
  if (options.data?.passwordLogin !== false) return children;
  const name = options.data.oidc?.name ?? t.yourInstitution;
  return (
    <AuthShell
      title={title}
      description={t.institutionOnly({ name })}
      footer={
        <Link to={paths.login.getHref()} className="font-semibold text-amber-200 hover:underline">
          {t.backToSignIn}
        </Link>
      }
    >
      {options.data.oidc ? <OidcButton name={options.data.oidc.name} primary /> : null}
    </AuthShell>
  );
}
