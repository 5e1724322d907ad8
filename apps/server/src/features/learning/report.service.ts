import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { learningMessages, type UserListItem, type UserRouteProgressItem, type UserRouteSummary } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { contentInteractions, contents, routes, userRouteProgress } from './learning.tables.js';
import { catalogueVersion, learningStateColumns, learningStateOf, routeState, type RouteCatalogue } from './catalogue.js';

export type ReportDeps = {
  db: Db;
  /** Names and emails of the given users, by id: people belong to the auth feature. */
  peopleByIds: (userIds: string[]) => Promise<Map<string, UserListItem>>;
  /** Counts every progress shown (catalogue.ts), as the learner's own list does. */
  catalogue: RouteCatalogue;
};

// Beside each `user_route_progress` row: the catalogue's version and the contents its owner completed.
// Named in SQL, not through drizzle, which leaves columns unqualified when a query reads one table.
const ownerState = { catalogueVersion, completed: learningStateColumns(sql`user_route_progress.user_id`).completed };

/** The admin's reports on learning: who is where on a route, and one person on every route. */
export function createReportService({ db, peopleByIds, catalogue }: ReportDeps) {
  return {
    /** Every user's progress on one route, most recent visit first (docs/product.md#learning GET /user-progress). */
    async routeProgress(routeId: string): Promise<UserRouteProgressItem[]> {
      const [route] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId));
      if (!route) throw notFound(learningMessages.routeNotFound);
      const rows = await db
        .select({ progress: userRouteProgress, ...ownerState })
        .from(userRouteProgress)
        .where(eq(userRouteProgress.routeId, routeId))
        .orderBy(desc(userRouteProgress.lastVisitedAt), asc(userRouteProgress.id));
      const people = await peopleByIds(rows.map((row) => row.progress.userId));
      const counts = await Promise.all(rows.map((row) => catalogue.progressIn(row, routeId)));
      return rows.flatMap(({ progress }, index) => {
        const person = people.get(progress.userId);
        if (!person) return [];
        const state = routeState(true, counts[index]!.completed, counts[index]!.total);
        return [
          {
            id: progress.id,
            userId: progress.userId,
            routeId: progress.routeId,
            status: state.progressStatus,
            progress: state.progress,
            lastVisitedAt: progress.lastVisitedAt.toISOString(),
            email: person.email,
            user: { firstName: person.firstName, lastName: person.lastName, email: person.email },
          },
        ];
      });
    },

    /** One user's progress on every route, in route order; NOT_STARTED where they never began (admin user detail). */
    async routeSummaries(userId: string): Promise<UserRouteSummary[]> {
      const { routes } = await catalogue.progress(await learningStateOf(db, userId));
      return routes.map(({ route, progressId, lastVisitedAt, total, completed }) => {
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
    },

    /** Titles of the routes among `routeIds` that exist (groups name their assigned routes). */
    async routeTitles(routeIds: string[]): Promise<Map<string, string>> {
      if (routeIds.length === 0) return new Map();
      const rows = await db.select({ id: routes.id, title: routes.title }).from(routes).where(inArray(routes.id, routeIds));
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /**
     * For a group's report: per route, how many of `userIds` have started it and how many have
     * completed every content of it, as they stand now. Counts only: no id leaves this function.
     */
    async progressCounts(userIds: string[], routeIds: string[]): Promise<{ routeId: string; started: number; completed: number }[]> {
      if (userIds.length === 0 || routeIds.length === 0) return [];
      const rows = await db
        .select({ routeId: userRouteProgress.routeId, ...ownerState })
        .from(userRouteProgress)
        .where(and(inArray(userRouteProgress.userId, userIds), inArray(userRouteProgress.routeId, routeIds)));
      const counts = new Map(routeIds.map((routeId) => [routeId, { routeId, started: 0, completed: 0 }]));
      for (const row of rows) {
        const count = counts.get(row.routeId)!;
        const { completed, total } = await catalogue.progressIn(row, row.routeId);
        count.started += 1;
        if (routeState(true, completed, total).progressStatus === 'COMPLETED') count.completed += 1;
      }
      return [...counts.values()];
    },

    /**
     * The routes one person has started, in route order, with when they started and the moment
     * they completed each content (the profile's PDF works out where they stood on any day).
     */
    async routeHistory(userId: string): Promise<{ routeId: string; title: string; startedAt: Date; contentCount: number; completedAt: Date[] }[]> {
      const rows = await db
        .select({ routeId: routes.id, title: routes.title, startedAt: userRouteProgress.startedAt, catalogueVersion })
        .from(userRouteProgress)
        .innerJoin(routes, eq(routes.id, userRouteProgress.routeId))
        .where(eq(userRouteProgress.userId, userId))
        .orderBy(asc(routes.order), asc(routes.createdAt));
      if (rows.length === 0) return [];
      const started = await Promise.all(
        rows.map(async ({ catalogueVersion: version, ...route }) => ({
          ...route,
          contentCount: (await catalogue.progressIn({ catalogueVersion: version, completed: null }, route.routeId)).total,
        })),
      );
      const completions = await db
        .select({ routeId: contents.routeId, completedAt: contentInteractions.completedAt })
        .from(contentInteractions)
        .innerJoin(contents, eq(contents.id, contentInteractions.contentId))
        .where(and(eq(contentInteractions.userId, userId), eq(contentInteractions.completed, true), isNotNull(contentInteractions.completedAt)));
      return started.map((route) => ({
        ...route,
        completedAt: completions
          .filter((completion) => completion.routeId === route.routeId)
          .map((completion) => completion.completedAt!)
          .sort((a, b) => a.getTime() - b.getTime()),
      }));
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
