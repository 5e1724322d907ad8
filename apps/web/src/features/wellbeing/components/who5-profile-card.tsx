import { ChevronRight, HeartPulse } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useWho5Checks } from '../api/who5';
import { who5Text } from './messages';

/** The way into the trend from the profile's statistics: the latest score, or an invitation. */
export function Who5ProfileCard() {
  const { data: checks } = useWho5Checks();
  const latest = checks?.[0];
  const t = useMessages(who5Text);
  return (
    <Card className="p-0">
      <Link
        to={paths.wellbeing.getHref()}
        className="flex min-h-11 items-center gap-4 rounded-3xl p-5 transition-colors hover:bg-navy-700/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        <IconTile size="lg">
          <HeartPulse aria-hidden="true" />
        </IconTile>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-lg font-bold text-ink">{t.yourWellbeing}</span>
          <span className="text-sm text-ink-muted">
            {latest ? t.cardLatest({ score: latest.percentScore, date: formatDate(latest.createdAt) }) : t.cardInvite}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-amber-200" />
      </Link>
    </Card>
  );
}
