import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  companionMessages,
  type AccompaniedPerson,
  type Companion,
  type CompanionScope,
  type DiaryPage,
  type Insights,
  type Route,
  type SafetyPlan,
} from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail.js';
import type { PrewrittenJson } from '../../lib/prewritten-json.js';
import type { AttemptLimits } from '../auth/attempt-limits.js';
import { nameOnly, presentCompanion, type Person, type Relationship } from './companion-presenters.js';
import { companionships } from './companions.tables.js';
import { createCrisisAlerts } from './crisis-alerts.js';
import { createInvitationCodes } from './invitation-codes.js';
import { createReadAudit } from './read-audit.js';
import { createScopedReads } from './scoped-reads.js';

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

/**
 * A companion, with consent (docs/product.md#companions-wellbeing-checks-and-organisations, decision 035). The person gives a code with the scopes
 * they chose (`invitation-codes.ts`); whoever accepts it reads only those scopes, through the owning features' services
 * (`scoped-reads.ts`). Every read checks the relationship in the database (nothing is kept in memory), so an ended
 * one stops on every process at once, and every read leaves an audit row the person sees (`read-audit.ts`).
 * This factory holds the relationships themselves: each side's list, the person's changes, either side's end.
 */
export function createCompanionService(deps: CompanionDeps) {
  const { db, clock, peopleByIds } = deps;

  /** The caller's active relationship as the person; someone else's, ended or missing → 404. */
  async function ownActive(personId: string, id: string): Promise<Relationship> {
    const [row] = await db
      .select()
      .from(companionships)
      .where(and(eq(companionships.id, id), eq(companionships.personId, personId), isNull(companionships.endedAt)));
    if (!row) throw notFound(companionMessages.companionNotFound);
    return row;
  }

  return {
    ...createInvitationCodes(deps),
    ...createScopedReads(deps),
    ...createCrisisAlerts(deps),
    ...createReadAudit(deps),

    /** The person's active companions, newest first. */
    async list(personId: string): Promise<Companion[]> {
      const rows = await db
        .select()
        .from(companionships)
        .where(and(eq(companionships.personId, personId), isNull(companionships.endedAt)))
        .orderBy(desc(companionships.createdAt), desc(companionships.id));
      const people = await peopleByIds(rows.map((row) => row.companionId));
      return rows.map((row) => presentCompanion(row, people.get(row.companionId)));
    },

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
      return presentCompanion(row, (await peopleByIds([row.companionId])).get(row.companionId));
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

    /** The people the caller accompanies now, newest first. */
    async people(companionId: string): Promise<AccompaniedPerson[]> {
      const rows = await db
        .select()
        .from(companionships)
        .where(and(eq(companionships.companionId, companionId), isNull(companionships.endedAt)))
        .orderBy(desc(companionships.createdAt), desc(companionships.id));
      const people = await peopleByIds(rows.map((row) => row.personId));
      return rows.map((row) => ({ id: row.id, person: nameOnly(people.get(row.personId)), scopes: row.scopes }));
    },
  };
}

export type CompanionService = ReturnType<typeof createCompanionService>;
