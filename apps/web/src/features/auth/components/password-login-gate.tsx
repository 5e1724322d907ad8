import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthOptions } from '../api/auth-options';
import { AuthShell } from './auth-shell';
import { OidcButton } from './oidc-button';

/**
 * Registration and password recovery when this server signs people in only through their
 * institution (PASSWORD_LOGIN=false): instead of a form the server would refuse, say how to enter.
 */
export function PasswordLoginGate({ title, children }: { title: string; children: ReactNode }) {
  const options = useAuthOptions();
  if (options.data?.passwordLogin !== false) return children;
  const name = options.data.oidc?.name ?? 'tu institución';
  return (
    <AuthShell
      title={title}
      description={`Aquí se entra con la cuenta de ${name}: no hace falta crear una cuenta ni recordar otra contraseña.`}
      footer={
        <Link to={paths.login.getHref()} className="font-semibold text-amber-200 hover:underline">
          Volver a iniciar sesión
        </Link>
      }
    >
      {options.data.oidc ? <OidcButton name={options.data.oidc.name} primary /> : null}
    </AuthShell>
  );
}
