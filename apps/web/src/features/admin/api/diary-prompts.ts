import type { AdminDiaryPrompt, CreateDiaryPromptBody } from '@sendero/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

const diaryPromptsKey = ['admin', 'diary-prompts'] as const;

/** GET /admin/diary-prompts: every prompt of the diary, retired ones too. */
export const useAdminDiaryPrompts = () =>
  useQuery(queryOptions({ queryKey: diaryPromptsKey, queryFn: () => api.get<AdminDiaryPrompt[]>('/admin/diary-prompts') }));

/** A write answers the prompt as it now is: put in the list at once, then the list is asked again. */
const usePromptWrite = <Input>(write: (input: Input) => Promise<AdminDiaryPrompt>, onError: (error: unknown) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (prompt) => {
      queryClient.setQueryData<AdminDiaryPrompt[]>(
        diaryPromptsKey,
        (prompts) =>
          prompts &&
          (prompts.some((known) => known.id === prompt.id) ? prompts.map((known) => (known.id === prompt.id ? prompt : known)) : [...prompts, prompt]),
      );
      // The people's prompts of the day change too (the ones this device has asked for).
      return Promise.all([queryClient.invalidateQueries({ queryKey: diaryPromptsKey }), queryClient.invalidateQueries({ queryKey: ['diary-prompt'] })]);
    },
    onError,
  });
};

export const useAddDiaryPrompt = () =>
  usePromptWrite((body: CreateDiaryPromptBody) => api.post<AdminDiaryPrompt>('/admin/diary-prompts', body), logFailure('Diary prompt add failed'));

export const useSetDiaryPromptRetired = () =>
  usePromptWrite(
    ({ id, retired }: { id: string; retired: boolean }) => api.patch<AdminDiaryPrompt>(`/admin/diary-prompts/${encodeURIComponent(id)}`, { retired }),
    logFailure('Diary prompt retire failed'),
  );
