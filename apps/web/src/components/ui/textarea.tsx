import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-28 w-full resize-y rounded-xl border border-navy-500 bg-navy-950/60 px-4 py-3 text-base text-ink placeholder:text-ink-muted/80',
        'focus-visible:border-amber-300 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-amber-300',
        'aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
