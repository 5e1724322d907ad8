import { eq } from 'drizzle-orm';
import { DEFAULT_COUNTRY, spanishVariantOf, type Profile, type SpanishVariant, type UpdateProfileBody } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { unauthorized } from '../../lib/http-errors.js';
import { toPublicUser, type FindAccount, type UserRow } from './account-row.js';
import { users } from './auth.tables.js';

type ProfileDeps = {
  db: Db;
  clock: Clock;
  aiAvailable: boolean;
  find: FindAccount;
};

/** The person's own settings: the profile they see and change, and what other features read of it. */
export function profileQueries({ db, clock, aiAvailable, find }: ProfileDeps) {
  const toProfile = (user: UserRow): Profile => ({
    ...toPublicUser(user),
    points: user.points,
    country: user.country,
    aiAdvice: user.aiAdvice,
    spanishVariant: user.spanishVariant,
    aiAvailable,
    onThisDay: user.onThisDay,
  });

  return {
    async profile(userId: string): Promise<Profile> {
      const user = await find(userId);
      if (!user) throw unauthorized();
      return toProfile(user);
    },

    async updateProfile(userId: string, changes: UpdateProfileBody): Promise<Profile> {
      const [user] = await db
        .update(users)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw unauthorized();
      return toProfile(user);
    },

    /** Whether the person wants "Hace un año escribiste…" on home (Ajustes); an unknown id wants nothing. */
    async wantsOnThisDay(userId: string): Promise<boolean> {
      const [user] = await db.select({ onThisDay: users.onThisDay }).from(users).where(eq(users.id, userId));
      return user?.onThisDay === true;
    },

    /** What the diary needs to answer this person: whose crisis lines, whether their text may reach the model, and in which Spanish. */
    async adviceSettings(userId: string): Promise<{ country: string; aiAdvice: boolean; spanish: SpanishVariant }> {
      const [user] = await db
        .select({ country: users.country, aiAdvice: users.aiAdvice, spanishVariant: users.spanishVariant })
        .from(users)
        .where(eq(users.id, userId));
      const country = user?.country ?? DEFAULT_COUNTRY;
      // Without a choice on record, no text leaves the server.
      return { country, aiAdvice: user?.aiAdvice === true, spanish: spanishVariantOf({ spanishVariant: user?.spanishVariant ?? null, country }) };
    },
  };
}
