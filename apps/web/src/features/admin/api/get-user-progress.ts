import type { UserRouteProgressItem } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getUserProgress = (routeId: string) => api.get<UserRouteProgressItem[]>(`/user-progress?routeId=${encodeURIComponent(routeId)}`);

export const getUserProgressQueryOptions = (routeId: string) => queryOptions({ queryKey: ['user-progress', routeId], queryFn: () => getUserProgress(routeId) });

export const useUserProgress = (routeId: string) => useQuery(getUserProgressQueryOptions(routeId));
