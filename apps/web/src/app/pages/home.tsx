import { lazy, Suspense } from 'react';
import { useRoutes } from '@/api/routes';
import { usePageTitle } from '@/components/page-title';
import { loadOnThisDayCard } from '@/features/diary';
import { HomeScreen } from '@/features/home';
import { RouteCard } from '@/features/routes';
import { loadWho5OfferCard } from '@/features/wellbeing';

const Who5OfferCard = lazy(() => loadWho5OfferCard().then((Who5OfferCard) => ({ default: Who5OfferCard })));
const OnThisDayCard = lazy(loadOnThisDayCard);

export function HomePage() {
  usePageTitle('Hogar');
  const { data: routes, isPending } = useRoutes();
  return (
    <HomeScreen
      routes={routes}
      isLoadingRoutes={isPending}
      renderRouteCard={(route) => <RouteCard route={route} />}
      onThisDay={
        <Suspense fallback={null}>
          <OnThisDayCard />
        </Suspense>
      }
      wellbeingOffer={
        <Suspense fallback={null}>
          <Who5OfferCard />
        </Suspense>
      }
    />
  );
}
