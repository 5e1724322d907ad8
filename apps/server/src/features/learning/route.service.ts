import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { learningMessages, RouteFields, RouteFieldsPatch, type ReorderRoutesBody, type Route } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Files, MultipartForm } from '../../lib/files/index.js';
import { notFound } from '../../lib/http-errors.js';
import { createLearningWrite } from './learning-write.js';
import { parseFields, parseSentFields } from './form-fields.js';
import { contents, routes } from './learning.tables.js';
import { densifyRoutes, lockRouteList, plannedOrder, writeOrder } from './ordering.js';
import {
  learningStateColumns,
  noLearningState,
  routeState,
  sameLearningState,
  type CatalogueRoute,
  type LearningState,
  type RouteCatalogue,
  type RouteWithProgress,
} from './catalogue.js';
import type { PersonCaches } from '../../lib/kept-answers.js';
import { jsonOrNull, prewritten, type PrewrittenJson } from '../../lib/prewritten-json.js';

/** What the route and content services need from outside. */
export type LearningDeps = { db: Db; clock: Clock; files: Files; log: FastifyBaseLogger };

/**
 * The spec's Route: learners read the list with their own progress (docs/product.md#learning GET /routes); admins
 * create, edit, delete and reorder (docs/product.md#screens Admin). Orders stay 1..n (ordering.ts).
 */
export function createRouteService({ catalogue, personCaches, ...deps }: LearningDeps & { catalogue: RouteCatalogue; personCaches: PersonCaches }) {
  const { db } = deps;
  // A route of the catalogue with the caller's progress, as the API shows it.
  const present = ({ route, progressId, lastVisitedAt, total, completed }: RouteWithProgress): Route => {
    // Named, not spread: this runs for every route of every list (bench/api.mjs profiles it).
    const { progress, progressStatus } = routeState(progressId !== null, completed, total);
    return {
      id: route.id,
      title: route.title,
      description: route.description,
      type: route.type,
      coverImage: route.coverImageUrl ? { url: route.coverImageUrl, alt: route.coverImageAlt } : null,
      order: route.order,
      progress,
      progressStatus,
      lastInteraction: lastVisitedAt ? lastVisitedAt.toISOString() : null,
      userRouteProgressId: progressId,
      contentCount: total,
    };
  };

  // The most read call: the caller's progress and the catalogue's version in one prepared
  // statement; the routes themselves come from this process's catalogue (catalogue.ts).
  const stateQuery = db
    .select(learningStateColumns(sql.placeholder('userId')))
    .from(sql`(select 1) as one`)
    .prepare('routes_learning_state');

  // What a route says the same to everyone, written once per catalogue version (a new version
  // brings new route objects): each list writes only the caller's four fields between. Writing the
  // whole of 20 routes on every call was a seventh of the list's time (bench/api.mjs, decision 025).
  const fixedParts = new WeakMap<CatalogueRoute, { head: string; tail: string }>();
  function fixedPartsOf(route: CatalogueRoute) {
    let parts = fixedParts.get(route);
    if (!parts) {
      const { id, title, description, type, coverImage, order, contentCount } = present({
        route,
        progressId: null,
        lastVisitedAt: null,
        total: route.contents.length,
        completed: 0,
      });
      parts = { head: `${JSON.stringify({ id, title, description, type, coverImage, order }).slice(0, -1)},`, tail: `,"contentCount":${contentCount}}` };
      fixedParts.set(route, parts);
    }
    return parts;
  }
  const writeRoute = (entry: RouteWithProgress) => {
    const { head, tail } = fixedPartsOf(entry.route);
    const { progress, progressStatus } = routeState(entry.progressId !== null, entry.completed, entry.total);
    const lastInteraction = jsonOrNull(entry.lastVisitedAt ? entry.lastVisitedAt.toISOString() : null);
    return `${head}"progress":${progress},"progressStatus":"${progressStatus}","lastInteraction":${lastInteraction},"userRouteProgressId":${jsonOrNull(entry.progressId)}${tail}`;
  };

  // Each person's list as last written, while their progress and the catalogue's version stay
  // the same (lib/kept-answers.ts): about 4 KB each, for the people of the last ten minutes.
  const keptLists = personCaches.keptAnswers<LearningState>({ max: 1_000, keptForMs: 10 * 60_000, same: sameLearningState, ownerOf: (userId) => userId });

  /** Every route in order, each with the caller's progress. */
  async function list(userId: string): Promise<PrewrittenJson<Route[]>> {
    const [state = noLearningState] = await stateQuery.execute({ userId });
    const written = keptLists.find(userId, state) ?? keptLists.keep(userId, state, `[${(await catalogue.progress(state)).routes.map(writeRoute).join(',')}]`);
    return prewritten<Route[]>(written);
  }

  /** One route as `list` shows it: the same catalogue and the same count of the caller's progress. */
  async function get(userId: string, routeId: string): Promise<Route> {
    const [state = noLearningState] = await stateQuery.execute({ userId });
    const entry = (await catalogue.progress(state)).routes.find((candidate) => candidate.route.id === routeId);
    if (!entry) throw notFound(learningMessages.routeNotFound);
    return present(entry);
  }

  const reads = { list, get };
  return { ...reads, ...routeEdits(deps, reads) };
}

/** Creating, editing, deleting and reordering routes (admins), each through `learningWrite`. */
function routeEdits(
  { db, clock, files, log }: LearningDeps,
  { list, get }: { list(userId: string): Promise<PrewrittenJson<Route[]>>; get(userId: string, routeId: string): Promise<Route> },
) {
  const learningWrite = createLearningWrite({ db, files, log });
  return {
    async create(adminId: string, form: MultipartForm): Promise<Route> {
      const id = await learningWrite(form, async ({ accept, transaction }) => {
        const fields = parseFields(RouteFields, form.fields);
        const cover = await accept('image');
        return transaction(async (tx, { place }) => {
          await lockRouteList(tx);
          const [last] = await tx.select({ max: sql<number>`coalesce(max(${routes.order}), 0)`.mapWith(Number) }).from(routes);
          const coverUrl = cover ? await place(cover) : null;
          const [row] = await tx
            .insert(routes)
            .values({ ...fields, coverImageUrl: coverUrl, coverImageAlt: (coverUrl && fields.coverImageAlt) || null, order: (last?.max ?? 0) + 1 })
            .returning({ id: routes.id });
          return row!.id;
        });
      });
      return get(adminId, id);
    },

    /** Any subset of the fields; a new `coverImage` replaces the old, `removeCoverImage=true` drops it. */
    async update(adminId: string, routeId: string, form: MultipartForm): Promise<Route> {
      await learningWrite(form, async ({ accept, transaction }) => {
        const { removeCoverImage, ...fields } = parseSentFields(RouteFieldsPatch, form.fields);
        const [existing] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId));
        if (!existing) throw notFound(learningMessages.routeNotFound);
        const cover = await accept('image');
        await transaction(async (tx, { place, release }) => {
          const [current] = await tx.select({ coverImageUrl: routes.coverImageUrl }).from(routes).where(eq(routes.id, routeId)).for('no key update');
          if (!current) throw notFound(learningMessages.routeNotFound);
          const coverUrl = cover ? await place(cover) : removeCoverImage === 'true' ? null : current.coverImageUrl;
          if (coverUrl !== current.coverImageUrl) release(current.coverImageUrl);
          await tx
            .update(routes)
            .set({
              ...fields,
              coverImageUrl: coverUrl,
              // An empty alt makes the cover decorative; no cover, no alt.
              coverImageAlt: !coverUrl ? null : fields.coverImageAlt !== undefined ? fields.coverImageAlt || null : undefined,
              updatedAt: clock.now(),
            })
            .where(eq(routes.id, routeId));
        });
      });
      return get(adminId, routeId);
    },

    /** Deletes the route with its contents, progress and interactions (FK cascades), then their files. */
    async remove(routeId: string): Promise<void> {
      await learningWrite(null, ({ transaction }) =>
        transaction(async (tx, { release }) => {
          await lockRouteList(tx);
          const [route] = await tx.select({ coverImageUrl: routes.coverImageUrl }).from(routes).where(eq(routes.id, routeId));
          if (!route) throw notFound(learningMessages.routeNotFound);
          const media = await tx.select({ fileUrl: contents.fileUrl, captionsUrl: contents.captionsUrl }).from(contents).where(eq(contents.routeId, routeId));
          await tx.delete(routes).where(eq(routes.id, routeId));
          await densifyRoutes(tx);
          release(route.coverImageUrl, ...media.flatMap((row) => [row.fileUrl, row.captionsUrl]));
        }),
      );
    },

    /** The full list of current routes, each once, at distinct positions; stored as 1..n. */
    async reorder(adminId: string, body: ReorderRoutesBody): Promise<PrewrittenJson<Route[]>> {
      await learningWrite(null, ({ transaction }) =>
        transaction(async (tx) => {
          await lockRouteList(tx);
          const current = await tx.select({ id: routes.id }).from(routes).orderBy(asc(routes.order));
          const ordered = plannedOrder(
            current.map((row) => row.id),
            body.routes.map((item) => ({ id: item.routeId, newOrder: item.newOrder })),
          );
          await writeOrder(tx, 'routes', ordered);
        }),
      );
      return list(adminId);
    },
  };
}

export type RouteService = ReturnType<typeof createRouteService>;
