import { History } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useProfile } from '@/api/profile';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { getFeeling } from '@/lib/feelings';
import { formatFullDate } from '@/lib/format';
import { useOnThisDay } from '../api/on-this-day';

// The whole entry (its advice's markdown, the edit form) only once the person opens it: home asks
// for this card on every visit, and most days there is nothing to show.
const RecordCard = lazy(() => import('./record-card').then((module) => ({ default: module.RecordCard })));

/** How much of the entry the closed card shows: its first words, cut at a word. */
const EXCERPT_LENGTH = 140;

export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * "Hace un año escribiste…" on home (decision 043): the person's entry from this date a year ago,
 * its feeling and first words; "Leer la entrada" opens it whole, where it can be changed like any
 * other. Nothing shows when there is none, or when Ajustes turned it off.
 */
export default function OnThisDayCard() {
  const wanted = useProfile()?.onThisDay !== false;
  const { data } = useOnThisDay(wanted);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const entryId = useId();
  const entry = wanted ? data?.entry : null;
  if (!entry) return null;
  const feeling = getFeeling(entry.feeling);
  const Icon = feeling.icon;
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <IconTile className={cn('[&_svg]:size-6', feeling.colorClass)}>
          <Icon aria-hidden="true" />
        </IconTile>
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titleId} className="flex items-center gap-2 font-bold text-amber-200">
            <History aria-hidden="true" className="size-4 shrink-0" />
            Hace un año escribiste…
          </h3>
          <p className="text-sm text-ink-muted">
            El <time dateTime={entry.createdAt}>{formatFullDate(entry.createdAt)}</time>. Te sentías:{' '}
            <strong className="font-semibold text-ink">{feeling.label}</strong>
          </p>
          {!open && entry.description ? <p className="break-words text-ink">{excerpt(entry.description)}</p> : null}
        </div>
      </div>
      <Button variant="secondary" size="sm" className="self-start" aria-expanded={open} aria-controls={entryId} onClick={() => setOpen(!open)}>
        {open ? 'Cerrar la entrada' : 'Leer la entrada'}
      </Button>
      <div id={entryId} hidden={!open}>
        {open ? (
          <Suspense fallback={<p className="text-ink-muted">Abriendo la entrada…</p>}>
            <RecordCard record={entry} />
          </Suspense>
        ) : null}
      </div>
    </Card>
  );
}
