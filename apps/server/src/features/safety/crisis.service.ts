import { gte, sql } from 'drizzle-orm';
import { crisisLinesFor, type CrisisLine, type SafetyStats, type SpanishVariant } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { crisisReplies } from './safety.tables.js';
import type { Clock } from '../../lib/clock.js';
import { screen, type Reply } from '@sendero/crisis-screen';
import { crisisReply } from './crisis-reply.js';
import { lossSurvivorReply, supporterNote } from './support-replies.js';
import { screenAdvice } from './advice-screen.js';

const MONTHS_SHOWN = 12;

/** `YYYY-MM` of a date in UTC. */
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

/**
 * The crisis net: the screen every diary text passes before anything else, the reply and lines
 * by country, the screen of a model's advice, and anonymous counts of crisis replies.
 */
export function createCrisisService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Null for ordinary text; else what flagged it and which reply it gets (never logged with the text). */
    screenEntry: screen,
    screenAdvice,

    lines(country: string): CrisisLine[] {
      return crisisLinesFor(country);
    },

    /** The fixed reply instead of advice: for a person in crisis, or for someone grieving a suicide. */
    reply(country: string, kind: Exclude<Reply, 'supporter'> = 'crisis', spanish: SpanishVariant = 'es-ES'): { advice: string; lines: CrisisLine[] } {
      return kind === 'loss_survivor' ? lossSurvivorReply(country, spanish) : { advice: crisisReply(country, spanish), lines: crisisLinesFor(country) };
    },

    /** "Cómo acompañar a alguien en crisis", added under the advice of someone who helped another person. */
    supporterNote: (country: string, spanish: SpanishVariant = 'es-ES') => supporterNote(country, spanish).note,

    /** Counts one crisis reply; nothing that could point back to the person is kept. */
    async recordReply(flaggedBy: 'rules' | 'model'): Promise<void> {
      await db.insert(crisisReplies).values({ flaggedBy, createdAt: clock.now() });
    },

    /** The last twelve months (UTC), oldest first, months without replies included as 0. */
    async repliesByMonth(): Promise<SafetyStats> {
      const now = clock.now();
      const months = Array.from({ length: MONTHS_SHOWN }, (_, index) =>
        monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1 - index), 1))),
      );
      const since = new Date(`${months[0]}-01T00:00:00Z`);
      const month = sql<string>`to_char(${crisisReplies.createdAt} at time zone 'UTC', 'YYYY-MM')`;
      const rows = await db
        .select({ month, count: sql<number>`count(*)::int` })
        .from(crisisReplies)
        .where(gte(crisisReplies.createdAt, since))
        .groupBy(month);
      const counts = new Map(rows.map((row) => [row.month, Number(row.count)]));
      return { crisisReplies: months.map((key) => ({ month: key, count: counts.get(key) ?? 0 })) };
    },
  };
}

export type CrisisService = ReturnType<typeof createCrisisService>;
