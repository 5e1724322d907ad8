import { randomInt } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { GROUP_CODE_ALPHABET, GROUP_CODE_LENGTH, groupMessages, type AdminGroup, type CreatedGroup, type UserListItem } from '@sendero/shared';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/http-errors.js';
import { groupOrNotFound, membersOf, withRoutes, type GroupReadDeps } from './group-reads.js';
import { groupFacilitators, groupRoutes, groups } from './groups.tables.js';
import { suppressChain } from './suppression.js';

export type GroupAdminDeps = GroupReadDeps & {
  clock: Clock;
  /** Facilitators' names for admins (auth); never asked for a member. */
  peopleByIds: (userIds: string[]) => Promise<Map<string, UserListItem>>;
};

const newCode = () => Array.from({ length: GROUP_CODE_LENGTH }, () => GROUP_CODE_ALPHABET[randomInt(GROUP_CODE_ALPHABET.length)]).join('');

/** The groups as an ADMIN sees them: their facilitators, their routes, and a member count suppressed under k. */
async function adminGroups(deps: GroupAdminDeps, groupIds?: string[]): Promise<AdminGroup[]> {
  const { db } = deps;
  const list = await db
    .select()
    .from(groups)
    .where(groupIds ? inArray(groups.id, groupIds) : undefined)
    .orderBy(asc(groups.name), asc(groups.createdAt));
  if (list.length === 0) return [];
  const ids = list.map((group) => group.id);
  const facilitatorRows = await db.select().from(groupFacilitators).where(inArray(groupFacilitators.groupId, ids));
  const people = await deps.peopleByIds(facilitatorRows.map((row) => row.userId));
  const memberCounts = new Map<string, number>();
  for (const group of list) memberCounts.set(group.id, (await membersOf(db, group.id)).length);
  const routed = await withRoutes(deps, list);
  return routed.map((group) => ({
    id: group.id,
    name: group.name,
    code: group.code,
    createdAt: group.createdAt.toISOString(),
    facilitators: facilitatorRows
      .filter((row) => row.groupId === group.id)
      .flatMap((row) => {
        const person = people.get(row.userId);
        return person ? [{ id: person.id, firstName: person.firstName, lastName: person.lastName, email: person.email }] : [];
      })
      .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'es')),
    routes: group.routes,
    members: suppressChain([memberCounts.get(group.id) ?? 0])[0] ?? null,
  }));
}

/** What only an ADMIN does: creating groups, naming their facilitators, giving them routes. */
export function createGroupAdmin(deps: GroupAdminDeps) {
  const { db, clock } = deps;
  const oneAdminGroup = async (groupId: string) => (await adminGroups(deps, [groupId]))[0]!;

  return {
    async create(name: string): Promise<CreatedGroup> {
      // A clash of two random codes is rare (31^8); the unique index decides, and a new code is drawn.
      for (;;) {
        const [group] = await db
          .insert(groups)
          .values({ name, code: newCode(), createdAt: clock.now() })
          .onConflictDoNothing({ target: groups.code })
          .returning();
        if (group) return { id: group.id, name: group.name, code: group.code };
      }
    },

    listForAdmin: () => adminGroups(deps),

    async setFacilitators(groupId: string, userIds: string[]): Promise<AdminGroup> {
      await groupOrNotFound(db, groupId);
      const known = await deps.peopleByIds(userIds);
      if (userIds.some((id) => !known.has(id))) throw badRequest(groupMessages.usersUnknown);
      await db.transaction(async (tx) => {
        await tx.delete(groupFacilitators).where(eq(groupFacilitators.groupId, groupId));
        if (userIds.length) await tx.insert(groupFacilitators).values(userIds.map((userId) => ({ groupId, userId })));
      });
      return oneAdminGroup(groupId);
    },

    async setRoutes(groupId: string, routeIds: string[]): Promise<AdminGroup> {
      await groupOrNotFound(db, groupId);
      const known = await deps.routeTitles(routeIds);
      if (routeIds.some((id) => !known.has(id))) throw badRequest(groupMessages.routesUnknown);
      await db.transaction(async (tx) => {
        await tx.delete(groupRoutes).where(eq(groupRoutes.groupId, groupId));
        if (routeIds.length) await tx.insert(groupRoutes).values(routeIds.map((routeId, position) => ({ groupId, routeId, position })));
      });
      return oneAdminGroup(groupId);
    },
  };
}
