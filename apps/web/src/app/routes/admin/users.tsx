import { useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { UserDetail, UsersTable } from '@/features/admin';

export function AdminUsersRoute() {
  usePageTitle('Usuarios');
  return <UsersTable />;
}

export function AdminUserRoute() {
  // Spec §2 names the parameter routeId; it holds the user's id.
  const { routeId: userId = '' } = useParams();
  usePageTitle('Usuario');
  return <UserDetail userId={userId} />;
}
