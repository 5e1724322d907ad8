import type { JoinedGroup, MyGroup } from '@sendero/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withFailureLog } from '@/lib/log-failure';

/** GET /groups: the groups the person joined, each with its routes in the group's order. */
export const getMyGroups = () => withFailureLog('Groups load failed', api.get<MyGroup[]>('/groups'));

export const myGroupsQueryKey = ['groups', 'mine'] as const;

export const useMyGroups = () => useQuery(queryOptions({ queryKey: myGroupsQueryKey, queryFn: getMyGroups }));

/** After joining or leaving: "Rutas" and Ajustes read the list again. */
export const invalidateMyGroups = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: myGroupsQueryKey });

/** POST /groups/join: 201 the first time, 200 when already in (both mean "you are in"). */
export const useJoinGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<JoinedGroup>('/groups/join', { code }),
    onSuccess: () => invalidateMyGroups(queryClient),
  });
};

/** DELETE /groups/{id}/membership: the person's figures leave the group's report with them. */
export const useLeaveGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) => api.delete<void>(`/groups/${encodeURIComponent(groupId)}/membership`),
    onSuccess: () => invalidateMyGroups(queryClient),
  });
};
