import type { Insights } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { metricsQueryKey } from '@/api/metrics';
import { api } from '@/lib/api-client';
import { currentTimeZone } from '@/lib/format';
import { withFailureLog } from '@/lib/log-failure';

/** GET /profile/insights in the person's time zone: weeks, months, the year in pixels, streak, weekdays, patterns. */
export const getInsights = (tz: string) =>
  withFailureLog('Profile insights load failed', api.get<Insights>(`/profile/insights?${new URLSearchParams({ tz }).toString()}`));

// Under the metrics' key, so every write that refreshes the metrics (a diary entry, an edit) refreshes these too.
export const getInsightsQueryOptions = (tz: string) =>
  queryOptions({ queryKey: [...metricsQueryKey, 'insights', tz] as const, queryFn: () => getInsights(tz) });

export const useInsights = () => useQuery(getInsightsQueryOptions(currentTimeZone()));
