import { formatDuration } from '@sendero/shared';
import { useContents } from '@/api/contents';
import { useRoutes } from '@/api/routes';
import { contentTypeLabels } from '@/components/content-type';
import { paths } from '@/config/paths';
import { useReorderContentsMutation } from '../../api/reorder-contents';
import { AdminPageHeader } from '../admin-page-header';
import { ReorderScreen } from './reorder-screen';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

export function ReorderContents({ routeId, onClose }: { routeId: string; onClose: () => void }) {
  const t = useMessages(adminText);
  const routes = useRoutes();
  const contents = useContents(routeId);
  const reorder = useReorderContentsMutation();
  const route = routes.data?.find((item) => item.id === routeId);
  return (
    <>
      <AdminPageHeader title="Reordenar contenidos" back={{ href: paths.admin.route.getHref(routeId), label: 'Volver a la ruta' }}>
        {route ? `Ruta «${route.title}». ` : ''}
        {t.reorderContentsHint}
      </AdminPageHeader>
      <ReorderScreen
        label="Contenidos en su orden"
        items={contents.data?.map((content) => ({
          id: content.id,
          title: content.title,
          detail: `${contentTypeLabels[content.type]} · ${formatDuration(content.duration)}`,
        }))}
        isPending={contents.isPending}
        emptyText="Esta ruta aún no tiene contenidos que ordenar."
        onSave={(contentIds) => reorder.mutateAsync({ routeId, contentIds })}
        onClose={onClose}
      />
    </>
  );
}
