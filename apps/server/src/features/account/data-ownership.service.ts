import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  accountMessages,
  DaylioDateOrder,
  DaylioMoodMapping,
  errorMessages,
  IMPORT_MAX_RECORDS,
  voiceNoteId,
  type ImportPreview,
  type ImportResult,
  type SafetyPlanContent,
} from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { loggableError } from '../../db/errors.js';
import { badRequest, conflict, forbidden, HttpError, isHttpError, notFound } from '../../lib/http-errors.js';
import type { AccountService } from '../auth/account.service.js';
import type { AttemptLimits } from '../auth/attempt-limits.js';
import { verifyPassword } from '../auth/password-hashing.js';
import type { FileStorage } from '../../lib/files/index.js';
import type { DiaryTransfer } from '../diary/transfer.js';
import type { VoiceNotesService } from '../diary/voice-notes.service.js';
import type { SafetyPlanService } from '../safety/safety-plan.service.js';
import type { RemindersService } from '../reminders/reminders.service.js';
import type { WellbeingService } from '../wellbeing/wellbeing.service.js';
import type { AccountRepository } from './account.repository.js';
import type { CompanionService } from '../companions/companion.service.js';
import { applyMoodMapping, daylioMoods, readDaylio } from './daylio.js';
import { exportZip, storedFileName } from './export.js';
import { readExportDocument } from './export-json.js';
import { isZip, readExportZip } from './import.js';

export type DataOwnershipDeps = {
  db: Db;
  clock: Clock;
  repository: AccountRepository;
  accounts: Pick<AccountService, 'profile'>;
  /** The diary's export batches and import de-duplication (diary/transfer.ts): its table stays the diary's. */
  diary: DiaryTransfer;
  safetyPlan: SafetyPlanService;
  /** The daily reminder's settings for the export (never the push keys). */
  reminders: Pick<RemindersService, 'exportSettings'>;
  storage: FileStorage;
  /** Diary voice notes: sealed, in the export opened, erased with the account. */
  voiceNotes: Pick<VoiceNotesService, 'listOwn' | 'read' | 'storageNamesOf' | 'removeStored' | 'restore'>;
  /** The person's WHO-5 checks, newest first, for the export (erased with the account by cascade). */
  wellbeing: Pick<WellbeingService, 'list'>;
  /** Wrong passwords for erasure count with change-password's, per account (decision 028). */
  passwordChecks: Pick<AttemptLimits, 'passwordCheck'>;
  /** Spends the one-time code of a re-authentication at the institution (decision 046); absent without OIDC. */
  eraseCodes?: { spend(userId: string, code: string): Promise<boolean> };
  /** The person's companions and each one's reads (the companion's own export holds nothing of the people they accompany). */
  companions?: Pick<CompanionService, 'exportOf'>;
  /** The groups the person is in (name and when they joined); leaving and erasure remove them. */
  groups?: { exportOf(userId: string): Promise<{ name: string; joinedAt: string }[]> };
  log: FastifyBaseLogger;
  /** Called once an account is gone, so its access tokens stop working at once. */
  onErased: (userId: string) => void;
};

/** The plan's lists without its date: what the safety feature stores. */
const planContent = ({
  warningSigns,
  copingStrategies,
  distractions,
  supportPeople,
  professionals,
  safeEnvironment,
  reasonsToLive,
}: SafetyPlanContent): SafetyPlanContent => ({
  warningSigns,
  copingStrategies,
  distractions,
  supportPeople,
  professionals,
  safeEnvironment,
  reasonsToLive,
});

/** What a CSV that is not Daylio's still looks like: text, not binary. */
const looksLikeText = (bytes: Buffer) => !bytes.subarray(0, 4096).includes(0);

/** The confirmed mapping of Daylio's moods, from its JSON text; a clear 400 for anything else. */
function moodMapping(text: string): DaylioMoodMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(accountMessages.daylioMappingInvalid);
  }
  const parsed = DaylioMoodMapping.safeParse(value);
  if (!parsed.success) throw badRequest(accountMessages.daylioMappingInvalid);
  return parsed.data;
}

/**
 * How long an import's claim holds (decision 059). An import runs within one request (its upload
 * is at most IMPORT_MAX_BYTES; the server ends a request after 120 s, and the 100,000 records it may
 * add are written in seconds), so a claim this old belongs to a process that died mid-import; until
 * then the person hears "ya estás importando", which is true or soon stops being so.
 */
export const IMPORT_CLAIM_MS = 15 * 60_000;

/** The date order the person chose for a Daylio file's slashed dates; a clear 400 for anything else. */
function chosenDateOrder(text: string): DaylioDateOrder {
  const parsed = DaylioDateOrder.safeParse(text);
  if (!parsed.success) throw badRequest(accountMessages.daylioDateOrderInvalid);
  return parsed.data;
}

/** Export, import and erasure of a person's own data (docs/product.md#data-ownership-and-scale Data ownership). */
export function createDataOwnershipService(deps: DataOwnershipDeps) {
  const { db, repository, diary, safetyPlan } = deps;

  async function importExport(userId: string, bytes: Buffer): Promise<ImportResult> {
    const { json: text, voiceNotes } = await readExportZip(bytes);
    const document = await readExportDocument(text);
    // A recording comes along only when this server holds the same file (same name, same bytes).
    const files = new Set(
      await Promise.all(
        document.diaryRecords
          .map((record) => record.audioUrl)
          .filter(Boolean)
          .map(async (url) => {
            const name = storedFileName(url);
            return name && ((await deps.storage.head(name)) ? url : '');
          }),
      ),
    );
    // A voice note in the zip becomes the importer's own, checked and sealed like an upload; one
    // for a record already here is left as an orphan and swept a day later (decision 024).
    const restored = new Map<string, string>();
    for (const record of document.diaryRecords) {
      const id = voiceNoteId(record.audioUrl);
      const recording = id ? voiceNotes.get(id) : undefined;
      if (recording && !restored.has(record.audioUrl)) restored.set(record.audioUrl, await deps.voiceNotes.restore(userId, recording));
    }
    const records = document.diaryRecords.map((record) => ({
      ...record,
      audioUrl: restored.get(record.audioUrl) ?? (files.has(record.audioUrl) ? record.audioUrl : ''),
      createdAt: new Date(record.createdAt),
    }));
    return db.transaction(async (tx) => {
      const counts = await diary.importRecords(tx, userId, records);
      const plan = document.safetyPlan ? await safetyPlan.restore(tx, userId, planContent(document.safetyPlan)) : 'none';
      return { format: 'sendero' as const, ...counts, safetyPlan: plan };
    });
  }

  async function importDaylio(
    userId: string,
    text: string,
    tz: string,
    mapping: DaylioMoodMapping | undefined,
    dateOrder: DaylioDateOrder | undefined,
  ): Promise<ImportResult> {
    const read = await readDaylio(text, tz, dateOrder);
    if ('errors' in read) throw badRequest(read.errors);
    if (read.askDateOrder) throw badRequest(accountMessages.daylioDateOrderNeeded);
    const mapped = applyMoodMapping(read.rows, mapping);
    if ('errors' in mapped) throw badRequest(mapped.errors);
    if (mapped.entries.length > IMPORT_MAX_RECORDS) throw new HttpError(413, accountMessages.importTooManyRecords);
    const records = mapped.entries.map((entry) => ({ ...entry, advice: null, adviceSource: 'none' as const, audioUrl: '' }));
    const counts = await db.transaction((tx) => diary.importRecords(tx, userId, records));
    return { format: 'daylio', ...counts, safetyPlan: 'none' };
  }

  return {
    /** The zip stream; the diary is read in batches while it downloads. */
    async export(userId: string): Promise<Readable> {
      const [profile, routeProgress, contentInteractions, plan, files, reminders, notes, who5Checks, companions, groups] = await Promise.all([
        deps.accounts.profile(userId),
        repository.routeProgress(userId),
        repository.contentInteractions(userId),
        safetyPlan.get(userId),
        repository.ownFiles(userId),
        deps.reminders.exportSettings(userId),
        deps.voiceNotes.listOwn(userId),
        deps.wellbeing.list(userId),
        deps.companions?.exportOf(userId) ?? [],
        deps.groups?.exportOf(userId) ?? [],
      ]);
      const { email, firstName, lastName, country, points, aiAdvice, spanishVariant } = profile;
      return exportZip({
        head: {
          profile: { email, firstName, lastName, country, points, aiAdvice, spanishVariant },
          routeProgress,
          contentInteractions,
          safetyPlan: plan.updatedAt ? plan : null,
          reminders,
          who5Checks,
          companions,
          groups,
        },
        records: () => diary.allRecords(userId),
        files,
        storage: deps.storage,
        voiceNotes: notes.map((note) => ({ ...note, read: async () => (await deps.voiceNotes.read(userId, note.id)).bytes })),
      });
    },

    /**
     * What an import of this file would read, stored nowhere: a Daylio CSV answers its distinct
     * moods with a guess each, for the person to confirm before `import` (issue 23).
     */
    async preview(upload: () => Promise<{ bytes: Buffer }>, tz: string): Promise<ImportPreview> {
      const { bytes } = await upload();
      if (isZip(bytes)) return { format: 'sendero', entries: 0, moods: [], dateOrder: null, askDateOrder: false };
      if (!looksLikeText(bytes)) throw new HttpError(415, accountMessages.importUnknownType);
      const read = await readDaylio(bytes.toString('utf8'), tz);
      if ('errors' in read) throw badRequest(read.errors);
      return { format: 'daylio', entries: read.rows.length, moods: daylioMoods(read.rows), dateOrder: read.dateOrder, askDateOrder: read.askDateOrder };
    },

    /**
     * A Sendero export zip or a Daylio CSV, read by `upload`; everything or nothing is added. A
     * Daylio CSV takes the mapping of its moods the person confirmed (`moods`, a JSON string);
     * without one, only the default mood names are understood. One import at a time per person,
     * whichever process runs it (a row in account_imports): a second one waits for nothing and is refused.
     */
    async import(userId: string, upload: () => Promise<{ bytes: Buffer; moods?: string; dateOrder?: string }>, tz: string): Promise<ImportResult> {
      const startedAt = deps.clock.now();
      if (!(await repository.claimImport(userId, startedAt, new Date(startedAt.getTime() - IMPORT_CLAIM_MS)))) {
        throw conflict(accountMessages.importInProgress);
      }
      try {
        const { bytes, moods, dateOrder } = await upload();
        if (isZip(bytes)) {
          if (moods !== undefined || dateOrder !== undefined) throw badRequest(accountMessages.daylioMappingNotDaylio);
          return await importExport(userId, bytes);
        }
        if (looksLikeText(bytes)) {
          const mapping = moods === undefined ? undefined : moodMapping(moods);
          return await importDaylio(userId, bytes.toString('utf8'), tz, mapping, dateOrder === undefined ? undefined : chosenDateOrder(dateOrder));
        }
        throw new HttpError(415, accountMessages.importUnknownType);
      } finally {
        // A claim that cannot be given back (the database went away) ages out: never hide the import's own answer.
        await repository
          .releaseImport(userId, startedAt)
          .catch((error: unknown) =>
            deps.log.warn({ event: 'import_claim_not_released', err: loggableError(error) }, 'an import claim stays until it ages out'),
          );
      }
    },

    /**
     * Erases the person and everything of theirs, at once, once they prove it is them: their
     * password, or the erase code of a fresh sign-in at the institution (decision 046).
     * Their recordings go too when no one else uses them.
     */
    async erase(userId: string, proof: { password?: string; eraseCode?: string }): Promise<void> {
      const user = await repository.user(db, userId);
      if (!user) throw notFound(errorMessages.userNotFound);
      // A wrong erase code counts like a wrong password: both are guesses at taking the account away.
      await deps.passwordChecks.passwordCheck(
        userId,
        async () => {
          if (proof.eraseCode !== undefined) {
            if (!(await deps.eraseCodes?.spend(userId, proof.eraseCode))) throw forbidden(accountMessages.eraseCodeInvalid);
          } else if (!(await verifyPassword(user.passwordHash, proof.password ?? ''))) throw forbidden(accountMessages.wrongPassword);
        },
        (error) => isHttpError(error, 403),
      );
      const files = await repository.ownFiles(userId);
      const voiceNoteFiles = await deps.voiceNotes.storageNamesOf(userId);
      await db.transaction(async (tx) => {
        if (user.role === 'ADMIN' && (await repository.lockedAdminCount(tx, userId)) <= 1) throw conflict(accountMessages.lastAdmin);
        await repository.deleteUser(tx, userId);
      });
      deps.onErased(userId);
      deps.log.info({ event: 'account_erased', userId }, 'account erased');
      // The rows went with the account (ON DELETE CASCADE); their sealed files go now.
      await deps.voiceNotes.removeStored(voiceNoteFiles);
      const shared = await repository.filesUsedByOthers(userId, files);
      for (const url of files) {
        const name = storedFileName(url);
        if (!name || shared.has(url)) continue;
        await deps.storage
          .delete(name)
          .catch((error: unknown) => deps.log.warn({ event: 'erase_file_failed', err: loggableError(error) }, 'a recording could not be removed'));
      }
    },
  };
}

export type DataOwnershipService = ReturnType<typeof createDataOwnershipService>;
