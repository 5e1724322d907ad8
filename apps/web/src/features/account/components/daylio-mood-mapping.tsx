import type { DaylioDateOrder, DaylioMood, DaylioMoodMapping, Feeling } from '@sendero/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { feelings } from '@/lib/feelings';
import { useMessages } from '@/lib/i18n';
import { accountText, type AccountText } from '../account.messages';

const dateOrders = (t: AccountText): { value: DaylioDateOrder; label: string; example: string }[] => [
  { value: 'dmy', label: t.dayMonthYear, example: t.dayMonthYearExample },
  { value: 'mdy', label: t.monthDayYear, example: t.monthDayYearExample },
];

const entries = (t: AccountText, count: number) => `${count.toLocaleString('es-ES')} ${count === 1 ? t.oneEntry : t.entries}`;

type DaylioMoodMappingProps = {
  fileName: string;
  total: number;
  moods: DaylioMood[];
  /** The file's slashed dates could be day or month first: the person says which (decision 063). */
  askDateOrder?: boolean;
  busy: boolean;
  onConfirm: (mapping: DaylioMoodMapping, dateOrder?: DaylioDateOrder) => void;
  onCancel: () => void;
};

/**
 * Before a Daylio CSV is stored: each of its moods, in whatever language the export was made, goes
 * to one of the five feelings the person chooses. Known names come chosen; their own moods wait.
 */
export function DaylioMoodMappingForm({ fileName, total, moods, askDateOrder = false, busy, onConfirm, onCancel }: DaylioMoodMappingProps) {
  const t = useMessages(accountText);
  const [chosen, setChosen] = useState<Record<string, Feeling | ''>>(() => Object.fromEntries(moods.map((mood) => [mood.name, mood.guess ?? ''])));
  const [dateOrder, setDateOrder] = useState<DaylioDateOrder | null>(null);
  const [sent, setSent] = useState(false);
  const dateOrderMissing = askDateOrder && !dateOrder;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    if (dateOrderMissing) {
      document.getElementById('daylio-date-order-dmy')?.focus();
      return;
    }
    const missing = moods.find((mood) => !chosen[mood.name]);
    if (missing) {
      document.getElementById(`daylio-mood-${moods.indexOf(missing)}`)?.focus();
      return;
    }
    onConfirm(Object.fromEntries(moods.map((mood) => [mood.name, chosen[mood.name] as Feeling])), dateOrder ?? undefined);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="daylio-mapping-title"
      className="flex flex-col gap-4 rounded-2xl border border-navy-600 bg-navy-950/40 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id="daylio-mapping-title" tabIndex={-1} className="font-bold focus:outline-none">
          {t.mappingTitle}
        </h3>
        <p className="text-sm text-ink-muted">{t.mappingIntro({ fileName, entries: entries(t, total) })}</p>
      </div>
      {askDateOrder ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={sent && dateOrderMissing ? 'daylio-date-order-error' : undefined}>
          <legend className="mb-1 font-semibold">{t.dateOrderQuestion}</legend>
          <p className="text-sm text-ink-muted">{t.dateOrderWhy}</p>
          {dateOrders(t).map((order) => (
            <label key={order.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-navy-600 px-3 py-2">
              <input
                id={`daylio-date-order-${order.value}`}
                type="radio"
                name="daylio-date-order"
                value={order.value}
                checked={dateOrder === order.value}
                onChange={() => setDateOrder(order.value)}
                className="size-5 accent-amber-400"
              />
              <span>
                <span className="font-medium">{order.label}</span> <span className="text-sm text-ink-muted">({order.example})</span>
              </span>
            </label>
          ))}
          {sent && dateOrderMissing ? (
            <p id="daylio-date-order-error" className="text-sm text-red-200">
              {t.dateOrderError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <ul className="flex flex-col gap-3">
        {moods.map((mood, index) => (
          <li key={mood.name}>
            <SelectField
              id={`daylio-mood-${index}`}
              label={t.moodLabel({ name: mood.name || t.noName, entries: entries(t, mood.count) })}
              hint={mood.custom ? t.ownMood : undefined}
              error={sent && !chosen[mood.name] ? t.chooseFeelingError : undefined}
              value={chosen[mood.name] ?? ''}
              onChange={(event) => setChosen((current) => ({ ...current, [mood.name]: event.target.value as Feeling | '' }))}
            >
              <option value="">{t.chooseFeeling}</option>
              {feelings.map((feeling) => (
                <option key={feeling.value} value={feeling.value}>
                  {feeling.label}
                </option>
              ))}
            </SelectField>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t.importing : t.importEntries({ entries: entries(t, total) })}
        </Button>
      </div>
    </form>
  );
}
