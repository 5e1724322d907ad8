import type { ProfileMetrics } from '@sendero/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withFailureLog } from '@/lib/log-failure';

/** GET /profile/metrics: the person's counts (records, videos, routes in progress, exercises, feelings). */
export const getMetrics = () => withFailureLog('Profile metrics load failed', api.get<ProfileMetrics>('/profile/metrics'));

export const metricsQueryKey = ['profile-metrics'] as const;

export const getMetricsQueryOptions = () => queryOptions({ queryKey: metricsQueryKey, queryFn: getMetrics });

export const useMetrics = () => useQuery(getMetricsQueryOptions());

/** After every write the metrics count: a diary entry, a started Route, a completed Content. */
export const invalidateMetrics = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: metricsQueryKey });
