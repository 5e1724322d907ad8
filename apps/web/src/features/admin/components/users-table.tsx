import type { Role } from '@sendero/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUsers } from '../api/get-users';
import { AdminPageHeader } from './admin-page-header';

const roleNames: Record<Role, string> = { ADMIN: 'Administrador', USER: 'Usuario' };

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
        // Focusable so keyboard users can scroll the table sideways on a phone.
        <Card role="region" aria-label="Tabla de usuarios" tabIndex={0} className="overflow-x-auto p-0">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Usuarios registrados</caption>
            <thead className="border-b border-navy-600 text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">Nombre</th>
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">Correo</th>
                <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">Rol</th>
                <th scope="col" className="px-3 py-3 sm:px-5 text-right font-semibold">Puntos</th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.id} className="border-b border-navy-700 last:border-0">
                  <td className="px-3 py-3 sm:px-5 font-semibold">
                    {user.firstName} {user.lastName}
                  </td>
                  {/* Long addresses wrap anywhere, so all four columns fit on a phone. */}
                  <td className="break-all px-3 py-3 sm:px-5 text-ink-muted">{user.email}</td>
                  <td className="px-3 py-3 sm:px-5">
                    <span
                      className={
                        user.role === 'ADMIN'
                          ? 'rounded-full bg-amber-400 px-2.5 py-1 text-xs font-bold text-navy-950'
                          : 'rounded-full bg-navy-700 px-2.5 py-1 text-xs font-bold text-ink'
                      }
                    >
                      {roleNames[user.role]}
                    </span>
                  </td>
                  <td className="px-3 py-3 sm:px-5 text-right font-bold tabular-nums">{user.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
