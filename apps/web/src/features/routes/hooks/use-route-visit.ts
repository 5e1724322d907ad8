import type { Route } from '@sendero/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useUpdateRouteProgress } from '../api/update-route-progress';

/**
 * Opening a started route records the visit once (docs/product.md#learning): lastVisitedAt now, then the
 * route's lastInteraction from the answer. The ref keeps StrictMode's second effect, and
 * refetches of the same route, from counting the visit twice.
 *
 * Returns `markVisited`, for a route started on this visit: starting it already set the time.
 */
export function useRouteVisit(route: Route | undefined): (routeId: string) => void {
  const { mutate } = useUpdateRouteProgress();
  const visitedRouteId = useRef<string | null>(null);
  const routeId = route?.id;
  const progressId = route?.progressStatus === 'NOT_STARTED' ? null : (route?.userRouteProgressId ?? null);

  useEffect(() => {
    if (!routeId || !progressId || visitedRouteId.current === routeId) return;
    visitedRouteId.current = routeId;
    mutate({ id: progressId, lastVisitedAt: new Date().toISOString() });
  }, [routeId, progressId, mutate]);

  return useCallback((id: string) => {
    visitedRouteId.current = id;
  }, []);
}
