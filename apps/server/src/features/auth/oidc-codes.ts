import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import { oidcLoginCodes } from './auth.tables.js';

/** The one-time code in the web app's address: long enough for a slow phone, short enough to be useless later. */
export const LOGIN_CODE_TTL_MS = 2 * 60_000;
/** The erase code from a re-authentication at the issuer: time to read what goes and confirm (decision 046). */
export const ERASE_CODE_TTL_MS = 10 * 60_000;

type Purpose = 'login' | 'erase';

/** One-time codes (their hashes kept) for the web app's address: a sign-in's, or an erasure's. */
export function oneTimeCodes({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async issue(userId: string, purpose: Purpose): Promise<string> {
      const code = randomToken();
      const now = clock.now();
      await db.delete(oidcLoginCodes).where(lt(oidcLoginCodes.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
      const ttl = purpose === 'erase' ? ERASE_CODE_TTL_MS : LOGIN_CODE_TTL_MS;
      await db.insert(oidcLoginCodes).values({ codeHash: hashToken(code), userId, purpose, expiresAt: new Date(now.getTime() + ttl) });
      return code;
    },

    /** Spends a code of this purpose (and of this account, when given): once, before it expires. Its account, or undefined. */
    async spend(code: string, purpose: Purpose, ofUserId?: string): Promise<string | undefined> {
      const now = clock.now();
      const [row] = await db
        .update(oidcLoginCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(oidcLoginCodes.codeHash, hashToken(code)),
            eq(oidcLoginCodes.purpose, purpose),
            ofUserId === undefined ? undefined : eq(oidcLoginCodes.userId, ofUserId),
            isNull(oidcLoginCodes.usedAt),
            gt(oidcLoginCodes.expiresAt, now),
          ),
        )
        .returning({ userId: oidcLoginCodes.userId });
      return row?.userId;
    },
  };
}
