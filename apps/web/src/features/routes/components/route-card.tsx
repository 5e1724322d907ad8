import type { Route } from '@sendero/shared';
import { CircleCheck, Route as RouteIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatRouteProgress, ProgressBar, routeProgressValue } from './route-progress';

type RouteCardProps = { route: Route; className?: string; headingLevel?: 'h2' | 'h3' };

/**
 * A route as a card linking to its detail: cover, order number, progress and title (docs/product.md#screens).
 * The link is the title, stretched over the whole card: its name is the title alone, and the
 * card holds no interactive element inside another.
 */
export function RouteCard({ route, className, headingLevel: Heading = 'h3' }: RouteCardProps) {
  const value = routeProgressValue(route);
  const isComplete = value >= 100;
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-3xl border border-navy-600/60 bg-navy-800 shadow-lg shadow-black/20 transition',
        'hover:-translate-y-0.5 hover:border-amber-400/50 hover:shadow-xl motion-reduce:hover:translate-y-0',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-amber-300',
        className,
      )}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-navy-600 to-navy-700">
        {route.coverImage ? (
          <img
            src={route.coverImage.url}
            // The author's description of the cover; without one it is decorative (the title follows).
            alt={route.coverImage.alt ?? ''}
            loading="lazy"
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          />
        ) : (
          <div className="grid size-full place-items-center text-amber-300/70">
            <RouteIcon aria-hidden="true" className="size-12" />
          </div>
        )}
        <p className="absolute top-3 left-3 grid size-9 place-items-center rounded-full bg-navy-950/85 text-sm font-extrabold text-amber-200 shadow-md backdrop-blur">
          <span className="sr-only">Ruta </span>
          {route.order}
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <Heading className="text-lg leading-snug font-bold text-ink">
          <Link to={paths.route.getHref(route.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {route.title}
          </Link>
        </Heading>
        <div className="mt-auto flex items-center gap-3">
          <ProgressBar value={value} label={`Progreso de ${route.title}`} size="sm" className="flex-1" />
          <p className={cn('inline-flex shrink-0 items-center gap-1 text-sm font-bold', isComplete ? 'text-amber-300' : 'text-ink-muted')}>
            {isComplete ? <CircleCheck aria-hidden="true" className="size-4" /> : null}
            {formatRouteProgress(value)}
          </p>
        </div>
      </div>
    </article>
  );
}

export function RouteCardSkeletonGrid({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-3xl border border-navy-600/40 bg-navy-800">
          <div className="aspect-[16/9] animate-pulse bg-navy-700/70 [animation-duration:2s]" />
          <div className="flex flex-col gap-3 p-4">
            <div className="h-5 w-2/3 animate-pulse rounded-full bg-navy-700/70 [animation-duration:2s]" />
            <div className="h-1.5 w-full animate-pulse rounded-full bg-navy-700/70 [animation-duration:2s]" />
          </div>
        </div>
      ))}
    </div>
  );
}
