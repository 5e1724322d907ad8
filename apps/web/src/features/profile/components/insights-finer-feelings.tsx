import { Feeling, finerFeelingLabel, type Insights } from '@sendero/shared';
import { Card } from '@/components/ui/card';
import { getFeeling } from '@/lib/feelings';
import { useMessages } from '@/lib/i18n';
import { statsText } from '../stats.messages';

const records = (count: number) => (count === 1 ? '1 registro' : `${count} registros`);
const times = (count: number) => (count === 1 ? '1 vez' : `${count} veces`);

type InsightsFinerFeelingsProps = { counts: Insights['finerFeelingCounts']; recent: Insights['finerFeelings'] };

/**
 * "Con más detalle" (decision 042): how often each finer word was chosen, under its feeling in the
 * spec's order, the most used first; then the most chosen over the weeks the chart shows.
 */
export function InsightsFinerFeelings({ counts, recent }: InsightsFinerFeelingsProps) {
  const t = useMessages(statsText);
  const byFeeling = Feeling.options
    .map((feeling) => ({ feeling, words: counts.filter((stat) => stat.feeling === feeling) }))
    .filter(({ words }) => words.length > 0);
  return (
    <section aria-labelledby="insights-finer-feelings" className="flex flex-col gap-3">
      <h2 id="insights-finer-feelings" className="text-lg font-bold">
        {t.finerFeelings}
      </h2>
      <Card className="flex flex-col gap-4 p-4">
        {byFeeling.length === 0 ? (
          <p className="text-ink-muted">{t.finerFeelingsEmpty}</p>
        ) : (
          <dl className="flex flex-col gap-3">
            {byFeeling.map(({ feeling, words }) => (
              <div key={feeling} className="flex flex-col gap-1.5">
                <dt className="text-sm font-semibold text-ink-muted">{getFeeling(feeling).label}</dt>
                <dd>
                  <ul className="flex flex-wrap gap-2">
                    {words.map(({ finerFeeling, count }) => (
                      <li key={finerFeeling} className="rounded-full border border-navy-500 px-3 py-1 text-sm text-ink">
                        {finerFeelingLabel(finerFeeling)}{' '}
                        <span aria-hidden="true" className="font-bold text-amber-200 tabular-nums">
                          {count}
                        </span>
                        <span className="sr-only">: {records(count)}</span>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        )}
        {recent.length > 0 ? (
          <div className="flex flex-col gap-1.5 border-t border-navy-700 pt-4">
            <h3 className="font-bold">{t.mostChosen}</h3>
            <ul aria-label={t.mostChosen} className="flex flex-col gap-1">
              {recent.map(({ feeling, words }) => (
                <li key={feeling}>
                  <span className="font-semibold">{getFeeling(feeling).label}:</span>{' '}
                  {words.map(({ finerFeeling, count }) => `${finerFeelingLabel(finerFeeling)} (${times(count)})`).join(', ')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>
    </section>
  );
}
