import type { GroupReport, GroupReportQuery } from '@sendero/shared';
import { createGroupAdmin, type GroupAdminDeps } from './group-admin.js';
import { createGroupMembership, type GroupMembershipDeps } from './group-membership.js';
import type { Viewer } from './group-reads.js';
import { facilitatedGroups, namedReport, type GroupReportDeps } from './group-report.js';

export type { GroupMember } from './group-reads.js';
export { firstAndLastScores } from './group-report.js';

export type GroupsDeps = GroupAdminDeps & GroupMembershipDeps & GroupReportDeps;

/** Groups and programmes (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations"): who runs them, who is in them, and their report. */
export function createGroupService(deps: GroupsDeps) {
  return {
    ...createGroupAdmin(deps),
    ...createGroupMembership(deps),
    facilitated: (viewer: Viewer) => facilitatedGroups(deps, viewer),
    /** The group's report: aggregates only, suppressed (group-report.ts, suppression.ts). */
    report: async (viewer: Viewer, groupId: string, query: GroupReportQuery): Promise<GroupReport> => (await namedReport(deps, viewer, groupId, query)).report,
    /** The report with the group's name (the CSV's first line). */
    namedReport: (viewer: Viewer, groupId: string, query: GroupReportQuery) => namedReport(deps, viewer, groupId, query),
  };
}

export type GroupService = ReturnType<typeof createGroupService>;
