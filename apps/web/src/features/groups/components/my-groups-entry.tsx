import { Building2, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { paths } from '@/config/paths';
import { useFacilitatedGroups } from '../api/facilitated';

/** The way to "Mis grupos", shown only to someone who facilitates a group (a role on the group, not a global one). */
export function MyGroupsEntry() {
  const { data: groups } = useFacilitatedGroups();
  if (!groups || groups.length === 0) return null;
  return (
    <Link
      to={paths.myGroups.getHref()}
      className="flex items-center gap-3 rounded-3xl border border-navy-600/60 bg-navy-800 p-4 transition-colors hover:border-amber-400/60"
    >
      <IconTile size="sm" tone="bright">
        <Building2 aria-hidden="true" />
      </IconTile>
      <span className="flex-1">
        <span className="block font-semibold text-ink">Mis grupos</span>
        <span className="block text-sm text-ink-muted">
          {groups.length === 1 ? 'Facilitas 1 grupo' : `Facilitas ${groups.length} grupos`}: sus rutas y su informe.
        </span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
    </Link>
  );
}
