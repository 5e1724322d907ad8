import { diaryMessages, feelingOfFinerFeeling, type CreateDiaryEntryResponse, type Feeling, type FinerFeeling } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { notFound, serviceUnavailable } from '../../lib/http-errors.js';
import type { PersonCaches } from '../../lib/kept-answers.js';
import { createAdvicePipeline, type AdvicePipelineDeps } from './advice/pipeline.js';
import { createDiaryRepository, diaryBinding, finerFeelingSet, tagColumns, type DiaryRow } from './diary.repository.js';
import { assertFinerFeelingFits, entryMoment, replaceVoiceNote } from './entry-rules.js';
import { dailyQuotaReached, defaultDiaryQuotas } from './quotas.js';
import { createDiaryTransfer } from './transfer.js';
import type { VoiceNotesService } from './voice-notes.service.js';

/** The advice pipeline's needs (advice/pipeline.ts), and the diary's own. */
export type DiaryDeps = Omit<AdvicePipelineDeps, 'records'> & {
  db: Db;
  clock: Clock;
  /** Where the records kept for their owners are made, so an erased person is forgotten with the rest. */
  personCaches: PersonCaches;
  /** Voice notes (decision 024): an entry keeps only the caller's own; they go with the entry. */
  voiceNotes?: Pick<VoiceNotesService, 'checkAttachable' | 'release'>;
  /** Entries one person may write in 24 hours (DIARY_ENTRIES_PER_DAY unless a test says otherwise). */
  entriesPerDay?: number;
  importedRecordsPerDay?: number;
};

type EntryInput = {
  feeling: Feeling;
  finerFeeling?: FinerFeeling | null;
  description: string;
  audioUrl: string;
  tags?: string[];
  createdAt?: string;
  tz?: string;
};
type EntryChanges = { feeling?: Feeling; finerFeeling?: FinerFeeling | null; description?: string; tags?: string[]; audioUrl?: string };

/** The diary's rules: writing, changing and deleting one's own records. Queries are in diary.repository.ts, the reply in advice/. */
export function createDiaryService(deps: DiaryDeps) {
  const { db, clock, sealer } = deps;
  const repository = createDiaryRepository(deps);
  const advice = createAdvicePipeline({ ...deps, records: repository });
  const missing = () => notFound(diaryMessages.recordNotFound);

  /**
   * Stores the entry first, then asks for advice outside any transaction, then stores that.
   * With a `clientKey` (an entry sent from a device that was offline), a key this person already
   * used answers the record stored then, with `created: false`: no second row, no second advice.
   */
  async function createEntry(userId: string, input: EntryInput, clientKey?: string): Promise<{ created: boolean; entry: CreateDiaryEntryResponse }> {
    const createdAt = entryMoment(clock.now(), input.createdAt, input.tz);
    // A key seen before answers its record before anything is checked again: its voice note is
    // already that record's, and would otherwise be refused as taken.
    const seen = clientKey ? await repository.rowOfKey(userId, clientKey) : undefined;
    if (seen) return { created: false, entry: await advice.answerAgain(userId, seen) };
    // The advice's time starts once the entry is being written: the lookup of a key before is not the model's.
    const adviceDeadline = advice.startDeadline();
    await deps.voiceNotes?.checkAttachable(userId, input.audioUrl);
    // A script cannot fill the database with one account: entries per person per 24 hours (decisions 028, 059).
    const max = deps.entriesPerDay ?? defaultDiaryQuotas.entriesPerDay;
    let stored: DiaryRow | undefined;
    try {
      const { feeling, finerFeeling, description, audioUrl, tags } = input;
      const sealed = sealer.seal(description, diaryBinding('description', userId));
      const row = {
        userId,
        feeling,
        finerFeeling: finerFeeling ?? null,
        description: sealed,
        audioUrl,
        createdAt,
        storedAt: clock.now(),
        clientKey: clientKey ?? null,
      };
      const written = await repository.insertWithinQuota({ ...row, ...tagColumns(sealer, userId, tags ?? []) }, max);
      if (written.full) throw dailyQuotaReached(written.full, row.storedAt, (wait) => diaryMessages.tooManyToday(max, wait));
      stored = written.stored;
      if (!stored && clientKey) {
        // The same key sent at once by another request: its record answers, as a retry's would.
        const first = await repository.rowOfKey(userId, clientKey);
        if (!first) throw serviceUnavailable(diaryMessages.entryNotSaved);
        return { created: false, entry: await advice.answerAgain(userId, first) };
      }
    } catch (error) {
      // A database that does not answer means the entry was not saved: said plainly, so the
      // person keeps their text and sends it again.
      if (isDatabaseUnavailable(error)) throw serviceUnavailable(diaryMessages.entryNotSaved);
      throw error;
    }
    // From here the entry is stored: no failure may answer as if it were not (the person would send it twice).
    return { created: true, entry: await advice.adviseAndStore(userId, stored!, adviceDeadline) };
  }

  /**
   * Changes the caller's own record. Changed words or feeling get a new reply through the same
   * path as a new entry, so new text that speaks of crisis gets the crisis reply, never old advice.
   */
  async function updateEntry(userId: string, id: string, changes: EntryChanges): Promise<CreateDiaryEntryResponse> {
    // A finer word alone must be one of the stored feeling's: refused before anything changes.
    if (changes.finerFeeling && !changes.feeling) await assertFinerFeelingFits(repository, userId, id, changes.finerFeeling);
    // A new voice note replaces the old one, which is erased once the record no longer keeps it.
    const replaced = changes.audioUrl !== undefined ? await replaceVoiceNote(repository, deps.voiceNotes, userId, id, changes.audioUrl) : undefined;
    const tagSet = changes.tags !== undefined ? tagColumns(sealer, userId, changes.tags) : {};
    // Only the tags, the finer word or the recording changed: the words and the feeling are the same, so the reply stays as it was.
    if (changes.feeling === undefined && changes.description === undefined) {
      let stored = replaced;
      if (changes.tags !== undefined || changes.finerFeeling !== undefined) {
        // Only a record still with the word's feeling changes (the feeling may have changed meanwhile).
        const word = changes.finerFeeling;
        stored = await repository.update(userId, id, { ...tagSet, ...finerFeelingSet(changes) }, word ? feelingOfFinerFeeling(word) : undefined);
        if (!stored && word) await assertFinerFeelingFits(repository, userId, id, word);
      }
      if (!stored) throw missing();
      const record = repository.toRecord(stored);
      return { ...record, aiResponse: record.advice };
    }
    const adviceDeadline = advice.startDeadline();
    const description = changes.description !== undefined ? { description: sealer.seal(changes.description, diaryBinding('description', userId)) } : {};
    const feeling = changes.feeling ? { feeling: changes.feeling } : {};
    const stored = await repository.update(userId, id, { ...feeling, ...finerFeelingSet(changes), ...description, ...tagSet });
    // Someone else's record answers exactly as a missing one.
    if (!stored) throw missing();
    return advice.adviseAndStore(userId, stored, adviceDeadline);
  }

  return {
    createEntry,
    updateEntry,
    async deleteEntry(userId: string, id: string): Promise<void> {
      const deleted = await repository.delete(userId, id);
      if (!deleted) throw missing();
      if (deleted.audioUrl) await deps.voiceNotes?.release(userId, deleted.audioUrl);
    },
    // The pages, the month, and what the profile, reminders and groups read (diary.repository.ts).
    ...repository.reads,
    // Export batches and import de-duplication (transfer.ts): the account feature's way in.
    ...createDiaryTransfer({ db, clock, sealer, records: repository, importedPerDay: deps.importedRecordsPerDay }),
  };
}

export type DiaryService = ReturnType<typeof createDiaryService>;
