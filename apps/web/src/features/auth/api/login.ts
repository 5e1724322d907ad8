import type { LoginBody, TokenPair } from '@sendero/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const login = (body: LoginBody) => api.post<TokenPair>('/auth/login', body);

export const useLoginMutation = () => useMutation({ mutationFn: login });
