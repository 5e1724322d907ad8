import { and, count, eq, sql } from 'drizzle-orm';
import { MAX_PUSH_DEVICES, reminderMessages, type PushSubscriptionBody } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import type { PushSender } from './push.js';
import { pushSubscriptions } from './reminders.tables.js';

/** The browsers a person lets this server push reminders to (Web Push). */
export function createPushDevices({ db, push }: { db: Db; push: PushSender | undefined }) {
  return {
    publicKey(): string {
      if (!push) throw new HttpError(404, reminderMessages.pushUnavailable);
      return push.publicKey;
    },

    /**
     * One row per endpoint, owned by the account that registered it first: another account that
     * presents the same endpoint gets 409 and changes nothing (it could otherwise take over the
     * device's reminders, or swap its keys). At most MAX_PUSH_DEVICES per person (decision 027).
     */
    async addDevice(userId: string, subscription: PushSubscriptionBody): Promise<void> {
      if (!push) throw new HttpError(404, reminderMessages.pushUnavailable);
      if (!push.acceptsEndpoint(subscription.endpoint)) throw badRequest(reminderMessages.pushServiceNotAllowed);
      const values = { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
      await db.transaction(async (tx) => {
        // One person's devices are counted and added one request at a time (PostgreSQL; PGlite has one connection).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-devices:${userId}`}, 0))`);
        const [existing] = await tx
          .select({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
        if (existing && existing.userId !== userId) throw conflict(reminderMessages.deviceTakenByOtherAccount);
        if (!existing) {
          const [row] = await tx.select({ devices: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
          if ((row?.devices ?? 0) >= MAX_PUSH_DEVICES) throw badRequest(reminderMessages.tooManyDevices);
        }
        // The same browser saving again (new keys after the person allowed it again) updates its own row only.
        const [saved] = await tx
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { p256dh: values.p256dh, auth: values.auth },
            setWhere: eq(pushSubscriptions.userId, userId),
          })
          .returning({ id: pushSubscriptions.id });
        // Registered by another account between the read and the insert.
        if (!saved) throw conflict(reminderMessages.deviceTakenByOtherAccount);
      });
    },

    async removeDevice(userId: string, endpoint: string): Promise<void> {
      // Someone else's endpoint is simply not found: nothing happens.
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },
  };
}
