import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A native select styled like the inputs: the phone's own picker on touch screens, and the
 * keyboard and screen-reader behaviour every browser already gets right.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        className={cn(
          'h-12 w-full appearance-none rounded-xl border border-navy-500 bg-navy-950/60 pr-10 pl-4 text-base text-ink',
          'focus-visible:border-amber-300 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-amber-300',
          'aria-invalid:border-danger disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-muted" />
    </div>
  );
}
