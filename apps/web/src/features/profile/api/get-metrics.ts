import type { ProfileMetrics } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getMetrics = async (): Promise<ProfileMetrics> => {
  try {
    return await api.get<ProfileMetrics>('/profile/metrics');
  } catch (error) {
    // Silent by design (spec §8): logged only.
    console.error('Profile metrics load failed', error);
    throw error;
  }
};

export const metricsQueryKey = ['profile', 'metrics'] as const;

export const getMetricsQueryOptions = () => queryOptions({ queryKey: metricsQueryKey, queryFn: getMetrics });

export const useMetrics = () => useQuery(getMetricsQueryOptions());
