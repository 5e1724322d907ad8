import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { AdminRouteDetail, ReorderContents, ReorderRoutes, RouteFormScreen, RoutesList } from '@/features/admin';
import { useGoBack } from './go-back';

export function AdminRouteListPage() {
  usePageTitle('Rutas');
  return <RoutesList />;
}

export function AdminCreateRoutePage() {
  usePageTitle('Crear Ruta');
  const goBack = useGoBack(paths.admin.routes.getHref());
  return <RouteFormScreen onDone={goBack} />;
}

export function AdminEditRoutePage() {
  const { routeId = '' } = useParams();
  usePageTitle('Editar Ruta');
  const goBack = useGoBack(paths.admin.route.getHref(routeId));
  return <RouteFormScreen routeId={routeId} onDone={goBack} />;
}

export function AdminRouteDetailPage() {
  const { routeId = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle('Ruta');
  return <AdminRouteDetail routeId={routeId} onDeleted={() => void navigate(paths.admin.routes.getHref(), { replace: true })} />;
}

export function AdminReorderRoutesPage() {
  usePageTitle('Reordenar rutas');
  const navigate = useNavigate();
  return <ReorderRoutes onClose={() => void navigate(paths.admin.routes.getHref())} />;
}

export function AdminReorderContentsPage() {
  const { routeId = '' } = useParams();
  usePageTitle('Reordenar contenidos');
  const navigate = useNavigate();
  return <ReorderContents routeId={routeId} onClose={() => void navigate(paths.admin.route.getHref(routeId))} />;
}
