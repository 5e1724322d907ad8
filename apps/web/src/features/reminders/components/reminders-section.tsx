import { ReminderSettingsBody, type ReminderChannel, type ReminderSettings } from '@sendero/shared';
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
import { timeZoneGroups, timeZoneLabel } from '../time-zones';
import { useReminders, useSaveReminders } from '../api/reminders';
import { pushSupport, PushPermissionError, subscribeThisDevice } from '../push';

type Draft = Omit<ReminderSettings, 'updatedAt'>;

const channelChoices: { value: ReminderChannel; label: string }[] = [
  { value: 'email', label: 'Por correo' },
  { value: 'push', label: 'Aviso en este dispositivo' },
];

const pushNotes = {
  unsupported: 'Este navegador no puede mostrar avisos de Sendero todavía. Puedes recibir el recordatorio por correo.',
  denied: 'Los avisos de Sendero están bloqueados en este navegador. Puedes permitirlos en sus ajustes o recibir el recordatorio por correo.',
} as const;

const sameDraft = (a: Draft, b: Draft) =>
  a.enabled === b.enabled && a.time === b.time && a.timeZone === b.timeZone && [...a.channels].sort().join() === [...b.channels].sort().join();

const summary = (settings: Draft) => {
  const ways = settings.channels.map((channel) => (channel === 'email' ? 'por correo' : 'como aviso')).join(' y ');
  return `Te lo recordaremos cada día a las ${settings.time} (${timeZoneLabel(settings.timeZone)}), ${ways}.`;
};

function ReminderForm({ saved }: { saved: ReminderSettings }) {
  const save = useSaveReminders();
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
      setError(parsed.error.issues[0]?.message);
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
        setError(pushNotes.denied);
      } else {
        setError((caught instanceof ApiClientError && caught.firstMessage) || 'No pudimos guardar tu recordatorio. Inténtalo de nuevo.');
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
          <span className="font-semibold text-ink">Recordatorio diario</span>
          <span className="text-sm text-ink-muted">{draft.enabled ? 'Activado' : 'Desactivado'}</span>
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
            <Label htmlFor={ids.time}>Hora</Label>
            <Input id={ids.time} type="time" step={60} required value={draft.time} onChange={(event) => change({ time: event.target.value })} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.zone}>Zona horaria</Label>
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
          <legend className="mb-1 text-sm font-semibold text-ink">Cómo quieres recibirlo</legend>
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
                <span className="font-semibold text-ink">{choice.label}</span>
              </label>
            );
          })}
          {push === 'unsupported' || push === 'denied' ? (
            <p id={ids.channels} className="text-sm text-ink-muted">
              {pushNotes[push]}
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
                {justSaved ? 'Guardado. ' : ''}
                {saved.enabled ? summary(savedDraft) : 'El recordatorio está desactivado.'}
              </span>
            </p>
          ) : saved.updatedAt !== null || draft.enabled !== saved.enabled ? (
            <p className="text-ink-muted">Tienes cambios sin guardar.</p>
          ) : null}
        </div>
        <Button type="submit" className="shrink-0" disabled={busy || unchanged} aria-busy={busy}>
          {busy ? 'Guardando…' : 'Guardar recordatorio'}
        </Button>
      </div>
    </form>
  );
}

/** "Recordatorios" in the profile: a gentle daily nudge at the person's own time, by email and/or push. */
export function RemindersSection() {
  const reminders = useReminders();
  return (
    <Card className="flex flex-col gap-5" id="recordatorios" role="region" aria-labelledby="recordatorios-titulo">
      <div className="flex flex-col gap-1">
        <CardTitle id="recordatorios-titulo" className="flex items-center gap-2">
          <BellRing aria-hidden="true" className="size-5 text-amber-300" />
          Recordatorios
        </CardTitle>
        <p className="text-sm text-ink-muted">
          Un aviso amable cada día, a la hora que elijas, para dedicarte un momento. Si ese día ya escribiste en tu diario, no te lo enviamos.
        </p>
      </div>
      {reminders.data ? (
        <ReminderForm saved={reminders.data} />
      ) : reminders.isError ? (
        <p role="alert" className="text-sm text-danger">
          No pudimos cargar tu recordatorio. Inténtalo de nuevo en unos minutos.
        </p>
      ) : (
        <p className="text-sm text-ink-muted">Cargando…</p>
      )}
    </Card>
  );
}
