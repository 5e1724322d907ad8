import { eq, inArray } from 'drizzle-orm';
import type { SpanishVariant } from '@sendero/shared';
import type { Mailer } from '../../lib/mail.js';
import { recordDelivery, type Delivery, type DeliveryRecordDeps } from './delivery-record.js';
import type { DueReminder } from './due-reminders.js';
import type { PushOutcome, PushSender } from './push.js';
import { reminderEmail, type UnsubscribeTokens } from './reminder-email.js';
import { pushSubscriptions } from './reminders.tables.js';
import { stillWanted, type StillWantedDeps } from './still-wanted.js';

/** Where a reminder takes the person: the first step of a new diary entry. */
export const DIARY_PATH = '/records/daily-intro';
/** The web page behind the stop link in the email. */
export const STOP_PAGE_PATH = '/reminders/stop';

export type SendDeps = StillWantedDeps &
  DeliveryRecordDeps & {
    /**
     * Hands a reminder email over for real (SMTP, pooled): the reminder's own job is the durable
     * part, retried while SMTP is down, so it does not go through the mail outbox as well (decision 040).
     */
    mailer: Mailer;
    /** Undefined when this server has no VAPID keys: reminders then go by email only. */
    push: PushSender | undefined;
    publicUrl: string;
    /** Email, first name and Spanish of each of these people, from their accounts (one query for a batch). */
    people: (userIds: string[]) => Promise<Map<string, { email: string; firstName: string; spanish?: SpanishVariant }>>;
  };

/**
 * Hands a batch of reminder emails over (to SMTP, or the .eml folder), all at once, after four
 * queries for the batch: one promise per person, rejected where SMTP did not take it (its job
 * retries), each settling on its own.
 */
export async function deliverEmails(deps: SendDeps, tokens: UnsubscribeTokens, batch: DueReminder[]): Promise<Promise<Delivery>[]> {
  const verdicts = await stillWanted(deps, batch, 'email');
  const people = await deps.people(batch.filter((_, index) => verdicts[index] === 'go').map((reminder) => reminder.userId));
  return batch.map(async (reminder, index): Promise<Delivery> => {
    const verdict = verdicts[index]!;
    if (verdict !== 'go') return verdict;
    const person = people.get(reminder.userId);
    if (!person) return 'nothing_to_send';
    const token = tokens.create(reminder.userId);
    const message = reminderEmail({
      to: person.email,
      firstName: person.firstName,
      spanish: person.spanish,
      diaryLink: `${deps.publicUrl}${DIARY_PATH}`,
      stopPageLink: `${deps.publicUrl}${STOP_PAGE_PATH}/${token}`,
      oneClickLink: `${deps.publicUrl}/api/reminders/unsubscribe/${token}`,
    });
    await deps.mailer.send(message, Math.max(1_000, Date.parse(reminder.lateAfter) - deps.clock.now().getTime()));
    await recordDelivery(deps, reminder, 'email');
    return 'sent';
  });
}

/**
 * Pushes a batch's reminders to each person's devices, all at once, each with PUSH_TIMEOUT_MS:
 * one promise per person, settling on its own, so a push service that never answers holds only
 * its own person. A push service's answer never rejects (a failed push is not tried again: the
 * next one is tomorrow); gone devices (404/410) are deleted.
 */
export async function deliverPushes(deps: SendDeps, batch: DueReminder[]): Promise<Promise<Delivery>[]> {
  const sender = deps.push;
  if (!sender) return batch.map(async () => 'nothing_to_send' as const);
  const verdicts = await stillWanted(deps, batch, 'push');
  const going = batch.filter((_, index) => verdicts[index] === 'go').map((reminder) => reminder.userId);
  const devices = going.length > 0 ? await deps.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, going)) : [];
  return batch.map(async (reminder, index): Promise<Delivery> => {
    const verdict = verdicts[index]!;
    if (verdict !== 'go') return verdict;
    const own = devices.filter((device) => device.userId === reminder.userId);
    const outcomes = await Promise.all(own.map((device) => pushTo(deps, sender, device)));
    if (!outcomes.includes('sent')) return 'nothing_to_send';
    await recordDelivery(deps, reminder, 'push');
    return 'sent';
  });
}

async function pushTo({ db, log }: DeliveryRecordDeps, sender: PushSender, device: typeof pushSubscriptions.$inferSelect): Promise<PushOutcome> {
  // A subscription whose keys cannot encrypt (web-push throws) fails alone, like an unanswered one.
  const outcome = await sender
    .send(device, { title: 'Un momento para ti', body: 'Si te apetece, cuéntale a tu diario cómo te sientes hoy.', url: DIARY_PATH })
    .catch((): PushOutcome => 'failed');
  if (outcome === 'gone') {
    // The browser unsubscribed or the subscription expired: it will never answer again.
    await db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.id, device.id))
      .catch((error: unknown) =>
        log.warn({ event: 'push_subscription_not_deleted', reason: (error as Error).message }, 'a gone push subscription stays until the next reminder'),
      );
  }
  if (outcome === 'failed') log.warn({ event: 'reminder_push_failed' }, 'a reminder push was not taken by the push service');
  return outcome;
}
