import { accountMessages, errorMessages } from '@sendero/shared';
import { loggableError } from '../../db/errors.js';
import { conflict, forbidden, isHttpError, notFound } from '../../lib/http-errors.js';
import { verifyPassword } from '../auth/password-hashing.js';
import type { DataOwnershipDeps } from './data-ownership.service.js';
import { storedFileName } from './export.js';

type ErasureDeps = Pick<DataOwnershipDeps, 'db' | 'repository' | 'passwordChecks' | 'eraseCodes' | 'voiceNotes' | 'storage' | 'log' | 'onErased'>;

/** What proves it is the person: their password, or the erase code of a fresh sign-in at the institution. */
export type ErasureProof = { password?: string; eraseCode?: string };

/**
 * Erases the person and everything of theirs, at once, once they prove it is them: their
 * password, or the erase code of a fresh sign-in at the institution (decision 046).
 * Their recordings go too when no one else uses them.
 */
export async function eraseAccount(deps: ErasureDeps, userId: string, proof: ErasureProof): Promise<void> {
  const { db, repository } = deps;
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
}
