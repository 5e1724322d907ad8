import { Navigate, Outlet } from 'react-router';
import { useProfile } from '@/api/profile';
import { useSession } from '@/api/session';
import { paths } from '@/config/paths';

/** The admin area: stored tokens and role ADMIN; everyone else goes to the welcome screen (docs/product.md#api-rules). */
export function RequireAdmin() {
  const { isLoading, isAuthenticated } = useSession();
  const user = useProfile();
  if (!isAuthenticated) return <Navigate to={paths.welcome.getHref()} replace />;
  if (isLoading) {
    return (
      <main className="grid min-h-dvh place-items-center bg-navy-900">
        <p role="status" className="text-lg text-ink-muted">
          Cargando...
        </p>
      </main>
    );
  }
  if (user?.role !== 'ADMIN') return <Navigate to={paths.welcome.getHref()} replace />;
  return <Outlet />;
}
