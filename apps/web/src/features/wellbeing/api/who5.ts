import type { Who5Body, Who5Check, Who5Offer } from '@sendero/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The WHO-5 calls (docs/product.md#companions-wellbeing-checks-and-organisations "Wellbeing check (WHO-5)"). Only this feature shows them.

export const who5ChecksQueryKey = ['wellbeing', 'who5'] as const;
export const who5OfferQueryKey = ['wellbeing', 'who5', 'offer'] as const;

/** GET /wellbeing/who5: the person's checks, newest first. */
export const useWho5Checks = () => useQuery(queryOptions({ queryKey: who5ChecksQueryKey, queryFn: () => api.get<Who5Check[]>('/wellbeing/who5') }));

/** GET /wellbeing/who5/offer: whether home offers the check now. */
export const useWho5Offer = () => useQuery(queryOptions({ queryKey: who5OfferQueryKey, queryFn: () => api.get<Who5Offer>('/wellbeing/who5/offer') }));

/** POST /wellbeing/who5: the new check joins the list at its top, and home stops offering it. */
export const useRecordWho5 = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Who5Body) => api.post<Who5Check>('/wellbeing/who5', body),
    onSuccess: (check) => {
      queryClient.setQueryData<Who5Check[]>(who5ChecksQueryKey, (checks) => (checks ? [check, ...checks.filter((c) => c.id !== check.id)] : checks));
      queryClient.setQueryData<Who5Offer>(who5OfferQueryKey, { due: false });
      void queryClient.invalidateQueries({ queryKey: who5ChecksQueryKey, exact: true });
    },
  });
};

/** POST /wellbeing/who5/offer/dismissal: "Ahora no", for 14 days. */
export const useDismissWho5Offer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/wellbeing/who5/offer/dismissal'),
    onSuccess: () => queryClient.setQueryData<Who5Offer>(who5OfferQueryKey, { due: false }),
  });
};
