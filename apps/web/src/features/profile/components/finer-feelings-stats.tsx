import { Feeling, finerFeelingLabel, type FinerFeelingStat } from '@sendero/shared';
import { getFeeling } from '@/lib/feelings';

const records = (count: number) => (count === 1 ? '1 registro' : `${count} registros`);

/**
 * Under the feelings chart: how often each finer word was chosen (decision 042), per feeling in
 * the spec's order, the most used first. Nothing shows before the first word is chosen.
 */
export function FinerFeelingsStats({ stats }: { stats: FinerFeelingStat[] }) {
  const byFeeling = Feeling.options.map((feeling) => ({ feeling, words: stats.filter((stat) => stat.feeling === feeling) })).filter(({ words }) => words.length > 0);
  if (byFeeling.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-navy-700 pt-4">
      <h3 id="profile-finer-feelings" className="font-bold">
        Con más detalle
      </h3>
      <dl aria-labelledby="profile-finer-feelings" className="flex flex-col gap-3">
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
    </div>
  );
}
