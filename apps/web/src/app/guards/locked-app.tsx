import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { paths } from '@/config/paths';
import { LockScreen } from '@/features/lock';
import { loadHelpSheet } from '@/features/safety';
import { setAppLocked } from '@/lib/app-lock';
import { useHelpSheetOpen } from '@/lib/help-sheet';
import { logFailure } from '@/lib/log-failure';
import { getSignedInUserId } from '@/lib/session-storage';

const LockedHelpSheet = lazy(() => loadHelpSheet().then((HelpSheet) => ({ default: () => <HelpSheet locked /> })));

/**
 * The app while the person's PIN locks it (decision 044): the lock screen alone, and "Ayuda" with the
 * crisis lines one tap away. Its own chunk, loaded only when the app is locked.
 *
 * When the session ends, the lock stays up until the screen that follows (the login) is the one
 * drawn, and only then lifts: lifted first, the signed-in screen behind it would be drawn for a
 * moment without a session and send the person to the welcome screen instead.
 */
export default function LockedApp() {
  const { isAuthenticated, logout } = useSession();
  const navigate = useNavigate();
  const helpOpen = useHelpSheetOpen();
  const { pathname } = useLocation();
  const [userId] = useState(getSignedInUserId);
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const leaving = useRef(false);

  const leaveFor = (href: string) => {
    leaving.current = true;
    setLeavingFor(href);
    void navigate(href, { replace: true });
  };
  // Lifted once this screen is drawn at the new address: the router draws a navigation as a
  // transition, so the navigation's promise can settle before the screens below know of it.
  useEffect(() => {
    if (leavingFor === pathname) setAppLocked(false);
  }, [leavingFor, pathname]);

  // The session ended elsewhere (another tab signed out, the server ended it): nothing left to lock.
  useEffect(() => {
    if (!isAuthenticated && !leaving.current) leaveFor(paths.welcome.getHref());
  });

  if (!userId) return null;
  return (
    <>
      <LockScreen
        userId={userId}
        onUnlocked={() => {
          setAppLocked(false);
          // The entries written while offline are sealed: only now can they be read and sent (decision 062).
          if (navigator.onLine)
            void import('@/api/diary-outbox')
              .then(({ sendQueuedDiaryEntries }) => sendQueuedDiaryEntries(queryClient))
              .catch(logFailure('Queued diary entries not sent'));
        }}
        onSignOut={() => {
          leaving.current = true;
          // The normal logout, which erases what this device kept and the draft; then the login.
          logout();
          leaveFor(paths.login.getHref());
        }}
      />
      {helpOpen ? (
        <Suspense fallback={null}>
          <LockedHelpSheet />
        </Suspense>
      ) : null}
    </>
  );
}
