import type { AuthOptions } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, API_BASE } from '@/lib/api-client';

/** How people sign in on this server (PASSWORD_LOGIN, OIDC_NAME); it changes only with a restart. */
export const authOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'options'], queryFn: () => api.get<AuthOptions>('/auth/options'), staleTime: Infinity });

export const useAuthOptions = () => useQuery(authOptionsQueryOptions());

/** Where the "Entrar con…" button sends the browser: the server redirects on to the institution. */
export const oidcStartHref = `${API_BASE}/auth/oidc/start`;
