import { Progress } from '@/components/ui/progress';

/** How much of the file has gone out, while a form with a file is saving. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">{percent < 100 ? 'Subiendo archivo...' : 'Procesando archivo...'}</span>
        <span className="tabular-nums text-ink-muted">{percent} %</span>
      </div>
      <Progress value={percent} label="Progreso de la subida" />
    </div>
  );
}
