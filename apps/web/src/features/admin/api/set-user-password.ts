import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SetUserPasswordBody = { userId: string; newPassword: string };

export const setUserPassword = (body: SetUserPasswordBody) => api.post<unknown>('/auth/admin/reset-password', body);

export const useSetUserPasswordMutation = () => useMutation({ mutationFn: setUserPassword });
