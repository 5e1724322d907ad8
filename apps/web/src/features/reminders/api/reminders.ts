import type { PushPublicKey, PushSubscriptionBody, ReminderSettings, ReminderSettingsBody } from '@sendero/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /reminders: the person's reminder; the defaults (`updatedAt: null`) before the first save. */
export const getReminders = () => api.get<ReminderSettings>('/reminders');

export const remindersQueryKey = ['reminders'] as const;

export const useReminders = () => useQuery(queryOptions({ queryKey: remindersQueryKey, queryFn: getReminders }));

/** PUT /reminders: answers with what was saved, which goes straight into the cache. */
export const useSaveReminders = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettingsBody) => api.put<ReminderSettings>('/reminders', body),
    onSuccess: (saved) => queryClient.setQueryData(remindersQueryKey, saved),
  });
};

/** GET /reminders/push-key: the server's VAPID public key, for pushManager.subscribe. */
export const getPushKey = () => api.get<PushPublicKey>('/reminders/push-key');

/** PUT /reminders/push-subscriptions: this browser's subscription. */
export const savePushSubscription = (subscription: PushSubscriptionBody) => api.put<void>('/reminders/push-subscriptions', subscription);

/** POST /reminders/unsubscribe/{token}: the stop link of the emails; no sign-in needed. */
export const stopEmailReminders = (token: string) => api.post<{ message: string }>(`/reminders/unsubscribe/${encodeURIComponent(token)}`);
