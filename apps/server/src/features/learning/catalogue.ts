import { asc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { progressPercent, type ContentType, type ProgressStatus } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import { learningCatalogueVersion, routes } from './learning.tables.js';

/** A route as everyone sees it, with its contents' ids and types (to count a person's progress in it). */
export type CatalogueRoute = typeof routes.$inferSelect & { contents: [id: string, type: ContentType][] };

export type Catalogue = {
  /** The database's catalogue version this was read at; null when the version row is missing. */
  version: number | null;
  /** In the learner's order. */
  routes: CatalogueRoute[];
  contents: Map<string, { routeId: string; type: ContentType }>;
};

/**
 * One person's side of learning, read in the same statement as the catalogue version
 * (`learningStateColumns`). The lists stay JSON text as read: compared as they are to find an
 * answer already written from them (lib/kept-answers.ts), parsed only to write a new one.
 */
export type LearningState = {
  catalogueVersion: number | null;
  /** JSON: `[routeId, progressId, lastVisitedAt]` of each route the person started. */
  started: string | null;
  /** JSON: ids of the contents the person completed. */
  completed: string | null;
};

/** What a query of `learningStateColumns` stands for when it returned no row. */
export const noLearningState: LearningState = { catalogueVersion: null, started: null, completed: null };

/**
 * Whether two states would be written the same: equal lists at one known version. Without a
 * version row the catalogue is read again on every call, so nothing written from it is kept.
 */
export const sameLearningState = (kept: LearningState, read: LearningState) =>
  read.catalogueVersion !== null && kept.catalogueVersion === read.catalogueVersion && kept.started === read.started && kept.completed === read.completed;

/** A route of the catalogue with one person's progress in it. */
export type RouteWithProgress = { route: CatalogueRoute; progressId: string | null; lastVisitedAt: Date | null; total: number; completed: number };

export const catalogueVersion = sql<number | null>`(select version from learning_catalogue_version where id = 1)`.mapWith(Number);

/**
 * The one count of a person's progress on a route (docs/product.md#learning): floor(100 × completed /
 * contents), COMPLETED once every content is done. Every answer that shows progress comes through here.
 */
export function routeState(started: boolean, completed: number, total: number): { progress: number; progressStatus: ProgressStatus } {
  if (!started) return { progress: 0, progressStatus: 'NOT_STARTED' };
  const progress = progressPercent(completed, total);
  return { progress, progressStatus: total > 0 && completed >= total ? 'COMPLETED' : 'IN_PROGRESS' };
}

/** One person's learning state, read on its own (inside `tx` when given: a write's own changes count). */
export async function learningStateOf(db: Db | Tx, userId: string): Promise<LearningState> {
  const [state = noLearningState] = await db.select(learningStateColumns(sql`${userId}`)).from(sql`(select 1) as one`);
  return state;
}

/**
 * Columns for any query of one person's own data: the catalogue version, the routes they started
 * and the contents they completed. Reading them in the same statement as the rest of a request's
 * data costs no extra round trip, and the version says whether this process's catalogue is current.
 */
export const learningStateColumns = (userId: Placeholder | SQL) => ({
  catalogueVersion,
  started: sql<LearningState['started']>`(select json_agg(json_build_array(p.route_id, p.id, p.last_visited_at))
    from user_route_progress p where p.user_id = ${userId})::text`,
  completed: sql<LearningState['completed']>`(select json_agg(ci.content_id) from content_interactions ci where ci.user_id = ${userId} and ci.completed)::text`,
});

/**
 * The catalogue of routes, the same for every person, kept in this process's memory. Every request
 * that uses it reads the catalogue version in the same statement as the caller's own progress
 * (`learningStateColumns`), so an admin's edit made through any process is seen on the very next
 * request everywhere, and nothing of one person is ever kept here. Before: each list of routes
 * counted every route's contents again, a sixth of a millisecond of PostgreSQL's time per call.
 */
export function createRouteCatalogue(db: Db) {
  const load = db
    .select({
      version: learningCatalogueVersion.version,
      route: routes,
      contents: sql<
        CatalogueRoute['contents']
      >`coalesce((select json_agg(json_build_array(c.id, c.type) order by c."order") from contents c where c.route_id = ${routes.id}), '[]'::json)`,
    })
    .from(sql`(select 1) as one`)
    // Joined, not selected from, so the catalogue still loads if the version row were ever missing.
    .leftJoin(learningCatalogueVersion, eq(learningCatalogueVersion.id, 1))
    .leftJoin(routes, sql`true`)
    .orderBy(asc(routes.order), asc(routes.createdAt))
    .prepare('learning_catalogue');

  let current: Catalogue | null = null;
  let loading: Promise<Catalogue> | null = null;

  async function read(): Promise<Catalogue> {
    const rows = await load.execute();
    const list = rows.flatMap(({ route, contents }) => (route ? [{ ...route, contents }] : []));
    const contents = new Map(list.flatMap((route) => route.contents.map(([id, type]) => [id, { routeId: route.id, type }] as const)));
    return { version: rows[0]?.version ?? null, routes: list, contents };
  }

  /** One read at a time; whoever asks while it runs shares it. A read that starts later is never older. */
  function reload(): Promise<Catalogue> {
    loading ??= read()
      .then((loaded) => (current = loaded))
      .finally(() => (loading = null));
    return loading;
  }

  /** The catalogue as of `version` (the version a request read beside its own data), or newer. */
  async function at(version: number | null): Promise<Catalogue> {
    // Only an equal version is current: a lower one means the database went back (a restore).
    if (current && version !== null && current.version === version) return current;
    const shared = await reload();
    if (version === null || shared.version === null || shared.version >= version) return shared;
    // The shared read began before `version` was committed: one more, which cannot be older.
    return reload();
  }

  const completedIds = (state: LearningState) => (state.completed ? (JSON.parse(state.completed) as string[]) : []);

  return {
    /** Every route in order with the person's progress, and their completed contents by type. */
    async progress(state: LearningState) {
      const catalogue = await at(state.catalogueVersion);
      const startedRoutes = state.started ? (JSON.parse(state.started) as [string, string, string][]) : [];
      const started = new Map(startedRoutes.map(([routeId, progressId, lastVisitedAt]) => [routeId, { progressId, lastVisitedAt }]));
      const completedIn = new Map<string, number>();
      const completedByType: Partial<Record<ContentType, number>> = {};
      for (const contentId of completedIds(state)) {
        const content = catalogue.contents.get(contentId);
        if (!content) continue;
        completedIn.set(content.routeId, (completedIn.get(content.routeId) ?? 0) + 1);
        completedByType[content.type] = (completedByType[content.type] ?? 0) + 1;
      }
      const routes = catalogue.routes.map((route): RouteWithProgress => {
        const progress = started.get(route.id);
        return {
          route,
          progressId: progress?.progressId ?? null,
          lastVisitedAt: progress ? new Date(progress.lastVisitedAt) : null,
          total: route.contents.length,
          completed: completedIn.get(route.id) ?? 0,
        };
      });
      return { routes, completedByType };
    },

    /**
     * One route's count for the person of `state` (their started routes are not needed): its
     * contents, and those of them they completed. A route no longer there has none.
     */
    async progressIn(state: Pick<LearningState, 'catalogueVersion' | 'completed'>, routeId: string): Promise<{ total: number; completed: number }> {
      const catalogue = await at(state.catalogueVersion);
      let completed = 0;
      for (const contentId of completedIds({ ...state, started: null })) if (catalogue.contents.get(contentId)?.routeId === routeId) completed += 1;
      return { total: catalogue.routes.find((route) => route.id === routeId)?.contents.length ?? 0, completed };
    },
  };
}

export type RouteCatalogue = ReturnType<typeof createRouteCatalogue>;
