import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/files/index.js';
import type { AccountService } from '../auth/account.service.js';
import type { AttemptLimits } from '../auth/attempt-limits.js';
import type { CompanionService } from '../companions/companion.service.js';
import type { DiaryTransfer } from '../diary/transfer.js';
import type { VoiceNotesService } from '../diary/voice-notes.service.js';
import type { RemindersService } from '../reminders/reminders.service.js';
import type { SafetyPlanService } from '../safety/safety-plan.service.js';
import type { WellbeingService } from '../wellbeing/wellbeing.service.js';
import type { AccountRepository } from './account.repository.js';
import { eraseAccount, type ErasureProof } from './data-erasure.js';
import { importData, previewImport, type ImportUpload } from './data-import.js';
import { exportZip } from './export.js';

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

/** Export, import and erasure of a person's own data (docs/product.md#data-ownership-and-scale Data ownership). */
export function createDataOwnershipService(deps: DataOwnershipDeps) {
  const { repository, diary, safetyPlan } = deps;
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
    /** What an import of this file would read, stored nowhere (data-import.ts). */
    preview: previewImport,
    /** A Sendero export zip or a Daylio CSV, everything or nothing, one at a time per person (data-import.ts). */
    import: (userId: string, upload: ImportUpload, tz: string) => importData(deps, userId, upload, tz),
    /** The person and everything of theirs, once they prove it is them (data-erasure.ts). */
    erase: (userId: string, proof: ErasureProof) => eraseAccount(deps, userId, proof),
  };
}

export type DataOwnershipService = ReturnType<typeof createDataOwnershipService>;
