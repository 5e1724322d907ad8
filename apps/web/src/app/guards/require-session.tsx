import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/api/session';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { paths } from '@/config/paths';

/** Signed-in screens: wait for the session to settle, then let in only those who have one. */
export function RequireSession() {
  const { isLoading, isAuthenticated } = useSession();
  if (isLoading) return <FullScreenLoader />;
  if (!isAuthenticated) return <Navigate to={paths.welcome.getHref()} replace />;
  return <Outlet />;
}
