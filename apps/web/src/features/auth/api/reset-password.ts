import type { MessageResponse } from '@sendero/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type ResetPasswordInput = { token: string; newPassword: string };

export const resetPassword = ({ token, newPassword }: ResetPasswordInput) =>
  api.post<MessageResponse>(`/auth/reset-password/${encodeURIComponent(token)}`, { newPassword });

export const useResetPasswordMutation = () => useMutation({ mutationFn: resetPassword });
