import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/api/session';
import { LockScreen } from '@/features/lock';
import { loadHelpSheet } from '@/features/safety';
import { setAppLocked } from '@/lib/app-lock';
import { useHelpSheetOpen } from '@/lib/help-sheet';
import { getSignedInUserId } from '@/lib/session-storage';
import { paths } from '@/config/paths';

const LockedHelpSheet = lazy(() => loadHelpSheet().then((HelpSheet) => ({ default: () => <HelpSheet locked /> })));

/**
 * The app while the person's PIN locks it (decision 044): the lock screen alone, and "Ayuda" with the
 * crisis lines one tap away. Its own chunk, loaded only when the app is locked.
 */
export function LockedApp() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const helpOpen = useHelpSheetOpen();
  const userId = getSignedInUserId();
  if (!userId) return null;
  return (
    <>
      <LockScreen
        userId={userId}
        onUnlocked={() => setAppLocked(false)}
        onSignOut={async () => {
          // To the login first (the lock stays up until then), then the normal logout, which unlocks.
          await navigate(paths.login.getHref(), { replace: true, flushSync: true });
          logout();
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
