import { Feeling, type FeelingPeriod, type Insights } from '@sendero/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { getFeeling } from '@/lib/feelings';
import { useInsights } from '../api/insights';
import { InsightsFinerFeelings } from './insights-finer-feelings';
import { useMessages } from '@/lib/i18n';
import { statsText, type StatsText } from '../stats.messages';

// The chart and its library load only when this tab shows them.
const FeelingsOverTimeChart = lazy(() => import('./feelings-over-time-chart').then((module) => ({ default: module.FeelingsOverTimeChart })));

const dayMonth = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('es-ES', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const asDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const weekLabel = (start: string) => (start ? dayMonth.format(asDate(start)) : '');
const monthLabel = (start: string) => (start ? monthYear.format(asDate(start)) : '');
const score = (value: number) => value.toLocaleString('es-ES', { maximumFractionDigits: 1 });
const days = (t: StatsText, count: number) => (count === 1 ? t.oneDay : t.days({ count }));

export const WEEKDAY_NAMES = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados', 'domingos'] as const;
// Labels of one day each: singular ("Sábado", like "Lunes"), where the sentence above says "Los sábados".
const WEEKDAY_TITLES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <Card className="flex flex-col gap-3 p-4">{children}</Card>
    </section>
  );
}

/** "Llevas 4 días escribiendo": only ever what is there, never what was lost. */
function Streak({ streak }: { streak: Insights['streak'] }) {
  const t = useMessages(statsText);
  return (
    <Section id="insights-streak" title={t.yourStreak}>
      {streak.days > 0 ? (
        <>
          <p className="text-2xl font-extrabold text-amber-300">{t.streakDays({ days: days(t, streak.days) })}</p>
          <p className="text-sm text-ink-muted">{t.streakKind}</p>
        </>
      ) : (
        <p className="text-ink-muted">{t.streakEmpty}</p>
      )}
    </Section>
  );
}

function OverTime({ weeks, months }: { weeks: FeelingPeriod[]; months: FeelingPeriod[] }) {
  const t = useMessages(statsText);
  const [view, setView] = useState<'weeks' | 'months'>('weeks');
  const periods = view === 'weeks' ? weeks : months;
  const label = view === 'weeks' ? weekLabel : monthLabel;
  const written = periods.filter((period) => period.meanScore !== null);
  const caption = view === 'weeks' ? t.weeklyMean : t.monthlyMean;
  return (
    <Section id="insights-over-time" title={t.overTime}>
      <div role="group" aria-label="Periodo" className="flex gap-2">
        {(['weeks', 'months'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className={cn(
              'min-h-11 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300',
              view === option ? 'border-amber-300 bg-amber-400/15 text-amber-100' : 'border-navy-500 text-ink',
            )}
          >
            {option === 'weeks' ? t.weeks : t.months}
          </button>
        ))}
      </div>
      {written.length === 0 ? (
        <p className="text-ink-muted">{t.overTimeEmpty}</p>
      ) : (
        <>
          <Suspense fallback={<div className="min-h-[200px]" />}>
            <FeelingsOverTimeChart periods={periods} label={label} />
          </Suspense>
          {/* Hidden by a wrapper: a table ignores sr-only's 1px width, and its caption would widen the page. */}
          <div className="sr-only">
            <table>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{view === 'weeks' ? t.weekOf : t.month}</th>
                  <th scope="col">{t.mean}</th>
                  <th scope="col">{t.recordsLabel}</th>
                </tr>
              </thead>
              <tbody>
                {periods.map((period) => (
                  <tr key={period.start}>
                    <th scope="row">{view === 'weeks' ? weekLabel(period.start) : monthName.format(asDate(period.start))}</th>
                    <td>{period.meanScore === null ? t.withoutRecords : score(period.meanScore)}</td>
                    <td>{period.records}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Section>
  );
}

/** Each local day of the last year, coloured by how it ended; a sentence says the same in words. */
function YearInPixels({ pixels }: { pixels: Insights['yearInPixels'] }) {
  const t = useMessages(statsText);
  const written = pixels.filter((pixel) => pixel.feeling);
  const counts = Feeling.options
    .map((feeling) => ({ feeling, count: written.filter((pixel) => pixel.feeling === feeling).length }))
    .filter(({ count }) => count > 0);
  const summary =
    written.length === 0
      ? t.yearEmpty
      : t.yearSummary({
          days: days(t, written.length),
          counts: counts.map(({ feeling, count }) => `${getFeeling(feeling).label}, ${days(t, count)}`).join('; '),
        });
  // Rows are weekdays (Monday first), so the first column starts on the first pixel's weekday.
  const firstWeekday = (asDate(pixels[0]?.date ?? '1970-01-05').getUTCDay() + 6) % 7;
  return (
    <Section id="insights-year" title={t.yearTitle}>
      <p className="text-sm text-ink-muted">{summary}</p>
      <div aria-hidden="true" className="grid w-full grid-flow-col grid-rows-7 gap-[2px]" style={{ gridAutoColumns: 'minmax(0, 1fr)' }}>
        {Array.from({ length: firstWeekday }, (_, index) => (
          <span key={`pad-${index}`} />
        ))}
        {pixels.map((pixel) => (
          <span
            key={pixel.date}
            title={pixel.feeling ? `${pixel.date}: ${getFeeling(pixel.feeling).label}` : pixel.date}
            className={cn('aspect-square rounded-[2px]', pixel.feeling ? getFeeling(pixel.feeling).barClass : 'bg-navy-700')}
          />
        ))}
      </div>
      <ul aria-hidden="true" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted">
        {Feeling.options.map((feeling) => (
          <li key={feeling} className="flex items-center gap-1">
            <span className={cn('size-2.5 rounded-[2px]', getFeeling(feeling).barClass)} />
            {getFeeling(feeling).label}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Weekdays({ weekdays }: { weekdays: Insights['weekdays'] }) {
  const t = useMessages(statsText);
  const known = weekdays.filter((day) => day.meanScore !== null && day.days >= 2);
  const top = known.length >= 3 ? known.reduce((a, b) => ((b.meanScore ?? 0) > (a.meanScore ?? 0) ? b : a)) : null;
  // Said only when that day stands out by half a point from the others' mean, as the patterns do: small gaps are noise.
  const others = top ? known.filter((day) => day !== top).map((day) => day.meanScore ?? 0) : [];
  const best = top && (top.meanScore ?? 0) - others.reduce((sum, value) => sum + value, 0) / others.length >= 0.5 ? top : null;
  return (
    <Section id="insights-weekdays" title={t.byWeekday}>
      {best ? <p>{t.bestWeekday({ weekday: WEEKDAY_NAMES[best.weekday - 1] ?? '' })}</p> : <p className="text-ink-muted">{t.weekdaysEmpty}</p>}
      <ul className="flex flex-col gap-2">
        {weekdays.map((day) => {
          const name = WEEKDAY_TITLES[day.weekday - 1] ?? '';
          const text = day.meanScore === null ? t.weekdayEmpty({ name }) : t.weekdayMean({ name, score: score(day.meanScore), days: days(t, day.days) });
          return (
            <li key={day.weekday} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3">
              <span className="font-semibold">{name}</span>
              <span role="img" aria-label={text} className="h-3 overflow-hidden rounded-full bg-navy-700">
                <span className="block h-full rounded-full bg-amber-300" style={{ width: `${day.meanScore === null ? 0 : (day.meanScore / 5) * 100}%` }} />
              </span>
              <span aria-hidden="true" className="text-sm text-ink-muted tabular-nums">
                {day.meanScore === null ? '—' : score(day.meanScore)}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Patterns({ patterns }: { patterns: Insights['patterns'] }) {
  const t = useMessages(statsText);
  return (
    <Section id="insights-patterns" title={t.patterns}>
      {patterns.length === 0 ? (
        <p className="text-ink-muted">{t.patternsEmpty}</p>
      ) : (
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {patterns.map((pattern) => (
            <li key={pattern.tag}>{pattern.sentence}</li>
          ))}
        </ul>
      )}
      <p className="text-xs text-ink-muted">{t.patternsNote}</p>
    </Section>
  );
}

/** The insights below "Actividad" and "Cómo te has sentido" in "Estadísticas". */
export function ProfileInsights() {
  const t = useMessages(statsText);
  const { data, isError } = useInsights();
  if (isError) return <p className="text-ink-muted">{t.insightsFailed}</p>;
  if (!data)
    return (
      <p className="text-ink-muted" role="status">
        {t.loadingInsights}
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      <Streak streak={data.streak} />
      <OverTime weeks={data.weeks} months={data.months} />
      <YearInPixels pixels={data.yearInPixels} />
      <Weekdays weekdays={data.weekdays} />
      <Patterns patterns={data.patterns} />
      {/* Missing in an answer cached before finer words existed. */}
      <InsightsFinerFeelings counts={data.finerFeelingCounts ?? []} recent={data.finerFeelings ?? []} />
    </div>
  );
}
