import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import {
  Feeling,
  GROUP_CODE_ALPHABET,
  GROUP_CODE_LENGTH,
  groupMessages,
  type AdminGroup,
  type CreatedGroup,
  type FacilitatedGroup,
  type GroupReport,
  type GroupReportQuery,
  type JoinedGroup,
  type MyGroup,
  type UserListItem,
} from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, isHttpError, notFound } from '../../lib/http-errors.js';
import type { AttemptLimits } from '../auth/attempt-limits.js';
import { groupFacilitators, groupMembers, groupRoutes, groups } from './groups.tables.js';
import { reportPeriod } from './period.js';
import { suppressChain, suppressedMean, suppressWeek } from './suppression.js';

/** A member as the other features' aggregates take them: their data counts from the moment they joined. */
export type GroupMember = { userId: string; since: Date };

export type GroupsDeps = {
  db: Db;
  clock: Clock;
  /** Unknown join codes are limited per person and per address (auth's attempt limits, decision 046). */
  codeGuesses: Pick<AttemptLimits, 'codeGuess'>;
  /** Facilitators' names for admins (auth); never asked for a member. */
  peopleByIds: (userIds: string[]) => Promise<Map<string, UserListItem>>;
  /** Titles of the routes that exist among `routeIds` (learning). */
  routeTitles: (routeIds: string[]) => Promise<Map<string, string>>;
  /** Per route, how many of `userIds` have started it and completed it (learning). */
  routeProgressCounts: (userIds: string[], routeIds: string[]) => Promise<{ routeId: string; started: number; completed: number }[]>;
  /** Per week of [from, to): people who wrote, and people who wrote each feeling (diary). */
  feelingsPerWeek: (people: GroupMember[], from: Date, to: Date) => Promise<{ week: string; writers: number; counts: Record<Feeling, number> }[]>;
  /** The WHO-5 checks of `userIds` in [from, to): raw scores, whose and when, never the answers (wellbeing's `checksOf`). */
  who5ChecksOf: (userIds: readonly string[], period: { from?: Date; to?: Date }) => Promise<{ userId: string; rawScore: number; createdAt: Date }[]>;
};

type Viewer = { userId: string; role: string };

/**
 * Each member's first and last WHO-5 check since they joined, as percent scores (raw × 4): one
 * pair per person with a check, the same check twice when they did one. Nothing else of the checks.
 */
export function firstAndLastScores(members: GroupMember[], checks: { userId: string; rawScore: number; createdAt: Date }[]): { first: number; last: number }[] {
  const since = new Map(members.map((member) => [member.userId, member.since.getTime()]));
  const byPerson = new Map<string, { first: { at: number; score: number }; last: { at: number; score: number } }>();
  for (const check of checks) {
    const joined = since.get(check.userId);
    const at = check.createdAt.getTime();
    if (joined === undefined || at < joined) continue;
    const score = check.rawScore * 4;
    const seen = byPerson.get(check.userId);
    if (!seen) byPerson.set(check.userId, { first: { at, score }, last: { at, score } });
    else {
      if (at < seen.first.at) seen.first = { at, score };
      if (at >= seen.last.at) seen.last = { at, score };
    }
  }
  return [...byPerson.values()].map(({ first, last }) => ({ first: first.score, last: last.score }));
}

const newCode = () => Array.from({ length: GROUP_CODE_LENGTH }, () => GROUP_CODE_ALPHABET[randomInt(GROUP_CODE_ALPHABET.length)]).join('');

/** Groups and programmes (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations"): who runs them, who is in them, and their report. */
export function createGroupService(deps: GroupsDeps) {
  const { db, clock } = deps;

  async function groupOrNotFound(groupId: string) {
    const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
    if (!group) throw notFound(groupMessages.groupNotFound);
    return group;
  }

  /** Route ids of each group, in the group's order. */
  async function routeIdsOf(groupIds: string[]): Promise<Map<string, string[]>> {
    const byGroup = new Map<string, string[]>(groupIds.map((id) => [id, []]));
    if (groupIds.length === 0) return byGroup;
    const rows = await db.select().from(groupRoutes).where(inArray(groupRoutes.groupId, groupIds)).orderBy(asc(groupRoutes.position));
    for (const row of rows) byGroup.get(row.groupId)?.push(row.routeId);
    return byGroup;
  }

  async function withRoutes<G extends { id: string }>(list: G[]): Promise<(G & { routes: { id: string; title: string }[] })[]> {
    const routeIds = await routeIdsOf(list.map((group) => group.id));
    const titles = await deps.routeTitles([...new Set([...routeIds.values()].flat())]);
    return list.map((group) => ({
      ...group,
      routes: (routeIds.get(group.id) ?? []).flatMap((id) => (titles.has(id) ? [{ id, title: titles.get(id)! }] : [])),
    }));
  }

  /** Members who count: the accounts that joined, less anyone who facilitates the group now. */
  async function membersOf(groupId: string): Promise<GroupMember[]> {
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

  async function isFacilitator(groupId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: groupFacilitators.userId })
      .from(groupFacilitators)
      .where(and(eq(groupFacilitators.groupId, groupId), eq(groupFacilitators.userId, userId)));
    return row !== undefined;
  }

  async function adminGroups(groupIds?: string[]): Promise<AdminGroup[]> {
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
    for (const group of list) memberCounts.set(group.id, (await membersOf(group.id)).length);
    const routed = await withRoutes(list);
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

  async function namedReport(viewer: Viewer, groupId: string, query: GroupReportQuery): Promise<{ name: string; report: GroupReport }> {
    const group = await groupOrNotFound(groupId);
    if (viewer.role !== 'ADMIN' && !(await isFacilitator(groupId, viewer.userId))) throw forbidden(groupMessages.notFacilitator);
    const period = reportPeriod(query, clock.now());
    const members = await membersOf(groupId);
    const memberCount = members.length;
    const routeIds = (await routeIdsOf([groupId])).get(groupId) ?? [];
    const titles = await deps.routeTitles(routeIds);
    const userIds = members.map((member) => member.userId);
    const progress = userIds.length && routeIds.length ? await deps.routeProgressCounts(userIds, routeIds) : [];
    const weeks = members.length ? await deps.feelingsPerWeek(members, period.from, period.to) : [];
    const checks = members.length ? firstAndLastScores(members, await deps.who5ChecksOf(userIds, { from: period.from, to: period.to })) : [];

    const noOne = Object.fromEntries(Feeling.options.map((feeling) => [feeling, 0])) as Record<Feeling, number>;
    const [shownMembers = null, shownWho5People = null] = suppressChain([memberCount, checks.length]);
    const report: GroupReport = {
      members: shownMembers,
      routes: routeIds
        .filter((id) => titles.has(id))
        .map((routeId) => {
          const counts = progress.find((row) => row.routeId === routeId) ?? { started: 0, completed: 0 };
          const [, started, completed] = suppressChain([memberCount, counts.started, counts.completed]);
          return { routeId, title: titles.get(routeId)!, started: started ?? null, completed: completed ?? null };
        }),
      feelings: period.weeks.map((week) => {
        const row = weeks.find((candidate) => candidate.week === week) ?? { writers: 0, counts: noOne };
        return { week, counts: suppressWeek({ ...noOne, ...row.counts }, Math.min(row.writers, memberCount)) };
      }),
      who5: {
        people: shownWho5People,
        meanFirst: suppressedMean(checks.map((check) => check.first)),
        meanLast: suppressedMean(checks.map((check) => check.last)),
      },
    };
    return { name: group.name, report };
  }

  const oneAdminGroup = async (groupId: string) => (await adminGroups([groupId]))[0]!;

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

    listForAdmin: () => adminGroups(),

    async setFacilitators(groupId: string, userIds: string[]): Promise<AdminGroup> {
      await groupOrNotFound(groupId);
      const known = await deps.peopleByIds(userIds);
      if (userIds.some((id) => !known.has(id))) throw badRequest(groupMessages.usersUnknown);
      await db.transaction(async (tx) => {
        await tx.delete(groupFacilitators).where(eq(groupFacilitators.groupId, groupId));
        if (userIds.length) await tx.insert(groupFacilitators).values(userIds.map((userId) => ({ groupId, userId })));
      });
      return oneAdminGroup(groupId);
    },

    async setRoutes(groupId: string, routeIds: string[]): Promise<AdminGroup> {
      await groupOrNotFound(groupId);
      const known = await deps.routeTitles(routeIds);
      if (routeIds.some((id) => !known.has(id))) throw badRequest(groupMessages.routesUnknown);
      await db.transaction(async (tx) => {
        await tx.delete(groupRoutes).where(eq(groupRoutes.groupId, groupId));
        if (routeIds.length) await tx.insert(groupRoutes).values(routeIds.map((routeId, position) => ({ groupId, routeId, position })));
      });
      return oneAdminGroup(groupId);
    },

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
      if (await isFacilitator(group.id, userId)) throw conflict(groupMessages.facilitatorCannotJoin);
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
      const routeIds = await routeIdsOf(rows.map((row) => row.id));
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

    async facilitated(viewer: Viewer): Promise<FacilitatedGroup[]> {
      const list =
        viewer.role === 'ADMIN'
          ? await db.select({ id: groups.id, name: groups.name, code: groups.code }).from(groups).orderBy(asc(groups.name), asc(groups.createdAt))
          : await db
              .select({ id: groups.id, name: groups.name, code: groups.code })
              .from(groupFacilitators)
              .innerJoin(groups, eq(groups.id, groupFacilitators.groupId))
              .where(eq(groupFacilitators.userId, viewer.userId))
              .orderBy(asc(groups.name), asc(groups.createdAt));
      return withRoutes(list);
    },

    /**
     * The group's report: aggregates only, each count suppressed by the rules of suppression.ts.
     * The people's ids go to the owning features' aggregates and never come back out.
     */
    report: async (viewer: Viewer, groupId: string, query: GroupReportQuery): Promise<GroupReport> => (await namedReport(viewer, groupId, query)).report,

    /** The report with the group's name (the CSV's first line). */
    namedReport,
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
