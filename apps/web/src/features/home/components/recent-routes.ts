import type { Route } from '@sendero/shared';

/** docs/product.md#limits-and-constants: the home screen shows the 2 most recent routes. */
export const HOME_ROUTES_LIMIT = 2;

/**
 * The routes the person has been following, most recently opened first: only those
 * IN_PROGRESS or COMPLETED (docs/product.md#screens). A route never opened sorts last.
 */
export function pickRecentRoutes(routes: Route[], limit = HOME_ROUTES_LIMIT): Route[] {
  const time = (route: Route) => (route.lastInteraction ? Date.parse(route.lastInteraction) : Number.NEGATIVE_INFINITY);
  return routes
    .filter((route) => route.progressStatus === 'IN_PROGRESS' || route.progressStatus === 'COMPLETED')
    .sort((a, b) => time(b) - time(a))
    .slice(0, limit);
}
