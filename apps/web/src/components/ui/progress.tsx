import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';

/** A whole-percent bar; `label` names it for screen readers, which also hear the value. */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, Math.floor(value)));
  return (
    <ProgressPrimitive.Root
      value={percent}
      aria-label={label}
      aria-valuetext={`${percent} %`}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-navy-950/80', className)}
    >
      <ProgressPrimitive.Indicator className="h-full rounded-full bg-amber-400 transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </ProgressPrimitive.Root>
  );
}
