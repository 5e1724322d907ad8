import { and, asc, desc, eq } from 'drizzle-orm';
import { learningMessages, type ProgressStatus, type UserRouteSummary } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { routes, userRouteProgress } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { completedByProgressOwner, completedTotal, contentTotal, routeState } from './learning.queries.js';

export type RouteProgressRow = { id: string; userId: string; routeId: string; status: ProgressStatus; progress: number; lastVisitedAt: string };

/** Every user's progress on one route, most recent visit first (admin, spec §7 GET /user-progress). */
export async function listRouteProgress(db: Db, routeId: string): Promise<RouteProgressRow[]> {
  const [route] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId));
  if (!route) throw notFound(learningMessages.routeNotFound);
  const rows = await db
    .select({ progress: userRouteProgress, total: contentTotal, completed: completedByProgressOwner })
    .from(userRouteProgress)
    .innerJoin(routes, eq(routes.id, userRouteProgress.routeId))
    .where(eq(userRouteProgress.routeId, routeId))
    .orderBy(desc(userRouteProgress.lastVisitedAt), asc(userRouteProgress.id));
  return rows.map(({ progress, total, completed }) => {
    const state = routeState(true, completed, total);
    return {
      id: progress.id,
      userId: progress.userId,
      routeId: progress.routeId,
      status: state.progressStatus,
      progress: state.progress,
      lastVisitedAt: progress.lastVisitedAt.toISOString(),
    };
  });
}

/** One user's progress on every route, in route order; NOT_STARTED where they never began (admin user detail). */
export async function routeSummariesForUser(db: Db, userId: string): Promise<UserRouteSummary[]> {
  const rows = await db
    .select({ route: routes, progressId: userRouteProgress.id, lastVisitedAt: userRouteProgress.lastVisitedAt, total: contentTotal, completed: completedTotal(userId) })
    .from(routes)
    .leftJoin(userRouteProgress, and(eq(userRouteProgress.routeId, routes.id), eq(userRouteProgress.userId, userId)))
    .orderBy(asc(routes.order), asc(routes.createdAt));
  return rows.map(({ route, progressId, lastVisitedAt, total, completed }) => {
    const state = routeState(progressId !== null, completed, total);
    return {
      routeId: route.id,
      title: route.title,
      type: route.type,
      order: route.order,
      contentCount: total,
      completedContents: Math.min(completed, total),
      progress: state.progress,
      status: state.progressStatus,
      lastVisitedAt: lastVisitedAt?.toISOString() ?? null,
    };
  });
}
