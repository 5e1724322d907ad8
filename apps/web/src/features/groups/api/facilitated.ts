import type { FacilitatedGroup, GroupReport } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { withFailureLog } from '@/lib/log-failure';
import { saveFile } from '@/lib/save-file';

/** GET /groups/facilitated: the groups the person runs (every group, for an admin). */
export const getFacilitatedGroups = () => withFailureLog('Facilitated groups load failed', api.get<FacilitatedGroup[]>('/groups/facilitated'));

export const facilitatedGroupsQueryOptions = () => queryOptions({ queryKey: ['groups', 'facilitated'], queryFn: getFacilitatedGroups });

export const useFacilitatedGroups = () => useQuery(facilitatedGroupsQueryOptions());

/** GET /groups/{id}/report: counts only, null where a figure would describe fewer than 10 people. */
export const useGroupReport = (groupId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['groups', 'report', groupId],
      // People join and leave at any time: each visit reads the report again, never one from a visit ago.
      staleTime: 0,
      queryFn: () => withFailureLog('Group report load failed', api.get<GroupReport>(`/groups/${encodeURIComponent(groupId)}/report`)),
    }),
  );

/** GET /groups/{id}/report.csv, saved by the browser. */
export async function downloadReportCsv(groupId: string, groupName: string): Promise<void> {
  const csv = await apiDownload(`/groups/${encodeURIComponent(groupId)}/report.csv`);
  const slug =
    groupName
      .normalize('NFD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'grupo';
  saveFile(csv, `informe-${slug}-${new Date().toISOString().slice(0, 10)}.csv`);
}
