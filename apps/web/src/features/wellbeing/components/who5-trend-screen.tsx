import { WHO5_SOURCE, type Who5Check } from '@sendero/shared';
import { HeartPulse } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyNote } from '@/components/empty-note';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useWho5Checks } from '../api/who5';
import { who5Text } from './messages';
import { Who5Chart } from './who5-chart';
import { Who5Reading, Who5Scale } from './who5-reading';

function ResultsTable({ checks }: { checks: Who5Check[] }) {
  const t = useMessages(who5Text);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{t.resultsCaption}</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t.date}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t.result} <span className="whitespace-nowrap">(0–100)</span>
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t.sum} <span className="whitespace-nowrap">(0–25)</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={check.id} className="border-t border-navy-600/60">
              <td className="py-2 pr-3">{formatDate(check.createdAt)}</td>
              <td className="py-2 pr-3 font-bold text-amber-200">{check.percentScore}</td>
              <td className="py-2">{check.rawScore}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The person's WHO-5 scores over time (decision 034): the latest with its plain reading (and the
 * crisis lines, composed in by the page, when it is very low), a chart with a table that says the
 * same, and where the questions come from.
 */
export function Who5TrendScreen({ crisisLines }: { crisisLines?: ReactNode }) {
  const { data: checks, isPending, isError } = useWho5Checks();
  const latest = checks?.[0];
  const t = useMessages(who5Text);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-amber-200">{t.questionnaire}</p>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t.yourWellbeing}</h1>
      </header>

      {isPending ? (
        <Spinner label={t.loading} />
      ) : isError ? (
        <p role="alert" className="font-semibold text-rose-200">
          {t.notLoaded}
        </p>
      ) : !latest ? (
        <>
          <EmptyNote icon={HeartPulse}>{t.noneYet}</EmptyNote>
          <Link to={paths.wellbeingCheck.getHref()} className={buttonVariants({ className: 'self-stretch sm:self-start' })}>
            {t.answerNow}
          </Link>
        </>
      ) : (
        <>
          <Card className="flex flex-col gap-3">
            <CardTitle>
              {t.latestResult} <span className="text-amber-200">{latest.percentScore}</span> {t.outOf100}
            </CardTitle>
            <p className="text-sm text-ink-muted">{formatDateTime(latest.createdAt)}</p>
            <Who5Reading percentScore={latest.percentScore} crisisLines={crisisLines} headingLevel={3} />
          </Card>

          <Card className="flex flex-col gap-4">
            <CardTitle>{t.yourTrend}</CardTitle>
            <Who5Chart checks={checks} />
            <ResultsTable checks={checks} />
          </Card>

          <Link to={paths.wellbeingCheck.getHref()} className={buttonVariants({ variant: 'secondary', className: 'self-stretch sm:self-start' })}>
            {t.answerAgain}
          </Link>
        </>
      )}

      <section aria-labelledby="who5-about-heading" className="flex flex-col gap-2">
        <h2 id="who5-about-heading" className="text-lg font-bold">
          {t.howToRead}
        </h2>
        <Who5Scale />
        <p className="text-ink-muted">{t.howCalculated}</p>
        <p className="text-sm text-ink-muted">{WHO5_SOURCE}</p>
      </section>
    </div>
  );
}
