import { and, asc, eq } from 'drizzle-orm';
import { groupMessages, type JoinedGroup, type MyGroup } from '@sendero/shared';
import type { Clock } from '../../lib/clock.js';
import { conflict, isHttpError, notFound } from '../../lib/http-errors.js';
import type { AttemptLimits } from '../auth/attempt-limits.js';
import { isFacilitator, routeIdsOf, type GroupReadDeps } from './group-reads.js';
import { groupMembers, groups } from './groups.tables.js';

export type GroupMembershipDeps = GroupReadDeps & {
  clock: Clock;
  /** Unknown join codes are limited per person and per address (auth's attempt limits, decision 046). */
  codeGuesses: Pick<AttemptLimits, 'codeGuess'>;
};

/** A member's side: joining with a code, leaving, their groups and their export. */
export function createGroupMembership(deps: GroupMembershipDeps) {
  const { db, clock } = deps;
  return {
    /** Joining with a code; `created` is false when the person was already in (nothing changes). */
    async join(userId: string, code: string, ip: string): Promise<{ group: JoinedGroup; created: boolean }> {
      const group = await deps.codeGuesses.codeGuess(
        userId,
        ip,
        async () => {
          const [found] = await db.select().from(groups).where(eq(groups.code, code));
          if (!found) throw notFound(groupMessages.codeUnknown);
          return found;
        },
        (error) => isHttpError(error, 404),
      );
      if (await isFacilitator(db, group.id, userId)) throw conflict(groupMessages.facilitatorCannotJoin);
      const inserted = await db.insert(groupMembers).values({ groupId: group.id, userId, joinedAt: clock.now() }).onConflictDoNothing().returning();
      return { group: { id: group.id, name: group.name }, created: inserted.length > 0 };
    },

    async leave(userId: string, groupId: string): Promise<void> {
      const left = await db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
        .returning({ groupId: groupMembers.groupId });
      // An unknown group and one the caller is not in answer alike.
      if (left.length === 0) throw notFound(groupMessages.notMember);
    },

    async mine(userId: string): Promise<MyGroup[]> {
      const rows = await db
        .select({ id: groups.id, name: groups.name })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId))
        .orderBy(asc(groupMembers.joinedAt), asc(groups.name));
      const routeIds = await routeIdsOf(
        db,
        rows.map((row) => row.id),
      );
      const existing = await deps.routeTitles([...new Set([...routeIds.values()].flat())]);
      return rows.map((row) => ({ ...row, routeIds: (routeIds.get(row.id) ?? []).filter((id) => existing.has(id)) }));
    },

    /** For the person's export: the groups they are in, by name, and when they joined. */
    async exportOf(userId: string): Promise<{ name: string; joinedAt: string }[]> {
      const rows = await db
        .select({ name: groups.name, joinedAt: groupMembers.joinedAt })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId))
        .orderBy(asc(groupMembers.joinedAt));
      return rows.map((row) => ({ name: row.name, joinedAt: row.joinedAt.toISOString() }));
    },
  };
}
