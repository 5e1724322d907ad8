import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return <Navigate to={paths.welcome.getHref()} replace />;
}
