import { cn } from '@/lib/cn';

/** A slow, calm loading indicator; the label is what screen readers hear. */
export function Spinner({ label = 'Cargando...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center gap-3 text-ink-muted', className)}>
      <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-navy-600 border-t-amber-400 [animation-duration:1.4s]" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
