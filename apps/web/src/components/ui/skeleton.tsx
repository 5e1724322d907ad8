import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A calm placeholder block while data loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-2xl bg-navy-700/70 [animation-duration:2s]', className)} {...props} />;
}
