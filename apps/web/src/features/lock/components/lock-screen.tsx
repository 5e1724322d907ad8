import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LogoAndHelp } from '@/components/logo-and-help';
import { usePageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n';
import { biometricSecret, isBiometricAvailable } from '../biometric';
import {
  attemptsLeft,
  checkPin,
  forgetPin,
  fromBase64,
  keyFromSecret,
  MAX_ATTEMPTS,
  openStore,
  PIN_PATTERN,
  readPinRecord,
  resetAttempts,
  unwrapDataKey,
} from '../pin';
import { lockText } from '../lock.messages';

type LockScreenProps = {
  userId: string;
  onUnlocked: () => void;
  /** Ends the session the normal way (which erases what this device kept and the draft). */
  onSignOut: () => void | Promise<void>;
};

/**
 * What a locked Sendero shows, and nothing else (the screens behind it are not drawn): the PIN, the
 * device's own unlock where it has one, "Ayuda" with the crisis lines, and a way out for a forgotten
 * PIN. Five wrong PINs in a row end the session.
 */
export function LockScreen({ userId, onUnlocked, onSignOut }: LockScreenProps) {
  const t = useMessages(lockText);
  const wrongPin = (left: number) => (left === 1 ? t.wrongPinOneLeft : t.wrongPinLeft({ left }));
  usePageTitle(t.pageTitle);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>(() => {
    const left = attemptsLeft(userId);
    return left < MAX_ATTEMPTS ? wrongPin(left) : undefined;
  });
  const [checking, setChecking] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  const [credentialId, setCredentialId] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const ids = { pin: useId(), hint: useId(), error: useId() };

  useEffect(() => {
    if (!forgetting) input.current?.focus();
  }, [forgetting]);

  useEffect(() => {
    let live = true;
    // Only a device unlock that can open the sealed diary (PRF, decision 062) is offered.
    const record = readPinRecord(userId);
    const id = record?.prf ? record.credentialId : undefined;
    if (id) void isBiometricAvailable().then((available) => live && available && setCredentialId(id));
    return () => {
      live = false;
    };
  }, [userId]);

  const signOut = async (message: string) => {
    toast.info(message, { duration: 10_000 });
    await onSignOut();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!PIN_PATTERN.test(pin)) {
      setError(t.writePin);
      input.current?.focus();
      return;
    }
    setChecking(true);
    const result = await checkPin(userId, pin);
    setChecking(false);
    if (result.ok) {
      onUnlocked();
      return;
    }
    setPin('');
    if (result.attemptsLeft === 0) {
      // The person who knows the password can come back in; the PIN stays theirs.
      resetAttempts(userId);
      await signOut(t.fiveWrong);
      return;
    }
    setError(wrongPin(result.attemptsLeft));
    input.current?.focus();
  };

  const unlockWithDevice = async () => {
    const prf = readPinRecord(userId)?.prf;
    if (!credentialId || !prf) return;
    const secret = await biometricSecret(credentialId, fromBase64(prf.salt));
    const dataKey = secret
      ? await keyFromSecret(secret)
          .then((wrapping) => unwrapDataKey(wrapping, prf.wrappedKey))
          .catch(() => null)
      : null;
    if (dataKey) {
      resetAttempts(userId);
      await openStore(userId, dataKey);
      onUnlocked();
    } else {
      setError(t.deviceFailed);
      input.current?.focus();
    }
  };

  const forgetTheirPin = async () => {
    forgetPin(userId);
    await signOut(t.forgotten);
  };

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

        {forgetting ? (
          <div className="flex flex-col gap-4 rounded-3xl border border-navy-600/60 bg-navy-800 p-5">
            <h2 className="text-lg font-bold">{t.forgotPin}</h2>
            <p className="text-ink-muted">{t.forgotPinText}</p>
            <Button onClick={() => void forgetTheirPin()}>{t.signOut}</Button>
            <Button variant="ghost" onClick={() => setForgetting(false)}>
              {t.backToPin}
            </Button>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.pin} className="font-semibold text-ink">
                PIN
              </label>
              <Input
                ref={input}
                id={ids.pin}
                type="password"
                inputMode="numeric"
                autoComplete="off"
                pattern="[0-9]*"
                maxLength={6}
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
              <Button type="button" variant="secondary" onClick={() => void unlockWithDevice()}>
                {t.useBiometric}
              </Button>
            ) : null}
            <Button type="button" variant="link" className="min-h-11 self-center" onClick={() => setForgetting(true)}>
              {t.forgotPin}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
