import { useEffect, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { toast, Toaster, useSonner } from 'sonner';
import { shellText } from '@/components/shell.messages';
import { useMessages } from '@/lib/i18n';

/** What the toaster needs of the router: the current path, and word when it changes. */
export type ScreenChanges = {
  readonly state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
};

/**
 * A toast made this long before the screen changes belongs to the screen being left; one made
 * closer to it was made by the action that changes the screen ("Registro exitoso." on the way to
 * /login, a saved route on the way back to the list, including a guard's redirect after it), and
 * is meant for the next screen.
 */
export const CARRIED_TOAST_MS = 1500;

// sonner reads these variables; the values are the theme's navy and ink.
const toastTheme = {
  '--normal-bg': '#15253b',
  '--normal-text': '#eef2f8',
  '--normal-border': '#2a4264',
  '--border-radius': '16px',
  fontFamily: 'var(--font-sans)',
} as CSSProperties;

// Desktop: bottom-left, beside the centred content and above the floating tab bar, so it never
// covers the screen's next action. A phone has no room beside the content: there toasts drop from
// the top, under the sticky header and its "Ayuda" button, away from the actions at the bottom of the
// screen (decision 033).
const toastOffset = { bottom: 96 };
const toastMobileOffset = { top: 'calc(env(safe-area-inset-top) + 68px)', left: '12px', right: '12px' };
// sonner's own breakpoint for its mobile layout.
const narrowScreen = '(max-width: 600px)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(narrowScreen);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(narrowScreen).matches,
    () => false,
  );
}

/**
 * Toasts report the result of what the person just did, so only the newest one stays (an old error
 * never sits under a new success), and leaving a screen clears what was said on it ("Credenciales
 * incorrectas." is gone once the login succeeds).
 */
function useToastsFollowTheScreen(screens: ScreenChanges | undefined) {
  const { toasts } = useSonner();
  const firstSeen = useRef(new Map<string | number, number>());

  useEffect(() => {
    const now = Date.now();
    for (const shown of toasts) if (!firstSeen.current.has(shown.id)) firstSeen.current.set(shown.id, now);
    const active = toast.getToasts();
    const newest = active.at(-1);
    for (const older of active) if (older !== newest) toast.dismiss(older.id);
  }, [toasts]);

  useEffect(() => {
    if (!screens) return;
    let pathname = screens.state.location.pathname;
    return screens.subscribe((state) => {
      if (state.location.pathname === pathname) return;
      pathname = state.location.pathname;
      const cutoff = Date.now() - CARRIED_TOAST_MS;
      for (const shown of toast.getToasts()) {
        const seen = firstSeen.current.get(shown.id);
        if (seen !== undefined && seen < cutoff) toast.dismiss(shown.id);
      }
    });
  }, [screens]);
}

/** The app's one toaster (docs/product.md#limits-and-constants: at most 3 at once, 5 s), loaded once the first page is up. */
export function AppToaster({ screens }: { screens?: ScreenChanges }) {
  useToastsFollowTheScreen(screens);
  const narrow = useNarrowScreen();
  const t = useMessages(shellText);
  return (
    <Toaster
      position={narrow ? 'top-center' : 'bottom-left'}
      visibleToasts={3}
      duration={5000}
      theme="dark"
      closeButton
      containerAriaLabel={t.notifications}
      offset={toastOffset}
      mobileOffset={toastMobileOffset}
      style={toastTheme}
      toastOptions={{ closeButtonAriaLabel: t.closeNotice }}
    />
  );
}
