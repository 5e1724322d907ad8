import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lt, or, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { diaryMessages, isFinerFeeling, normalizeTags, type DiaryPage, type DiaryRecord, type Feeling, type FinerFeeling } from '@sendero/shared';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { diaryRecords } from './diary.tables.js';
import { UnreadableValueError, type Binding, type Sealer } from '../../lib/encryption.js';
import { badRequest } from '../../lib/http-errors.js';
import { monthRange } from './month.js';
import { DAY_MS } from './quotas.js';
import type { PersonCaches } from '../../lib/kept-answers.js';
import { jsonOrNull, prewritten, type PrewrittenJson } from '../../lib/prewritten-json.js';

/** A stored diary record as drizzle reads it (its sealed columns still sealed). */
export type DiaryRow = typeof diaryRecords.$inferSelect;

/** The place a sealed diary value is bound to: its column in `diary_records` and the record's owner. */
export const diaryBinding = (column: 'description' | 'advice' | 'own_tags', owner: string): Binding => ({ table: 'diary_records', column, owner });

/** The two tag columns of a record from its canonical tag list (fixed keys, then own). */
export function tagColumns(sealer: Sealer, userId: string, tags: readonly string[]): { tags: string[]; ownTags: string | null } {
  const { fixed, own } = normalizeTags(tags);
  return { tags: fixed, ownTags: own.length > 0 ? sealer.seal(JSON.stringify(own), diaryBinding('own_tags', userId)) : null };
}

/** A record's own tags, opened; a value that is not a list of strings reads as none. */
export function openOwnTags(sealer: Sealer, userId: string, sealed: string | null): string[] {
  if (!sealed) return [];
  const parsed: unknown = JSON.parse(sealer.open(sealed, diaryBinding('own_tags', userId)));
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === 'string') : [];
}

/**
 * The record as its owner reads it: text and advice opened from their sealed form. A record whose
 * text does not open (its key lost, or a value moved in from another row) still shows, with the
 * product's words for a lost text, no advice and no own tags, so one bad row never costs the
 * person the rest of their diary.
 */
export function present(sealer: Sealer, row: DiaryRow, onUnreadable: (row: DiaryRow) => void): DiaryRecord {
  let opened: Pick<DiaryRecord, 'description' | 'advice' | 'tags'>;
  try {
    opened = {
      description: sealer.open(row.description, diaryBinding('description', row.userId)),
      advice: sealer.openNullable(row.advice, diaryBinding('advice', row.userId)),
      tags: [...row.tags, ...openOwnTags(sealer, row.userId, row.ownTags)],
    };
  } catch (error) {
    if (!(error instanceof UnreadableValueError)) throw error;
    onUnreadable(row);
    opened = { description: diaryMessages.unreadableText, advice: null, tags: row.tags };
  }
  return {
    id: row.id,
    feeling: row.feeling,
    // A key the vocabulary no longer knows (it never removes one) would read as none, never fail the page.
    finerFeeling: isFinerFeeling(row.finerFeeling) ? row.finerFeeling : null,
    ...opened,
    adviceSource: row.adviceSource,
    audioUrl: row.audioUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The version of a stored row: PostgreSQL's `xmin`, the transaction that wrote this version of
 * it. Every insert and update of a row gives it a new one, whatever code or process writes it,
 * and a version is never seen before its transaction commits; so a row read at the same version
 * holds the same values, and JSON written from it is still exact (decision 025).
 */
const rowVersion = sql<string>`${diaryRecords}.xmin::text`;
const versionedRow = { ...getTableColumns(diaryRecords), version: rowVersion };
type RowVersion = { userId: string; version: string };
const sameRowVersion = (kept: RowVersion, read: RowVersion) => kept.version === read.version && kept.userId === read.userId;

/** Opaque keyset cursor: the last record's exact createdAt (milliseconds, as stored) and id. */
export const encodeCursor = (row: { id: string; createdAt: Date }) => Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(createdAt);
    if (Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error('bad cursor');
    return { createdAt: date, id };
  } catch {
    throw badRequest(diaryMessages.cursorInvalid);
  }
}

/** Records strictly past a keyset position (created_at, then id), in the direction a page walks. */
export function beyond(position: { createdAt: Date | Placeholder; id: string | Placeholder }, direction: 'older' | 'newer') {
  const past = direction === 'older' ? lt : gt;
  return or(past(diaryRecords.createdAt, position.createdAt), and(eq(diaryRecords.createdAt, position.createdAt), past(diaryRecords.id, position.id)));
}

/**
 * How many records the user has written with each feeling, as the text of one JSON object
 * (`{"GOOD": 3}`), for a query that reads it beside other counts (the profile's metrics, in one round trip).
 */
export function feelingCountsJson(userId: Placeholder) {
  return sql<string>`(select coalesce(json_object_agg(f.feeling, f.count), '{}'::json)
    from diary_feeling_counts f where f.user_id = ${userId} and f.count > 0)::text`;
}

/**
 * The finer word's column for an edit: the word given (null removes it); with a new feeling and
 * no word, the stored word stays only if the feeling does not change (each word has one feeling).
 */
export function finerFeelingSet(changes: { feeling?: Feeling; finerFeeling?: FinerFeeling | null }) {
  if (changes.finerFeeling !== undefined) return { finerFeeling: changes.finerFeeling };
  if (changes.feeling)
    return { finerFeeling: sql<string | null>`case when ${diaryRecords.feeling} = ${changes.feeling} then ${diaryRecords.finerFeeling} end` };
  return {};
}

/**
 * A page is read in two steps, each prepared once: the rows' ids and versions first, a few
 * bytes each; then, only when this process holds no JSON of one of them, the whole rows.
 */
function preparePageQueries(db: Db) {
  type Position = { createdAt: Placeholder; id: Placeholder };
  const pageWhere = (after?: Position) => and(eq(diaryRecords.userId, sql.placeholder('userId')), after ? beyond(after, 'older') : undefined);
  const newestFirst = [desc(diaryRecords.createdAt), desc(diaryRecords.id)];
  const limit = sql.placeholder('limit');
  const stamps = { id: diaryRecords.id, createdAt: diaryRecords.createdAt, version: rowVersion };
  const stampsOfPage = (after?: Position) =>
    db
      .select(stamps)
      .from(diaryRecords)
      .where(pageWhere(after))
      .orderBy(...newestFirst)
      .limit(limit);
  const rowsOfPage = (after?: Position) =>
    db
      .select(versionedRow)
      .from(diaryRecords)
      .where(pageWhere(after))
      .orderBy(...newestFirst)
      .limit(limit);
  const after = { createdAt: sql.placeholder('createdAt'), id: sql.placeholder('id') };
  return {
    first: { stamps: stampsOfPage().prepare('diary_first_stamps'), rows: rowsOfPage().prepare('diary_first_page') },
    next: { stamps: stampsOfPage(after).prepare('diary_next_stamps'), rows: rowsOfPage(after).prepare('diary_next_page') },
  };
}

/**
 * The list's pages and the month, as their owner reads them: each record's JSON is written once
 * per row version and kept (decision 025).
 */
function createPageReads(db: Db, personCaches: PersonCaches, toRecord: (row: DiaryRow) => DiaryRecord) {
  // Each record's JSON as its owner reads it, kept beside the row version it was written from:
  // opening the sealed text and writing it was most of a page's time, and a diary is mostly read
  // again (the list reopened, the calendar, the page after). About a kilobyte each.
  const keptRecords = personCaches.keptAnswers<RowVersion>({
    max: 5_000,
    keptForMs: 10 * 60_000,
    same: sameRowVersion,
    ownerOf: (_id, version) => version.userId,
  });
  const recordJson = (row: DiaryRow & { version: string }) =>
    keptRecords.answer(row.id, { userId: row.userId, version: row.version }, () => JSON.stringify(toRecord(row)));
  const pageQueries = preparePageQueries(db);

  return {
    /** A deleted record's kept JSON goes with it. */
    forget: (id: string) => keptRecords.forget(id),

    /** Newest first, `limit` at a time. */
    async listPage(userId: string, cursor: string | undefined, limit: number): Promise<PrewrittenJson<DiaryPage>> {
      const position = cursor ? decodeCursor(cursor) : undefined;
      const queries = position ? pageQueries.next : pageQueries.first;
      const params = { userId, limit: limit + 1, ...position };
      const write = (rows: { id: string; createdAt: Date }[], json: string[]) => {
        const nextCursor = rows.length > limit ? encodeCursor(rows[limit - 1]!) : null;
        return prewritten<DiaryPage>(`{"data":[${json.slice(0, limit).join(',')}],"nextCursor":${jsonOrNull(nextCursor)}}`);
      };
      const versions = await queries.stamps.execute(params);
      const kept = versions.slice(0, limit).map((row) => keptRecords.find(row.id, { userId, version: row.version }));
      if (kept.every((json) => json !== undefined)) return write(versions, kept);
      // Read again whole: the page is what this one statement saw, even if an entry came meanwhile.
      const rows = await queries.rows.execute(params);
      return write(rows, rows.slice(0, limit).map(recordJson));
    },

    /** The caller's records in a month as lived in the time zone `tz`, oldest first. */
    async listMonth(userId: string, year: number, month: number, tz: string): Promise<PrewrittenJson<DiaryRecord[]>> {
      const { start, end } = monthRange(year, month, tz);
      const rows = await db
        .select(versionedRow)
        .from(diaryRecords)
        .where(and(eq(diaryRecords.userId, userId), gte(diaryRecords.createdAt, start), lt(diaryRecords.createdAt, end)))
        .orderBy(asc(diaryRecords.createdAt), asc(diaryRecords.id));
      return prewritten<DiaryRecord[]>(`[${rows.map(recordJson).join(',')}]`);
    },
  };
}

export type DiaryRepositoryDeps = {
  db: Db;
  sealer: Sealer;
  log: FastifyBaseLogger;
  /** Where the records kept for their owners are made, so an erased person is forgotten with the rest. */
  personCaches: PersonCaches;
};

/**
 * The queries of `diary_records` for the records' own paths. Others that read the table stay beside their
 * job: the daily quota (diary.service.ts), search (diary-search.service.ts), export and import (transfer.ts).
 */
export function createDiaryRepository({ db, sealer, log, personCaches }: DiaryRepositoryDeps) {
  const toRecord = (row: DiaryRow) =>
    present(sealer, row, (unreadable) =>
      log.warn({ event: 'sealed_value_unreadable', recordId: unreadable.id }, 'a diary record does not open with the configured keys'),
    );
  const pages = createPageReads(db, personCaches, toRecord);
  const own = (userId: string, id: string) => and(eq(diaryRecords.id, id), eq(diaryRecords.userId, userId));

  return {
    toRecord,

    /** What the diary's pages and other features read: the service hands these on as they are. */
    reads: {
      listPage: pages.listPage,
      listMonth: pages.listMonth,
      insightRows: (userId: string, ownTagsSince: Date) => insightRows(db, sealer, userId, ownTagsSince),
      whoWrote: (ranges: { userId: string; from: Date; to: Date }[]) => whoWrote(db, ranges),
      feelingsPerWeek: (people: { userId: string; since: Date }[], from: Date, to: Date) => feelingsPerWeek(db, people, from, to),
    },

    /** The caller's record sent earlier with this idempotency key, if any. */
    async rowOfKey(userId: string, clientKey: string): Promise<DiaryRow | undefined> {
      const [row] = await db
        .select()
        .from(diaryRecords)
        .where(and(eq(diaryRecords.userId, userId), eq(diaryRecords.clientKey, clientKey)));
      return row;
    },

    /**
     * Stores an entry when its person has written fewer than `max` in the last 24 hours, counted by
     * when the server stored them, so entries for past days count too (imports have their own
     * bound; decision 059). One person's entries are counted and stored one at a time (a lock per
     * person for the transaction), so twenty at once at the limit cannot all pass the count.
     * Answers the stored row (none for a key another request stored meanwhile), or `full` with the
     * moment the oldest counted entry was stored: its leaving the 24 hours makes room.
     */
    async insertWithinQuota(values: typeof diaryRecords.$inferInsert & { storedAt: Date }, max: number): Promise<{ stored?: DiaryRow; full?: Date }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`diary-entries:${values.userId}`}, 0))`);
        const [limiting] = await tx
          .select({ storedAt: diaryRecords.storedAt })
          .from(diaryRecords)
          .where(
            and(
              eq(diaryRecords.userId, values.userId),
              eq(diaryRecords.imported, false),
              gt(diaryRecords.storedAt, new Date(values.storedAt.getTime() - DAY_MS)),
            ),
          )
          .orderBy(desc(diaryRecords.storedAt))
          .offset(max - 1)
          .limit(1);
        if (limiting) return { full: limiting.storedAt };
        const insert = tx.insert(diaryRecords).values(values);
        // ON CONFLICT DO NOTHING waits for a concurrent insert of the same key to commit and then
        // inserts nothing: two requests with one key at once still make one row.
        const [stored] = values.clientKey
          ? await insert.onConflictDoNothing({ target: [diaryRecords.userId, diaryRecords.clientKey] }).returning()
          : await insert.returning();
        return { stored };
      });
    },

    /** Changes the caller's record (only while it has `feeling`, when given); undefined when no such record. */
    async update(userId: string, id: string, set: PgUpdateSetSource<typeof diaryRecords>, feeling?: Feeling): Promise<DiaryRow | undefined> {
      const stillFeeling = feeling ? eq(diaryRecords.feeling, feeling) : undefined;
      const [stored] = await db
        .update(diaryRecords)
        .set(set)
        .where(and(own(userId, id), stillFeeling))
        .returning();
      return stored;
    },

    /** Stores the advice written for a stored record. */
    async storeAdvice(id: string, advice: string | null, adviceSource: DiaryRow['adviceSource']): Promise<DiaryRow | undefined> {
      const [stored] = await db.update(diaryRecords).set({ advice, adviceSource }).where(eq(diaryRecords.id, id)).returning();
      return stored;
    },

    /** One column of the caller's record; undefined when no such record. */
    async columnOf<Column extends 'audioUrl' | 'feeling'>(userId: string, id: string, column: Column): Promise<DiaryRow[Column] | undefined> {
      const [current] = await db.select({ value: diaryRecords[column] }).from(diaryRecords).where(own(userId, id));
      return current?.value as DiaryRow[Column] | undefined;
    },

    /** Deletes the caller's record and forgets its kept JSON; the voice note it held, or undefined when no such record. */
    async delete(userId: string, id: string): Promise<{ audioUrl: string } | undefined> {
      const [deleted] = await db.delete(diaryRecords).where(own(userId, id)).returning({ audioUrl: diaryRecords.audioUrl });
      if (deleted) pages.forget(id);
      return deleted;
    },
  };
}

export type DiaryRepository = ReturnType<typeof createDiaryRepository>;

/**
 * What the insights read of every record of the caller, oldest first: the feeling, the moment
 * and the tags, never the text. Own tags are opened only for records since `ownTagsSince`.
 */
async function insightRows(
  db: Db,
  sealer: Sealer,
  userId: string,
  ownTagsSince: Date,
): Promise<{ feeling: Feeling; finerFeeling: FinerFeeling | null; createdAt: Date; tags: string[] }[]> {
  const rows = await db
    .select({
      feeling: diaryRecords.feeling,
      finerFeeling: diaryRecords.finerFeeling,
      createdAt: diaryRecords.createdAt,
      tags: diaryRecords.tags,
      ownTags: diaryRecords.ownTags,
    })
    .from(diaryRecords)
    .where(eq(diaryRecords.userId, userId))
    .orderBy(asc(diaryRecords.createdAt), asc(diaryRecords.id));
  // Own tags that do not open count as none: the insights still show the rest.
  const ownTagsOrNone = (sealed: string | null) => {
    try {
      return openOwnTags(sealer, userId, sealed);
    } catch (error) {
      if (error instanceof UnreadableValueError) return [];
      throw error;
    }
  };
  return rows.map((row) => ({
    feeling: row.feeling,
    finerFeeling: isFinerFeeling(row.finerFeeling) ? row.finerFeeling : null,
    createdAt: row.createdAt,
    tags: row.ownTags && row.createdAt >= ownTagsSince ? [...row.tags, ...ownTagsOrNone(row.ownTags)] : row.tags,
  }));
}

/**
 * Which of these people wrote anything in their own [from, to): the daily reminder stays quiet on
 * a day they already did. One query for a whole batch of reminders (each an index probe).
 */
async function whoWrote(db: Db, ranges: { userId: string; from: Date; to: Date }[]): Promise<Set<string>> {
  if (ranges.length === 0) return new Set();
  const wanted = JSON.stringify(ranges.map(({ userId, from, to }) => ({ userId, from: from.toISOString(), to: to.toISOString() })));
  const result = (await db.execute(sql`
    select w."userId" from jsonb_to_recordset(${wanted}::jsonb) as w("userId" uuid, "from" timestamptz, "to" timestamptz)
    where exists (select 1 from ${diaryRecords} d where d.user_id = w."userId" and d.created_at >= w."from" and d.created_at < w."to")`)) as unknown as {
    rows: { userId: string }[];
  };
  return new Set(result.rows.map((row) => row.userId));
}

/**
 * For a group's report: per week (Monday, UTC) of [from, to), how many of `people` wrote, and
 * how many wrote each feeling (one person counts once per feeling and week, however many
 * records). A person's records count from `since` (when they joined). Feelings and dates only,
 * never a text; counts only, no id leaves this function.
 */
async function feelingsPerWeek(
  db: Db,
  people: { userId: string; since: Date }[],
  from: Date,
  to: Date,
): Promise<{ week: string; writers: number; counts: Record<Feeling, number> }[]> {
  if (people.length === 0) return [];
  const joined = JSON.stringify(people.map((person) => ({ user_id: person.userId, since: person.since.toISOString() })));
  const week = sql<string>`to_char(date_trunc('week', ${diaryRecords.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ userId: diaryRecords.userId, week, feeling: diaryRecords.feeling })
    .from(diaryRecords)
    .where(
      and(
        inArray(
          diaryRecords.userId,
          people.map((person) => person.userId),
        ),
        gte(diaryRecords.createdAt, from),
        lt(diaryRecords.createdAt, to),
        sql`exists (select 1 from jsonb_to_recordset(${joined}::jsonb) as m(user_id uuid, since timestamptz)
          where m.user_id = ${diaryRecords.userId} and ${diaryRecords.createdAt} >= m.since)`,
      ),
    );
  const weeks = new Map<string, { writers: Set<string>; counts: Record<Feeling, number> }>();
  for (const row of rows) {
    const entry = weeks.get(row.week) ?? { writers: new Set(), counts: { GREAT: 0, GOOD: 0, NEUTRAL: 0, BAD: 0, TERRIBLE: 0 } };
    entry.writers.add(row.userId);
    entry.counts[row.feeling] += 1;
    weeks.set(row.week, entry);
  }
  return [...weeks].map(([name, entry]) => ({ week: name, writers: entry.writers.size, counts: entry.counts }));
}
