import { finerFeelingsOf, type Feeling, type FinerFeeling } from '@sendero/shared';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

type FinerFeelingPickerProps = {
  feeling: Feeling;
  value: FinerFeeling | null;
  /** The word tapped, or null when the chosen one is tapped again (it is optional). */
  onChange: (word: FinerFeeling | null) => void;
  title?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * The finer words under one feeling (decision 042) as chips: one tap chooses, a second tap on the
 * same chip leaves none. Toggle buttons rather than radios, so "none" is always one tap away.
 */
export function FinerFeelingPicker({
  feeling,
  value,
  onChange,
  title = '¿Qué palabra lo describe mejor? (opcional)',
  disabled,
  className,
}: FinerFeelingPickerProps) {
  const headingId = useId();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p id={headingId} className="text-sm font-semibold text-ink">
        {title}
      </p>
      <div role="group" aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {finerFeelingsOf(feeling).map(({ key, label }) => {
          const chosen = value === key;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={chosen}
              disabled={disabled}
              onClick={() => onChange(chosen ? null : key)}
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:opacity-60',
                chosen ? 'border-amber-300 bg-amber-400/15 text-amber-100' : 'border-navy-500 bg-navy-800 text-ink hover:border-amber-400/60',
              )}
            >
              {chosen ? <Check aria-hidden="true" className="size-4" /> : null}
              {label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
