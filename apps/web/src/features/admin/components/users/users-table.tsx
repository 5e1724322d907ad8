import type { UserListItem } from '@sendero/shared';
import { paths } from '@/config/paths';
import { useUsers } from '../../api/get-users';
import { AdminPageHeader } from '../admin-page-header';
import { DataTable, RowLink, type Column } from '../data-table';
import { RoleBadge } from '../labels';
import { couldNotLoad, EmptyCard, ListState } from '../list-state';

const columns: Column<UserListItem>[] = [
  {
    header: 'Nombre',
    className: 'px-3 sm:px-5',
    cellClassName: 'align-top',
    cell: (user) => (
      <>
        <RowLink to={paths.admin.user.getHref(user.id)}>
          {user.firstName} {user.lastName}
        </RowLink>
        <p className="text-ink-muted [overflow-wrap:anywhere] md:hidden">{user.email}</p>
      </>
    ),
  },
  {
    header: 'Correo',
    className: 'hidden px-3 sm:px-5 md:table-cell',
    cellClassName: 'align-top break-all text-ink-muted',
    cell: (user) => user.email,
  },
  {
    header: 'Rol',
    className: 'w-[7.5rem] px-1 sm:w-36 sm:px-5',
    cellClassName: 'align-top',
    cell: (user) => <RoleBadge role={user.role} />,
  },
  {
    header: 'Puntos',
    className: 'w-[4.5rem] px-3 text-right sm:w-24 sm:px-5',
    cellClassName: 'align-top font-bold tabular-nums',
    cell: (user) => user.points,
  },
];

/** Everyone registered. On a phone the email sits under the name, so nothing scrolls sideways. */
export function UsersTable() {
  const users = useUsers();
  return (
    <>
      <AdminPageHeader title="Usuarios">Todas las personas registradas en Sendero.</AdminPageHeader>
      <ListState
        query={users}
        loading="Cargando usuarios..."
        failed={couldNotLoad('los usuarios')}
        empty={<EmptyCard title="Todavía no hay usuarios registrados." />}
      >
        {(list) => <DataTable caption="Usuarios registrados" columns={columns} rows={list} rowKey={(user) => user.id} />}
      </ListState>
    </>
  );
}
