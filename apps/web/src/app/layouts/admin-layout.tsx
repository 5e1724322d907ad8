import { Building2, House, LogOut, Map, Menu, PenLine, Users, X, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Dialog } from 'radix-ui';
import { useProfile } from '@/api/profile';
import { useSession } from '@/api/session';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const items: { to: string; label: string; icon: LucideIcon; end?: boolean; alsoActiveUnder?: string }[] = [
  { to: paths.admin.root.getHref(), label: 'Inicio', icon: House, end: true },
  // Contents live inside routes: their screens keep 'Rutas' highlighted.
  { to: paths.admin.routes.getHref(), label: 'Rutas', icon: Map, alsoActiveUnder: paths.admin.contents.path },
  { to: paths.admin.users.getHref(), label: 'Usuarios', icon: Users },
  { to: paths.admin.groups.getHref(), label: 'Grupos', icon: Building2 },
  { to: paths.admin.diaryPrompts.getHref(), label: 'Preguntas del diario', icon: PenLine },
];

function AdminMenu({ onNavigate, onLogout }: { onNavigate?: () => void; onLogout: () => void }) {
  const user = useProfile();
  const { pathname } = useLocation();
  const isUnder = (prefix: string | undefined) => Boolean(prefix) && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  return (
    <div className="flex h-full flex-col gap-6">
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label, icon: Icon, end, alsoActiveUnder }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-2xl px-4 py-3 font-semibold transition-colors',
                  isActive || isUnder(alsoActiveUnder) ? 'bg-amber-400 text-navy-950' : 'text-ink hover:bg-navy-700',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-3 border-t border-navy-700 pt-4">
        {user ? (
          <p className="px-4 text-sm text-ink-muted">
            {user.firstName} {user.lastName}
          </p>
        ) : null}
        <Button variant="ghost" className="justify-start rounded-2xl px-4" onClick={onLogout}>
          <LogOut aria-hidden="true" />
          Cerrar sesión
        </Button>
      </div>
    </div>
  );
}

/** Side menu on wide screens; on phones a top bar whose button opens the same menu as a drawer. */
export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const { logout } = useSession();

  const handleLogout = async () => {
    setDrawerOpen(false);
    await navigate(paths.login.getHref(), { replace: true, flushSync: true });
    logout();
  };

  return (
    <div className="min-h-dvh bg-navy-900 md:flex">
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-navy-700 bg-navy-950/95 px-4 py-3 backdrop-blur md:hidden">
        <Logo />
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Abrir menú">
              <Menu aria-hidden="true" />
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 bg-navy-900 p-5 shadow-2xl">
              <div className="flex items-center justify-between">
                <Dialog.Title asChild>
                  <h2 className="text-lg font-bold">Administración</h2>
                </Dialog.Title>
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" aria-label="Cerrar menú">
                    <X aria-hidden="true" />
                  </Button>
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Secciones del área de administración</Dialog.Description>
              <nav aria-label="Menú de administración" className="flex-1">
                <AdminMenu onNavigate={() => setDrawerOpen(false)} onLogout={() => void handleLogout()} />
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </header>

      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-8 border-r border-navy-700 bg-navy-950 p-5 md:flex">
        <div>
          <Logo />
          <p className="mt-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">Administración</p>
        </div>
        <nav aria-label="Menú de administración" className="flex-1">
          <AdminMenu onLogout={() => void handleLogout()} />
        </nav>
      </aside>

      <main className="mx-auto w-full max-w-[1200px] flex-1 px-5 py-6 md:px-10 md:py-10">
        <Outlet />
      </main>
    </div>
  );
}
