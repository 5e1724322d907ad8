import type { SafetyStats } from '@sendero/shared';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatYearMonth } from '@/lib/format';
import { useSafetyStats } from '../api/get-safety-stats';
import { DataTable, type Column } from './data-table';
import { ListState } from './list-state';

type MonthCount = SafetyStats['crisisReplies'][number];

/** The "Seguridad" card: how many crisis replies Sendero gave each month. Counts only, never who or what. */
export function SafetyStatsCard() {
  const stats = useSafetyStats();
  return (
    <Card className="flex flex-col gap-4 md:col-span-2">
      <div className="flex items-center gap-4">
        <IconTile size="xl" tone="bright">
          <ShieldCheck aria-hidden="true" />
        </IconTile>
        <div>
          <h2 className="text-xl font-bold">Seguridad</h2>
          <p className="text-sm text-ink-muted">
            Respuestas de crisis por mes en los últimos 12 meses. Solo recuentos: nunca quién ni qué escribió.{' '}
            <Link to={paths.safetyInfo.getHref()} className="font-semibold text-amber-300 underline underline-offset-4">
              Cómo funciona
            </Link>
          </p>
        </div>
      </div>
      <ListState query={stats} size="inline" loading="Cargando..." failed="No se pudieron cargar los recuentos.">
        {({ crisisReplies: months }) => {
          const max = Math.max(1, ...months.map((month) => month.count));
          const total = months.reduce((sum, month) => sum + month.count, 0);
          const columns: Column<MonthCount>[] = [
            { header: 'Mes', cell: (month) => formatYearMonth(month.month) },
            { header: 'Respuestas', className: 'text-right', cellClassName: 'font-bold tabular-nums', cell: (month) => month.count },
            {
              header: <span className="sr-only">Gráfico</span>,
              className: 'w-1/2',
              cellClassName: 'pl-3',
              decorative: true,
              cell: (month) => <div className="h-2 rounded-full bg-amber-400" style={{ width: `${(month.count / max) * 100}%` }} />,
            },
          ];
          return (
            <DataTable
              variant="compact"
              caption={`Respuestas de crisis por mes (${total} en total)`}
              columns={columns}
              rows={months}
              rowKey={(month) => month.month}
            />
          );
        }}
      </ListState>
    </Card>
  );
}
