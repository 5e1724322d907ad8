import { and, arrayContains, desc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { foldForSearch, normalizeTags, searchWords, type DiaryPage, type DiarySearchFilters } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { UnreadableValueError, type Sealer } from '../../lib/encryption.js';
import { diaryRecords } from './diary.tables.js';
import { beyond, decodeCursor, diaryBinding, encodeCursor, openOwnTags, present } from './diary.service.js';
import { localInstant } from './month.js';

type Row = typeof diaryRecords.$inferSelect;

/** Rows read per round trip: the first batch is small (a common word fills a page at once), then it grows. */
const FIRST_BATCH = 50;
const LARGEST_BATCH = 1_000;
/**
 * The most entries one request opens. A search that has not filled its page by then answers what
 * it found with a cursor at the last entry it read, and the next page goes on from there: no
 * request of a very long diary holds the server for long. A diary of 10,000 entries is read in one.
 */
export const DIARY_SEARCH_SCAN_MAX = 20_000;

/** The instant a local date (YYYY-MM-DD) begins in `tz`; `days` later for the end of a range. */
function dayStart(day: string, tz: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return localInstant(year, month, date + days, 0, 0, tz);
}

/**
 * Search in the caller's own diary (issue 28, decision 041). The words are sealed at rest, and no
 * index of them is kept anywhere: the clear columns (owner, feeling, fixed tags, date) narrow the
 * rows in SQL, newest first from the cursor, and only those rows of the caller are opened here,
 * in batches, until the page is full.
 */
export function createDiarySearch({ db, sealer, log }: { db: Db; sealer: Sealer; log: FastifyBaseLogger }) {
  const onUnreadable = (row: Row) => log.warn({ event: 'sealed_value_unreadable', recordId: row.id }, 'a diary record does not open with the configured keys');

  return {
    async search(userId: string, filters: DiarySearchFilters): Promise<DiaryPage> {
      const words = searchWords(filters.q);
      const tag = filters.tag ? normalizeTags([filters.tag]) : { fixed: [], own: [] };
      const fixedTag = tag.fixed[0];
      const ownTag = tag.own[0] === undefined ? undefined : foldForSearch(tag.own[0]);
      const clear = and(
        eq(diaryRecords.userId, userId),
        filters.feeling ? eq(diaryRecords.feeling, filters.feeling) : undefined,
        fixedTag ? arrayContains(diaryRecords.tags, [fixedTag]) : undefined,
        filters.from ? gte(diaryRecords.createdAt, dayStart(filters.from, filters.tz)) : undefined,
        filters.to ? lt(diaryRecords.createdAt, dayStart(filters.to, filters.tz, 1)) : undefined,
      );
      const limit = filters.limit;
      let after = filters.cursor ? decodeCursor(filters.cursor) : undefined;
      const batchAfter = (size: number) =>
        db
          .select()
          .from(diaryRecords)
          .where(and(clear, after ? beyond(after, 'older') : undefined))
          .orderBy(desc(diaryRecords.createdAt), desc(diaryRecords.id))
          .limit(size);

      // Filters on clear columns alone: SQL answers it, nothing is opened but the page's rows.
      if (words.length === 0 && ownTag === undefined) {
        const rows = await batchAfter(limit + 1);
        const page = rows.slice(0, limit);
        return { data: page.map((row) => present(sealer, row, onUnreadable)), nextCursor: rows.length > limit ? encodeCursor(page[limit - 1]!) : null };
      }

      /** Opens only what it needs: the text first, the tags and the advice only for words still missing. */
      const matches = (row: Row): boolean => {
        try {
          const description = foldForSearch(sealer.open(row.description, diaryBinding('description', userId)));
          let missing = words.filter((word) => !description.includes(word));
          if (ownTag === undefined && missing.length === 0) return true;
          const ownTags = openOwnTags(sealer, userId, row.ownTags);
          if (ownTag !== undefined && !ownTags.some((own) => foldForSearch(own) === ownTag)) return false;
          // Fixed tags are searched by their Spanish names, which are their keys.
          const tags = foldForSearch([...row.tags, ...ownTags].join('\n'));
          missing = missing.filter((word) => !tags.includes(word));
          if (missing.length === 0) return true;
          const advice = row.advice ? foldForSearch(sealer.open(row.advice, diaryBinding('advice', userId))) : '';
          return missing.every((word) => advice.includes(word));
        } catch (error) {
          // A record that does not open holds no words anyone can find.
          if (error instanceof UnreadableValueError) return false;
          throw error;
        }
      };

      const found: Row[] = [];
      let scanned = 0;
      let size = FIRST_BATCH;
      for (;;) {
        const rows = await batchAfter(size);
        for (const [index, row] of rows.entries()) {
          scanned += 1;
          after = row;
          if (!matches(row)) continue;
          found.push(row);
          if (found.length === limit) {
            // Full: the next page starts after this one, unless this was the diary's last entry.
            const last = rows.length < size && index === rows.length - 1;
            return { data: found.map((match) => present(sealer, match, onUnreadable)), nextCursor: last ? null : encodeCursor(row) };
          }
        }
        if (rows.length < size) return { data: found.map((match) => present(sealer, match, onUnreadable)), nextCursor: null };
        if (scanned >= DIARY_SEARCH_SCAN_MAX) return { data: found.map((match) => present(sealer, match, onUnreadable)), nextCursor: encodeCursor(after!) };
        size = Math.min(size * 2, LARGEST_BATCH);
      }
    },
  };
}

export type DiarySearch = ReturnType<typeof createDiarySearch>;
