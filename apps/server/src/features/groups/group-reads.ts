import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { groupMessages } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { groupFacilitators, groupMembers, groupRoutes, groups } from './groups.tables.js';

// The reads every part of the groups feature shares: a group, its routes, its members, who facilitates it.

/** A member as the other features' aggregates take them: their data counts from the moment they joined. */
export type GroupMember = { userId: string; since: Date };

/** Who asks for a facilitator's view: facilitators see their own groups, an ADMIN all of them. */
export type Viewer = { userId: string; role: string };

export type GroupReadDeps = {
  db: Db;
  /** Titles of the routes that exist among `routeIds` (learning). */
  routeTitles: (routeIds: string[]) => Promise<Map<string, string>>;
};

export async function groupOrNotFound(db: Db, groupId: string) {
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
  if (!group) throw notFound(groupMessages.groupNotFound);
  return group;
}

/** Route ids of each group, in the group's order. */
export async function routeIdsOf(db: Db, groupIds: string[]): Promise<Map<string, string[]>> {
  const byGroup = new Map<string, string[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db.select().from(groupRoutes).where(inArray(groupRoutes.groupId, groupIds)).orderBy(asc(groupRoutes.position));
  for (const row of rows) byGroup.get(row.groupId)?.push(row.routeId);
  return byGroup;
}

export async function withRoutes<G extends { id: string }>(
  { db, routeTitles }: GroupReadDeps,
  list: G[],
): Promise<(G & { routes: { id: string; title: string }[] })[]> {
  const routeIds = await routeIdsOf(
    db,
    list.map((group) => group.id),
  );
  const titles = await routeTitles([...new Set([...routeIds.values()].flat())]);
  return list.map((group) => ({
    ...group,
    routes: (routeIds.get(group.id) ?? []).flatMap((id) => (titles.has(id) ? [{ id, title: titles.get(id)! }] : [])),
  }));
}

/** Members who count: the accounts that joined, less anyone who facilitates the group now. */
export async function membersOf(db: Db, groupId: string): Promise<GroupMember[]> {
  const rows = await db
    .select({ userId: groupMembers.userId, since: groupMembers.joinedAt })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(groupFacilitators)
            .where(and(eq(groupFacilitators.groupId, groupMembers.groupId), eq(groupFacilitators.userId, groupMembers.userId))),
        ),
      ),
    );
  return rows;
}

export async function isFacilitator(db: Db, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: groupFacilitators.userId })
    .from(groupFacilitators)
    .where(and(eq(groupFacilitators.groupId, groupId), eq(groupFacilitators.userId, userId)));
  return row !== undefined;
}
