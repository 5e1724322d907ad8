import { SHORT_DAY_NAMES, formatLongDay, toDayKey } from '@/lib/format';
import { cn } from '@/lib/cn';

/** Today and the two days either side of it (spec §9: five days). */
export function getDayStrip(today: Date): Date[] {
  return [-2, -1, 0, 1, 2].map((offset) => new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
}

export function DayStrip({ today = new Date() }: { today?: Date }) {
  const todayKey = toDayKey(today);
  return (
    <ol className="grid grid-cols-5 gap-2" aria-label="Esta semana">
      {getDayStrip(today).map((day) => {
        const key = toDayKey(day);
        const isToday = key === todayKey;
        return (
          <li key={key} aria-current={isToday ? 'date' : undefined}>
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
            </time>
          </li>
        );
      })}
    </ol>
  );
}
