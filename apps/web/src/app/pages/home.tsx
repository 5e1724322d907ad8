import { useRoutes } from '@/api/routes';
import { usePageTitle } from '@/components/page-title';
import { HomeScreen } from '@/features/home';
import { RouteCard } from '@/features/routes';

export function HomePage() {
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
