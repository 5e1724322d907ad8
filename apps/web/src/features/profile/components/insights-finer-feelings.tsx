import { finerFeelingLabel, type Insights } from '@sendero/shared';
import { Card } from '@/components/ui/card';
import { getFeeling } from '@/lib/feelings';

const times = (count: number) => (count === 1 ? '1 vez' : `${count} veces`);

/** "Tus palabras de estas semanas": under each feeling, the finer words most chosen over the weeks the chart shows (decision 042). */
export function InsightsFinerFeelings({ finerFeelings }: { finerFeelings: Insights['finerFeelings'] }) {
  return (
    <section aria-labelledby="insights-finer-feelings" className="flex flex-col gap-3">
      <h2 id="insights-finer-feelings" className="text-lg font-bold">
        Tus palabras de estas semanas
      </h2>
      <Card className="flex flex-col gap-3 p-4">
        {finerFeelings.length === 0 ? (
          <p className="text-ink-muted">Cuando elijas una palabra para cómo te sientes, aquí verás las que más se repiten en las últimas 12 semanas.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {finerFeelings.map(({ feeling, words }) => (
              <li key={feeling}>
                <span className="font-semibold">{getFeeling(feeling).label}:</span>{' '}
                {words.map(({ finerFeeling, count }) => `${finerFeelingLabel(finerFeeling)} (${times(count)})`).join(', ')}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
