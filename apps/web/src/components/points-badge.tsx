import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';

export function formatPoints(points: number): string {
  return points === 1 ? '1 punto' : `${points} puntos`;
}

/** The person's points, as the route and content headers show them. */
export function PointsBadge({ points, className }: { points: number; className?: string }) {
  return (
    <p className={cn('inline-flex shrink-0 items-center gap-1.5 rounded-full bg-navy-700 px-3 py-1.5 text-sm font-bold text-amber-200', className)}>
      <Sparkles aria-hidden="true" className="size-4" />
      <span className="sr-only">Tus puntos: </span>
      {formatPoints(points)}
    </p>
  );
}
