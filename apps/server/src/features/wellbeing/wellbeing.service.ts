import { and, asc, desc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { WHO5_OFFER_INTERVAL_DAYS, who5PercentScore, who5RawScore, type Who5Check } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { who5Checks, who5OfferDismissals } from './wellbeing.tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One check as another feature needs it: whose, its raw score (0–25) and when. Never the answers. */
export type Who5ScoreRow = { userId: string; rawScore: number; createdAt: Date };

/** A period: `from` included, `to` excluded; either may be left open. */
export type Who5Period = { from?: Date; to?: Date };

const present = (row: typeof who5Checks.$inferSelect): Who5Check => ({
  id: row.id,
  answers: row.answers,
  rawScore: row.rawScore,
  percentScore: who5PercentScore(row.rawScore),
  createdAt: row.createdAt.toISOString(),
});

/**
 * The WHO-5 wellbeing check (docs/product.md#companions-wellbeing-checks-and-organisations "Wellbeing check (WHO-5)", decision 034): a person's own
 * checks and the offer on home. Scores follow the index's rules only (raw = sum of the five
 * answers, percentage = raw × 4), never a model.
 *
 * For the person (wellbeing.http.ts):
 * - `record(userId, answers)` — stores one check (answers already validated by `Who5Body`).
 * - `list(userId)` — their checks, newest first, as `Who5Check` (the export uses it too).
 * - `offer(userId)` — `{due}`: true when they have neither answered nor put it off in the last
 *   14 days. `dismissOffer(userId)` puts it off for 14 days.
 *
 * For other features, through app.ts (they never read these tables):
 * - `checksOf(userIds, {from?, to?})` — `Who5ScoreRow`s of those people in the period, ordered by
 *   person, then oldest first: the groups report takes each person's first and last, the
 *   companion's summary one person's scores, the PDF report one period. Answers stay here.
 *
 * Erasure needs nothing: both tables go with the account (ON DELETE CASCADE).
 */
export function createWellbeingService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async record(userId: string, answers: number[]): Promise<Who5Check> {
      const [row] = await db
        .insert(who5Checks)
        .values({ userId, answers, rawScore: who5RawScore(answers), createdAt: clock.now() })
        .returning();
      return present(row!);
    },

    async list(userId: string): Promise<Who5Check[]> {
      const rows = await db.select().from(who5Checks).where(eq(who5Checks.userId, userId)).orderBy(desc(who5Checks.createdAt), desc(who5Checks.id));
      return rows.map(present);
    },

    async checksOf(userIds: readonly string[], period: Who5Period = {}): Promise<Who5ScoreRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select({ userId: who5Checks.userId, rawScore: who5Checks.rawScore, createdAt: who5Checks.createdAt })
        .from(who5Checks)
        .where(
          and(
            inArray(who5Checks.userId, [...userIds]),
            period.from ? gte(who5Checks.createdAt, period.from) : undefined,
            period.to ? lt(who5Checks.createdAt, period.to) : undefined,
          ),
        )
        .orderBy(asc(who5Checks.userId), asc(who5Checks.createdAt), asc(who5Checks.id));
    },

    async offer(userId: string): Promise<{ due: boolean }> {
      const since = new Date(clock.now().getTime() - WHO5_OFFER_INTERVAL_DAYS * DAY_MS);
      const [answered, dismissed] = await Promise.all([
        db
          .select({ id: who5Checks.id })
          .from(who5Checks)
          .where(and(eq(who5Checks.userId, userId), gt(who5Checks.createdAt, since)))
          .limit(1),
        db
          .select({ at: who5OfferDismissals.dismissedAt })
          .from(who5OfferDismissals)
          .where(and(eq(who5OfferDismissals.userId, userId), gt(who5OfferDismissals.dismissedAt, since))),
      ]);
      return { due: answered.length === 0 && dismissed.length === 0 };
    },

    async dismissOffer(userId: string): Promise<void> {
      const dismissedAt = clock.now();
      await db.insert(who5OfferDismissals).values({ userId, dismissedAt }).onConflictDoUpdate({ target: who5OfferDismissals.userId, set: { dismissedAt } });
    },
  };
}

export type WellbeingService = ReturnType<typeof createWellbeingService>;
