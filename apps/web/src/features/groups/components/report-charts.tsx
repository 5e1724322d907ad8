import { GROUP_REPORT_MIN_PEOPLE, type Feeling, type GroupReport } from '@sendero/shared';
import { feelings } from '@/lib/feelings';

/** How a suppressed figure reads everywhere: the screen, the tables and the CSV. */
export const SUPPRESSED = `menos de ${GROUP_REPORT_MIN_PEOPLE}`;
export const figure = (value: number | null, unit = '') => (value === null ? SUPPRESSED : `${value}${unit}`);

const weekFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const weekLabel = (week: string) => weekFormat.format(new Date(`${week}T00:00:00Z`));

// SVG fills in the feelings' own hues (lib/feelings.ts), written out so the styles are generated.
const fills: Record<Feeling, string> = {
  GREAT: 'fill-emerald-300',
  GOOD: 'fill-sky-300',
  NEUTRAL: 'fill-amber-200',
  BAD: 'fill-orange-300',
  TERRIBLE: 'fill-rose-300',
};

/** Started and completed per route, as bars against the group's size; a hidden figure draws no bar. */
export function RoutesChart({ routes, members }: { routes: GroupReport['routes']; members: number | null }) {
  const scale = Math.max(1, members ?? 0, ...routes.flatMap((route) => [route.started ?? 0, route.completed ?? 0]));
  const rowHeight = 56;
  const labelWidth = 0;
  const width = 320;
  const bar = (value: number | null) => (value === null ? 0 : Math.max(2, ((width - labelWidth - 90) * value) / scale));
  return (
    <svg viewBox={`0 0 ${width} ${routes.length * rowHeight}`} className="w-full max-w-md" aria-hidden="true" focusable="false">
      {routes.map((route, index) => {
        const y = index * rowHeight;
        return (
          <g key={route.routeId} transform={`translate(0 ${y})`}>
            <text x={0} y={12} className="fill-ink text-[11px] font-semibold">
              {route.title.length > 48 ? `${route.title.slice(0, 47)}…` : route.title}
            </text>
            <rect x={0} y={18} height={12} rx={6} width={bar(route.started)} className="fill-amber-400" />
            <text x={bar(route.started) + 6} y={28} className="fill-ink-muted text-[10px]">
              empezaron: {figure(route.started)}
            </text>
            <rect x={0} y={34} height={12} rx={6} width={bar(route.completed)} className="fill-emerald-300" />
            <text x={bar(route.completed) + 6} y={44} className="fill-ink-muted text-[10px]">
              completaron: {figure(route.completed)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Feelings per week as stacked columns of the shown counts; hidden counts are simply not drawn. */
export function FeelingsChart({ weeks }: { weeks: GroupReport['feelings'] }) {
  const height = 140;
  const top = 8;
  const bottom = 22;
  const columnWidth = 24;
  const gap = 8;
  const width = weeks.length * (columnWidth + gap);
  const max = Math.max(1, ...weeks.map((week) => Object.values(week.counts).reduce<number>((sum, count) => sum + (count ?? 0), 0)));
  const unit = (height - top - bottom) / max;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="w-full" aria-hidden="true" focusable="false">
      {weeks.map((week, index) => {
        const x = index * (columnWidth + gap) + gap / 2;
        let y = height - bottom;
        const hidden = Object.values(week.counts).every((count) => count === null);
        return (
          <g key={week.week}>
            {hidden ? <rect x={x} y={height - bottom - 2} width={columnWidth} height={2} className="fill-navy-500" /> : null}
            {feelings.map(({ value }) => {
              const count = week.counts[value];
              if (count === null) return null;
              y -= count * unit;
              return <rect key={value} x={x} y={y} width={columnWidth} height={count * unit} className={fills[value]} />;
            })}
            <text x={x + columnWidth / 2} y={height - 6} textAnchor="middle" className="fill-ink-muted text-[8px]">
              {weekLabel(week.week)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The feelings' colours, named, for the chart above. */
export function FeelingsLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted" aria-hidden="true">
      {feelings.map((feeling) => (
        <li key={feeling.value} className="flex items-center gap-2">
          <span className={`inline-block size-3 rounded-full ${feeling.barClass}`} />
          {feeling.label}
        </li>
      ))}
    </ul>
  );
}

/** The WHO-5 means at the first and the last check, on the 0–100 scale. */
export function Who5Chart({ meanFirst, meanLast }: { meanFirst: number; meanLast: number }) {
  const width = 320;
  const bar = (value: number) => Math.max(2, ((width - 60) * value) / 100);
  return (
    <svg viewBox={`0 0 ${width} 64`} className="w-full max-w-xl" aria-hidden="true" focusable="false">
      <text x={0} y={12} className="fill-ink-muted text-[10px]">
        Primer cuestionario
      </text>
      <rect x={0} y={16} height={12} rx={6} width={bar(meanFirst)} className="fill-sky-300" />
      <text x={bar(meanFirst) + 6} y={26} className="fill-ink text-[10px] font-semibold">
        {meanFirst} %
      </text>
      <text x={0} y={44} className="fill-ink-muted text-[10px]">
        Último cuestionario
      </text>
      <rect x={0} y={48} height={12} rx={6} width={bar(meanLast)} className="fill-emerald-300" />
      <text x={bar(meanLast) + 6} y={58} className="fill-ink text-[10px] font-semibold">
        {meanLast} %
      </text>
    </svg>
  );
}
