import { usePageTitle } from '@/components/page-title';
import { UsersTable } from '@/features/admin';

export function AdminUsersRoute() {
  usePageTitle('Usuarios');
  return <UsersTable />;
}
