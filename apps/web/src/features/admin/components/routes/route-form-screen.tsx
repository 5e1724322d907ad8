import { useRoutes } from '@/api/routes';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AdminPageHeader } from '../admin-page-header';
import { RouteForm } from './route-form';
import { ADMIN_ROUTE_NOT_FOUND } from '../labels';

/** /admin/routes/create (no routeId) and /admin/routes/{routeId}/edit. */
export function RouteFormScreen({ routeId, onDone }: { routeId?: string; onDone: () => void }) {
  const routes = useRoutes();
  if (!routeId) {
    return (
      <>
        <AdminPageHeader title="Crear Ruta" back={{ href: paths.admin.routes.getHref(), label: 'Volver a las rutas' }} />
        <RouteForm onDone={onDone} />
      </>
    );
  }
  const route = routes.data?.find((item) => item.id === routeId);
  return (
    <>
      <AdminPageHeader title="Editar Ruta" back={{ href: paths.admin.route.getHref(routeId), label: 'Volver a la ruta' }} />
      {routes.isPending ? (
        <Spinner className="py-12" label="Cargando ruta..." />
      ) : route ? (
        <RouteForm key={route.id} route={route} onDone={onDone} />
      ) : (
        <Card role="alert" className="text-center text-ink-muted">
          {ADMIN_ROUTE_NOT_FOUND}
        </Card>
      )}
    </>
  );
}
