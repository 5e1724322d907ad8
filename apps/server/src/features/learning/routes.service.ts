import { and, asc, eq } from 'drizzle-orm';
import type { Route } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { routes, userRouteProgress } from '../../db/schema.js';
import { completedTotal, contentTotal, routeState } from './learning.queries.js';

/** Every route in order, each with the caller's progress (spec §7 GET /routes). */
export async function listRoutes(db: Db, userId: string): Promise<Route[]> {
  const rows = await db
    .select({
      route: routes,
      progressId: userRouteProgress.id,
      lastVisitedAt: userRouteProgress.lastVisitedAt,
      total: contentTotal,
      completed: completedTotal(userId),
    })
    .from(routes)
    .leftJoin(userRouteProgress, and(eq(userRouteProgress.routeId, routes.id), eq(userRouteProgress.userId, userId)))
    .orderBy(asc(routes.order), asc(routes.createdAt));
  return rows.map(({ route, progressId, lastVisitedAt, total, completed }) => ({
    id: route.id,
    title: route.title,
    description: route.description,
    type: route.type,
    coverImage: route.coverImageUrl ? { url: route.coverImageUrl } : null,
    order: route.order,
    ...routeState(progressId !== null, completed, total),
    lastInteraction: lastVisitedAt ? lastVisitedAt.toISOString() : null,
    userRouteProgressId: progressId,
    contentCount: total,
  }));
}
