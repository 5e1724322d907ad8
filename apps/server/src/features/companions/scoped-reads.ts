import { and, eq, isNull, sql } from 'drizzle-orm';
import { companionMessages, type CompanionScope } from '@sendero/shared';
import { forbidden, notFound } from '../../lib/http-errors.js';
import type { CompanionDeps } from './companion.service.js';
import { companionReads, companionships } from './companions.tables.js';
import { companionSummary } from './wellbeing-summary.js';

type ReadDeps = Pick<CompanionDeps, 'db' | 'clock' | 'diaryPage' | 'insights' | 'routes' | 'safetyPlan' | 'who5Of'>;

/** What a companion reads of the person, each scope through the feature that owns it, each read checked and audited. */
export function createScopedReads(deps: ReadDeps) {
  const { db, clock } = deps;

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

  return {
    summary: (companionId: string, id: string, tz: string) =>
      read(companionId, id, 'summary', async (personId) => {
        const [insights, checks] = await Promise.all([deps.insights(personId, tz), deps.who5Of(personId)]);
        return companionSummary(insights, checks);
      }),

    diary: (companionId: string, id: string, cursor: string | undefined, limit: number) =>
      read(companionId, id, 'entries', (personId) => deps.diaryPage(personId, cursor, limit)),

    routes: (companionId: string, id: string) => read(companionId, id, 'routes', (personId) => deps.routes(personId)),

    safetyPlan: (companionId: string, id: string) => read(companionId, id, 'safetyPlan', (personId) => deps.safetyPlan(personId)),
  };
}
