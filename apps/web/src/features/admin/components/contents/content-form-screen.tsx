import { useRoutes } from '@/api/routes';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useContent } from '../../api/get-content';
import { AdminPageHeader } from '../admin-page-header';
import { ADMIN_ROUTE_NOT_FOUND } from '../labels';
import { ContentForm } from './content-form';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

type ContentFormScreenProps = {
  /** Present when editing (/admin/content/{contentId}). */
  contentId?: string;
  /** ?routeId= when creating from a route: that route is preselected. */
  routeId?: string;
  onDone: () => void;
};

export function ContentFormScreen({ contentId, routeId, onDone }: ContentFormScreenProps) {
  const t = useMessages(adminText);
  const routes = useRoutes();
  const content = useContent(contentId);
  const backRouteId = content.data?.routeId ?? routeId;
  const back = backRouteId
    ? { href: paths.admin.route.getHref(backRouteId), label: 'Volver a la ruta' }
    : { href: paths.admin.contents.getHref(), label: 'Volver a los contenidos' };
  const title = contentId ? 'Editar contenido' : 'Nuevo contenido';

  const loading = routes.isPending || (Boolean(contentId) && content.isPending);
  const knownRoute = !routeId || routes.data?.some((route) => route.id === routeId);

  return (
    <>
      <AdminPageHeader title={title} back={back} />
      {loading ? (
        <Spinner className="py-12" label="Cargando..." />
      ) : routes.isError || (contentId && content.isError) ? (
        <Card role="alert" className="text-center text-ink-muted">
          {contentId ? 'No encontramos ese contenido.' : t.routesNotLoaded}
        </Card>
      ) : !knownRoute ? (
        <Card role="alert" className="text-center text-ink-muted">
          {ADMIN_ROUTE_NOT_FOUND}
        </Card>
      ) : (
        <ContentForm
          key={contentId ?? 'new'}
          content={content.data}
          routes={routes.data ?? []}
          fixedRouteId={contentId ? undefined : routeId}
          onDone={onDone}
        />
      )}
    </>
  );
}
