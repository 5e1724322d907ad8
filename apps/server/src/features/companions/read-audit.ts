import { and, desc, eq, inArray } from 'drizzle-orm';
import { companionMessages, type CompanionRead } from '@sendero/shared';
import { notFound } from '../../lib/http-errors.js';
import type { CompanionDeps } from './companion.service.js';
import { presentCompanion } from './companion-presenters.js';
import { companionReads, companionships } from './companions.tables.js';

/** The person's own record of what their companions read: on screen, and in their export. */
export function createReadAudit({ db, peopleByIds }: Pick<CompanionDeps, 'db' | 'peopleByIds'>) {
  return {
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

    /** For the person's export: every companion they had (ended ones too) and each one's reads. */
    async exportOf(personId: string) {
      const rows = await db.select().from(companionships).where(eq(companionships.personId, personId)).orderBy(companionships.createdAt);
      if (rows.length === 0) return [];
      const [people, reads] = await Promise.all([
        peopleByIds(rows.map((row) => row.companionId)),
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
