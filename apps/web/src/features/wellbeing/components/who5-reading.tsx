import { WHO5_LOW_PERCENT, who5Band } from '@sendero/shared';
import type { ReactNode } from 'react';
import { useMessages } from '@/lib/i18n';
import { who5Text } from './messages';

/** What the 0–100 scale means, said the same way wherever a score shows. */
export function Who5Scale() {
  const t = useMessages(who5Text);
  return <p className="text-ink-muted">{t.scale({ low: WHO5_LOW_PERCENT })}</p>;
}

/**
 * The plain-Spanish reading of one score, chosen by the WHO-5's published cut-offs only (decision
 * 034). A very low score also shows `crisisLines`, the lines the safety feature shows elsewhere.
 */
export function Who5Reading({ percentScore, crisisLines, headingLevel = 2 }: { percentScore: number; crisisLines?: ReactNode; headingLevel?: 2 | 3 }) {
  const band = who5Band(percentScore);
  const t = useMessages(who5Text);
  const Heading = `h${headingLevel}` as const;
  if (band === 'other') {
    return <p className="text-ink">{t.aboveLow({ low: WHO5_LOW_PERCENT })}</p>;
  }
  return (
    <div className="flex flex-col gap-3" data-testid="who5-low-reading">
      <p className="text-ink">
        {band === 'veryLow' ? t.veryLow : t.low({ low: WHO5_LOW_PERCENT })} {t.notDiagnosis}
      </p>
      {band === 'veryLow' && crisisLines ? (
        <section aria-labelledby="who5-crisis-heading" className="flex flex-col gap-3 rounded-3xl border border-rose-300/40 bg-navy-900/60 p-4">
          <Heading id="who5-crisis-heading" className="font-bold text-ink">
            {t.callNow}
          </Heading>
          {crisisLines}
        </section>
      ) : null}
    </div>
  );
}
