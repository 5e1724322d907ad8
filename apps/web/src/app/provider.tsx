import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { getRoutesQueryOptions } from '@/api/routes';
import { SessionProvider } from '@/api/session';
import { ApiClientError } from '@/lib/api-client';
import { isTokenExpired } from '@/lib/jwt';
import { getAccessToken, getRefreshToken } from '@/lib/session-storage';

function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // An answer the server meant (4xx) will not change on a retry.
        retry: (failureCount, error) =>
          !(error instanceof ApiClientError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
  // Every signed-in screen starts from the routes list (the layout loads it): asked for beside the
  // profile rather than after it, it is one round trip less before a phone shows anything. Only
  // with a live access token: an expired one is first refreshed by the session, once.
  const accessToken = getAccessToken();
  if (accessToken && !isTokenExpired(accessToken) && getRefreshToken()) void client.prefetchQuery(getRoutesQueryOptions());
  return client;
}

// sonner reads these variables; the values are the theme's navy and ink.
const toastTheme = {
  '--normal-bg': '#15253b',
  '--normal-text': '#eef2f8',
  '--normal-border': '#2a4264',
  '--border-radius': '16px',
  fontFamily: 'var(--font-sans)',
} as CSSProperties;

// No toast shows before a person acts, so the toaster (and sonner) load after the first paint
// instead of weighing on the first page; `toast()` calls share the same sonner module.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

// Toasts sit above the tab bar at the bottom of every signed-in screen.
const toastOffset = { bottom: 96 };
const toastMobileOffset = { bottom: 'calc(env(safe-area-inset-bottom) + 84px)' };

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <Suspense fallback={null}>
        <Toaster
          position="bottom-left"
          visibleToasts={3}
          duration={5000}
          theme="dark"
          closeButton
          containerAriaLabel="Notificaciones"
          offset={toastOffset}
          mobileOffset={toastMobileOffset}
          style={toastTheme}
        />
      </Suspense>
    </QueryClientProvider>
  );
}
