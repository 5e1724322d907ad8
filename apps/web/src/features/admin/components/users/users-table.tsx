import type { Role } from '@sendero/shared';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUsers } from '../../api/get-users';
import { AdminPageHeader } from '../admin-page-header';

export const roleNames: Record<Role, string> = { ADMIN: 'Administrador', USER: 'Usuario' };

/** Everyone registered. On a phone the email sits under the name, so nothing scrolls sideways. */
export function UsersTable() {
  const users = useUsers();

  return (
    <>
      <AdminPageHeader title="Usuarios">Todas las personas registradas en Sendero.</AdminPageHeader>
      {users.isPending ? (
        <Spinner className="py-12" label="Cargando usuarios..." />
      ) : users.isError ? (
        <Card role="alert" className="text-center text-ink-muted">
          No pudimos cargar los usuarios. Inténtalo de nuevo en un momento.
        </Card>
      ) : users.data.length === 0 ? (
        <Card className="text-center text-ink-muted">Todavía no hay usuarios registrados.</Card>
      ) : (
        <Card className="p-0">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">Usuarios registrados</caption>
            <thead className="border-b border-navy-600 text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
                  Nombre
                </th>
                <th scope="col" className="hidden px-3 py-3 font-semibold sm:px-5 md:table-cell">
                  Correo
                </th>
                <th scope="col" className="w-[7.5rem] px-1 py-3 font-semibold sm:w-36 sm:px-5">
                  Rol
                </th>
                <th scope="col" className="w-[4.5rem] px-3 py-3 text-right font-semibold sm:w-24 sm:px-5">
                  Puntos
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id} className="border-b border-navy-700 last:border-0">
                  <td className="px-3 py-3 align-top sm:px-5">
                    <Link
                      to={paths.admin.user.getHref(user.id)}
                      className="font-semibold break-words text-amber-200 underline-offset-4 hover:underline"
                    >
                      {user.firstName} {user.lastName}
                    </Link>
                    <p className="text-ink-muted [overflow-wrap:anywhere] md:hidden">{user.email}</p>
                  </td>
                  <td className="hidden px-3 py-3 align-top break-all text-ink-muted sm:px-5 md:table-cell">{user.email}</td>
                  <td className="px-1 py-3 align-top sm:px-5">
                    <Badge variant={user.role === 'ADMIN' ? 'primary' : 'neutral'}>{roleNames[user.role]}</Badge>
                  </td>
                  <td className="px-3 py-3 text-right align-top font-bold tabular-nums sm:px-5">{user.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
