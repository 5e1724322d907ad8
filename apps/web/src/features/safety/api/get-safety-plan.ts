import type { SafetyPlan } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /safety-plan: the person's own plan; empty lists before the first save. */
export const getSafetyPlan = () => api.get<SafetyPlan>('/safety-plan');

export const safetyPlanQueryKey = ['safety-plan'] as const;

export const getSafetyPlanQueryOptions = () => queryOptions({ queryKey: safetyPlanQueryKey, queryFn: getSafetyPlan });

export const useSafetyPlan = () => useQuery(getSafetyPlanQueryOptions());
