import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { learningMessages, RouteFields, RouteFieldsPatch, type ReorderRoutesBody, type Route } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { contents, routes } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import type { AcceptedFile, Files, MultipartForm } from '../../lib/files/index.js';
import { getRoute, listRoutes } from '../learning/routes.service.js';
import { parseFields, parseSentFields } from './fields.js';
import { placeFile, removeUnreferencedFiles } from './files.js';
import { densifyRoutes, lockRouteList, plannedOrder, writeOrder } from './ordering.js';

export type AuthoringDeps = { db: Db; clock: Clock; files: Files; log: FastifyBaseLogger };

/** Admin: create, edit, delete and reorder routes (spec §2 Admin, §7). */
export function createRouteAuthoring({ db, clock, files, log }: AuthoringDeps) {
  const acceptCover = (form: MultipartForm) => (form.file ? files.accept(form.file, 'image') : undefined);

  return {
    async create(adminId: string, form: MultipartForm): Promise<Route> {
      let cover: AcceptedFile | undefined;
      let coverUrl: string | null = null;
      try {
        const fields = parseFields(RouteFields, form.fields);
        cover = await acceptCover(form);
        const id = await db.transaction(async (tx) => {
          await lockRouteList(tx);
          const [last] = await tx.select({ max: sql<number>`coalesce(max(${routes.order}), 0)`.mapWith(Number) }).from(routes);
          coverUrl = cover ? await placeFile(tx, files, cover) : null;
          const [row] = await tx
            .insert(routes)
            .values({ ...fields, coverImageUrl: coverUrl, order: (last?.max ?? 0) + 1 })
            .returning({ id: routes.id });
          return row!.id;
        });
        return await getRoute(db, adminId, id);
      } catch (error) {
        await removeUnreferencedFiles(db, files, [coverUrl], log);
        throw error;
      } finally {
        await files.discard(form.file, cover);
      }
    },

    /** Any subset of the fields; a new `coverImage` replaces the old, `removeCoverImage=true` drops it. */
    async update(adminId: string, routeId: string, form: MultipartForm): Promise<Route> {
      let cover: AcceptedFile | undefined;
      let coverUrl: string | null = null;
      let previous: string | null = null;
      try {
        const { removeCoverImage, ...fields } = parseSentFields(RouteFieldsPatch, form.fields);
        await existingRoute(routeId);
        cover = await acceptCover(form);
        await db.transaction(async (tx) => {
          const [current] = await tx.select({ coverImageUrl: routes.coverImageUrl }).from(routes).where(eq(routes.id, routeId)).for('no key update');
          if (!current) throw notFound(learningMessages.routeNotFound);
          previous = current.coverImageUrl;
          coverUrl = cover ? await placeFile(tx, files, cover) : removeCoverImage === 'true' ? null : previous;
          await tx
            .update(routes)
            .set({ ...fields, coverImageUrl: coverUrl, updatedAt: clock.now() })
            .where(eq(routes.id, routeId));
        });
      } catch (error) {
        if (cover) await removeUnreferencedFiles(db, files, [coverUrl], log);
        throw error;
      } finally {
        await files.discard(form.file, cover);
      }
      if (previous !== coverUrl) await removeUnreferencedFiles(db, files, [previous], log);
      return getRoute(db, adminId, routeId);
    },

    /** Deletes the route with its contents, progress and interactions (FK cascades), then their files. */
    async remove(routeId: string): Promise<void> {
      const urls = await db.transaction(async (tx) => {
        await lockRouteList(tx);
        const [route] = await tx.select({ coverImageUrl: routes.coverImageUrl }).from(routes).where(eq(routes.id, routeId));
        if (!route) throw notFound(learningMessages.routeNotFound);
        const media = await tx.select({ fileUrl: contents.fileUrl }).from(contents).where(eq(contents.routeId, routeId));
        await tx.delete(routes).where(eq(routes.id, routeId));
        await densifyRoutes(tx);
        return [route.coverImageUrl, ...media.map((row) => row.fileUrl)];
      });
      await removeUnreferencedFiles(db, files, urls, log);
    },

    /** The full list of current routes, each once, at distinct positions; stored as 1..n. */
    async reorder(adminId: string, body: ReorderRoutesBody): Promise<Route[]> {
      await db.transaction(async (tx) => {
        await lockRouteList(tx);
        const current = await tx.select({ id: routes.id }).from(routes).orderBy(asc(routes.order));
        const ordered = plannedOrder(
          current.map((row) => row.id),
          body.routes.map((item) => ({ id: item.routeId, newOrder: item.newOrder })),
        );
        await writeOrder(tx, 'routes', ordered);
      });
      return listRoutes(db, adminId);
    },
  };

  async function existingRoute(routeId: string) {
    const [route] = await db.select({ id: routes.id }).from(routes).where(eq(routes.id, routeId));
    if (!route) throw notFound(learningMessages.routeNotFound);
  }
}

export type RouteAuthoring = ReturnType<typeof createRouteAuthoring>;
