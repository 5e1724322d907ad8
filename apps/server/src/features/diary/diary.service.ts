import { and, asc, count, desc, eq, gte, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { diaryMessages, type CreateDiaryEntryResponse, type DiaryPage, type DiaryRecord, type Feeling } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { diaryRecords } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/http-errors.js';
import { CRISIS_REPLY, detectCrisis } from './advice/crisis.js';
import type { AdviceProvider } from './advice/providers.js';
import { monthRange } from './month.js';

type Row = typeof diaryRecords.$inferSelect;

const present = (row: Row): DiaryRecord => ({
  id: row.id,
  feeling: row.feeling,
  description: row.description,
  advice: row.advice,
  adviceSource: row.adviceSource,
  audioUrl: row.audioUrl,
  createdAt: row.createdAt.toISOString(),
});

/** Opaque keyset cursor: the last record's exact createdAt (milliseconds, as stored) and id. */
const encodeCursor = (row: Row) => Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw badRequest(diaryMessages.cursorInvalid);
  }
}

/** Runs at most `limit` advice requests at once; the others wait their turn. */
function concurrencyCap(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

export type DiaryDeps = { db: Db; clock: Clock; advice: AdviceProvider; adviceTimeoutMs: number; log: FastifyBaseLogger; adviceConcurrency?: number };

export function createDiaryService(deps: DiaryDeps) {
  const { db, clock, log } = deps;
  const capped = concurrencyCap(deps.adviceConcurrency ?? 4);

  /** Never throws: a failed or slow model leaves the entry without advice. */
  async function writeAdvice(feeling: Feeling, description: string): Promise<{ advice: string | null; source: Row['adviceSource'] }> {
    // The crisis check runs first, always: such text never reaches a model.
    if (detectCrisis(description)) return { advice: CRISIS_REPLY, source: 'crisis' };
    try {
      const advice = await capped(() => deps.advice.advise({ feeling, description }, AbortSignal.timeout(deps.adviceTimeoutMs)));
      return { advice, source: deps.advice.source };
    } catch (error) {
      log.warn({ event: 'advice_failed', source: deps.advice.source, reason: (error as Error).name }, 'no advice for this entry');
      return { advice: null, source: 'none' };
    }
  }

  return {
    /** Stores the entry first, then asks for advice outside any transaction, then stores that. */
    async createEntry(userId: string, input: { feeling: Feeling; description: string; audioUrl: string }): Promise<CreateDiaryEntryResponse> {
      const [stored] = await db
        .insert(diaryRecords)
        .values({ userId, feeling: input.feeling, description: input.description, audioUrl: input.audioUrl, createdAt: clock.now() })
        .returning();
      const { advice, source } = await writeAdvice(input.feeling, input.description);
      const [updated] = await db
        .update(diaryRecords)
        .set({ advice, adviceSource: source })
        .where(eq(diaryRecords.id, stored!.id))
        .returning();
      const record = present(updated ?? stored!);
      return { ...record, aiResponse: record.advice };
    },

    /** Newest first, `limit` at a time. */
    async listPage(userId: string, cursor: string | undefined, limit: number): Promise<DiaryPage> {
      const after = cursor ? decodeCursor(cursor) : undefined;
      const rows = await db
        .select()
        .from(diaryRecords)
        .where(
          and(
            eq(diaryRecords.userId, userId),
            after
              ? or(lt(diaryRecords.createdAt, after.createdAt), and(eq(diaryRecords.createdAt, after.createdAt), lt(diaryRecords.id, after.id)))
              : undefined,
          ),
        )
        .orderBy(desc(diaryRecords.createdAt), desc(diaryRecords.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return { data: page.map(present), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : null };
    },

    /** How many records the user has written with each feeling. */
    async feelingCounts(userId: string): Promise<Partial<Record<Feeling, number>>> {
      const rows = await db
        .select({ feeling: diaryRecords.feeling, total: count() })
        .from(diaryRecords)
        .where(eq(diaryRecords.userId, userId))
        .groupBy(diaryRecords.feeling);
      return Object.fromEntries(rows.map((row) => [row.feeling, Number(row.total)]));
    },

    /** The caller's records in a month as lived in the time zone `tz`, oldest first. */
    async listMonth(userId: string, year: number, month: number, tz: string): Promise<DiaryRecord[]> {
      const { start, end } = monthRange(year, month, tz);
      const rows = await db
        .select()
        .from(diaryRecords)
        .where(and(eq(diaryRecords.userId, userId), gte(diaryRecords.createdAt, start), lt(diaryRecords.createdAt, end)))
        .orderBy(asc(diaryRecords.createdAt), asc(diaryRecords.id));
      return rows.map(present);
    },
  };
}

export type DiaryService = ReturnType<typeof createDiaryService>;
