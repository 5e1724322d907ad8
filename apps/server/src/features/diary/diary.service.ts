import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lt, lte, or, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';
import {
  DIARY_BACKDATE_MAX_DAYS,
  DIARY_CLOCK_SKEW_MS,
  diaryMessages,
  FEELING_LABELS,
  feelingOfFinerFeeling,
  finerFeelingMessages,
  isFinerFeeling,
  normalizeTags,
  type CreateDiaryEntryResponse,
  type CrisisLine,
  type DiaryPage,
  type DiaryRecord,
  type Feeling,
  type FinerFeeling,
  type SpanishVariant,
} from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import { diaryRecords } from './diary.tables.js';
import type { Clock } from '../../lib/clock.js';
import { UnreadableValueError, type Binding, type Sealer } from '../../lib/encryption.js';
import { isDatabaseUnavailable, loggableError } from '../../db/errors.js';
import { badRequest, notFound, serviceUnavailable } from '../../lib/http-errors.js';
import type { CrisisService } from '../safety/crisis.service.js';
import type { Screening } from '@sendero/crisis-screen';
import { builtinProvider, type AdviceProvider } from './advice/providers.js';
import { localInstant, monthRange } from './month.js';
import { DAY_MS, dailyQuotaReached, defaultDiaryQuotas } from './quotas.js';
import { TZDate } from '@date-fns/tz';
import type { VoiceNotesService } from './voice-notes.service.js';
import type { PersonCaches } from '../../lib/kept-answers.js';
import { jsonOrNull, prewritten, type PrewrittenJson } from '../../lib/prewritten-json.js';

type Row = typeof diaryRecords.$inferSelect;

/** The place a sealed diary value is bound to: its column in `diary_records` and the record's owner. */
export const diaryBinding = (column: 'description' | 'advice' | 'own_tags', owner: string): Binding => ({ table: 'diary_records', column, owner });

/** The two tag columns of a record from its canonical tag list (fixed keys, then own). */
function tagColumns(sealer: Sealer, userId: string, tags: readonly string[]): { tags: string[]; ownTags: string | null } {
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
export function present(sealer: Sealer, row: Row, onUnreadable: (row: Row) => void): DiaryRecord {
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
 * Runs at most `limit` advice requests at once (p-limit); the others wait their turn. A wait
 * counts against the request's own time limit: when `signal` aborts first, the caller hears it at
 * once, and the task, when its turn comes, gives the slot straight back without running.
 */
function concurrencyCap(limit: number) {
  const queue = pLimit(limit);
  return <T>(task: () => Promise<T>, signal: AbortSignal): Promise<T> => {
    signal.throwIfAborted();
    const turn = queue(() => {
      signal.throwIfAborted();
      return task();
    });
    const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }));
    return Promise.race([turn, aborted]);
  };
}

/**
 * The moment an entry is for: now, or the moment the person chose (decision 029). A chosen moment
 * is never after the server's clock (beyond a phone's drift) and never before local midnight
 * DIARY_BACKDATE_MAX_DAYS days ago in the person's zone. Both refusals are 400s in Spanish.
 */
export function entryMoment(now: Date, chosen: string | undefined, tz = 'UTC'): Date {
  if (!chosen) return now;
  const moment = new Date(chosen);
  if (moment.getTime() > now.getTime() + DIARY_CLOCK_SKEW_MS) throw badRequest(diaryMessages.createdAtInFuture);
  const today = new TZDate(now.getTime(), tz);
  const oldest = localInstant(today.getFullYear(), today.getMonth() + 1, today.getDate() - DIARY_BACKDATE_MAX_DAYS, 0, 0, tz);
  if (moment < oldest) throw badRequest(diaryMessages.createdAtTooOld);
  // Inside the drift: the entry is for now, so it never sorts ahead of entries written after it.
  return moment > now ? now : moment;
}

export type DiaryDeps = {
  db: Db;
  clock: Clock;
  /** Where the records kept for their owners are made, so an erased person is forgotten with the rest. */
  personCaches: PersonCaches;
  /** The configured writer: a model, or the built-in one. */
  advice: AdviceProvider;
  adviceTimeoutMs: number;
  log: FastifyBaseLogger;
  adviceConcurrency?: number;
  crisis: CrisisService;
  /** Seals description and advice at rest (AES-256-GCM); see docs/decisions/017-encryption-at-rest.md. */
  sealer: Sealer;
  /** The person's country (for crisis lines), whether their text may reach the model, and the Spanish they read. */
  adviceSettings: (userId: string) => Promise<{ country: string; aiAdvice: boolean; spanish?: SpanishVariant }>;
  /** Aborts advice still being written when the server is stopping: the entry is answered without it. */
  stopping?: AbortSignal;
  /** Voice notes (decision 024): an entry keeps only the caller's own; they go with the entry. */
  voiceNotes?: Pick<VoiceNotesService, 'checkAttachable' | 'release'>;
  /** Entries one person may write in 24 hours (DIARY_ENTRIES_PER_DAY unless a test says otherwise). */
  entriesPerDay?: number;
  /** An entry got the crisis reply (companions' opt-in alert): told after, never awaited, never with the text. */
  onCrisisReply?: (userId: string) => void;
};

type Outcome = { advice: string | null; source: Row['adviceSource']; crisisLines?: CrisisLine[] };

export function createDiaryService(deps: DiaryDeps) {
  const { db, clock, log, sealer, personCaches } = deps;
  const toRecord = (row: Row) =>
    present(sealer, row, (unreadable) =>
      log.warn({ event: 'sealed_value_unreadable', recordId: unreadable.id }, 'a diary record does not open with the configured keys'),
    );
  // Each record's JSON as its owner reads it, kept beside the row version it was written from:
  // opening the sealed text and writing it was most of a page's time, and a diary is mostly read
  // again (the list reopened, the calendar, the page after). About a kilobyte each.
  const keptRecords = personCaches.keptAnswers<RowVersion>({
    max: 5_000,
    keptForMs: 10 * 60_000,
    same: sameRowVersion,
    ownerOf: (_id, version) => version.userId,
  });
  const recordJson = (row: Row & { version: string }) =>
    keptRecords.answer(row.id, { userId: row.userId, version: row.version }, () => JSON.stringify(toRecord(row)));

  const capped = concurrencyCap(deps.adviceConcurrency ?? 4);

  // A page is read in two steps, each prepared once: the rows' ids and versions first, a few
  // bytes each; then, only when this process holds no JSON of one of them, the whole rows.
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
  const pageQueries = {
    first: { stamps: stampsOfPage().prepare('diary_first_stamps'), rows: rowsOfPage().prepare('diary_first_page') },
    next: { stamps: stampsOfPage(after).prepare('diary_next_stamps'), rows: rowsOfPage(after).prepare('diary_next_page') },
  };

  async function crisisOutcome(country: string, spanish: SpanishVariant, flaggedBy: 'rules' | 'model', screening?: Screening): Promise<Outcome> {
    const kind = screening?.reply === 'loss_survivor' ? 'loss_survivor' : 'crisis';
    log.info({ event: 'crisis_reply', flaggedBy, category: screening?.category, layer: screening?.layer, kind }, 'crisis reply instead of advice');
    // A count that cannot be written must never cost the person their crisis lines.
    await deps.crisis
      .recordReply(flaggedBy)
      .catch((error: unknown) => log.warn({ event: 'crisis_count_failed', err: loggableError(error) }, 'crisis reply not counted'));
    const { advice, lines } = deps.crisis.reply(country, kind, spanish);
    return { advice, source: 'crisis', crisisLines: lines };
  }

  /** Never throws for the writer: a failed or slow model leaves the entry without advice. */
  async function writeAdvice(userId: string, feeling: Feeling, description: string, signal: AbortSignal): Promise<Outcome> {
    // Unknown settings (the database failing after the entry was stored) must not cost a crisis
    // reply: Spain's lines, and the text stays on this server.
    const {
      country,
      aiAdvice,
      spanish = 'es-ES',
    } = await deps.adviceSettings(userId).catch((error: unknown): Awaited<ReturnType<DiaryDeps['adviceSettings']>> => {
      log.warn({ event: 'advice_settings_failed', err: loggableError(error) }, 'advice settings unknown: defaults used');
      return { country: 'ES', aiAdvice: false };
    });
    // The crisis screen runs first, always: text it flags never reaches a model. A person who
    // writes about helping someone else gets ordinary advice with a note on how to accompany them.
    const screening = deps.crisis.screenEntry(description);
    if (screening && screening.reply !== 'supporter') return crisisOutcome(country, spanish, 'rules', screening);
    const withNote = (advice: string) => (screening ? `${advice}\n\n---\n\n${deps.crisis.supporterNote(country, spanish)}` : advice);
    // Without the person's consent, the text stays on this server.
    const writer = aiAdvice ? deps.advice : builtinProvider;
    try {
      const { advice, risk } = await capped(() => writer.advise({ feeling, description, spanish }, signal), signal);
      if (risk === 'crisis') return crisisOutcome(country, spanish, 'model');
      const problem = writer.source === 'model' ? deps.crisis.screenAdvice(advice) : null;
      if (problem) {
        log.warn({ event: 'advice_replaced', reason: problem }, 'model advice replaced by the built-in writer');
        const fallback = await builtinProvider.advise({ feeling, description, spanish }, AbortSignal.timeout(deps.adviceTimeoutMs));
        return { advice: withNote(fallback.advice), source: 'builtin' };
      }
      return { advice: withNote(advice), source: writer.source };
    } catch (error) {
      log.warn({ event: 'advice_failed', source: writer.source, reason: (error as Error).name }, 'no advice for this entry');
      return { advice: screening ? deps.crisis.supporterNote(country, spanish) : null, source: screening ? 'builtin' : 'none' };
    }
  }

  /** Writes the reply for a stored record and stores it with it; never throws once the record is stored. */
  /**
   * The advice's time limit starts with the request: storing the entry and waiting for a turn
   * with the model are part of it, so the person hears back within it even when many write at once.
   */
  const startAdviceDeadline = () => AbortSignal.any([AbortSignal.timeout(deps.adviceTimeoutMs), ...(deps.stopping ? [deps.stopping] : [])]);

  /** `deadline` started with the request. */
  async function adviseAndStore(userId: string, stored: Row, deadline: AbortSignal): Promise<CreateDiaryEntryResponse> {
    // A text that does not open gets no advice: writing any would answer words the person never wrote.
    const { advice, source, crisisLines } = await Promise.resolve()
      .then(() => writeAdvice(userId, stored.feeling, sealer.open(stored.description, diaryBinding('description', userId)), deadline))
      .catch((error: unknown): Outcome => {
        log.warn({ event: 'advice_failed', err: loggableError(error) }, 'no advice for this entry');
        return { advice: null, source: 'none' };
      });
    const sealedAdvice = sealer.sealNullable(advice, diaryBinding('advice', userId));
    let updated: Row = { ...stored, advice: sealedAdvice, adviceSource: source };
    try {
      [updated = updated] = await db.update(diaryRecords).set({ advice: sealedAdvice, adviceSource: source }).where(eq(diaryRecords.id, stored.id)).returning();
    } catch (error) {
      log.warn({ event: 'advice_not_stored', err: loggableError(error) }, 'the advice could not be stored with its entry');
    }
    if (source === 'crisis') {
      try {
        deps.onCrisisReply?.(userId);
      } catch (error) {
        log.warn({ event: 'crisis_listener_failed', err: loggableError(error) }, 'a crisis reply listener failed');
      }
    }
    const record = toRecord(updated);
    return { ...record, aiResponse: record.advice, ...(crisisLines ? { crisisLines } : {}) };
  }

  /** Puts `audioUrl` (one of the caller's own notes, or '') on the caller's record and erases the note it replaces. */
  async function replaceVoiceNote(userId: string, id: string, audioUrl: string): Promise<Row> {
    const [current] = await db
      .select({ audioUrl: diaryRecords.audioUrl })
      .from(diaryRecords)
      .where(and(eq(diaryRecords.id, id), eq(diaryRecords.userId, userId)));
    if (!current) throw notFound(diaryMessages.recordNotFound);
    if (audioUrl !== current.audioUrl) await deps.voiceNotes?.checkAttachable(userId, audioUrl);
    const [stored] = await db
      .update(diaryRecords)
      .set({ audioUrl })
      .where(and(eq(diaryRecords.id, id), eq(diaryRecords.userId, userId)))
      .returning();
    if (!stored) throw notFound(diaryMessages.recordNotFound);
    if (current.audioUrl && current.audioUrl !== audioUrl) await deps.voiceNotes?.release(userId, current.audioUrl);
    return stored;
  }

  /**
   * The finer word's column for an edit: the word given (null removes it); with a new feeling and
   * no word, the stored word stays only if the feeling does not change (each word has one feeling).
   */
  function finerFeelingSet(changes: { feeling?: Feeling; finerFeeling?: FinerFeeling | null }) {
    if (changes.finerFeeling !== undefined) return { finerFeeling: changes.finerFeeling };
    if (changes.feeling)
      return { finerFeeling: sql<string | null>`case when ${diaryRecords.feeling} = ${changes.feeling} then ${diaryRecords.finerFeeling} end` };
    return {};
  }

  /** A finer word must be one of the stored feeling's: else a 400 naming that feeling (a record not the caller's is a 404). */
  async function assertFinerFeelingFits(userId: string, id: string, word: FinerFeeling): Promise<void> {
    const [current] = await db
      .select({ feeling: diaryRecords.feeling })
      .from(diaryRecords)
      .where(and(eq(diaryRecords.id, id), eq(diaryRecords.userId, userId)));
    if (!current) throw notFound(diaryMessages.recordNotFound);
    if (current.feeling !== feelingOfFinerFeeling(word)) throw badRequest(finerFeelingMessages.notUnderFeeling(FEELING_LABELS[current.feeling]));
  }

  /**
   * The record a repeated key stands for, as it is now. Its advice may still be being written by the
   * first request (then it is null here, and the person finds it later in the diary). A crisis
   * reply carries its lines again: they must never be lost to a retry.
   */
  /**
   * A script cannot fill the database with one account: entries per person per 24 hours (decision 028),
   * counted by when the server stored them, so entries for past days and imports count too (decision 059).
   * Called inside the insert's transaction, once it holds the person's lock.
   */
  async function assertRoomToday(tx: Tx, userId: string): Promise<void> {
    const now = clock.now();
    const max = deps.entriesPerDay ?? defaultDiaryQuotas.entriesPerDay;
    // The max-th newest entry of the last day, if there is one, is the one whose leaving makes room.
    const [limiting] = await tx
      .select({ storedAt: diaryRecords.storedAt })
      .from(diaryRecords)
      .where(and(eq(diaryRecords.userId, userId), gt(diaryRecords.storedAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(desc(diaryRecords.storedAt))
      .offset(max - 1)
      .limit(1);
    if (limiting) throw dailyQuotaReached(limiting.storedAt, now, (wait) => diaryMessages.tooManyToday(max, wait));
  }

  async function storedEntry(userId: string, clientKey: string): Promise<CreateDiaryEntryResponse> {
    const [row] = await db
      .select()
      .from(diaryRecords)
      .where(and(eq(diaryRecords.userId, userId), eq(diaryRecords.clientKey, clientKey)));
    if (!row) throw serviceUnavailable(diaryMessages.entryNotSaved);
    const record = toRecord(row);
    let crisisLines: CrisisLine[] | undefined;
    if (row.adviceSource === 'crisis') {
      const { country } = await deps.adviceSettings(userId).catch(() => ({ country: 'ES' }));
      crisisLines = deps.crisis.reply(country).lines;
    }
    return { ...record, aiResponse: record.advice, ...(crisisLines ? { crisisLines } : {}) };
  }

  return {
    /**
     * Stores the entry first, then asks for advice outside any transaction, then stores that.
     * With a `clientKey` (an entry sent from a device that was offline), a key this person already
     * used answers the record stored then, with `created: false`: no second row, no second advice.
     */
    async createEntry(
      userId: string,
      input: { feeling: Feeling; finerFeeling?: FinerFeeling | null; description: string; audioUrl: string; tags?: string[]; createdAt?: string; tz?: string },
      clientKey?: string,
    ): Promise<{ created: boolean; entry: CreateDiaryEntryResponse }> {
      const createdAt = entryMoment(clock.now(), input.createdAt, input.tz);
      // A key seen before answers its record before anything is checked again: its voice note is
      // already that record's, and would otherwise be refused as taken.
      if (clientKey) {
        const [seen] = await db
          .select({ id: diaryRecords.id })
          .from(diaryRecords)
          .where(and(eq(diaryRecords.userId, userId), eq(diaryRecords.clientKey, clientKey)));
        if (seen) return { created: false, entry: await storedEntry(userId, clientKey) };
      }
      // The advice's time starts once the entry is being written: the lookup of a key before is not the model's.
      const adviceDeadline = startAdviceDeadline();
      await deps.voiceNotes?.checkAttachable(userId, input.audioUrl);
      let stored: Row | undefined;
      try {
        stored = await db.transaction(async (tx) => {
          // One person's entries are counted and stored one request at a time, so twenty at once at
          // the limit cannot all pass the count (PostgreSQL; PGlite has one connection anyway).
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`diary-entries:${userId}`}, 0))`);
          await assertRoomToday(tx, userId);
          const insert = tx.insert(diaryRecords).values({
            userId,
            feeling: input.feeling,
            finerFeeling: input.finerFeeling ?? null,
            description: sealer.seal(input.description, diaryBinding('description', userId)),
            audioUrl: input.audioUrl,
            createdAt,
            storedAt: clock.now(),
            ...tagColumns(sealer, userId, input.tags ?? []),
            clientKey: clientKey ?? null,
          });
          // ON CONFLICT DO NOTHING waits for a concurrent insert of the same key to commit and then
          // inserts nothing: two requests with one key at once still make one row.
          const [row] = clientKey
            ? await insert.onConflictDoNothing({ target: [diaryRecords.userId, diaryRecords.clientKey] }).returning()
            : await insert.returning();
          return row;
        });
        if (!stored && clientKey) return { created: false, entry: await storedEntry(userId, clientKey) };
      } catch (error) {
        // A database that does not answer means the entry was not saved: said plainly, so the
        // person keeps their text and sends it again.
        if (isDatabaseUnavailable(error)) throw serviceUnavailable(diaryMessages.entryNotSaved);
        throw error;
      }
      // From here the entry is stored: no failure may answer as if it were not (the person would send it twice).
      return { created: true, entry: await adviseAndStore(userId, stored!, adviceDeadline) };
    },

    /**
     * Changes the caller's own record. Changed words or feeling get a new reply through the same
     * path as a new entry, so new text that speaks of crisis gets the crisis reply, never old advice.
     */
    async updateEntry(
      userId: string,
      id: string,
      changes: { feeling?: Feeling; finerFeeling?: FinerFeeling | null; description?: string; tags?: string[]; audioUrl?: string },
    ): Promise<CreateDiaryEntryResponse> {
      // A finer word alone must be one of the stored feeling's: refused before anything changes.
      if (changes.finerFeeling && !changes.feeling) await assertFinerFeelingFits(userId, id, changes.finerFeeling);
      // A new voice note replaces the old one, which is erased once the record no longer keeps it.
      const replaced = changes.audioUrl !== undefined ? await replaceVoiceNote(userId, id, changes.audioUrl) : undefined;
      const set = {
        ...(changes.feeling ? { feeling: changes.feeling } : {}),
        ...finerFeelingSet(changes),
        ...(changes.description !== undefined ? { description: sealer.seal(changes.description, diaryBinding('description', userId)) } : {}),
      };
      const tagSet = changes.tags !== undefined ? tagColumns(sealer, userId, changes.tags) : {};
      // Only the tags, the finer word or the recording changed: the words and the feeling are the same, so the reply stays as it was.
      if (changes.feeling === undefined && changes.description === undefined) {
        let stored = replaced;
        if (changes.tags !== undefined || changes.finerFeeling !== undefined) {
          // Only a record still with the word's feeling changes (the feeling may have changed meanwhile).
          const word = changes.finerFeeling;
          [stored] = await db
            .update(diaryRecords)
            .set({ ...tagSet, ...finerFeelingSet(changes) })
            .where(and(eq(diaryRecords.id, id), eq(diaryRecords.userId, userId), word ? eq(diaryRecords.feeling, feelingOfFinerFeeling(word)) : undefined))
            .returning();
          if (!stored && word) await assertFinerFeelingFits(userId, id, word);
        }
        if (!stored) throw notFound(diaryMessages.recordNotFound);
        const record = toRecord(stored);
        return { ...record, aiResponse: record.advice };
      }
      const adviceDeadline = startAdviceDeadline();
      const [stored] = await db
        .update(diaryRecords)
        .set({ ...set, ...tagSet })
        .where(and(eq(diaryRecords.id, id), eq(diaryRecords.userId, userId)))
        .returning();
      // Someone else's record answers exactly as a missing one.
      if (!stored) throw notFound(diaryMessages.recordNotFound);
      return adviseAndStore(userId, stored, adviceDeadline);
    },

    async deleteEntry(userId: string, id: string): Promise<void> {
      const deleted = await db
        .delete(diaryRecords)
        .where(and(eq(diaryRecords.id, id), eq(diaryRecords.userId, userId)))
        .returning({ id: diaryRecords.id, audioUrl: diaryRecords.audioUrl });
      if (deleted.length === 0) throw notFound(diaryMessages.recordNotFound);
      keptRecords.forget(id);
      if (deleted[0]!.audioUrl) await deps.voiceNotes?.release(userId, deleted[0]!.audioUrl);
    },

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
     * Texts are sealed, so the comparison opens the records of the imported time span.
     */
    async importRecords(
      tx: Db | Tx,
      userId: string,
      records: {
        feeling: Feeling;
        finerFeeling?: FinerFeeling | null;
        description: string;
        advice: string | null;
        adviceSource: Row['adviceSource'];
        audioUrl: string;
        createdAt: Date;
        tags?: string[];
      }[],
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
            // Stored now, whatever day it is for: imported records count in today's quota (decision 059).
            storedAt: clock.now(),
            ...tagColumns(sealer, userId, record.tags ?? []),
          })),
        );
      }
      return { added: fresh.length, skipped: records.length - fresh.length };
    },

    /**
     * What the insights read of every record of the caller, oldest first: the feeling, the moment
     * and the tags, never the text. Own tags are opened only for records since `ownTagsSince`.
     */
    async insightRows(userId: string, ownTagsSince: Date): Promise<{ feeling: Feeling; finerFeeling: FinerFeeling | null; createdAt: Date; tags: string[] }[]> {
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
    },

    /**
     * Which of these people wrote anything in their own [from, to): the daily reminder stays quiet on
     * a day they already did. One query for a whole batch of reminders (each an index probe).
     */
    async whoWrote(ranges: { userId: string; from: Date; to: Date }[]): Promise<Set<string>> {
      if (ranges.length === 0) return new Set();
      const wanted = JSON.stringify(ranges.map(({ userId, from, to }) => ({ userId, from: from.toISOString(), to: to.toISOString() })));
      const result = (await db.execute(sql`
        select w."userId" from jsonb_to_recordset(${wanted}::jsonb) as w("userId" uuid, "from" timestamptz, "to" timestamptz)
        where exists (select 1 from ${diaryRecords} d where d.user_id = w."userId" and d.created_at >= w."from" and d.created_at < w."to")`)) as unknown as {
        rows: { userId: string }[];
      };
      return new Set(result.rows.map((row) => row.userId));
    },

    /**
     * For a group's report: per week (Monday, UTC) of [from, to), how many of `people` wrote, and
     * how many wrote each feeling (one person counts once per feeling and week, however many
     * records). A person's records count from `since` (when they joined). Feelings and dates only,
     * never a text; counts only, no id leaves this function.
     */
    async feelingsPerWeek(
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

export type DiaryService = ReturnType<typeof createDiaryService>;
