import type { Technique } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { metricsQueryKey } from '@/api/metrics';
import { api } from '@/lib/api-client';
import { withFailureLog } from '@/lib/log-failure';

/** GET /techniques: the guided audios and videos the person completed, the latest first. */
export const getTechniques = () => withFailureLog('Techniques load failed', api.get<Technique[]>('/techniques'));

// Under the metrics key: a completed content refreshes the metrics, and this list with them.
export const techniquesQueryOptions = () => queryOptions({ queryKey: [...metricsQueryKey, 'techniques'] as const, queryFn: getTechniques });

export const useTechniques = () => useQuery(techniquesQueryOptions());
