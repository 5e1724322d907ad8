import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  COMPANION_CODE_ALPHABET,
  COMPANION_CODE_LENGTH,
  COMPANION_CODE_TTL_MS,
  COMPANION_SUMMARY_WEEKS,
  companionMessages,
  Feeling,
  normalizeCompanionCode,
  type AccompaniedPerson,
  type Companion,
  type CompanionInvitation,
  type CompanionRead,
  type CompanionScope,
  type CompanionSummary,
  type DiaryPage,
  type Insights,
  type Route,
  type SafetyPlan,
} from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { loggableError } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, isHttpError, notFound } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail.js';
import type { AttemptLimits } from '../auth/attempt-limits.js';
import { companionInvitations, companionReads, companionships } from './companions.tables.js';
import { crisisAlertEmail } from './crisis-alert-email.js';
import type { PrewrittenJson } from '../../lib/prewritten-json.js';

type Person = { firstName: string; lastName: string; email: string };
type Relationship = typeof companionships.$inferSelect;

/** One WHO-5 check as the wellbeing feature gives it. */
export type Who5Check = { rawScore: number; createdAt: Date | string };

export type CompanionDeps = {
  db: Db;
  clock: Clock;
  /** Unknown codes are limited per person and per address (auth's attempt limits, decision 046). */
  codeGuesses: Pick<AttemptLimits, 'codeGuess'>;
  log: FastifyBaseLogger;
  /** The mail queue: crisis alerts are queued, never sent inline. */
  mailer: Mailer;
  /** Names and emails of accounts (auth's `byIds`). */
  peopleByIds: (ids: string[]) => Promise<Map<string, Person>>;
  /** What each scope reads, through the feature that owns it, for the person's own userId. */
  diaryPage: (userId: string, cursor: string | undefined, limit: number) => Promise<PrewrittenJson<DiaryPage>>;
  insights: (userId: string, tz: string) => Promise<Insights>;
  routes: (userId: string) => Promise<PrewrittenJson<Route[]>>;
  safetyPlan: (userId: string) => Promise<SafetyPlan>;
  /** The person's WHO-5 checks (the wellbeing feature), in any order. */
  who5Of: (userId: string) => Promise<Who5Check[]>;
};

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

/** Mean score of a run of weeks, weighted by their records; null without records. */
function meanOf(weeks: Insights['weeks']): number | null {
  let records = 0;
  let total = 0;
  for (const week of weeks) {
    if (week.meanScore === null) continue;
    records += week.records;
    total += week.meanScore * week.records;
  }
  return records > 0 ? total / records : null;
}

/** The last two weeks against the two before: half a point or more either way is a change. */
function trendOf(weeks: Insights['weeks']): CompanionSummary['trend'] {
  const recent = meanOf(weeks.slice(-2));
  const before = meanOf(weeks.slice(-4, -2));
  if (recent === null || before === null) return null;
  if (recent - before >= 0.5) return 'up';
  if (before - recent >= 0.5) return 'down';
  return 'steady';
}

/**
 * A companion, with consent (docs/product.md#companions-wellbeing-checks-and-organisations, decision 035). The person gives a code with the scopes
 * they chose; whoever accepts it reads only those scopes, through the owning features' services.
 * Every read checks the relationship in the database (nothing is kept in memory), so an ended
 * one stops on every process at once, and every read leaves an audit row the person sees.
 */
export function createCompanionService(deps: CompanionDeps) {
  const { db, clock, log } = deps;
  /** Crisis alerts being queued after the diary's answer; close and tests wait for them. */
  const afterAnswer = new Set<Promise<void>>();

  const namesOf = async (ids: string[]) => deps.peopleByIds(ids);
  const nameOnly = (person: Person | undefined) => ({ firstName: person?.firstName ?? '', lastName: person?.lastName ?? '' });

  async function companionsOf(personId: string, where = isNull(companionships.endedAt)): Promise<Companion[]> {
    const rows = await db
      .select()
      .from(companionships)
      .where(and(eq(companionships.personId, personId), where))
      .orderBy(desc(companionships.createdAt), desc(companionships.id));
    const people = await namesOf(rows.map((row) => row.companionId));
    return rows.map((row) => presentCompanion(row, people.get(row.companionId)));
  }

  const presentCompanion = (row: Relationship, companion: Person | undefined): Companion => ({
    id: row.id,
    companion: { ...nameOnly(companion), email: companion?.email ?? '' },
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
    alertOnCrisis: row.alertOnCrisis,
  });

  /** The caller's active relationship as the person; someone else's, ended or missing → 404. */
  async function ownActive(personId: string, id: string): Promise<Relationship> {
    const [row] = await db
      .select()
      .from(companionships)
      .where(and(eq(companionships.id, id), eq(companionships.personId, personId), isNull(companionships.endedAt)));
    if (!row) throw notFound(companionMessages.companionNotFound);
    return row;
  }

  /**
   * One read by the companion: the relationship is checked now, in the database (404 unless it is
   * the caller's and still active, 403 outside its scopes); after the read, the audit row is
   * written only if the relationship is still active then, or nothing is answered at all.
   */
  async function read<T>(companionId: string, id: string, scope: CompanionScope, load: (personId: string) => Promise<T>): Promise<T> {
    const [row] = await db
      .select({ personId: companionships.personId, scopes: companionships.scopes })
      .from(companionships)
      .where(and(eq(companionships.id, id), eq(companionships.companionId, companionId), isNull(companionships.endedAt)));
    if (!row) throw notFound(companionMessages.relationshipNotFound);
    if (!row.scopes.includes(scope)) throw forbidden(companionMessages.scopeNotGranted);
    const answer = await load(row.personId);
    const at = clock.now();
    const recorded = await db.transaction(async (tx) => {
      const [still] = await tx
        .update(companionships)
        .set({ lastReadAt: at })
        .where(and(eq(companionships.id, id), isNull(companionships.endedAt), sql`${companionships.scopes} @> ${JSON.stringify([scope])}::jsonb`))
        .returning({ id: companionships.id });
      if (!still) return false;
      await tx.insert(companionReads).values({ companionshipId: id, scope, at });
      return true;
    });
    if (!recorded) throw notFound(companionMessages.relationshipNotFound);
    return answer;
  }

  async function queueCrisisAlerts(personId: string): Promise<void> {
    const rows = await db
      .select({ companionId: companionships.companionId })
      .from(companionships)
      .where(and(eq(companionships.personId, personId), isNull(companionships.endedAt), eq(companionships.alertOnCrisis, true)));
    if (rows.length === 0) return;
    const people = await namesOf([personId, ...rows.map((row) => row.companionId)]);
    const person = people.get(personId);
    if (!person) return;
    for (const { companionId } of rows) {
      const companion = people.get(companionId);
      if (!companion) continue;
      await deps.mailer.send(crisisAlertEmail({ to: companion.email, companionFirstName: companion.firstName, person }));
      log.info({ event: 'companion_crisis_alert', companionshipCount: rows.length }, 'a companion was told the person may need them');
    }
  }

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
      const relationship = await deps.codeGuesses.codeGuess(companionId, ip, takeInvitation, (error) => isHttpError(error, 404));
      const person = (await namesOf([relationship.personId])).get(relationship.personId);
      return { id: relationship.id, person: nameOnly(person), scopes: relationship.scopes };
    },

    /** The person's active companions, newest first. */
    list: (personId: string) => companionsOf(personId),

    async update(personId: string, id: string, changes: { scopes?: CompanionScope[]; alertOnCrisis?: boolean }): Promise<Companion> {
      await ownActive(personId, id);
      const [row] = await db
        .update(companionships)
        .set({
          ...(changes.scopes ? { scopes: changes.scopes } : {}),
          ...(changes.alertOnCrisis !== undefined ? { alertOnCrisis: changes.alertOnCrisis } : {}),
        })
        .where(and(eq(companionships.id, id), eq(companionships.personId, personId), isNull(companionships.endedAt)))
        .returning();
      if (!row) throw notFound(companionMessages.companionNotFound);
      return presentCompanion(row, (await namesOf([row.companionId])).get(row.companionId));
    },

    /** Either side ends it; from this moment every read answers 404, on every process. */
    async end(userId: string, id: string): Promise<void> {
      const ended = await db
        .update(companionships)
        .set({ endedAt: clock.now() })
        .where(and(eq(companionships.id, id), or(eq(companionships.personId, userId), eq(companionships.companionId, userId)), isNull(companionships.endedAt)))
        .returning({ id: companionships.id });
      if (ended.length === 0) throw notFound(companionMessages.companionNotFound);
    },

    /** Every read of this companion, newest first; the person's own record, kept after the end too. */
    async audit(personId: string, id: string): Promise<CompanionRead[]> {
      const [row] = await db
        .select({ id: companionships.id })
        .from(companionships)
        .where(and(eq(companionships.id, id), eq(companionships.personId, personId)));
      if (!row) throw notFound(companionMessages.companionNotFound);
      const reads = await db
        .select({ at: companionReads.at, scope: companionReads.scope })
        .from(companionReads)
        .where(eq(companionReads.companionshipId, id))
        .orderBy(desc(companionReads.at), desc(companionReads.id));
      return reads.map((r) => ({ at: r.at.toISOString(), scope: r.scope }));
    },

    /** The people the caller accompanies now, newest first. */
    async people(companionId: string): Promise<AccompaniedPerson[]> {
      const rows = await db
        .select()
        .from(companionships)
        .where(and(eq(companionships.companionId, companionId), isNull(companionships.endedAt)))
        .orderBy(desc(companionships.createdAt), desc(companionships.id));
      const people = await namesOf(rows.map((row) => row.personId));
      return rows.map((row) => ({ id: row.id, person: nameOnly(people.get(row.personId)), scopes: row.scopes }));
    },

    summary: (companionId: string, id: string, tz: string) =>
      read(companionId, id, 'summary', async (personId): Promise<CompanionSummary> => {
        const [insights, checks] = await Promise.all([deps.insights(personId, tz), deps.who5Of(personId)]);
        const weeks = insights.weeks.slice(-COMPANION_SUMMARY_WEEKS);
        const feelingCounts = Object.fromEntries(
          Feeling.options.map((feeling) => [feeling, weeks.reduce((sum, week) => sum + (week.counts[feeling] ?? 0), 0)]),
        ) as CompanionSummary['feelingCounts'];
        const who5 = checks
          .map((check) => ({ rawScore: check.rawScore, percentScore: check.rawScore * 4, createdAt: new Date(check.createdAt).toISOString() }))
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
        return { weeks, feelingCounts, trend: trendOf(weeks), streak: insights.streak, who5 };
      }),

    diary: (companionId: string, id: string, cursor: string | undefined, limit: number) =>
      read(companionId, id, 'entries', (personId) => deps.diaryPage(personId, cursor, limit)),

    routes: (companionId: string, id: string) => read(companionId, id, 'routes', (personId) => deps.routes(personId)),

    safetyPlan: (companionId: string, id: string) => read(companionId, id, 'safetyPlan', (personId) => deps.safetyPlan(personId)),

    /**
     * The diary gave a crisis reply to this person's entry: each active companion they asked to be
     * told gets an email that says only that the person may need them. Queued after the answer;
     * a failure is logged and never reaches the entry.
     */
    crisisReplied(personId: string): void {
      const work = queueCrisisAlerts(personId).catch((error: unknown) =>
        log.warn({ event: 'companion_crisis_alert_failed', err: loggableError(error) }, 'a crisis alert to a companion could not be queued'),
      );
      afterAnswer.add(work);
      void work.finally(() => afterAnswer.delete(work));
    },

    /** Resolves once every crisis alert already asked for is queued (app.close waits for it; tests too). */
    async settled(): Promise<void> {
      await Promise.all(afterAnswer);
    },

    /** For the person's export: every companion they had (ended ones too) and each one's reads. */
    async exportOf(personId: string) {
      const rows = await db.select().from(companionships).where(eq(companionships.personId, personId)).orderBy(companionships.createdAt);
      if (rows.length === 0) return [];
      const [people, reads] = await Promise.all([
        namesOf(rows.map((row) => row.companionId)),
        db
          .select()
          .from(companionReads)
          .where(
            inArray(
              companionReads.companionshipId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(companionReads.at)),
      ]);
      return rows.map((row) => ({
        ...presentCompanion(row, people.get(row.companionId)),
        endedAt: row.endedAt?.toISOString() ?? null,
        reads: reads.filter((r) => r.companionshipId === row.id).map((r) => ({ at: r.at.toISOString(), scope: r.scope })),
      }));
    },
  };
}

export type CompanionService = ReturnType<typeof createCompanionService>;
