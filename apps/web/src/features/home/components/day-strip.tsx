import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { SHORT_DAY_NAMES, formatLongDay, toDayKey } from '@/lib/format';
import { useDaysWithRecords } from '../hooks/use-days-with-records';

/** Today and the two days either side of it (docs/product.md#limits-and-constants: five days). */
export function getDayStrip(today: Date): Date[] {
  return [-2, -1, 0, 1, 2].map((offset) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
}

type DayStripProps = {
  today?: Date;
  /** Day keys (YYYY-MM-DD, local time) that have diary records: they get a small dot. */
  daysWithRecords?: ReadonlySet<string>;
};

export function DayStrip({ today = new Date(), daysWithRecords }: DayStripProps) {
  const todayKey = toDayKey(today);
  return (
    <ol className="grid grid-cols-5 gap-2" aria-label="Esta semana">
      {getDayStrip(today).map((day) => {
        const key = toDayKey(day);
        const isToday = key === todayKey;
        const hasRecords = daysWithRecords?.has(key) ?? false;
        const content = (
          <time
            dateTime={key}
            className={cn(
              'flex flex-col items-center gap-1 rounded-2xl py-3 transition-colors',
              isToday ? 'bg-amber-400 text-navy-950 shadow-lg shadow-amber-400/20' : 'bg-navy-800 text-ink',
            )}
          >
            <span aria-hidden="true" className={cn('text-xs font-semibold', isToday ? 'text-navy-950' : 'text-ink-muted')}>
              {SHORT_DAY_NAMES[day.getDay()]}
            </span>
            <span aria-hidden="true" className="text-xl font-extrabold">
              {day.getDate()}
            </span>
            <span className="sr-only">{isToday ? `Hoy, ${formatLongDay(day)}` : formatLongDay(day)}</span>
            {/* Empty, so nothing is read; the sr-only text below says it. */}
            <span
              data-testid={hasRecords ? 'record-dot' : undefined}
              className={cn('size-1.5 rounded-full', hasRecords ? (isToday ? 'bg-navy-950' : 'bg-amber-300') : 'bg-transparent')}
            />
            {hasRecords ? <span className="sr-only">, con registros</span> : null}
            {key <= todayKey ? <span className="sr-only">. Escribir una entrada para este día</span> : null}
          </time>
        );
        return (
          <li key={key} aria-current={isToday ? 'date' : undefined}>
            {/* Today and past days open the diary for that day (decision 029); days to come are not for writing. */}
            {key <= todayKey ? (
              <Link
                to={paths.dailyEmotion.getHref(key)}
                className="block rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
              >
                {content}
              </Link>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The strip for today, with a dot on the days that have diary records (failures stay silent). */
export function DayStripWithRecords({ today = new Date() }: { today?: Date }) {
  const daysWithRecords = useDaysWithRecords(getDayStrip(today));
  return <DayStrip today={today} daysWithRecords={daysWithRecords} />;
}
