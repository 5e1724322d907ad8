import type { AdminUserDetail } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getUser = (userId: string) => api.get<AdminUserDetail>(`/auth/users/${encodeURIComponent(userId)}`);

export const getUserQueryOptions = (userId: string) => queryOptions({ queryKey: ['users', userId], queryFn: () => getUser(userId) });

export const useUser = (userId: string) => useQuery(getUserQueryOptions(userId));
