import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oidcIdentities } from './auth.tables.js';

/** Which account each institution identity (issuer and subject) is joined to. */
export function identityQueries(db: Db) {
  return {
    /** Whether the account is joined to an institution at all (no need to reach the issuer to know). */
    async anyOf(userId: string) {
      const [identity] = await db.select({ subject: oidcIdentities.subject }).from(oidcIdentities).where(eq(oidcIdentities.userId, userId)).limit(1);
      return identity;
    },

    /** The account's identity at the configured issuer, if it has one. */
    async of(userId: string, issuer: string) {
      const [identity] = await db
        .select({ subject: oidcIdentities.subject })
        .from(oidcIdentities)
        .where(and(eq(oidcIdentities.userId, userId), eq(oidcIdentities.issuer, issuer)));
      return identity;
    },

    /** The account this identity is joined to, if any. */
    async owner(issuer: string, subject: string) {
      const [identity] = await db
        .select({ userId: oidcIdentities.userId })
        .from(oidcIdentities)
        .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)));
      return identity;
    },
  };
}
