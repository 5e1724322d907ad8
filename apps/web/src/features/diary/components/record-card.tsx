import type { DiaryRecord } from '@sendero/shared';
import { AdviceLabel } from '@/components/advice-label';
import { Markdown } from '@/components/markdown';
import { cn } from '@/lib/cn';
import { getFeeling } from '@/lib/feelings';
import { formatDateTime } from '@/lib/format';

/** One diary record: feeling, what happened, the advice and when (spec §3 Diary card). */
export function RecordCard({ record }: { record: DiaryRecord }) {
  const feeling = getFeeling(record.feeling);
  return (
    <article className="rounded-2xl border border-navy-600 bg-navy-800 p-4 shadow-sm">
      <header className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <span aria-hidden="true" className={cn('grid size-9 place-items-center rounded-full text-lg', feeling.colorClass)}>
            {feeling.emoji}
          </span>
          {feeling.label}
        </p>
        <time dateTime={record.createdAt} className="text-right text-xs text-ink-muted">
          {formatDateTime(record.createdAt)}
        </time>
      </header>
      <p className="mt-3 whitespace-pre-wrap break-words text-ink">{record.description}</p>
      {record.advice?.trim() ? (
        <section aria-label="Comentario" className="mt-3 rounded-xl bg-navy-950/50 p-3">
          <h3 className="mb-1 text-sm font-semibold text-amber-200">Comentario:</h3>
          <Markdown content={record.advice} />
          <div className="mt-2">
            <AdviceLabel source={record.adviceSource} />
          </div>
        </section>
      ) : null}
    </article>
  );
}
