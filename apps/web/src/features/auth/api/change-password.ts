import type { ChangePasswordBody, ChangePasswordResponse } from '@sendero/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server ends every other session on a password change and hands this one a new pair. */
export const changePassword = (body: ChangePasswordBody) => api.post<ChangePasswordResponse>('/auth/reset-password', body);

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
