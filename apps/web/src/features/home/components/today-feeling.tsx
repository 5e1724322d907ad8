import type { DiaryRecord, Feeling } from '@sendero/shared';
import { useQuery } from '@tanstack/react-query';
import { CloudOff, PenLine, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { getMonthRecordsQueryOptions } from '@/api/diary';
import { AdviceLabel } from '@/components/advice-label';
import { IconTile } from '@/components/icon-tile';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { newEntryKey } from '@/lib/diary-outbox';
import { useMessages } from '@/lib/i18n';
import { feelings, getFeeling } from '@/lib/feelings';
import { currentTimeZone, toDayKey } from '@/lib/format';
import { useQuickEntry } from '../api/quick-entry';
import { homeText } from '../messages';

// The finer words (decision 042) load only once today has a feeling: no weight on the first page.
const TodayFinerFeeling = lazy(() => import('./today-finer-feeling'));

/** Today's newest entry, from the month the calendar and the day strip share. */
function useTodaysEntry(today: Date): DiaryRecord | undefined {
  const { data } = useQuery(getMonthRecordsQueryOptions(today.getFullYear(), today.getMonth() + 1, currentTimeZone()));
  const todayKey = toDayKey(today);
  return (data ?? []).filter((record) => toDayKey(new Date(record.createdAt)) === todayKey).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

const newer = (a: DiaryRecord | undefined, b: DiaryRecord | undefined) => (!a ? b : !b ? a : a.createdAt >= b.createdAt ? a : b);

/** The full flow, step by step, for who wants to tell more (docs/product.md#screens "Registrar Día"). */
function FullFlowLink() {
  const t = useMessages(homeText);
  return (
    <Button asChild variant="secondary" className="shrink-0">
      <Link to={paths.dailyIntro.getHref()}>
        <PenLine aria-hidden="true" />
        {t.recordDay}
      </Link>
    </Button>
  );
}

/** Today's feeling once recorded: the feeling, its advice, and a way to add what happened. */
function TodaySummary({ entry }: { entry: DiaryRecord }) {
  const feeling = getFeeling(entry.feeling);
  const Icon = feeling.icon;
  const t = useMessages(homeText);
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <IconTile className={cn('[&_svg]:size-6', feeling.colorClass)}>
          <Icon aria-hidden="true" />
        </IconTile>
        <h3 className="text-lg font-bold text-ink">
          {t.todayYouFeel} <span className="text-amber-200">{feeling.label}</span>
        </h3>
      </div>
      <Suspense fallback={null}>
        <TodayFinerFeeling key={entry.id} stored={entry} />
      </Suspense>
      {entry.description ? <p className="line-clamp-3 whitespace-pre-wrap break-words text-ink-muted">{entry.description}</p> : null}
      {entry.advice ? (
        <div className="flex flex-col gap-2">
          <Markdown content={entry.advice} />
          <AdviceLabel source={entry.adviceSource} />
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild className="shrink-0">
          <Link to={paths.dailyReason.getHref(entry.feeling)}>
            <Plus aria-hidden="true" />
            {t.addWhatHappened}
          </Link>
        </Button>
        <FullFlowLink />
      </div>
    </Card>
  );
}

/**
 * Home's diary card (decision 029): "¿Cómo te sientes hoy?" with the five feelings, one tap each
 * to store a mood-only entry; once today has an entry, that feeling, its advice and "Añadir lo que pasó".
 */
export function TodayFeeling({ today = new Date() }: { today?: Date }) {
  const stored = useTodaysEntry(today);
  const quick = useQuickEntry();
  const t = useMessages(homeText);
  const [sent, setSent] = useState<{ feeling: Feeling; key: string } | null>(null);
  const send = (feeling: Feeling, key = newEntryKey()) => {
    setSent({ feeling, key });
    quick.mutate({ feeling, key });
  };
  const justStored = quick.data?.kind === 'stored' ? quick.data.entry : undefined;
  const entry = newer(stored, justStored);

  if (quick.data?.kind === 'queued') {
    return (
      <Card className="flex flex-col gap-4 text-ink">
        <div role="status" className="flex items-start gap-3">
          <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-200" />
          <p>
            <strong className="font-bold">{t.pendingTitle}</strong> {t.pendingText}
          </p>
        </div>
        {sent ? (
          <Suspense fallback={null}>
            <TodayFinerFeeling waiting={sent} />
          </Suspense>
        ) : null}
      </Card>
    );
  }
  if (entry && !quick.isPending) return <TodaySummary entry={entry} />;

  const headingId = 'today-feeling-heading';
  return (
    <Card className="flex flex-col gap-4">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {t.howDoYouFeel}
      </h3>
      <div role="group" aria-labelledby={headingId} className="grid grid-cols-3 gap-2 min-[360px]:grid-cols-5">
        {feelings.map((feeling) => {
          const Icon = feeling.icon;
          return (
            <button
              key={feeling.value}
              type="button"
              disabled={quick.isPending}
              onClick={() => send(feeling.value)}
              className="flex min-h-11 flex-col items-center gap-1 rounded-2xl border border-navy-600/60 bg-navy-800 px-1 py-2 text-xs font-bold text-ink transition-colors hover:border-amber-400/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:opacity-60"
            >
              <span className={cn('grid size-10 place-items-center rounded-full [&_svg]:size-6', feeling.colorClass)}>
                <Icon aria-hidden="true" />
              </span>
              {feeling.label}
            </button>
          );
        })}
      </div>
      {quick.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {t.saving}
        </p>
      ) : null}
      {quick.isError && sent ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-rose-400/70 bg-navy-900 p-4 text-ink">
          <p>
            {/* The server's own reason often starts with these words already: said once. */}
            {quick.error.message.startsWith('Tu entrada no se ha guardado') ? null : <strong className="font-bold">{t.notSaved}</strong>}
            {quick.error.message}
          </p>
          <Button variant="secondary" onClick={() => send(sent.feeling, sent.key)}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 border-t border-navy-700 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{t.stepByStep}</p>
        <FullFlowLink />
      </div>
    </Card>
  );
}
