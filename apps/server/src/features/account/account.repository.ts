import { and, asc, count, eq, inArray, lt, ne, or } from 'drizzle-orm';
import { spanishVariantOf, type SpanishVariant } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import { contentInteractions, contents, diaryRecords, routes, userRouteProgress, users } from '../../db/schema.js';
import { accountImports } from './account.tables.js';

/**
 * The account feature's reads and its one delete. Export and erasure are about everything a
 * person owns, across features, so these queries are kept here in one place and checked against
 * db/schema.ts: the erasure test queries every table for the user id.
 */
export function createAccountRepository(db: Db) {
  return {
    async routeProgress(userId: string) {
      const rows = await db
        .select({
          routeId: userRouteProgress.routeId,
          routeTitle: routes.title,
          startedAt: userRouteProgress.startedAt,
          lastVisitedAt: userRouteProgress.lastVisitedAt,
        })
        .from(userRouteProgress)
        .innerJoin(routes, eq(routes.id, userRouteProgress.routeId))
        .where(eq(userRouteProgress.userId, userId))
        .orderBy(asc(userRouteProgress.startedAt));
      return rows.map((row) => ({ ...row, startedAt: row.startedAt.toISOString(), lastVisitedAt: row.lastVisitedAt.toISOString() }));
    },

    async contentInteractions(userId: string) {
      const rows = await db
        .select({
          contentId: contentInteractions.contentId,
          contentTitle: contents.title,
          completed: contentInteractions.completed,
          completedAt: contentInteractions.completedAt,
          quizResponses: contentInteractions.quizResponses,
          visitCount: contentInteractions.visitCount,
          lastVisitedAt: contentInteractions.lastVisitedAt,
        })
        .from(contentInteractions)
        .innerJoin(contents, eq(contents.id, contentInteractions.contentId))
        .where(eq(contentInteractions.userId, userId))
        .orderBy(asc(contentInteractions.createdAt));
      return rows.map((row) => ({ ...row, completedAt: row.completedAt?.toISOString() ?? null, lastVisitedAt: row.lastVisitedAt.toISOString() }));
    },

    /** The `/files/…` names of the person's diary recordings. */
    async ownFiles(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ audioUrl: diaryRecords.audioUrl })
        .from(diaryRecords)
        .where(and(eq(diaryRecords.userId, userId), ne(diaryRecords.audioUrl, '')));
      return rows.map((row) => row.audioUrl);
    },

    /** Of `urls`, those that someone else's record or any route or content still uses: they stay on disk. */
    async filesUsedByOthers(userId: string, urls: string[]): Promise<Set<string>> {
      if (urls.length === 0) return new Set();
      const [diary, media, covers] = await Promise.all([
        db
          .selectDistinct({ url: diaryRecords.audioUrl })
          .from(diaryRecords)
          .where(and(ne(diaryRecords.userId, userId), inArray(diaryRecords.audioUrl, urls))),
        db.selectDistinct({ url: contents.fileUrl }).from(contents).where(inArray(contents.fileUrl, urls)),
        db.selectDistinct({ url: routes.coverImageUrl }).from(routes).where(inArray(routes.coverImageUrl, urls)),
      ]);
      return new Set([...diary, ...media, ...covers].map((row) => row.url).filter((url): url is string => Boolean(url)));
    },

    async user(tx: Db | Tx, userId: string) {
      const [row] = await tx.select({ passwordHash: users.passwordHash, role: users.role }).from(users).where(eq(users.id, userId));
      return row;
    },

    async exists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return Boolean(row);
    },

    /** The Spanish a person reads (their choice, else their country's; decision 045), or null for an unknown account. */
    async spanishVariant(userId: string): Promise<SpanishVariant | null> {
      const [row] = await db.select({ spanishVariant: users.spanishVariant, country: users.country }).from(users).where(eq(users.id, userId));
      return row ? spanishVariantOf(row) : null;
    },

    /** Locks every ADMIN row and counts them, so two admins erasing at once cannot leave none. */
    async lockedAdminCount(tx: Tx, userId: string): Promise<number> {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(or(eq(users.role, 'ADMIN'), eq(users.id, userId)))
        .for('update');
      const [admins] = await tx.select({ total: count() }).from(users).where(eq(users.role, 'ADMIN'));
      return Number(admins?.total ?? 0);
    },

    /**
     * Deletes the person. Every table that holds a user id references users ON DELETE CASCADE
     * (db/schema.ts), so their diary, progress, interactions, tokens and safety plan go with it in
     * the same statement; crisis counts never held a user id.
     */
    async deleteUser(tx: Tx, userId: string): Promise<void> {
      await tx.delete(users).where(eq(users.id, userId));
    },

    /**
     * Claims the person's import at `now`, in one statement whichever process asks: true when no
     * row was there or the one there started before `staleBefore` (its import died with its process).
     */
    async claimImport(userId: string, now: Date, staleBefore: Date): Promise<boolean> {
      const claimed = await db
        .insert(accountImports)
        .values({ userId, startedAt: now })
        .onConflictDoUpdate({ target: accountImports.userId, set: { startedAt: now }, setWhere: lt(accountImports.startedAt, staleBefore) })
        .returning({ userId: accountImports.userId });
      return claimed.length > 0;
    },

    /** Ends the claim made at `startedAt`; a claim taken over since (this one had gone stale) stays. */
    async releaseImport(userId: string, startedAt: Date): Promise<void> {
      await db.delete(accountImports).where(and(eq(accountImports.userId, userId), eq(accountImports.startedAt, startedAt)));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
