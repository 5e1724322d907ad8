import { lazy, Suspense, useCallback } from 'react';
import { useParams } from 'react-router';
import { useContents } from '@/api/contents';
import { useRoutes } from '@/api/routes';
import { usePageTitle } from '@/components/page-title';
import { ContentScreen } from '@/features/contents';
import { useStartRoute } from '@/features/routes';

// Only a WELLBEING_CHECK content loads the WHO-5 form (and the crisis lines it may show).
const WellbeingCheckInContent = lazy(() => import('./wellbeing').then((module) => ({ default: module.WellbeingCheckInContent })));

export function ContentPage() {
  const { routeId = '', contentId = '' } = useParams();
  const routes = useRoutes();
  const contents = useContents(routeId);
  const route = routes.data?.find((item) => item.id === routeId);
  const content = contents.data?.find((item) => item.id === contentId);
  usePageTitle(content?.title ?? (contents.isPending ? 'Contenido' : 'Contenido no encontrado'));

  const { mutateAsync: startRoute } = useStartRoute();
  const userRouteProgressId = route?.userRouteProgressId ?? null;
  // A content opened before its route was started starts the route first (starting is idempotent).
  const ensureRouteProgress = useCallback(async () => userRouteProgressId ?? (await startRoute(routeId)).id, [userRouteProgressId, startRoute, routeId]);

  return (
    <ContentScreen
      routeId={routeId}
      contentId={contentId}
      contents={contents.data}
      isLoading={routes.isPending || contents.isPending}
      routeTitle={route?.title}
      ensureRouteProgress={ensureRouteProgress}
      renderWellbeingCheck={() => (
        <Suspense fallback={null}>
          <WellbeingCheckInContent />
        </Suspense>
      )}
    />
  );
}
