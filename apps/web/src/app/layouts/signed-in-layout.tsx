import { CalendarDays, House, Route as RouteIcon, UserRound, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink, Outlet, ScrollRestoration, useLocation, useParams } from 'react-router';
import { useContents } from '@/api/contents';
import { useRoutes } from '@/api/routes';
import { LogoAndHelp } from '@/components/logo-and-help';
import { paths } from '@/config/paths';
import { loadHelpSheet } from '@/features/safety';
import { cn } from '@/lib/cn';
import { useHelpSheetOpen } from '@/lib/help-sheet';
import { useMessages } from '@/lib/i18n';
import { shellText } from '@/components/shell.messages';

const tabs: { to: string; label: 'home' | 'routes' | 'calendar' | 'profile'; icon: LucideIcon; end?: boolean }[] = [
  { to: paths.home.getHref(), label: 'home', icon: House, end: true },
  { to: paths.routes.getHref(), label: 'routes', icon: RouteIcon },
  { to: paths.calendar.getHref(), label: 'calendar', icon: CalendarDays },
  { to: paths.profile.getHref(), label: 'profile', icon: UserRound },
];

const HelpSheet = lazy(() => loadHelpSheet().then((HelpSheet) => ({ default: HelpSheet })));

/**
 * The sheet's code comes in a moment after the screen is up (so it opens at once when asked for,
 * even on a poor connection), and is drawn from the first time it is opened.
 */
function HelpSheetWhenOpened() {
  const open = useHelpSheetOpen();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  useEffect(() => {
    const prefetch = setTimeout(() => void loadHelpSheet(), 1500);
    return () => clearTimeout(prefetch);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <HelpSheet />
    </Suspense>
  ) : null;
}

/** Content area plus the bottom tab bar (docs/product.md#screens "Signed-in layout"). */
export function SignedInLayout() {
  const t = useMessages(shellText);
  // The layout loads the routes list and, when the URL has a {routeId}, that route's contents
  // (docs/product.md#screens); the screens read the same cached queries.
  const { routeId } = useParams();
  useRoutes();
  useContents(routeId);
  // The diary flow has its own sticky Atrás / Siguiente: no tab bar under it to tap by mistake.
  const inDiaryFlow = useLocation().pathname.startsWith('/records/daily-');

  return (
    <div className="min-h-dvh bg-navy-900">
      <ScrollRestoration />
      {/* "Ayuda" is one tap away on every screen: the person's lines, their plan, a minute of breathing.
          The header sticks (and sits above any screen's own header image), so help never scrolls away. */}
      <header className="sticky top-0 z-30 bg-navy-900/95 pt-[env(safe-area-inset-top)] backdrop-blur">
        <LogoAndHelp />
      </header>
      <HelpSheetWhenOpened />
      <main className={cn('mx-auto w-full max-w-3xl px-5 pt-4 md:pt-6', inDiaryFlow ? 'pb-0' : 'pb-32')}>
        <Outlet />
      </main>
      {inDiaryFlow ? null : (
        <nav
          aria-label={t.mainNavigation}
          className="fixed inset-x-0 bottom-0 z-40 border-t border-navy-700 bg-navy-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:inset-x-auto md:bottom-5 md:left-1/2 md:w-[480px] md:-translate-x-1/2 md:rounded-full md:border md:border-navy-600 md:pb-0 md:shadow-xl md:shadow-black/40"
        >
          <ul className="mx-auto grid max-w-md grid-cols-4">
            {tabs.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    cn(
                      'flex flex-col items-center gap-1 py-2.5 text-xs font-bold transition-colors md:py-2',
                      isActive ? 'text-amber-300' : 'text-ink-muted hover:text-ink',
                    )
                  }
                >
                  {({ isActive }) => (
                    <>
                      <span className={cn('grid h-8 w-14 place-items-center rounded-full transition-colors', isActive && 'bg-amber-400/15')}>
                        <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.5 : 2} />
                      </span>
                      {t[label]}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
