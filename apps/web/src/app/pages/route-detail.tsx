import { useParams } from 'react-router';
import { useContents } from '@/api/contents';
import { useRoutes } from '@/api/routes';
import { usePageTitle } from '@/components/page-title';
import { RouteDetail } from '@/features/routes';

export function RouteDetailPage() {
  const { routeId = '' } = useParams();
  const routes = useRoutes();
  const contents = useContents(routeId);
  const route = routes.data?.find((item) => item.id === routeId);
  usePageTitle(route?.title ?? (routes.isPending ? 'Ruta' : 'Ruta no encontrada'));
  return <RouteDetail routeId={routeId} route={route} isLoading={routes.isPending} contents={contents.data} contentsLoading={contents.isPending} />;
}
