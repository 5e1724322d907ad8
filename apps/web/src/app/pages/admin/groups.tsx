import { usePageTitle } from '@/components/page-title';
import { AdminGroupsScreen } from '@/features/admin';

export function AdminGroupsPage() {
  usePageTitle('Grupos');
  return <AdminGroupsScreen />;
}
