import { asc, eq } from 'drizzle-orm';
import { Feeling, groupMessages, type FacilitatedGroup, type GroupReport, type GroupReportQuery } from '@sendero/shared';
import type { Clock } from '../../lib/clock.js';
import { forbidden } from '../../lib/http-errors.js';
import { groupOrNotFound, isFacilitator, membersOf, routeIdsOf, withRoutes, type GroupMember, type GroupReadDeps, type Viewer } from './group-reads.js';
import { groupFacilitators, groups } from './groups.tables.js';
import { reportPeriod } from './period.js';
import { suppressChain, suppressedMean, suppressWeek } from './suppression.js';

export type GroupReportDeps = GroupReadDeps & {
  clock: Clock;
  /** Per route, how many of `userIds` have started it and completed it (learning). */
  routeProgressCounts: (userIds: string[], routeIds: string[]) => Promise<{ routeId: string; started: number; completed: number }[]>;
  /** Per week of [from, to): people who wrote, and people who wrote each feeling (diary). */
  feelingsPerWeek: (people: GroupMember[], from: Date, to: Date) => Promise<{ week: string; writers: number; counts: Record<Feeling, number> }[]>;
  /** The WHO-5 checks of `userIds` in [from, to): raw scores, whose and when, never the answers (wellbeing's `checksOf`). */
  who5ChecksOf: (userIds: readonly string[], period: { from?: Date; to?: Date }) => Promise<{ userId: string; rawScore: number; createdAt: Date }[]>;
};

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

/** The groups a facilitator runs (all of them for an ADMIN), with their routes. */
export async function facilitatedGroups(deps: GroupReadDeps, viewer: Viewer): Promise<FacilitatedGroup[]> {
  const { db } = deps;
  const list =
    viewer.role === 'ADMIN'
      ? await db.select({ id: groups.id, name: groups.name, code: groups.code }).from(groups).orderBy(asc(groups.name), asc(groups.createdAt))
      : await db
          .select({ id: groups.id, name: groups.name, code: groups.code })
          .from(groupFacilitators)
          .innerJoin(groups, eq(groups.id, groupFacilitators.groupId))
          .where(eq(groupFacilitators.userId, viewer.userId))
          .orderBy(asc(groups.name), asc(groups.createdAt));
  return withRoutes(deps, list);
}

/**
 * The group's report with its name: aggregates only, each count suppressed by the rules of
 * suppression.ts. The people's ids go to the owning features' aggregates and never come back out.
 */
export async function namedReport(
  deps: GroupReportDeps,
  viewer: Viewer,
  groupId: string,
  query: GroupReportQuery,
): Promise<{ name: string; report: GroupReport }> {
  const { db } = deps;
  const group = await groupOrNotFound(db, groupId);
  if (viewer.role !== 'ADMIN' && !(await isFacilitator(db, groupId, viewer.userId))) throw forbidden(groupMessages.notFacilitator);
  const period = reportPeriod(query, deps.clock.now());
  const members = await membersOf(db, groupId);
  const memberCount = members.length;
  const routeIds = (await routeIdsOf(db, [groupId])).get(groupId) ?? [];
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
