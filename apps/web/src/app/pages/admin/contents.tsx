import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ContentFormScreen, ContentsIndex } from '@/features/admin';
import { useGoBack } from './go-back';

export function AdminContentsPage() {
  usePageTitle('Contenidos');
  const [searchParams, setSearchParams] = useSearchParams();
  return <ContentsIndex routeId={searchParams.get('routeId') ?? undefined} onRouteChange={(routeId) => setSearchParams({ routeId }, { replace: true })} />;
}

export function AdminCreateContentPage() {
  usePageTitle('Nuevo contenido');
  const [searchParams] = useSearchParams();
  const routeId = searchParams.get('routeId') ?? undefined;
  const goBack = useGoBack(routeId ? paths.admin.route.getHref(routeId) : paths.admin.contents.getHref());
  return <ContentFormScreen routeId={routeId} onDone={goBack} />;
}

export function AdminEditContentPage() {
  const { contentId = '' } = useParams();
  usePageTitle('Editar contenido');
  const goBack = useGoBack(paths.admin.contents.getHref());
  return <ContentFormScreen contentId={contentId} onDone={goBack} />;
}
