import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { UserDetail, UsersTable } from '@/features/admin';

export function AdminUsersPage() {
  usePageTitle('Usuarios');
  return <UsersTable />;
}

export function AdminUserPage() {
  const { userId = '' } = useParams();
  usePageTitle('Usuario');
  return <UserDetail userId={userId} />;
}
