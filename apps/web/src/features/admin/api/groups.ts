import type { AdminGroup, CreatedGroup } from '@sendero/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

const adminGroupsKey = ['groups', 'admin'] as const;

/** GET /admin/groups: every group with its facilitators, routes and (suppressed) member count. */
export const useAdminGroups = () => useQuery(queryOptions({ queryKey: adminGroupsKey, queryFn: () => api.get<AdminGroup[]>('/admin/groups') }));

/** Every write here changes what facilitators see too (their list of groups). */
const useGroupWrite = <Input, Output>(write: (input: Input) => Promise<Output>, onError: (error: unknown) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['groups'] }),
    onError,
  });
};

export const useCreateGroup = () => useGroupWrite((name: string) => api.post<CreatedGroup>('/admin/groups', { name }), logFailure('Group create failed'));

export const useSetGroupFacilitators = () =>
  useGroupWrite(
    ({ groupId, userIds }: { groupId: string; userIds: string[] }) =>
      api.put<AdminGroup>(`/admin/groups/${encodeURIComponent(groupId)}/facilitators`, { userIds }),
    logFailure('Group facilitators save failed'),
  );

export const useSetGroupRoutes = () =>
  useGroupWrite(
    ({ groupId, routeIds }: { groupId: string; routeIds: string[] }) =>
      api.put<AdminGroup>(`/admin/groups/${encodeURIComponent(groupId)}/routes`, { routeIds }),
    logFailure('Group routes save failed'),
  );
