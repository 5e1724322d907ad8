import { formatDuration, type Content, type Route } from '@sendero/shared';
import { ChevronRight, CircleCheck, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile } from '@/api/profile';
import { ContentTypeTile, contentTypeLabels } from '@/components/content-type';
import { NotFoundCard } from '@/components/not-found-card';
import { formatPoints } from '@/components/points-badge';
import { LoadingTitle, ScreenHeader } from '@/components/screen-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useStartRoute } from '../api/start-route';
import { formatRouteProgress, ProgressBar, routeProgressValue } from './route-progress';
import { useRouteVisit } from '../hooks/use-route-visit';
import { useMessages } from '@/lib/i18n';
import { routesText } from '../routes.messages';

type RouteDetailProps = {
  routeId: string;
  route: Route | undefined;
  /** True while the routes list is loading. */
  isLoading: boolean;
  contents: Content[] | undefined;
  contentsLoading: boolean;
};

function totalDuration(contents: Content[]): number {
  return contents.reduce((sum, content) => sum + content.duration, 0);
}

function ContentListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-20 rounded-3xl" />
      ))}
    </div>
  );
}

/** A route's contents under their heading: a skeleton while they load, a sentence when there are none. */
function ContentsSection({
  title,
  contents,
  isLoading,
  children,
}: {
  title: string;
  contents: Content[] | undefined;
  isLoading: boolean;
  children: (contents: Content[]) => ReactNode;
}) {
  const t = useMessages(routesText);
  return (
    <section aria-labelledby="route-contents-heading" className="flex flex-col gap-3">
      <h2 id="route-contents-heading" className="text-lg font-bold">
        {title}
      </h2>
      {isLoading ? <ContentListSkeleton /> : contents && contents.length > 0 ? children(contents) : <p className="text-ink-muted">{t.noContentsYet}</p>}
    </section>
  );
}

function Cover({ route, className }: { route: Route; className?: string }) {
  if (!route.coverImage) return null;
  // What the author says it shows; without it, decorative (the title is the heading right above).
  return <img src={route.coverImage.url} alt={route.coverImage.alt ?? ''} className={cn('w-full object-cover', className)} />;
}

function RouteIntro({
  route,
  contents,
  contentsLoading,
  onStart,
  isStarting,
}: {
  route: Route;
  contents: Content[] | undefined;
  contentsLoading: boolean;
  onStart: () => void;
  isStarting: boolean;
}) {
  const t = useMessages(routesText);
  return (
    <div className="flex flex-col gap-6">
      <Card className="overflow-hidden p-0">
        <Cover route={route} className="aspect-[16/9] sm:aspect-[21/9]" />
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <p className="leading-relaxed text-ink-muted">{route.description}</p>
          {contents && contents.length > 0 ? (
            <p className="text-sm font-semibold text-amber-200">
              {contents.length === 1 ? t.oneContent : t.contentsCount({ count: contents.length })} · {formatDuration(totalDuration(contents))}
            </p>
          ) : null}
          <Button onClick={onStart} disabled={isStarting} className="self-stretch sm:self-start">
            <Play aria-hidden="true" />
            {isStarting ? t.starting : t.start}
          </Button>
        </div>
      </Card>

      <ContentsSection title={t.routeContents} contents={contents} isLoading={contentsLoading}>
        {(list) => (
          <ol className="flex flex-col divide-y divide-navy-600/60 rounded-3xl border border-navy-600/60 bg-navy-800">
            {list.map((content, index) => (
              <li key={content.id} className="flex items-center gap-3 px-4 py-3.5">
                <ContentTypeTile type={content.type} className="size-10 rounded-xl" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <span className="sr-only">{index + 1}. </span>
                    {content.title}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {contentTypeLabels[content.type]} · {formatDuration(content.duration)}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </ContentsSection>
    </div>
  );
}

function RouteProgressView({ route, contents, contentsLoading }: { route: Route; contents: Content[] | undefined; contentsLoading: boolean }) {
  const t = useMessages(routesText);
  const value = routeProgressValue(route);
  const completedCount = contents?.filter((content) => content.completed).length ?? 0;
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex items-center gap-4 overflow-hidden">
        {route.coverImage ? (
          <img src={route.coverImage.url} alt={route.coverImage.alt ?? ''} className="hidden size-20 shrink-0 rounded-2xl object-cover sm:block" />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2.5">
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="font-bold">{t.progress}</h2>
            <span className={cn('text-lg font-extrabold', value >= 100 ? 'text-amber-300' : 'text-ink')}>{formatRouteProgress(value)}</span>
          </div>
          <ProgressBar value={value} label={t.progress} />
          {contents && contents.length > 0 ? (
            <p className="text-sm text-ink-muted">{t.contentsDone({ done: completedCount, total: contents.length })}</p>
          ) : null}
        </div>
      </Card>

      <ContentsSection title={t.contents} contents={contents} isLoading={contentsLoading}>
        {(list) => (
          <ol className="flex flex-col gap-3">
            {list.map((content, index) => (
              <li key={content.id}>
                <Link
                  to={paths.content.getHref(route.id, content.id)}
                  className={cn(
                    'group flex items-center gap-3 rounded-3xl border bg-navy-800 p-3.5 pr-4 transition-colors sm:gap-4 sm:p-4',
                    content.completed ? 'border-amber-400/30' : 'border-navy-600/60 hover:border-amber-400/50',
                  )}
                >
                  <ContentTypeTile type={content.type} className={content.completed ? 'bg-amber-400 text-navy-950' : undefined} />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="font-semibold break-words text-ink">
                      <span className="sr-only">{index + 1}. </span>
                      {content.title}
                    </span>
                    <span className="text-sm text-ink-muted">
                      {contentTypeLabels[content.type]} · {formatDuration(content.duration)} · +{formatPoints(content.points)}
                    </span>
                  </span>
                  {content.completed ? (
                    <span className="inline-flex shrink-0 items-center gap-1 text-sm font-bold text-amber-300">
                      <CircleCheck aria-hidden="true" className="size-5" />
                      <span className="sr-only sm:not-sr-only">{t.completed}</span>
                    </span>
                  ) : (
                    <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted transition-transform group-hover:translate-x-0.5" />
                  )}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </ContentsSection>
    </div>
  );
}

/** /route/{routeId}: the intro of a route not started yet, else its progress and contents (docs/product.md#screens). */
export function RouteDetail({ routeId, route, isLoading, contents, contentsLoading }: RouteDetailProps) {
  const t = useMessages(routesText);
  const backToRoutes = { href: paths.routes.getHref(), label: t.backToRoutes };
  const user = useProfile();
  const points = user?.points ?? 0;
  const markVisited = useRouteVisit(route);
  const startRoute = useStartRoute();

  if (isLoading) {
    return (
      <div className="flex flex-col gap-6">
        <ScreenHeader title={<LoadingTitle label={t.loadingRoute} />} points={points} back={backToRoutes} />
        <Skeleton className="aspect-[16/9] rounded-3xl sm:aspect-[21/9]" />
        <ContentListSkeleton />
      </div>
    );
  }

  if (!route) {
    return (
      <div className="flex flex-col gap-6">
        <ScreenHeader title={t.routeNotFound} points={points} back={backToRoutes} />
        <NotFoundCard text={t.noSuchRoute} back={{ href: paths.routes.getHref(), label: t.seeRoutes }} />
      </div>
    );
  }

  const onStart = () => {
    // Starting sets the visit time already: no second call for this visit.
    markVisited(routeId);
    startRoute.mutate(routeId);
  };

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={route.title} points={points} back={backToRoutes} eyebrow={t.routeNumber({ order: route.order })} />
      {route.progressStatus === 'NOT_STARTED' ? (
        <RouteIntro route={route} contents={contents} contentsLoading={contentsLoading} onStart={onStart} isStarting={startRoute.isPending} />
      ) : (
        <RouteProgressView route={route} contents={contents} contentsLoading={contentsLoading} />
      )}
    </div>
  );
}
