import { usePageTitle } from '@/components/page-title';
import { HomeScreen } from '@/features/home';
import { RouteCard, useRoutes } from '@/features/routes';

export function HomeRoute() {
  usePageTitle('Hogar');
  const { data: routes, isPending } = useRoutes();
  return (
    <HomeScreen
      routes={routes}
      isLoadingRoutes={isPending}
      renderRouteCard={(route) => <RouteCard route={route} />}
    />
  );
}
