import type { UserRouteProgressItem } from '@sendero/shared';
import { Users } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/format';
import { useUserProgress } from '../../api/get-user-progress';
import { DataTable, type Column } from '../data-table';
import { ProgressStatusBadge } from '../labels';
import { couldNotLoad, EmptyCard, ListState } from '../list-state';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

const nameOf = (item: UserRouteProgressItem) => `${item.user.firstName} ${item.user.lastName}`.trim();
const emailOf = (item: UserRouteProgressItem) => item.user.email || item.email;

const columns: Column<UserRouteProgressItem>[] = [
  {
    header: 'Nombre',
    className: 'px-3 sm:px-5',
    cellClassName: 'align-top',
    cell: (item) => (
      <>
        <p className="font-semibold break-words">{nameOf(item)}</p>
        <p className="break-all text-ink-muted lg:hidden">{emailOf(item)}</p>
        <p className="text-xs text-ink-muted md:hidden">Última visita: {formatDate(item.lastVisitedAt)}</p>
      </>
    ),
  },
  {
    header: 'Correo',
    className: 'hidden px-3 sm:px-5 lg:table-cell',
    cellClassName: 'align-top break-all text-ink-muted',
    cell: emailOf,
  },
  {
    header: 'Estado',
    className: 'w-28 px-3 sm:w-32 sm:px-5',
    cellClassName: 'align-top',
    cell: (item) => <ProgressStatusBadge status={item.status} />,
  },
  {
    header: 'Progreso',
    className: 'w-24 px-3 sm:w-40 sm:px-5',
    cellClassName: 'align-top',
    cell: (item) => (
      <>
        <span className="font-bold tabular-nums">{Math.floor(item.progress)} %</span>
        <Progress value={item.progress} label={`Progreso de ${nameOf(item)}`} className="mt-1.5 hidden sm:block" />
      </>
    ),
  },
  {
    header: 'Última visita',
    className: 'hidden px-3 sm:px-5 md:table-cell',
    cellClassName: 'align-top text-ink-muted',
    cell: (item) => formatDate(item.lastVisitedAt),
  },
];

/** Everyone's progress on one route. On a phone the email and last visit sit under the name. */
export function RouteProgressTable({ routeId }: { routeId: string }) {
  const t = useMessages(adminText);
  const progress = useUserProgress(routeId);
  return (
    <ListState
      query={progress}
      size="section"
      loading="Cargando el progreso..."
      failed={couldNotLoad('el progreso')}
      empty={<EmptyCard icon={Users} title={t.nobodyStarted} hint={t.nobodyStartedHint} />}
    >
      {(items) => <DataTable caption="Progreso de los usuarios en esta ruta" columns={columns} rows={items} rowKey={(item) => item.id} />}
    </ListState>
  );
}
