import type { Route } from '@sendero/shared';
import { ArrowUpDown, Map, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useRoutes } from '@/api/routes';
import { IconTile } from '@/components/icon-tile';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AdminPageHeader } from '../admin-page-header';
import { DataTable, RowLink, type Column } from '../data-table';
import { RouteTypeBadge } from '../labels';
import { couldNotLoad, ListState } from '../list-state';
import { DeleteRouteButton } from './delete-route-button';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

function EmptyRoutes() {
  const t = useMessages(adminText);
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      <IconTile size="xl">
        <Map aria-hidden="true" />
      </IconTile>
      <h2 className="text-lg font-bold">Todavía no hay rutas que gestionar</h2>
      <p className="max-w-md text-ink-muted">{t.firstRoute}</p>
      <Link to={paths.admin.createRoute.getHref()} className={buttonVariants({ className: 'mt-2' })}>
        <Plus aria-hidden="true" />
        Crear Ruta
      </Link>
    </Card>
  );
}

const columns: Column<Route>[] = [
  {
    header: 'Orden',
    className: 'w-14 px-2 sm:w-20 sm:px-5',
    cellClassName: 'font-bold tabular-nums',
    cell: (route) => route.order,
  },
  {
    // On a phone the description has no room for a column of its own: it is read under the
    // title, cut to two lines, and the header names both (the spec lists it on every size).
    header: (
      <>
        Título<span className="md:hidden"> y descripción</span>
      </>
    ),
    className: 'px-2 sm:px-5',
    cell: (route) => (
      <>
        <RowLink to={paths.admin.route.getHref(route.id)} className="hyphens-auto">
          {route.title}
        </RowLink>
        <p className="mt-1 line-clamp-2 text-ink-muted md:hidden">{route.description}</p>
      </>
    ),
  },
  {
    header: 'Descripción',
    className: 'hidden px-3 sm:px-5 md:table-cell',
    cellClassName: 'text-ink-muted',
    cell: (route) => <p className="line-clamp-2">{route.description}</p>,
  },
  {
    header: 'Tipo',
    className: 'w-[6.75rem] px-1 sm:w-36 sm:px-5',
    cell: (route) => <RouteTypeBadge type={route.type} />,
  },
  {
    header: <span className="sr-only">Acciones</span>,
    className: 'w-11 px-0 sm:w-16',
    cellClassName: 'py-2 text-right',
    cell: (route) => <DeleteRouteButton route={route} compact />,
  },
];

/** All routes by position (1 first, as learners see them). */
export function RoutesList() {
  const routes = useRoutes();
  return (
    <>
      <AdminPageHeader
        title="Rutas"
        actions={
          <>
            <Link to={paths.admin.reorderRoutes.getHref()} className={buttonVariants({ variant: 'secondary' })}>
              <ArrowUpDown aria-hidden="true" />
              Reordenar
            </Link>
            <Link to={paths.admin.createRoute.getHref()} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              Crear Ruta
            </Link>
          </>
        }
      >
        Las rutas aparecen para todos en este orden.
      </AdminPageHeader>
      <ListState query={routes} loading="Cargando rutas..." failed={couldNotLoad('las rutas')} empty={<EmptyRoutes />}>
        {(list) => <DataTable caption="Rutas, por orden" columns={columns} rows={list} rowKey={(route) => route.id} />}
      </ListState>
    </>
  );
}
