import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { contents, routes } from '../schema.js';
import type { Files } from '../../lib/files/index.js';
import { demoRoutes, type DemoContent, type DemoRoute } from './demo-content.js';

// tsc copies no media into dist: from src/db/seed and from dist/db/seed alike, this is
// apps/server/src/db/seed/media.
const here = path.dirname(fileURLToPath(import.meta.url));
export const demoMediaDir = path.resolve(here, '../../../src/db/seed/media');

/** A demo route whose media are stored and have their public URLs. */
type PlannedRoute = Omit<DemoRoute, 'contents' | 'cover'> & {
  coverImageUrl: string;
  contents: (DemoContent & { fileUrl: string | null })[];
};

// Any constant shared by every process: two servers starting together on one PostgreSQL
// must not both seed.
const SEED_LOCK_KEY = 7_346_251;

/**
 * Fills an empty database with the demo routes, their contents and media. A database that
 * already has a route is left as it is, so an administrator's edits and deletions stand.
 */
export async function seedDemoContent(db: Db, files: Files): Promise<{ seeded: boolean }> {
  if (await hasRoutes(db)) return { seeded: false };

  // Files first, outside the transaction (PGlite has one connection; keep it short). Storing is
  // content-addressed, so files stored by a run that then finds the work done are harmless.
  const store = (name: string) => files.storeCopy(path.join(demoMediaDir, name));
  const plan: PlannedRoute[] = [];
  for (const route of demoRoutes) {
    const coverImageUrl = await store(route.cover);
    const routeContents: PlannedRoute['contents'] = [];
    for (const content of route.contents) {
      routeContents.push({ ...content, fileUrl: content.media ? await store(content.media) : null });
    }
    plan.push({ ...route, coverImageUrl, contents: routeContents });
  }

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasRoutes(tx)) return { seeded: false };
    for (const [routeIndex, route] of plan.entries()) {
      const [inserted] = await tx
        .insert(routes)
        .values({
          title: route.title,
          description: route.description,
          type: 'FOUNDATION',
          coverImageUrl: route.coverImageUrl,
          coverImageAlt: route.coverAlt,
          order: routeIndex + 1,
        })
        .returning({ id: routes.id });
      await tx.insert(contents).values(
        route.contents.map((content, contentIndex) => ({
          routeId: inserted!.id,
          title: content.title,
          type: content.type,
          content: content.content,
          fileUrl: content.fileUrl,
          fileAlt: content.alt ?? null,
          points: content.points,
          duration: content.duration,
          order: contentIndex + 1,
          subtitles: content.subtitles ?? null,
          quizData: content.quiz ? JSON.stringify(content.quiz) : null,
        })),
      );
    }
    return { seeded: true };
  });
}

async function hasRoutes(db: Pick<Db, 'select'>) {
  const [row] = await db.select({ id: routes.id }).from(routes).limit(1);
  return row !== undefined;
}
