import { ACTIVITY_TAGS, normalizeTags, OWN_TAG_MAX_LENGTH, OWN_TAGS_MAX, diaryMessages } from '@sendero/shared';
import { Check, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { activityLabels, isActivityTag, tagLabel } from '../lib/tags';
import { diaryText } from '../messages';
import { FieldError } from './field-error';

const chip =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300';

/** A record's tags as they are kept: fixed keys first, then the person's own. */
const canonical = (tags: readonly string[]) => {
  const { fixed, own } = normalizeTags(tags);
  return [...fixed, ...own];
};

/**
 * "¿Qué has hecho hoy?": the nine fixed tags as toggle chips and the person's own. Optional:
 * choosing nothing is fine.
 */
export function TagPicker({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [ownText, setOwnText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const own = value.filter((tag) => !isActivityTag(tag));
  const t = useMessages(diaryText);

  const toggle = (key: string) => onChange(canonical(value.includes(key) ? value.filter((tag) => tag !== key) : [...value, key]));
  const addOwn = () => {
    const text = ownText.trim().replace(/\s+/g, ' ');
    if (!text) return;
    if (text.length > OWN_TAG_MAX_LENGTH) return setError(diaryMessages.tagTooLong);
    const next = canonical([...value, text]);
    if (next.filter((tag) => !isActivityTag(tag)).length > OWN_TAGS_MAX) return setError(diaryMessages.tooManyOwnTags);
    setError(null);
    setOwnText('');
    onChange(next);
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-ink">
        {t.whatDidYouDo} <span className="font-normal text-ink-muted">{t.optional}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {ACTIVITY_TAGS.map((key) => {
          const pressed = value.includes(key);
          return (
            <button
              key={key}
              type="button"
              aria-pressed={pressed}
              onClick={() => toggle(key)}
              className={cn(chip, pressed ? 'border-amber-300 bg-amber-400/15 text-amber-100' : 'border-navy-500 text-ink hover:border-amber-400/60')}
            >
              {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
              {activityLabels[key]}
            </button>
          );
        })}
        {own.map((tag) => (
          <span key={tag} className={cn(chip, 'border-amber-300 bg-amber-400/15 pr-1 text-amber-100')}>
            {tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((other) => other !== tag))}
              aria-label={t.removeTag({ tag })}
              className="grid size-8 place-items-center rounded-full hover:bg-navy-700 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm text-ink-muted">
          {t.addYourOwn}
        </label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={ownText}
            maxLength={OWN_TAG_MAX_LENGTH + 10}
            placeholder={t.forExample}
            onChange={(event) => setOwnText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addOwn();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="button" variant="secondary" onClick={addOwn} aria-label={t.addActivity}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        </div>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </fieldset>
  );
}

/** The tags of a record card, read-only. */
export function RecordTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="Lo que hiciste" className="mt-3 flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-navy-700 px-2.5 py-1 text-xs font-bold text-ink">
          {tagLabel(tag)}
        </li>
      ))}
    </ul>
  );
}
