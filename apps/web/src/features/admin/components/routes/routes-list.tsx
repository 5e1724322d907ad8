import { ArrowUpDown, Map, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRoutes } from '../../api/get-routes';
import { AdminPageHeader } from '../admin-page-header';
import { routeTypeLabels } from '../labels';
import { DeleteRouteButton } from './delete-route-button';

function EmptyRoutes() {
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-navy-700 text-amber-300">
        <Map aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-lg font-bold">Todavía no hay rutas que gestionar</h2>
      <p className="max-w-md text-ink-muted">Crea la primera ruta y después añádele contenidos.</p>
      <Link to={paths.admin.createRoute.getHref()} className={buttonVariants({ className: 'mt-2' })}>
        <Plus aria-hidden="true" />
        Crear Ruta
      </Link>
    </Card>
  );
}

/** All routes by position (1 first, as learners see them). */
export function RoutesList() {
  const routes = useRoutes();
  const count = routes.data?.length ?? 0;

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
      {routes.isPending ? (
        <Spinner className="py-12" label="Cargando rutas..." />
      ) : routes.isError ? (
        <Card role="alert" className="text-center text-ink-muted">
          No pudimos cargar las rutas. Inténtalo de nuevo en un momento.
        </Card>
      ) : count === 0 ? (
        <EmptyRoutes />
      ) : (
        <Card className="p-0">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">Rutas, por orden</caption>
            <thead className="border-b border-navy-600 text-ink-muted">
              <tr>
                <th scope="col" className="w-14 px-2 py-3 font-semibold sm:w-20 sm:px-5">
                  Orden
                </th>
                <th scope="col" className="px-2 py-3 font-semibold sm:px-5">
                  Título
                </th>
                <th scope="col" className="hidden px-3 py-3 font-semibold sm:px-5 md:table-cell">
                  Descripción
                </th>
                <th scope="col" className="w-[6.75rem] px-1 py-3 font-semibold sm:w-36 sm:px-5">
                  Tipo
                </th>
                <th scope="col" className="w-11 px-0 py-3 sm:w-16">
                  <span className="sr-only">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {routes.data.map((route) => (
                <tr key={route.id} className="border-b border-navy-700 last:border-0">
                  <td className="px-2 py-3 font-bold tabular-nums sm:px-5">{route.order}</td>
                  <td className="px-2 py-3 sm:px-5">
                    <Link
                      to={paths.admin.route.getHref(route.id)}
                      className="font-semibold break-words hyphens-auto text-amber-200 underline-offset-4 hover:underline"
                    >
                      {route.title}
                    </Link>
                  </td>
                  <td className="hidden px-3 py-3 text-ink-muted sm:px-5 md:table-cell">
                    <p className="line-clamp-2">{route.description}</p>
                  </td>
                  <td className="px-1 py-3 sm:px-5">
                    <Badge variant={route.type === 'FOUNDATION' ? 'primary' : 'neutral'}>{routeTypeLabels[route.type]}</Badge>
                  </td>
                  <td className="px-0 py-2 text-right">
                    <DeleteRouteButton route={route} compact />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </>
  );
}
