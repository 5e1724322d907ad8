import { formatDuration } from '@sendero/shared';
import { ArrowUpDown, Clock, FileText, Pencil, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useContents } from '@/api/contents';
import { ContentTypeTile, contentTypeLabels } from '@/components/content-type';
import { formatPoints } from '@/components/points-badge';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { couldNotLoad, EmptyCard, ListState } from '../list-state';
import { DeleteContentButton } from './delete-content-button';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

/** A route's contents in order, with what an admin does to them. */
export function ContentsList({ routeId }: { routeId: string }) {
  const t = useMessages(adminText);
  const contents = useContents(routeId);
  const count = contents.data?.length ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap justify-end gap-3">
        {count > 1 ? (
          <Link to={paths.admin.reorderContents.getHref(routeId)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <ArrowUpDown aria-hidden="true" />
            Reordenar
          </Link>
        ) : null}
        <Link to={paths.admin.createContent.getHref(routeId)} className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden="true" />
          {t.addContent}
        </Link>
      </div>
      <ListState
        query={contents}
        size="section"
        loading="Cargando contenidos..."
        failed={couldNotLoad('los contenidos')}
        empty={<EmptyCard icon={FileText} title={t.noContents} hint={t.noContentsHint} />}
      >
        {(list) => (
          <ol className="flex flex-col gap-3">
            {list.map((content, index) => (
              <li key={content.id}>
                <Card className="flex items-center gap-3 p-4">
                  <ContentTypeTile type={content.type} />
                  <div className="min-w-0 flex-1">
                    <p className="font-bold break-words">
                      <span className="sr-only">{index + 1}. </span>
                      {content.title}
                    </p>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
                      <span>{contentTypeLabels[content.type]}</span>
                      <span className="inline-flex items-center gap-1">
                        <Clock aria-hidden="true" className="size-3.5" />
                        {formatDuration(content.duration)}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Sparkles aria-hidden="true" className="size-3.5" />
                        {formatPoints(content.points)}
                      </span>
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center">
                    <Link
                      to={paths.admin.editContent.getHref(content.id)}
                      aria-label={`Editar el contenido ${content.title}`}
                      title="Editar contenido"
                      className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                    >
                      <Pencil aria-hidden="true" />
                    </Link>
                    <DeleteContentButton content={content} />
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        )}
      </ListState>
    </div>
  );
}
