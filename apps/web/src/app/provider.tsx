import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { followSpanishOfProfile, prefetchProfileAtStart } from '@/api/profile';
import { getRoutesQueryOptions } from '@/api/routes';
import { SessionProvider } from '@/api/session';
import { ApiClientError } from '@/lib/api-client';
import { hasQueuedDiaryEntries } from '@/lib/diary-outbox-key';
import { isTokenExpired } from '@/lib/jwt';
import { logFailure } from '@/lib/log-failure';
import { getAccessToken, getRefreshToken, getSignedInUserId } from '@/lib/session-storage';
import { whenIdleAfterLoad } from '@/lib/when-idle';
import type { ScreenChanges } from './toaster';

export function createQueryClient() {
  // Started without a connection (an installed app opened offline): queries wait for it instead
  // of failing, and show what this device kept meanwhile (useOfflineCopy).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // An answer the server meant (4xx) will not change on a retry.
        retry: (failureCount, error) => !(error instanceof ApiClientError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
  followSpanishOfProfile(client);
  // Every signed-in screen starts from the routes list (the layout loads it): asked for beside the
  // profile rather than after it, it is one round trip less before a phone shows anything. Only
  // with a live access token: an expired one is first refreshed by the session, once.
  const accessToken = getAccessToken();
  if (accessToken && !isTokenExpired(accessToken) && getRefreshToken()) {
    void client.prefetchQuery(getRoutesQueryOptions());
    // The session restores once React has drawn (src/api/session.tsx) and takes this answer.
    prefetchProfileAtStart(client, accessToken);
  }
  return client;
}

// No toast shows before a person acts, so the toaster (and sonner) load once the first page is up
// instead of weighing on it; `toast()` calls share the same sonner module.
const AppToaster = lazy(() => import('./toaster').then((module) => ({ default: module.AppToaster })));

/**
 * What the person last saw stays on this device for them (src/lib/offline-cache.ts): kept up to
 * date while online, shown when the app starts offline or the connection goes. Loaded at once when
 * the app starts offline (it is what the screens show), otherwise once the first page is up.
 */
function useOfflineCopy(queryClient: QueryClient) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void import('@/lib/offline-cache')
        .then(async ({ keepOfflineCache, loadOfflineCache, showOfflineCache }) => {
          const userId = getSignedInUserId();
          if (userId) await loadOfflineCache(queryClient, userId, { show: !navigator.onLine });
          if (cancelled) return;
          const stopKeeping = keepOfflineCache(queryClient, getSignedInUserId);
          const onOffline = () => showOfflineCache(queryClient, getSignedInUserId());
          window.addEventListener('offline', onOffline);
          stop = () => {
            stopKeeping();
            window.removeEventListener('offline', onOffline);
          };
        })
        .catch(logFailure('Offline copy unavailable'));
    const cancelStart = navigator.onLine ? whenIdleAfterLoad(start) : (start(), undefined);
    return () => {
      cancelled = true;
      cancelStart?.();
      stop?.();
    };
  }, [queryClient]);
}

/** Diary entries written offline go out at start, when the connection returns, and every minute while any wait. */
function useSendQueuedDiaryEntries(queryClient: QueryClient) {
  useEffect(() => {
    const trySend = () => {
      if (!navigator.onLine || !hasQueuedDiaryEntries() || !getSignedInUserId()) return;
      import('@/api/diary-outbox').then(({ sendQueuedDiaryEntries }) => sendQueuedDiaryEntries(queryClient)).catch(logFailure('Queued diary entries not sent'));
    };
    trySend();
    window.addEventListener('online', trySend);
    const retry = setInterval(trySend, 60_000);
    return () => {
      window.removeEventListener('online', trySend);
      clearInterval(retry);
    };
  }, [queryClient]);
}

/** True once the page has loaded and the main thread is idle (see whenIdleAfterLoad). */
function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setIdle(true)), []);
  return idle;
}

export function AppProvider({ queryClient, screens, children }: { queryClient: QueryClient; screens?: ScreenChanges; children: ReactNode }) {
  useOfflineCopy(queryClient);
  useSendQueuedDiaryEntries(queryClient);
  // A toast made before the toaster is drawn is shown when it is (sonner keeps it).
  const showToaster = useIdleAfterLoad();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      {showToaster ? (
        <Suspense fallback={null}>
          <AppToaster screens={screens} />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
