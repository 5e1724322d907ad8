import type { ReminderChannel, ReminderSettings } from '@sendero/shared';
import { BellRing, Check } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { timeZoneGroups, timeZoneLabel } from '../time-zones';
import { useReminders } from '../api/reminders';
import { remindersText } from './messages';
import { useReminderForm, type Draft, type PushState } from './use-reminder-form';

type Texts = ReturnType<typeof remindersText.get>;
type ReminderFormState = ReturnType<typeof useReminderForm>;

const channelChoices: { value: ReminderChannel; label: 'byEmail' | 'pushHere' }[] = [
  { value: 'email', label: 'byEmail' },
  { value: 'push', label: 'pushHere' },
];

const pushNotes = { unsupported: 'pushUnsupported', denied: 'pushDenied' } as const;

const summary = (t: Texts, settings: Draft) => {
  const ways = settings.channels.map((channel) => (channel === 'email' ? t.wayEmail : t.wayPush)).join(` ${t.and} `);
  return t.summary({ time: settings.time, zone: timeZoneLabel(settings.timeZone), ways });
};

function EnabledSwitch({ enabled, onChange }: { enabled: boolean; onChange: (enabled: boolean) => void }) {
  const t = useMessages(remindersText);
  const id = useId();
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center justify-between gap-4 rounded-2xl border border-navy-600 p-3">
      <span className="flex flex-col">
        <span className="font-semibold text-ink">{t.daily}</span>
        <span className="text-sm text-ink-muted">{enabled ? t.on : t.off}</span>
      </span>
      <input id={id} type="checkbox" role="switch" checked={enabled} onChange={(event) => onChange(event.target.checked)} className="size-6 accent-amber-400" />
    </label>
  );
}

function TimeAndZone({ draft, change }: Pick<ReminderFormState, 'draft' | 'change'>) {
  const t = useMessages(remindersText);
  const zoneGroups = useMemo(() => timeZoneGroups(draft.timeZone), [draft.timeZone]);
  const ids = { time: useId(), zone: useId() };
  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.time}>{t.time}</Label>
        <Input id={ids.time} type="time" step={60} required value={draft.time} onChange={(event) => change({ time: event.target.value })} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.zone}>{t.timeZone}</Label>
        <Select id={ids.zone} value={draft.timeZone} onChange={(event) => change({ timeZone: event.target.value })}>
          {zoneGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
    </div>
  );
}

function Channels({ channels, push, toggleChannel }: { channels: Draft['channels']; push: PushState; toggleChannel: ReminderFormState['toggleChannel'] }) {
  const t = useMessages(remindersText);
  const noteId = useId();
  const pushUnavailable = push === 'unsupported' || push === 'denied';
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={pushUnavailable ? noteId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{t.howToReceive}</legend>
      {channelChoices.map((choice) => {
        const unavailable = choice.value === 'push' && pushUnavailable;
        return (
          <label
            key={choice.value}
            className={cn('flex items-center gap-3 rounded-2xl border border-navy-600 p-3', unavailable ? 'opacity-70' : 'cursor-pointer')}
          >
            <input
              type="checkbox"
              checked={channels.includes(choice.value)}
              disabled={unavailable && !channels.includes(choice.value)}
              onChange={(event) => toggleChannel(choice.value, event.target.checked)}
              className="size-5 accent-amber-400"
            />
            <span className="font-semibold text-ink">{t[choice.label]}</span>
          </label>
        );
      })}
      {push === 'unsupported' || push === 'denied' ? (
        <p id={noteId} className="text-sm text-ink-muted">
          {t[pushNotes[push]]}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Whether what is shown is what is saved, and the save button. */
function SaveRow({ form, saved }: { form: ReminderFormState; saved: ReminderSettings }) {
  const t = useMessages(remindersText);
  const { unchanged, busy } = form;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div role="status" aria-live="polite" className="text-sm">
        {unchanged ? (
          <p className="flex items-start gap-2 text-emerald-100">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {form.justSaved ? t.saved : ''}
              {saved.enabled ? summary(t, form.savedDraft) : t.disabled}
            </span>
          </p>
        ) : saved.updatedAt !== null || form.draft.enabled !== saved.enabled ? (
          <p className="text-ink-muted">{t.unsaved}</p>
        ) : null}
      </div>
      <Button type="submit" className="shrink-0" disabled={busy || unchanged} aria-busy={busy}>
        {busy ? t.saving : t.save}
      </Button>
    </div>
  );
}

function ReminderForm({ saved }: { saved: ReminderSettings }) {
  const form = useReminderForm(saved);
  const { draft, change, error } = form;
  return (
    <form onSubmit={(event) => void form.submit(event)} className="flex flex-col gap-5" noValidate>
      <EnabledSwitch enabled={draft.enabled} onChange={(enabled) => change({ enabled })} />
      <div className={cn('flex flex-col gap-5', !draft.enabled && 'opacity-70')}>
        <TimeAndZone draft={draft} change={change} />
        <Channels channels={draft.channels} push={form.push} toggleChannel={form.toggleChannel} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <SaveRow form={form} saved={saved} />
    </form>
  );
}

/** "Recordatorios" in the profile: a gentle daily nudge at the person's own time, by email and/or push. */
export function RemindersSection() {
  const reminders = useReminders();
  const t = useMessages(remindersText);
  return (
    <Card className="flex flex-col gap-5" id="recordatorios" role="region" aria-labelledby="recordatorios-titulo">
      <div className="flex flex-col gap-1">
        <CardTitle id="recordatorios-titulo" className="flex items-center gap-2">
          <BellRing aria-hidden="true" className="size-5 text-amber-300" />
          {t.title}
        </CardTitle>
        <p className="text-sm text-ink-muted">{t.intro}</p>
      </div>
      {reminders.data ? (
        <ReminderForm saved={reminders.data} />
      ) : reminders.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t.notLoaded}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{t.loading}</p>
      )}
    </Card>
  );
}
