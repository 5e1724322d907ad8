import { ImageOff, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { useRoutes } from '@/api/routes';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AdminPageHeader } from '../admin-page-header';
import { ContentsList } from '../contents/contents-list';
import { ADMIN_ROUTE_NOT_FOUND, RouteTypeBadge } from '../labels';
import { DeleteRouteButton } from './delete-route-button';
import { RouteProgressTable } from './route-progress-table';

const back = { href: paths.admin.routes.getHref(), label: 'Volver a las rutas' };

export function AdminRouteDetail({ routeId, onDeleted }: { routeId: string; onDeleted: () => void }) {
  const routes = useRoutes();
  const route = routes.data?.find((item) => item.id === routeId);

  if (routes.isPending) return <Spinner className="py-12" label="Cargando ruta..." />;
  if (!route) {
    return (
      <>
        <AdminPageHeader title="Ruta" back={back} />
        <Card role="alert" className="text-center text-ink-muted">
          {ADMIN_ROUTE_NOT_FOUND}
        </Card>
      </>
    );
  }

  return (
    <>
      <AdminPageHeader back={back} title={route.title} />
      <Card className="mb-8 flex flex-col gap-5 md:flex-row">
        {route.coverImage ? (
          <img src={route.coverImage.url} alt={route.coverImage.alt ?? ''} className="aspect-[16/10] w-full shrink-0 rounded-2xl object-cover md:w-72" />
        ) : (
          <div className="grid aspect-[16/10] w-full shrink-0 place-items-center rounded-2xl bg-navy-700 text-ink-muted md:w-72">
            <span className="flex flex-col items-center gap-2 text-sm">
              <ImageOff aria-hidden="true" className="size-7" />
              Sin imagen de portada
            </span>
          </div>
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <Badge>Orden {route.order}</Badge>
            <RouteTypeBadge type={route.type} />
          </div>
          <p className="whitespace-pre-line break-words text-ink-muted">{route.description}</p>
          <div className="mt-auto flex flex-wrap gap-3 pt-2">
            <Link to={paths.admin.editRoute.getHref(route.id)} className={buttonVariants()}>
              <Pencil aria-hidden="true" />
              Editar Ruta
            </Link>
            <DeleteRouteButton route={route} onDeleted={onDeleted} />
          </div>
        </div>
      </Card>
      <Tabs defaultValue="contents">
        <TabsList className="max-w-md">
          <TabsTrigger value="contents">Contenidos</TabsTrigger>
          <TabsTrigger value="progress">Progreso de los usuarios</TabsTrigger>
        </TabsList>
        <TabsContent value="contents">
          <ContentsList routeId={route.id} />
        </TabsContent>
        <TabsContent value="progress">
          <RouteProgressTable routeId={route.id} />
        </TabsContent>
      </Tabs>
    </>
  );
}
