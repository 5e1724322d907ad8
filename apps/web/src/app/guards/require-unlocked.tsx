import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAppLocked } from '@/lib/app-lock';

// Only what decides fits in the first page; the lock screen is a chunk of its own (a default
// export, as React.lazy takes it: a few bytes less in the first page).
const LockedApp = lazy(() => import('./locked-app'));

/**
 * Every screen, unless the person's PIN locks the app (decision 044): then only the lock screen is
 * drawn, not drawn over the screen behind it.
 */
export function RequireUnlocked() {
  return useAppLocked() ? (
    // Nothing while the lock's chunk comes (the service worker keeps it): never the screen behind.
    <Suspense>
      <LockedApp />
    </Suspense>
  ) : (
    <Outlet />
  );
}
