import { CalendarDays, House, Route as RouteIcon, UserRound, type LucideIcon } from 'lucide-react';
import { NavLink, Outlet, ScrollRestoration, useParams } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useContents } from '@/features/contents';
import { useRoutes } from '@/features/routes';
import { cn } from '@/lib/cn';

const tabs: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: paths.home.getHref(), label: 'Hogar', icon: House, end: true },
  { to: paths.routes.getHref(), label: 'Rutas', icon: RouteIcon },
  { to: paths.calendar.getHref(), label: 'Calendario', icon: CalendarDays },
  { to: paths.profile.getHref(), label: 'Perfil', icon: UserRound },
];

/** Content area plus the bottom tab bar (spec §2 "Signed-in layout"). */
export function SignedInLayout() {
  // The layout loads the routes list and, when the URL has a {routeId}, that route's contents
  // (spec §2); the screens read the same cached queries.
  const { routeId } = useParams();
  useRoutes();
  useContents(routeId);

  return (
    <div className="min-h-dvh bg-navy-900">
      <ScrollRestoration />
      <header className="mx-auto hidden w-full max-w-3xl px-5 pt-6 md:block">
        <Logo />
      </header>
      <main className="mx-auto w-full max-w-3xl px-5 pt-6 pb-32">
        <Outlet />
      </main>
      <nav
        aria-label="Navegación principal"
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
                    <span
                      className={cn(
                        'grid h-8 w-14 place-items-center rounded-full transition-colors',
                        isActive && 'bg-amber-400/15',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-5" strokeWidth={isActive ? 2.5 : 2} />
                    </span>
                    {label}
                  </>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
