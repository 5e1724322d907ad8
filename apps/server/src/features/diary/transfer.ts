import { and, asc, count, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { accountMessages, IMPORTED_RECORDS_PER_DAY, type DiaryRecord, type Feeling, type FinerFeeling } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { UnreadableValueError, type Sealer } from '../../lib/encryption.js';
import { diaryRecords } from './diary.tables.js';
import { DAY_MS, dailyQuotaReached } from './quotas.js';
import { beyond, diaryBinding, tagColumns, type DiaryRepository, type DiaryRow } from './diary.repository.js';

/** A record as an import brings it (a Sendero export or Daylio's CSV), with its own date. */
export type ImportedRecord = {
  feeling: Feeling;
  finerFeeling?: FinerFeeling | null;
  description: string;
  advice: string | null;
  adviceSource: DiaryRow['adviceSource'];
  audioUrl: string;
  createdAt: Date;
  tags?: string[];
};

export type DiaryTransferDeps = { db: Db; clock: Clock; sealer: Sealer; records: Pick<DiaryRepository, 'toRecord'>; importedPerDay?: number };

/**
 * A person's whole diary in and out: the export's batches (also the professional summary's and
 * "Hace un año"'s reads) and the import's de-duplication. The account feature reaches the diary's
 * table only through these, so the diary stays the one owner of `diary_records` (decision 056).
 */
export function createDiaryTransfer({ db, clock, sealer, records: { toRecord }, importedPerDay = IMPORTED_RECORDS_PER_DAY }: DiaryTransferDeps) {
  return {
    /**
     * Every record of the user, oldest first, read `batch` at a time: an export of any size in
     * constant memory. With `within`, only the records written in [from, to) (a period's PDF).
     */
    async *allRecords(userId: string, batch = 500, within?: { from: Date; to: Date }): AsyncGenerator<DiaryRecord[]> {
      let after: { createdAt: Date; id: string } | undefined;
      for (;;) {
        const rows = await db
          .select()
          .from(diaryRecords)
          .where(
            and(
              eq(diaryRecords.userId, userId),
              after ? beyond(after, 'newer') : undefined,
              within ? gte(diaryRecords.createdAt, within.from) : undefined,
              within ? lt(diaryRecords.createdAt, within.to) : undefined,
            ),
          )
          .orderBy(asc(diaryRecords.createdAt), asc(diaryRecords.id))
          .limit(batch);
        if (rows.length === 0) return;
        yield rows.map(toRecord);
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.createdAt, id: last.id };
        if (rows.length < batch) return;
      }
    },

    /**
     * Adds imported records with their own dates, inside the caller's transaction. A record the
     * diary already holds (same moment, feeling and text) is skipped, so importing twice adds nothing.
     * Texts are sealed, so the comparison opens the records of the imported time span. Imported
     * records have their own bound per 24 hours (decision 059): over it, nothing is added.
     */
    importRecords: (tx: Db | Tx, userId: string, records: ImportedRecord[]) =>
      importRecords({ sealer, now: clock.now(), max: importedPerDay }, tx, userId, records),
  };
}

export type DiaryTransfer = ReturnType<typeof createDiaryTransfer>;

type ImportLimits = { sealer: Sealer; now: Date; max: number };

async function importRecords(
  { sealer, now, max }: ImportLimits,
  tx: Db | Tx,
  userId: string,
  records: ImportedRecord[],
): Promise<{ added: number; skipped: number }> {
  if (records.length === 0) return { added: 0, skipped: 0 };
  // reduce, not Math.min(...times): 100,000 arguments overflow the stack.
  const times = records.map((record) => record.createdAt.getTime());
  const existing = await tx
    .select({ feeling: diaryRecords.feeling, description: diaryRecords.description, createdAt: diaryRecords.createdAt })
    .from(diaryRecords)
    .where(
      and(
        eq(diaryRecords.userId, userId),
        gte(diaryRecords.createdAt, new Date(times.reduce((a, b) => Math.min(a, b)))),
        lte(diaryRecords.createdAt, new Date(times.reduce((a, b) => Math.max(a, b)))),
      ),
    );
  const key = (at: Date, feeling: string, description: string) => `${at.getTime()}|${feeling}|${description}`;
  // A stored text that does not open matches no imported one: the imported record is added.
  const openedOrNull = (description: string) => {
    try {
      return sealer.open(description, diaryBinding('description', userId));
    } catch (error) {
      if (error instanceof UnreadableValueError) return null;
      throw error;
    }
  };
  const seen = new Set(
    existing.flatMap((row) => {
      const text = openedOrNull(row.description);
      return text === null ? [] : [key(row.createdAt, row.feeling, text)];
    }),
  );
  const fresh = records.filter((record) => {
    const k = key(record.createdAt, record.feeling, record.description);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  await assertRoomForImport(tx, userId, fresh.length, now, max);
  for (let start = 0; start < fresh.length; start += 500) {
    await tx.insert(diaryRecords).values(
      fresh.slice(start, start + 500).map((record) => ({
        userId,
        feeling: record.feeling,
        finerFeeling: record.finerFeeling ?? null,
        description: sealer.seal(record.description, diaryBinding('description', userId)),
        advice: sealer.sealNullable(record.advice, diaryBinding('advice', userId)),
        adviceSource: record.adviceSource,
        audioUrl: record.audioUrl,
        createdAt: record.createdAt,
        storedAt: now,
        imported: true,
        ...tagColumns(sealer, userId, record.tags ?? []),
      })),
    );
  }
  return { added: fresh.length, skipped: records.length - fresh.length };
}

/** Refuses an import whose new records would take the person past `max` imported in 24 hours. */
async function assertRoomForImport(tx: Db | Tx, userId: string, adding: number, now: Date, max: number): Promise<void> {
  if (adding === 0) return;
  const since = new Date(now.getTime() - DAY_MS);
  const [imported] = await tx
    .select({ count: count(), oldest: sql<Date | null>`min(${diaryRecords.storedAt})`.mapWith(diaryRecords.storedAt) })
    .from(diaryRecords)
    .where(and(eq(diaryRecords.userId, userId), eq(diaryRecords.imported, true), gt(diaryRecords.storedAt, since)));
  if ((imported?.count ?? 0) + adding <= max) return;
  // Room comes back when the oldest import of the last day leaves it (now, if there is none).
  throw dailyQuotaReached(imported?.oldest ?? since, now, (wait) => accountMessages.tooManyImportedToday(max, wait));
}
