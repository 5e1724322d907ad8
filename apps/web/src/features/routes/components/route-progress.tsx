import type { Route } from '@sendero/shared';
import { cn } from '@/lib/cn';

/** Whole percent, rounded down; a completed route always shows 100 (docs/product.md#learning). */
export function routeProgressValue(route: Pick<Route, 'progress' | 'progressStatus'>): number {
  if (route.progressStatus === 'COMPLETED') return 100;
  return Math.min(100, Math.max(0, Math.floor(route.progress)));
}

/** 'Completo' at 100, else the percent with a space, as Spanish writes it: '42 %'. */
export function formatRouteProgress(value: number): string {
  return value >= 100 ? 'Completo' : `${value} %`;
}

type ProgressBarProps = { value: number; label: string; className?: string; size?: 'sm' | 'md' };

/** A percentage bar that assistive technology reads as a progress bar. */
export function ProgressBar({ value, label, className, size = 'md' }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={formatRouteProgress(value)}
      className={cn('w-full overflow-hidden rounded-full bg-navy-950/70', size === 'sm' ? 'h-1.5' : 'h-3', className)}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-amber-400 to-amber-300 transition-[width] duration-700 ease-out"
        style={{ width: `${value} %` }}
      />
    </div>
  );
}
