import { ReminderSettingsBody, reminderSpoken, type ReminderChannel, type ReminderSettings } from '@sendero/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiClientError } from '@/lib/api-client';
import { currentTimeZone } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { sayIn } from '@/lib/spoken-messages';
import { useSaveReminders } from '../api/reminders';
import { pushSupport, PushPermissionError, subscribeThisDevice } from '../push';
import { remindersText } from './messages';

export type Draft = Omit<ReminderSettings, 'updatedAt'>;
export type PushState = 'ready' | 'unsupported' | 'denied' | 'checking';

/** The schema's own check, in the person's Spanish. */
const sayReminder = sayIn([reminderSpoken]);

const sameDraft = (a: Draft, b: Draft) =>
  a.enabled === b.enabled && a.time === b.time && a.timeZone === b.timeZone && [...a.channels].sort().join() === [...b.channels].sort().join();

/** The reminder form's draft, whether push works here, and saving it (push subscription first). */
export function useReminderForm(saved: ReminderSettings) {
  const save = useSaveReminders();
  const t = useMessages(remindersText);
  // Before the first save, the zone is this browser's: it is where the person is now.
  const initial: Draft = { enabled: saved.enabled, time: saved.time, timeZone: saved.updatedAt ? saved.timeZone : currentTimeZone(), channels: saved.channels };
  const [draft, setDraft] = useState<Draft>(initial);
  const [error, setError] = useState<string | undefined>();
  const [justSaved, setJustSaved] = useState(false);
  const [push, setPush] = useState<PushState>('checking');

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
        setError(t.pushDenied);
      } else {
        setError((caught instanceof ApiClientError && caught.firstMessage) || t.notSaved);
      }
    }
  };

  const savedDraft: Draft = { enabled: saved.enabled, time: saved.time, timeZone: saved.timeZone, channels: saved.channels };
  const unchanged = saved.updatedAt !== null && sameDraft(draft, savedDraft);
  return { draft, error, justSaved, push, change, toggleChannel, submit, savedDraft, unchanged, busy: save.isPending };
}
