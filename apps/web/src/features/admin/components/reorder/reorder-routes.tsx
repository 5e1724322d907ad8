import { useRoutes } from '@/api/routes';
import { paths } from '@/config/paths';
import { useReorderRoutesMutation } from '../../api/reorder-routes';
import { AdminPageHeader } from '../admin-page-header';
import { routeTypeLabels } from '../labels';
import { ReorderScreen } from './reorder-screen';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

export function ReorderRoutes({ onClose }: { onClose: () => void }) {
  const t = useMessages(adminText);
  const routes = useRoutes();
  const reorder = useReorderRoutesMutation();
  return (
    <>
      <AdminPageHeader title="Reordenar rutas" back={{ href: paths.admin.routes.getHref(), label: 'Volver a las rutas' }}>
        {t.reorderRoutesHint}
      </AdminPageHeader>
      <ReorderScreen
        label="Rutas en su orden"
        items={routes.data?.map((route) => ({ id: route.id, title: route.title, detail: routeTypeLabels[route.type] }))}
        isPending={routes.isPending}
        emptyText="Todavía no hay rutas que ordenar."
        onSave={(ids) => reorder.mutateAsync(ids)}
        onClose={onClose}
      />
    </>
  );
}
