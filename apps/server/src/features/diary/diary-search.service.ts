import { and, arrayContains, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { foldForSearch, normalizeTags, searchWords, type DiaryPage, type DiarySearchFilters } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { UnreadableValueError, type Sealer } from '../../lib/encryption.js';
import { diaryRecords } from './diary.tables.js';
import type { PersonCaches } from '../../lib/kept-answers.js';
import { beyond, decodeCursor, diaryBinding, encodeCursor, openOwnTags, present as presentRecord } from './diary.repository.js';
import { localInstant } from './month.js';

type Row = typeof diaryRecords.$inferSelect;

/** Rows read per round trip: the first batch is small (a common word fills a page at once), then it grows. */
const FIRST_BATCH = 50;
const LARGEST_BATCH = 5_000;
/**
 * The most entries one request opens. A search that has not filled its page by then answers what
 * it found with a cursor at the last entry it read, and the next page goes on from there: no
 * request of a very long diary holds the server for long. A diary of 10,000 entries is read in one.
 */
export const DIARY_SEARCH_SCAN_MAX = 20_000;
/** Records whose folded text this process keeps (about a kilobyte each): one long diary and then some. */
const KEPT_TEXTS_MAX = 20_000;

/** The instant a local date (YYYY-MM-DD) begins in `tz`; `days` later for the end of a range. */
function dayStart(day: string, tz: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return localInstant(year, month, date + days, 0, 0, tz);
}

/** The version of a stored row (PostgreSQL's `xmin`, as the list reads it): a kept text is used only for the same one. */
const rowVersion = sql<string>`${diaryRecords}.xmin::text`;
type Kept = { userId: string; version: string };
/** created_at as milliseconds (what the column holds), in text: ten thousand rows are not each parsed as a date. */
const epochMs = sql<string>`floor(extract(epoch from ${diaryRecords.createdAt}) * 1000)::bigint::text`;

/**
 * What a search compares, from one record opened: the person's own tags folded (to filter by one),
 * then its text, its tags and its advice folded, each part on its own line. Words are letters and
 * digits only, so no word is ever found across two parts.
 */
const OWN_TAGS_END = '\u0000';
function searchText(description: string, advice: string | null, fixedTags: readonly string[], ownTags: readonly string[]): string {
  const own = ownTags.map(foldForSearch);
  // Fixed tags are searched by their Spanish names, which are their keys.
  return `${own.join('\n')}${OWN_TAGS_END}${foldForSearch(description)}\n${[...fixedTags, ...own].join('\n')}\n${advice ? foldForSearch(advice) : ''}`;
}

/**
 * Search in the caller's own diary (issue 28, decision 041). The words are sealed at rest, and no
 * index of them is kept in the database: the clear columns (owner, feeling, fixed tags, date)
 * narrow the rows in SQL, newest first from the cursor, and only those rows of the caller are
 * opened here, in batches, until the page is full.
 *
 * Opening every entry of a long diary is most of a search's time, and a person searches several
 * times in a row (a word typed letter by letter, a filter, the next page). So each opened record's
 * folded text stays in this process's memory beside the row version it came from, as the list's
 * JSON does (decision 025): never on disk, only ever used for a row this same query read at that
 * version, gone after ten minutes, at once when the person is erased.
 */
export function createDiarySearch({ db, sealer, log, personCaches }: { db: Db; sealer: Sealer; log: FastifyBaseLogger; personCaches: PersonCaches }) {
  const onUnreadable = (row: Row) => log.warn({ event: 'sealed_value_unreadable', recordId: row.id }, 'a diary record does not open with the configured keys');
  const keptTexts = personCaches.keptAnswers<Kept>({
    max: KEPT_TEXTS_MAX,
    keptForMs: 10 * 60_000,
    same: (kept, read) => kept.version === read.version && kept.userId === read.userId,
    ownerOf: (_id, kept) => kept.userId,
  });
  /** The record's search text; a record that does not open holds no words anyone can find. */
  const textOf = (row: Row & { version: string }) =>
    keptTexts.answer(row.id, { userId: row.userId, version: row.version }, () => {
      try {
        const binding = (column: 'description' | 'advice') => diaryBinding(column, row.userId);
        return searchText(
          sealer.open(row.description, binding('description')),
          sealer.openNullable(row.advice, binding('advice')),
          row.tags,
          openOwnTags(sealer, row.userId, row.ownTags),
        );
      } catch (error) {
        if (error instanceof UnreadableValueError) return OWN_TAGS_END;
        throw error;
      }
    });

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
      const after = filters.cursor ? decodeCursor(filters.cursor) : undefined;
      const present = (rows: Row[]) => rows.map((row) => presentRecord(sealer, row, onUnreadable));

      // Filters on clear columns alone: SQL answers it, nothing is opened but the page's rows.
      if (words.length === 0 && ownTag === undefined) {
        const { rows, nextCursor } = await clearColumnsPage(db, clear, after, filters.limit);
        return { data: present(rows), nextCursor };
      }
      const keptText = (id: string, version: string) => keptTexts.find(id, { userId, version });
      const scan = { db, userId, clear, limit: filters.limit, keptText, textOf, matches: matcher(words, ownTag) };
      const { found, foundWhole, nextCursor } = await scanForMatches(scan, after);
      return { data: present(await wholeRows(db, userId, found, foundWhole)), nextCursor };
    },
  };
}

type Position = { createdAt: Date; id: string };
const newestFirst = [desc(diaryRecords.createdAt), desc(diaryRecords.id)] as const;

/** A page of the rows the clear columns select, newest first from `after`. */
async function clearColumnsPage(
  db: Db,
  clear: SQL | undefined,
  after: Position | undefined,
  limit: number,
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const rows = await db
    .select()
    .from(diaryRecords)
    .where(and(clear, after ? beyond(after, 'older') : undefined))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? encodeCursor(page[limit - 1]!) : null };
}

/** Whether a record's search text holds the own tag asked for (if any) and every word, past its own tags. */
function matcher(words: string[], ownTag: string | undefined) {
  return (text: string) => {
    const ownEnd = text.indexOf(OWN_TAGS_END);
    if (ownTag !== undefined && !text.slice(0, ownEnd).split('\n').includes(ownTag)) return false;
    return words.every((word) => text.includes(word, ownEnd + 1));
  };
}

type Scan = {
  db: Db;
  userId: string;
  clear: SQL | undefined;
  limit: number;
  /** The search text this process keeps for the record at this version, if any. */
  keptText: (id: string, version: string) => string | undefined;
  textOf: (row: Row & { version: string }) => string;
  matches: (text: string) => boolean;
};

/**
 * Walks the rows the clear columns select, newest first from `after`, in growing batches, until a
 * page is found, the diary ends or DIARY_SEARCH_SCAN_MAX entries are read. Answers the ids found,
 * newest first, those of them already read whole, and where the next page starts.
 */
async function scanForMatches(scan: Scan, from: Position | undefined) {
  const { db, userId, clear, limit, matches } = scan;
  let after = from;
  const found: string[] = [];
  const foundWhole = new Map<string, Row>();
  let scanned = 0;
  let size = FIRST_BATCH;
  for (;;) {
    // A batch's ids and versions first, a few bytes each; then whole rows only for the records
    // whose text this process does not hold at that version.
    const stamps = await db
      .select({ id: diaryRecords.id, at: epochMs, version: rowVersion })
      .from(diaryRecords)
      .where(and(clear, after ? beyond(after, 'older') : undefined))
      .orderBy(...newestFirst)
      .limit(size);
    const texts = new Map(stamps.map((stamp) => [stamp.id, scan.keptText(stamp.id, stamp.version)]));
    const missing = stamps.filter((stamp) => texts.get(stamp.id) === undefined).map((stamp) => stamp.id);
    if (missing.length > 0) {
      const read = await db
        .select({ ...getTableColumns(diaryRecords), version: rowVersion })
        .from(diaryRecords)
        .where(and(eq(diaryRecords.userId, userId), inArray(diaryRecords.id, missing)));
      for (const row of read) texts.set(row.id, scan.textOf(row));
      for (const row of read) if (matches(texts.get(row.id)!)) foundWhole.set(row.id, row);
    }
    for (const [index, { id, at }] of stamps.entries()) {
      const stamp = { id, createdAt: new Date(Number(at)) };
      scanned += 1;
      after = stamp;
      // Gone between the two reads (deleted meanwhile): not found.
      const text = texts.get(stamp.id);
      if (text === undefined || !matches(text)) continue;
      found.push(stamp.id);
      if (found.length === limit) {
        // Full: the next page starts after this one, unless this was the diary's last entry.
        const last = stamps.length < size && index === stamps.length - 1;
        return { found, foundWhole, nextCursor: last ? null : encodeCursor(stamp) };
      }
    }
    if (stamps.length < size) return { found, foundWhole, nextCursor: null };
    if (scanned >= DIARY_SEARCH_SCAN_MAX) return { found, foundWhole, nextCursor: encodeCursor(after!) };
    size = Math.min(size * 4, LARGEST_BATCH);
  }
}

/** The found records whole, newest first: those read whole already as they were, the others read now (a page at most). */
async function wholeRows(db: Db, userId: string, found: string[], whole: Map<string, Row>): Promise<Row[]> {
  const unread = found.filter((id) => !whole.has(id));
  if (unread.length > 0) {
    for (const row of await db
      .select()
      .from(diaryRecords)
      .where(and(eq(diaryRecords.userId, userId), inArray(diaryRecords.id, unread))))
      whole.set(row.id, row);
  }
  // A record deleted since it was found is left out.
  return found.flatMap((id) => whole.get(id) ?? []);
}

export type DiarySearch = ReturnType<typeof createDiarySearch>;
