import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** The welcome screen sends anyone with stored tokens straight home (spec §2). */
export function RedirectIfAuthenticated() {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
