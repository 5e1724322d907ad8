import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PointsBadge } from './points-badge';
import { buttonVariants } from './ui/button';
import { Skeleton } from './ui/skeleton';

type ScreenHeaderProps = {
  title: ReactNode;
  points: number;
  back: { href: string; label: string };
  eyebrow?: ReactNode;
};

/** A screen's header: a way back, the title (the page's h1) and the person's points. */
export function ScreenHeader({ title, points, back, eyebrow }: ScreenHeaderProps) {
  return (
    <header className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <Link
          to={back.href}
          aria-label={back.label}
          title={back.label}
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: '-ml-3 shrink-0' })}
        >
          <ArrowLeft aria-hidden="true" />
        </Link>
        <PointsBadge points={points} />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        {eyebrow ? <div className="text-sm font-semibold text-amber-200">{eyebrow}</div> : null}
        <h1 className="text-2xl leading-tight font-extrabold tracking-tight text-balance break-words sm:text-3xl">{title}</h1>
      </div>
    </header>
  );
}

/** The title while the screen loads: a bar where the title will be, and what loads for screen readers. */
export function LoadingTitle({ label }: { label: string }) {
  return (
    <>
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8 w-3/5" />
    </>
  );
}
