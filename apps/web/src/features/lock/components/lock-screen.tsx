import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { LogoAndHelp } from '@/components/logo-and-help';
import { usePageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { lockText } from '../lock.messages';
import { PinInput } from './pin-input';
import { usePinUnlock, type PinUnlock, type PinUnlockOptions } from './use-pin-unlock';

function ForgotPinPanel({ lock }: { lock: PinUnlock }) {
  const t = useMessages(lockText);
  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-navy-600/60 bg-navy-800 p-5">
      <h2 className="text-lg font-bold">{t.forgotPin}</h2>
      <p className="text-ink-muted">{t.forgotPinText}</p>
      <Button onClick={() => void lock.forgetTheirPin()}>{t.signOut}</Button>
      <Button variant="ghost" onClick={() => lock.setForgetting(false)}>
        {t.backToPin}
      </Button>
    </div>
  );
}

function PinUnlockForm({ lock }: { lock: PinUnlock }) {
  const t = useMessages(lockText);
  const ids = { pin: useId(), hint: useId(), error: useId() };
  const { input, pin, setPin, error, checking, credentialId, setForgetting } = lock;
  return (
    <form onSubmit={(event) => void lock.submit(event)} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.pin} className="font-semibold text-ink">
          PIN
        </label>
        <PinInput
          ref={input}
          id={ids.pin}
          value={pin}
          onChange={(event) => {
            setPin(event.target.value.replace(/\D/g, ''));
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
          className="text-center text-2xl tracking-[0.5em]"
        />
        <p id={ids.hint} className="text-sm text-ink-muted">
          {t.pinHint}
        </p>
      </div>
      <p id={ids.error} role="alert" className="min-h-5 text-sm text-danger">
        {error}
      </p>
      <Button type="submit" disabled={checking} aria-busy={checking}>
        {checking ? t.checking : t.unlock}
      </Button>
      {credentialId ? (
        <Button type="button" variant="secondary" onClick={() => void lock.unlockWithDevice()}>
          {t.useBiometric}
        </Button>
      ) : null}
      <Button type="button" variant="link" className="min-h-11 self-center" onClick={() => setForgetting(true)}>
        {t.forgotPin}
      </Button>
    </form>
  );
}

/**
 * What a locked Sendero shows, and nothing else (the screens behind it are not drawn): the PIN, the
 * device's own unlock where it has one, "Ayuda" with the crisis lines, and a way out for a forgotten
 * PIN. Five wrong PINs in a row end the session.
 */
export function LockScreen(props: PinUnlockOptions) {
  const t = useMessages(lockText);
  usePageTitle(t.pageTitle);
  const lock = usePinUnlock(props);
  return (
    <div className="min-h-dvh bg-navy-900">
      <header className="pt-[env(safe-area-inset-top)]">
        <LogoAndHelp />
      </header>
      <main className="mx-auto flex w-full max-w-sm flex-col gap-6 px-5 pt-10 pb-12">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-navy-800 text-amber-300">
            <KeyRound aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-extrabold tracking-tight">{t.locked}</h1>
          <p className="text-ink-muted">{t.writePinToOpen}</p>
        </div>
        {lock.forgetting ? <ForgotPinPanel lock={lock} /> : <PinUnlockForm lock={lock} />}
      </main>
    </div>
  );
}
