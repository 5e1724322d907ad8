import { usePageTitle } from '@/components/page-title';
import { AdminDashboard } from '@/features/admin';

export function AdminDashboardPage() {
  usePageTitle('Administración');
  return <AdminDashboard />;
}
