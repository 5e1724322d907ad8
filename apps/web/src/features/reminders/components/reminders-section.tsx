import { ReminderSettingsBody, reminderSpoken, type ReminderChannel, type ReminderSettings } from '@sendero/shared';
import { BellRing, Check } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { currentTimeZone } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { sayIn } from '@/lib/spoken-messages';
import { timeZoneGroups, timeZoneLabel } from '../time-zones';
import { useReminders, useSaveReminders } from '../api/reminders';
import { pushSupport, PushPermissionError, subscribeThisDevice } from '../push';
import { remindersText } from './messages';

type Draft = Omit<ReminderSettings, 'updatedAt'>;

type Texts = ReturnType<typeof remindersText.get>;
const channelChoices: { value: ReminderChannel; label: 'byEmail' | 'pushHere' }[] = [
  { value: 'email', label: 'byEmail' },
  { value: 'push', label: 'pushHere' },
];

const pushNotes = { unsupported: 'pushUnsupported', denied: 'pushDenied' } as const;

/** The schema's own check, in the person's Spanish. */
const sayReminder = sayIn([reminderSpoken]);

const sameDraft = (a: Draft, b: Draft) =>
  a.enabled === b.enabled && a.time === b.time && a.timeZone === b.timeZone && [...a.channels].sort().join() === [...b.channels].sort().join();

const summary = (t: Texts, settings: Draft) => {
  const ways = settings.channels.map((channel) => (channel === 'email' ? t.wayEmail : t.wayPush)).join(` ${t.and} `);
  return t.summary({ time: settings.time, zone: timeZoneLabel(settings.timeZone), ways });
};

function ReminderForm({ saved }: { saved: ReminderSettings }) {
  const save = useSaveReminders();
  const t = useMessages(remindersText);
  // Before the first save, the zone is this browser's: it is where the person is now.
  const initial: Draft = { enabled: saved.enabled, time: saved.time, timeZone: saved.updatedAt ? saved.timeZone : currentTimeZone(), channels: saved.channels };
  const [draft, setDraft] = useState<Draft>(initial);
  const [error, setError] = useState<string | undefined>();
  const [justSaved, setJustSaved] = useState(false);
  const [push, setPush] = useState<'ready' | 'unsupported' | 'denied' | 'checking'>('checking');
  const zoneGroups = useMemo(() => timeZoneGroups(draft.timeZone), [draft.timeZone]);
  const ids = { enabled: useId(), time: useId(), zone: useId(), channels: useId(), status: useId() };

  useEffect(() => {
    let live = true;
    void pushSupport().then((state) => live && setPush(state));
    return () => {
      live = false;
    };
  }, []);

  const change = (changes: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setJustSaved(false);
    setError(undefined);
  };
  const toggleChannel = (channel: ReminderChannel, on: boolean) =>
    change({ channels: on ? [...draft.channels.filter((c) => c !== channel), channel] : draft.channels.filter((c) => c !== channel) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReminderSettingsBody.safeParse(draft);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message && sayReminder(message));
      return;
    }
    try {
      // The browser asks for permission on this click; the subscription is stored before the settings.
      if (draft.enabled && draft.channels.includes('push') && push === 'ready') await subscribeThisDevice();
      await save.mutateAsync(parsed.data);
      setJustSaved(true);
    } catch (caught) {
      if (caught instanceof PushPermissionError) {
        setPush('denied');
        setError(t[pushNotes.denied]);
      } else {
        setError((caught instanceof ApiClientError && caught.firstMessage) || t.notSaved);
      }
    }
  };

  const savedDraft: Draft = { enabled: saved.enabled, time: saved.time, timeZone: saved.timeZone, channels: saved.channels };
  const unchanged = saved.updatedAt !== null && sameDraft(draft, savedDraft);
  const busy = save.isPending;

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
      <label htmlFor={ids.enabled} className="flex cursor-pointer items-center justify-between gap-4 rounded-2xl border border-navy-600 p-3">
        <span className="flex flex-col">
          <span className="font-semibold text-ink">{t.daily}</span>
          <span className="text-sm text-ink-muted">{draft.enabled ? t.on : t.off}</span>
        </span>
        <input
          id={ids.enabled}
          type="checkbox"
          role="switch"
          checked={draft.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
          className="size-6 accent-amber-400"
        />
      </label>

      <div className={cn('flex flex-col gap-5', !draft.enabled && 'opacity-70')}>
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

        <fieldset className="flex flex-col gap-2" aria-describedby={push === 'unsupported' || push === 'denied' ? ids.channels : undefined}>
          <legend className="mb-1 text-sm font-semibold text-ink">{t.howToReceive}</legend>
          {channelChoices.map((choice) => {
            const unavailable = choice.value === 'push' && (push === 'unsupported' || push === 'denied');
            return (
              <label
                key={choice.value}
                className={cn('flex items-center gap-3 rounded-2xl border border-navy-600 p-3', unavailable ? 'opacity-70' : 'cursor-pointer')}
              >
                <input
                  type="checkbox"
                  checked={draft.channels.includes(choice.value)}
                  disabled={unavailable && !draft.channels.includes(choice.value)}
                  onChange={(event) => toggleChannel(choice.value, event.target.checked)}
                  className="size-5 accent-amber-400"
                />
                <span className="font-semibold text-ink">{t[choice.label]}</span>
              </label>
            );
          })}
          {push === 'unsupported' || push === 'denied' ? (
            <p id={ids.channels} className="text-sm text-ink-muted">
              {t[pushNotes[push]]}
            </p>
          ) : null}
        </fieldset>
      </div>

      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div id={ids.status} role="status" aria-live="polite" className="text-sm">
          {unchanged ? (
            <p className="flex items-start gap-2 text-emerald-100">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {justSaved ? t.saved : ''}
                {saved.enabled ? summary(t, savedDraft) : t.disabled}
              </span>
            </p>
          ) : saved.updatedAt !== null || draft.enabled !== saved.enabled ? (
            <p className="text-ink-muted">{t.unsaved}</p>
          ) : null}
        </div>
        <Button type="submit" className="shrink-0" disabled={busy || unchanged} aria-busy={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </div>
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
