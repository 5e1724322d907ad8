import { and, eq, isNull } from 'drizzle-orm';
import { loggableError } from '../../db/errors.js';
import type { CompanionDeps } from './companion.service.js';
import { companionships } from './companions.tables.js';
import { crisisAlertEmail } from './crisis-alert-email.js';

/** The emails to companions the person asked to be told when the diary gives them a crisis reply. */
export function createCrisisAlerts({ db, log, mailer, peopleByIds }: Pick<CompanionDeps, 'db' | 'log' | 'mailer' | 'peopleByIds'>) {
  /** Crisis alerts being queued after the diary's answer; close and tests wait for them. */
  const afterAnswer = new Set<Promise<void>>();

  async function queueCrisisAlerts(personId: string): Promise<void> {
    const rows = await db
      .select({ companionId: companionships.companionId })
      .from(companionships)
      .where(and(eq(companionships.personId, personId), isNull(companionships.endedAt), eq(companionships.alertOnCrisis, true)));
    if (rows.length === 0) return;
    const people = await peopleByIds([personId, ...rows.map((row) => row.companionId)]);
    const person = people.get(personId);
    if (!person) return;
    for (const { companionId } of rows) {
      const companion = people.get(companionId);
      if (!companion) continue;
      await mailer.send(crisisAlertEmail({ to: companion.email, companionFirstName: companion.firstName, person }));
      log.info({ event: 'companion_crisis_alert', companionshipCount: rows.length }, 'a companion was told the person may need them');
    }
  }

  return {
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
  };
}
