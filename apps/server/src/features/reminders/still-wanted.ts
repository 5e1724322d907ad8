import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { deliveredOf, type Delivery } from './delivery-record.js';
import type { DueReminder } from './due-reminders.js';
import { reminders } from './reminders.tables.js';
import { localDayRange } from './schedule.js';

export type StillWantedDeps = {
  db: Db;
  clock: Clock;
  /** Which of these people already wrote in the diary in their own [from, to) (one query for a batch). */
  whoWrote: (ranges: { userId: string; from: Date; to: Date }[]) => Promise<Set<string>>;
};

/**
 * What holds a batch's reminders back on `channel`, or 'go': too late, turned off or the channel
 * removed (the stop link) since the day was claimed, the person already wrote on that local
 * day, or it already went out (a job run again). Four queries for the whole batch, whatever its size.
 */
export async function stillWanted(deps: StillWantedDeps, batch: DueReminder[], channel: 'email' | 'push'): Promise<(Delivery | 'go')[]> {
  const { db, clock } = deps;
  const now = clock.now();
  const rows = await db
    .select({ userId: reminders.userId, enabled: reminders.enabled, channels: reminders.channels, timeZone: reminders.timeZone })
    .from(reminders)
    .where(inArray(reminders.userId, [...new Set(batch.map((reminder) => reminder.userId))]));
  const settings = new Map(rows.map((row) => [row.userId, row]));
  const delivered = await deliveredOf(db, batch, channel);
  const verdicts = batch.map((reminder): Delivery | 'go' => {
    if (delivered.has(`${reminder.userId} ${reminder.localDate}`)) return 'already_sent';
    if (now.getTime() > Date.parse(reminder.lateAfter)) return 'too_late';
    const row = settings.get(reminder.userId);
    return row?.enabled && row.channels.includes(channel) ? 'go' : 'nothing_to_send';
  });
  // Most of a batch shares a few zones and one date: each local midnight is computed once.
  const midnights = new Map<string, Date>();
  const midnight = (date: string, timeZone: string) => {
    const key = `${date} ${timeZone}`;
    let start = midnights.get(key);
    if (!start) midnights.set(key, (start = localDayRange(date, timeZone).start));
    return start;
  };
  const ranges = batch.flatMap((reminder, index) =>
    verdicts[index] === 'go' ? [{ userId: reminder.userId, from: midnight(reminder.localDate, settings.get(reminder.userId)!.timeZone), to: now }] : [],
  );
  const wrote = await deps.whoWrote(ranges);
  return verdicts.map((verdict, index) => (verdict === 'go' && wrote.has(batch[index]!.userId) ? 'skipped_wrote' : verdict));
}
