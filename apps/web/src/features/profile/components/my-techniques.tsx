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

const minutes = (seconds: number) => (seconds < 60 ? `${seconds} seg` : `${Math.round(seconds / 60)} min`);

function TechniqueItem({ technique }: { technique: Technique }) {
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
          <span className="text-xs text-ink-muted">Completado el {formatDate(technique.completedAt)}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-amber-200" />
      </Link>
    </li>
  );
}

/** "Mis Técnicas": the guided audios and videos the person completed, one tap to replay. */
export function MyTechniques() {
  const { data, isPending, isError, refetch } = useTechniques();
  if (isPending) {
    return (
      <div role="status" aria-label="Cargando tus técnicas" className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <Card role="alert" className="flex flex-col items-start gap-3">
        <p className="text-ink">No pudimos cargar tus técnicas. Inténtalo de nuevo en un momento.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Volver a intentar
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
        <h2 className="text-lg font-bold">Tus técnicas te esperan aquí</h2>
        <p className="max-w-sm text-ink-muted">Cuando completes un audio o un vídeo guiado, lo encontrarás aquí para repetirlo cuando quieras.</p>
      </Card>
    );
  }
  return (
    <section aria-labelledby="my-techniques-title" className="flex flex-col gap-3">
      <h2 id="my-techniques-title" className="text-lg font-bold">
        Para volver a practicar
      </h2>
      <ul className="flex flex-col gap-3">
        {data.map((technique) => (
          <TechniqueItem key={technique.contentId} technique={technique} />
        ))}
      </ul>
    </section>
  );
}
