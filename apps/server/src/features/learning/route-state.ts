import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { ProgressStatus } from '@sendero/shared';
import { progressPercent } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import { routes } from './learning.tables.js';

/** Counted, never stored: contents of the route, and those this user has completed. */
// Written with explicit aliases: drizzle leaves column names unqualified when a query reads one
// table, which would make "id" ambiguous inside these subqueries.
export const contentTotal = sql<number>`(select count(*) from contents c where c.route_id = routes.id)`.mapWith(Number);

export const completedTotal = (userId: string | Placeholder) =>
  sql<number>`(select count(*) from content_interactions ci join contents c on c.id = ci.content_id
    where c.route_id = routes.id and ci.user_id = ${userId} and ci.completed)`.mapWith(Number);

/** Like `completedTotal`, for the owner of each `user_route_progress` row of the query (admin reports). */
export const completedByProgressOwner = sql<number>`(select count(*) from content_interactions ci join contents c on c.id = ci.content_id
    where c.route_id = routes.id and ci.user_id = user_route_progress.user_id and ci.completed)`.mapWith(Number);

export function routeState(started: boolean, completed: number, total: number): { progress: number; progressStatus: ProgressStatus } {
  if (!started) return { progress: 0, progressStatus: 'NOT_STARTED' };
  const progress = progressPercent(completed, total);
  return { progress, progressStatus: total > 0 && completed >= total ? 'COMPLETED' : 'IN_PROGRESS' };
}

/** The user's progress on one route they have started. */
export async function startedRouteState(db: Db | Tx, userId: string, routeId: string) {
  const [row] = await db
    .select({ total: contentTotal, completed: completedTotal(userId) })
    .from(routes)
    .where(and(eq(routes.id, routeId)));
  return routeState(true, row?.completed ?? 0, row?.total ?? 0);
}
