import type { SafetyPlan, SafetyPlanBody } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { safetyPlanQueryKey } from './get-safety-plan';

/** PUT /safety-plan: replaces the whole plan and answers with what was saved. */
export const saveSafetyPlan = (plan: SafetyPlanBody) => api.put<SafetyPlan>('/safety-plan', plan);

/** Saves, and puts the saved plan straight into the cache so the Ayuda sheet shows it at once. */
export const useSaveSafetyPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSafetyPlan,
    onSuccess: (saved) => queryClient.setQueryData(safetyPlanQueryKey, saved),
  });
};
