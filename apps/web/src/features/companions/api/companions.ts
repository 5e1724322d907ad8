import type {
  AccompaniedPerson,
  Companion,
  CompanionInvitation,
  CompanionRead,
  CompanionScope,
  CompanionSummary,
  DiaryPage,
  Route,
  SafetyPlan,
  UpdateCompanionBody,
} from '@sendero/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentTimeZone } from '@/lib/format';

// docs/product.md#companions-wellbeing-checks-and-organisations "A companion, with consent". Nothing here is kept on the device (lib/offline-cache.ts
// keeps only its own list of keys), and the companion's reads are never kept in memory either:
// each view asks the server again, so an ended relationship shows at the very next read.

export const companionsQueryKey = ['companions'] as const;
export const peopleQueryKey = ['people'] as const;

/** GET /companions: the person's companions. */
export const useCompanions = () => useQuery({ queryKey: companionsQueryKey, queryFn: () => api.get<Companion[]>('/companions') });

/** GET /companions/{id}/audit: every read of one companion, newest first. */
export const useCompanionAudit = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...companionsQueryKey, id, 'audit'],
    queryFn: () => api.get<CompanionRead[]>(`/companions/${encodeURIComponent(id)}/audit`),
    enabled,
    staleTime: 0,
  });

/** POST /companions/invitations: a new code. */
export const useCreateInvitation = () =>
  useMutation({ mutationFn: (scopes: CompanionScope[]) => api.post<CompanionInvitation>('/companions/invitations', { scopes }) });

/** PATCH /companions/{id}: the answer replaces that companion in the list. */
export const useUpdateCompanion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateCompanionBody & { id: string }) => api.patch<Companion>(`/companions/${encodeURIComponent(id)}`, body),
    onSuccess: (saved) =>
      queryClient.setQueryData<Companion[]>(companionsQueryKey, (list) => list?.map((companion) => (companion.id === saved.id ? saved : companion))),
  });
};

/** DELETE /companions/{id}: either side ends it. */
export const useEndCompanionship = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/companions/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: companionsQueryKey }), queryClient.invalidateQueries({ queryKey: peopleQueryKey })]),
  });
};

/** POST /companions/accept: the person joins "Personas que acompaño". */
export const useAcceptInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<AccompaniedPerson>('/companions/accept', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryKey }),
  });
};

/** GET /people: the people the caller accompanies. */
export const usePeople = () => useQuery({ queryKey: peopleQueryKey, queryFn: () => api.get<AccompaniedPerson[]>('/people'), staleTime: 0 });

// Someone else's data: asked for on every view, dropped from memory as soon as it leaves the screen.
const someoneElses = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: true } as const;
const personPath = (id: string, what: string) => `/people/${encodeURIComponent(id)}/${what}`;

export const usePersonSummary = (id: string) =>
  useQuery({
    queryKey: [...peopleQueryKey, id, 'summary'],
    queryFn: () => api.get<CompanionSummary>(`${personPath(id, 'summary')}?tz=${encodeURIComponent(currentTimeZone())}`),
    ...someoneElses,
  });

export const usePersonDiary = (id: string) =>
  useQuery({ queryKey: [...peopleQueryKey, id, 'diary'], queryFn: () => api.get<DiaryPage>(`${personPath(id, 'diary')}?limit=50`), ...someoneElses });

export const usePersonRoutes = (id: string) =>
  useQuery({ queryKey: [...peopleQueryKey, id, 'routes'], queryFn: () => api.get<Route[]>(personPath(id, 'routes')), ...someoneElses });

export const usePersonSafetyPlan = (id: string) =>
  useQuery({ queryKey: [...peopleQueryKey, id, 'safety-plan'], queryFn: () => api.get<SafetyPlan>(personPath(id, 'safety-plan')), ...someoneElses });
