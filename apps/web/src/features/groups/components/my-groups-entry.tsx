import { Building2, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { useFacilitatedGroups } from '../api/facilitated';
import { groupsText } from './messages';

/** The way to "Mis grupos", shown only to someone who facilitates a group (a role on the group, not a global one). */
export function MyGroupsEntry() {
  const { data: groups } = useFacilitatedGroups();
  const t = useMessages(groupsText);
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
        <span className="block font-semibold text-ink">{t.myGroups}</span>
        <span className="block text-sm text-ink-muted">{groups.length === 1 ? t.facilitatesOne : t.facilitatesMany({ count: groups.length })}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
    </Link>
  );
}
