import type { UpdateProfileBody } from '@sendero/shared';
import { useId } from 'react';
import { useMessages } from '@/lib/i18n';
import { statsText } from '../stats.messages';

/**
 * Ajustes: whether home shows "Hace un año escribiste…" (decision 043). On by default; some
 * people would rather not meet last year's words unasked.
 */
export function OnThisDaySetting({ checked, saving, onSave }: { checked: boolean; saving: boolean; onSave: (changes: UpdateProfileBody) => void }) {
  const t = useMessages(statsText);
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-navy-600 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-300">
      <input
        type="checkbox"
        checked={checked}
        disabled={saving}
        onChange={(event) => onSave({ onThisDay: event.target.checked })}
        aria-describedby={hintId}
        className="mt-1 size-4 accent-amber-400"
      />
      <span className="flex flex-col">
        <span className="font-semibold text-ink">{t.onThisDay}</span>
        <span id={hintId} className="text-sm text-ink-muted">
          {t.onThisDayHint}
        </span>
      </span>
    </label>
  );
}
