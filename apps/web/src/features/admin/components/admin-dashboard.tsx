import { ChevronRight, Map, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { paths } from '@/config/paths';
import { AdminPageHeader } from './admin-page-header';
import { SafetyStatsCard } from './safety-stats-card';
import { useMessages } from '@/lib/i18n';
import { adminText } from './messages';

function DashboardCard({ to, icon, title, description }: { to: string; icon: ReactNode; title: string; description: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-3xl border border-navy-600/60 bg-navy-800 p-6 shadow-lg shadow-black/20 transition-colors hover:border-amber-400/60"
    >
      <IconTile size="xl" tone="bright">
        {icon}
      </IconTile>
      <span className="flex-1">
        <span className="block text-xl font-bold">{title}</span>
        <span className="block text-sm text-ink-muted">{description}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-ink-muted transition-transform group-hover:translate-x-1" />
    </Link>
  );
}

export function AdminDashboard() {
  const t = useMessages(adminText);
  return (
    <>
      <AdminPageHeader title="Inicio">{t.dashboardIntro}</AdminPageHeader>
      <div className="grid gap-4 md:grid-cols-2">
        <DashboardCard to={paths.admin.routes.getHref()} icon={<Map aria-hidden="true" />} title="Rutas" description={t.routesCard} />
        <DashboardCard to={paths.admin.users.getHref()} icon={<Users aria-hidden="true" />} title="Usuarios" description={t.usersCard} />
        <SafetyStatsCard />
      </div>
    </>
  );
}
