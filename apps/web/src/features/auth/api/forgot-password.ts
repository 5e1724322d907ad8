import type { ForgotPasswordBody, MessageResponse } from '@sendero/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestPasswordReset = (body: ForgotPasswordBody) => api.post<MessageResponse>('/auth/forgot-password', body);

export const useForgotPasswordMutation = () => useMutation({ mutationFn: requestPasswordReset });
