import { pruneDeliveries } from './delivery-record.js';
import { claimDue, findDue, type DueReminder, type EnqueueClaimed } from './due-reminders.js';
import { createPushDevices } from './push-devices.js';
import { createUnsubscribeTokens } from './reminder-email.js';
import { createReminderSettings } from './reminder-settings.js';
import { deliverEmails, deliverPushes, type SendDeps } from './send-reminders.js';

export type { Delivery } from './delivery-record.js';
export { DELIVERY_MEMORY_MS } from './delivery-record.js';
export type { DueReminder, EnqueueClaimed } from './due-reminders.js';
export { DIARY_PATH, STOP_PAGE_PATH } from './send-reminders.js';

export type RemindersDeps = SendDeps & {
  /** The stop links are signed with a key derived from it. */
  secret: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
};

/**
 * The daily reminder: the person's settings and devices, who is due and the claim of their day
 * (due-reminders.ts), and the delivery by email and Web Push (send-reminders.ts), each remembered
 * so that a job run again sends nothing twice (delivery-record.ts).
 */
export function createRemindersService(deps: RemindersDeps) {
  const tokens = createUnsubscribeTokens(deps.secret);
  return {
    ...createReminderSettings(deps, tokens),
    ...createPushDevices(deps),
    findDue: () => findDue(deps),
    claimDue: (due: DueReminder[], enqueue: EnqueueClaimed) => claimDue(deps, due, enqueue),
    pruneDeliveries: () => pruneDeliveries(deps),
    deliverEmails: (batch: DueReminder[]) => deliverEmails(deps, tokens, batch),
    deliverPushes: (batch: DueReminder[]) => deliverPushes(deps, batch),
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
