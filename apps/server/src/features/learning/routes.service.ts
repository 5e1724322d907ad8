import { and, asc, eq } from 'drizzle-orm';
import { learningMessages, type Route } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { routes, userRouteProgress } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { completedTotal, contentTotal, routeState } from './learning.queries.js';

const withProgress = (db: Db, userId: string) =>
  db
    .select({
      route: routes,
      progressId: userRouteProgress.id,
      lastVisitedAt: userRouteProgress.lastVisitedAt,
      total: contentTotal,
      completed: completedTotal(userId),
    })
    .from(routes)
    .leftJoin(userRouteProgress, and(eq(userRouteProgress.routeId, routes.id), eq(userRouteProgress.userId, userId)));

type Row = Awaited<ReturnType<typeof withProgress>>[number];

function present({ route, progressId, lastVisitedAt, total, completed }: Row): Route {
  return {
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
  };
}

/** Every route in order, each with the caller's progress (spec §7 GET /routes). */
export async function listRoutes(db: Db, userId: string): Promise<Route[]> {
  const rows = await withProgress(db, userId).orderBy(asc(routes.order), asc(routes.createdAt));
  return rows.map(present);
}

/** One route as GET /routes lists it. */
export async function getRoute(db: Db, userId: string, routeId: string): Promise<Route> {
  const [row] = await withProgress(db, userId).where(eq(routes.id, routeId));
  if (!row) throw notFound(learningMessages.routeNotFound);
  return present(row);
}
