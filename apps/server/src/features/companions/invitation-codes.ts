import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  COMPANION_CODE_ALPHABET,
  COMPANION_CODE_LENGTH,
  COMPANION_CODE_TTL_MS,
  companionMessages,
  normalizeCompanionCode,
  type AccompaniedPerson,
  type CompanionInvitation,
  type CompanionScope,
} from '@sendero/shared';
import { badRequest, conflict, isHttpError, notFound } from '../../lib/http-errors.js';
import type { CompanionDeps } from './companion.service.js';
import { nameOnly } from './companion-presenters.js';
import { companionInvitations, companionships } from './companions.tables.js';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Eight characters drawn uniformly from the unambiguous alphabet with the system's CSPRNG. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < COMPANION_CODE_LENGTH; i++) code += COMPANION_CODE_ALPHABET[randomInt(COMPANION_CODE_ALPHABET.length)];
  return code;
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
};

/** The person's codes, and a companion taking one: the only way a relationship begins. */
export function createInvitationCodes({ db, clock, codeGuesses, peopleByIds }: Pick<CompanionDeps, 'db' | 'clock' | 'codeGuesses' | 'peopleByIds'>) {
  return {
    async createInvitation(personId: string, scopes: CompanionScope[]): Promise<CompanionInvitation> {
      const expiresAt = new Date(clock.now().getTime() + COMPANION_CODE_TTL_MS);
      // A clash of two codes is one in 31^8; the unique index catches it, and another is drawn.
      for (let attempt = 0; ; attempt++) {
        const code = newCode();
        try {
          await db.insert(companionInvitations).values({ personId, codeHash: hashCode(code), scopes, expiresAt });
          return { code, expiresAt: expiresAt.toISOString() };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 3) throw error;
        }
      }
    },

    /**
     * Takes a code: single use even when two accept it at once (the update that marks it used is
     * the only one that finds it unused). Own code → 400; unknown, used or expired → 404; a pair
     * that already has an active relationship → 409, and the code stays unused.
     */
    async accept(companionId: string, typed: string, ip: string): Promise<AccompaniedPerson> {
      const codeHash = hashCode(normalizeCompanionCode(typed));
      const now = clock.now();
      const takeInvitation = () =>
        db
          .transaction(async (tx) => {
            const [invitation] = await tx.select().from(companionInvitations).where(eq(companionInvitations.codeHash, codeHash));
            if (!invitation || invitation.usedAt || invitation.expiresAt <= now) throw notFound(companionMessages.codeNotFound);
            if (invitation.personId === companionId) throw badRequest(companionMessages.ownCode);
            const [taken] = await tx
              .update(companionInvitations)
              .set({ usedAt: now })
              .where(and(eq(companionInvitations.id, invitation.id), isNull(companionInvitations.usedAt)))
              .returning({ id: companionInvitations.id });
            if (!taken) throw notFound(companionMessages.codeNotFound);
            const [active] = await tx
              .select({ id: companionships.id })
              .from(companionships)
              .where(and(eq(companionships.personId, invitation.personId), eq(companionships.companionId, companionId), isNull(companionships.endedAt)));
            if (active) throw conflict(companionMessages.alreadyCompanion);
            const [created] = await tx
              .insert(companionships)
              .values({ personId: invitation.personId, companionId, scopes: invitation.scopes, createdAt: now })
              .returning();
            return created!;
          })
          .catch((error: unknown) => {
            // Two different codes of one person accepted at once by the same companion: the index decides.
            if (isUniqueViolation(error)) throw conflict(companionMessages.alreadyCompanion);
            throw error;
          });
      // Only unknown, used or expired codes count as guesses.
      const relationship = await codeGuesses.codeGuess(companionId, ip, takeInvitation, (error) => isHttpError(error, 404));
      const person = (await peopleByIds([relationship.personId])).get(relationship.personId);
      return { id: relationship.id, person: nameOnly(person), scopes: relationship.scopes };
    },
  };
}
