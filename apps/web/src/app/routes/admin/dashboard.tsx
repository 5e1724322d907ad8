import { usePageTitle } from '@/components/page-title';
import { AdminDashboard } from '@/features/admin';

export function AdminDashboardRoute() {
  usePageTitle('Administración');
  return <AdminDashboard />;
}
