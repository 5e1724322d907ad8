import { cn } from '@/lib/cn';

/** The wordmark: a winding path and the name. Decorative mark, readable name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7">
        <path d="M6 26c6-1 8-6 10-10s5-8 10-8" fill="none" stroke="#fbbf24" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="25" cy="8" r="3" fill="#fde68a" />
      </svg>
      Sendero
    </span>
  );
}
