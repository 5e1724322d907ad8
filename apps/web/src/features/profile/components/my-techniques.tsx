import type { Technique } from '@sendero/shared';
import { ChevronRight, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { ContentTypeTile, contentTypeLabels } from '@/components/content-type';
import { IconTile } from '@/components/icon-tile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useTechniques } from '../api/techniques';
import { useMessages } from '@/lib/i18n';
import { statsText } from '../stats.messages';

const minutes = (seconds: number) => (seconds < 60 ? `${seconds} seg` : `${Math.round(seconds / 60)} min`);

function TechniqueItem({ technique }: { technique: Technique }) {
  const t = useMessages(statsText);
  return (
    <li>
      <Link
        to={paths.content.getHref(technique.routeId, technique.contentId)}
        className="flex items-center gap-4 rounded-2xl border border-navy-600 bg-navy-800 p-4 transition-colors hover:border-amber-400/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        <ContentTypeTile type={technique.type} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-bold text-ink">{technique.title}</span>
          <span className="text-sm text-ink-muted">
            {contentTypeLabels[technique.type]} · {minutes(technique.duration)} · {technique.routeTitle}
          </span>
          <span className="text-xs text-ink-muted">{t.completedOn({ date: formatDate(technique.completedAt) })}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-amber-200" />
      </Link>
    </li>
  );
}

/** "Mis Técnicas": the guided audios and videos the person completed, one tap to replay. */
export function MyTechniques() {
  const t = useMessages(statsText);
  const { data, isPending, isError, refetch } = useTechniques();
  if (isPending) {
    return (
      <div role="status" aria-label={t.loadingTechniques} className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <p className="text-ink">{t.techniquesFailed}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t.tryAgain}
        </Button>
      </Card>
    );
  }
  if (data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 py-10 text-center">
        <IconTile size="xl">
          <Sprout aria-hidden="true" />
        </IconTile>
        <h2 className="text-lg font-bold">{t.techniquesEmptyTitle}</h2>
        <p className="max-w-sm text-ink-muted">{t.techniquesEmpty}</p>
      </Card>
    );
  }
  return (
    <section aria-labelledby="my-techniques-title" className="flex flex-col gap-3">
      <h2 id="my-techniques-title" className="text-lg font-bold">
        {t.practiseAgain}
      </h2>
      <ul className="flex flex-col gap-3">
        {data.map((technique) => (
          <TechniqueItem key={technique.contentId} technique={technique} />
        ))}
      </ul>
    </section>
  );
}
