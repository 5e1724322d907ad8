import type { SafetyStats } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/safety-stats: crisis replies per month, counts only. */
export const getSafetyStats = () => api.get<SafetyStats>('/admin/safety-stats');

export const getSafetyStatsQueryOptions = () => queryOptions({ queryKey: ['admin', 'safety-stats'] as const, queryFn: getSafetyStats });

export const useSafetyStats = () => useQuery(getSafetyStatsQueryOptions());
