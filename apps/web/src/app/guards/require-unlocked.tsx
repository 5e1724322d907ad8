import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useAppLocked } from '@/lib/app-lock';

// Only what decides fits in the first page; the lock screen is a chunk of its own.
const LockedApp = lazy(() => import('./locked-app').then((module) => ({ default: module.LockedApp })));

/**
 * Every screen, unless the person's PIN locks the app (decision 044): then only the lock screen is
 * drawn, not drawn over the screen behind it.
 */
export function RequireUnlocked() {
  return useAppLocked() ? (
    <Suspense fallback={<FullScreenLoader />}>
      <LockedApp />
    </Suspense>
  ) : (
    <Outlet />
  );
}
