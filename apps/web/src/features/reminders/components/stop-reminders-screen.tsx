import { reminderSpoken } from '@sendero/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { currentSpanish, useMessages } from '@/lib/i18n';
import { stopEmailReminders } from '../api/reminders';
import { remindersText } from './messages';

/**
 * The page behind the stop link of a reminder email: it stops the emails as it opens (one click,
 * no sign-in) and says so. Asking again is harmless: the server answers the same.
 */
export function StopRemindersScreen({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const asked = useRef(false);
  const t = useMessages(remindersText);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    stopEmailReminders(token)
      .then((result) => setOutcome({ ok: true, message: result.message }))
      .catch((error: unknown) =>
        setOutcome({
          ok: false,
          message:
            error instanceof ApiClientError && error.status === 404 ? reminderSpoken.unsubscribeInvalid[currentSpanish()] : remindersText.get().stopFailed,
        }),
      );
  }, [token]);

  return (
    <main className="min-h-dvh bg-navy-900 px-5 pt-6 pb-16">
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6 leading-relaxed">
        <Logo />
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance">{t.emailReminders}</h1>
        <div role="status" aria-live="polite" className="text-lg">
          {outcome ? <p className={outcome.ok ? 'text-ink' : 'text-danger'}>{outcome.message}</p> : <p className="text-ink-muted">{t.oneMoment}</p>}
        </div>
        <Link to={paths.profile.getHref()} className="font-semibold text-amber-300 underline underline-offset-2">
          {t.toProfile}
        </Link>
      </div>
    </main>
  );
}
