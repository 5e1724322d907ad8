import { COMPANION_SCOPES, type CompanionScope } from '@sendero/shared';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { previewKeys, scopeTexts } from '../texts';
import { companionsText } from './messages';

/** The four things a person may share, each with what the companion will see. */
export function ScopePicker({
  legend,
  value,
  onChange,
  withPreview = true,
}: {
  legend: string;
  value: CompanionScope[];
  onChange: (scopes: CompanionScope[]) => void;
  withPreview?: boolean;
}) {
  const t = useMessages(companionsText);
  const toggle = (scope: CompanionScope, on: boolean) => onChange(COMPANION_SCOPES.filter((s) => (s === scope ? on : value.includes(s))));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {COMPANION_SCOPES.map((scope) => (
        <label
          key={scope}
          className={cn(
            'flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border p-3',
            value.includes(scope) ? 'border-amber-400/70 bg-amber-400/5' : 'border-navy-600',
          )}
        >
          <input
            type="checkbox"
            checked={value.includes(scope)}
            onChange={(event) => toggle(scope, event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-amber-400"
          />
          <span className="flex flex-col gap-0.5">
            <span className="font-semibold text-ink">{scopeTexts[scope].label}</span>
            {withPreview ? <span className="text-sm text-ink-muted">{t[previewKeys[scope]]}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
