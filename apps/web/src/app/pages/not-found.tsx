import { Navigate } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  return <Navigate to={paths.welcome.getHref()} replace />;
}
