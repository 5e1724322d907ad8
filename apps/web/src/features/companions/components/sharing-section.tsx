import { ChevronRight, HeartHandshake, Share2 } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardTitle } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n';
import { companionsText } from './messages';

const row =
  'flex min-h-11 items-center justify-between gap-3 rounded-2xl border border-navy-600 p-3 text-ink hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-amber-300';

/** In Ajustes: the way to someone at the person's side, and to the people they accompany. */
export function SharingSection({ shareHref, accompanyHref }: { shareHref: string; accompanyHref: string }) {
  const t = useMessages(companionsText);
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Acompañamiento</CardTitle>
      <Link to={shareHref} className={row}>
        <span className="flex items-center gap-3">
          <Share2 aria-hidden="true" className="size-5 text-amber-300" />
          <span className="flex flex-col">
            <span className="font-semibold">{t.shareWithSomeone}</span>
            <span className="text-sm text-ink-muted">{t.shareWithSomeoneHint}</span>
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </Link>
      <Link to={accompanyHref} className={row}>
        <span className="flex items-center gap-3">
          <HeartHandshake aria-hidden="true" className="size-5 text-amber-300" />
          <span className="flex flex-col">
            <span className="font-semibold">{t.peopleIAccompany}</span>
            <span className="text-sm text-ink-muted">{t.accompanyHint}</span>
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0" />
      </Link>
    </Card>
  );
}
