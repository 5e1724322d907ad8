import { usePageTitle } from '@/components/page-title';
import { AdminRoutes } from '@/features/admin';

export function AdminRoutesRoute() {
  usePageTitle('Rutas');
  return <AdminRoutes />;
}
