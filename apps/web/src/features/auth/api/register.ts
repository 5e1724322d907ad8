import type { RegisterBody, RegisterResponse } from '@sendero/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const register = (body: RegisterBody) => api.post<RegisterResponse>('/auth/register', body);

export const useRegisterMutation = () => useMutation({ mutationFn: register });
