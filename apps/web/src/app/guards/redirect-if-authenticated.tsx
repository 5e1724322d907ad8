import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/api/session';
import { paths } from '@/config/paths';

/** The welcome screen sends anyone with stored tokens straight home (docs/product.md#screens). */
export function RedirectIfAuthenticated() {
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
