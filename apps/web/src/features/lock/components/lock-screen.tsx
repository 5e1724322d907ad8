import { KeyRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { LogoAndHelp } from '@/components/logo-and-help';
import { usePageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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

type LockScreenProps = {
  userId: string;
  onUnlocked: () => void;
  /** Ends the session the normal way (which erases what this device kept and the draft). */
  onSignOut: () => void | Promise<void>;
};

const wrongPin = (left: number) => `PIN incorrecto. ${left === 1 ? 'Te queda 1 intento' : `Te quedan ${left} intentos`}: después se cerrará tu sesión.`;

/**
 * What a locked Sendero shows, and nothing else (the screens behind it are not drawn): the PIN, the
 * device's own unlock where it has one, "Ayuda" with the crisis lines, and a way out for a forgotten
 * PIN. Five wrong PINs in a row end the session.
 */
export function LockScreen({ userId, onUnlocked, onSignOut }: LockScreenProps) {
  usePageTitle('Bloqueado');
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
      setError('Escribe tu PIN: de 4 a 6 cifras.');
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
      await signOut('Has escrito mal el PIN cinco veces, así que hemos cerrado tu sesión. Entra con tu contraseña.');
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
      setError('No se pudo comprobar que eres tú con este dispositivo. Escribe tu PIN.');
      input.current?.focus();
    }
  };

  const forgetTheirPin = async () => {
    forgetPin(userId);
    await signOut('Hemos cerrado tu sesión y borrado tu PIN de este dispositivo. Entra con tu contraseña; puedes crear otro PIN en Ajustes.');
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
          <h1 className="text-2xl font-extrabold tracking-tight">Sendero está bloqueado</h1>
          <p className="text-ink-muted">Escribe tu PIN para abrir tu diario en este dispositivo.</p>
        </div>

        {forgetting ? (
          <div className="flex flex-col gap-4 rounded-3xl border border-navy-600/60 bg-navy-800 p-5">
            <h2 className="text-lg font-bold">¿Olvidaste tu PIN?</h2>
            <p className="text-ink-muted">
              Para entrar sin él, cierra sesión y vuelve a entrar con tu contraseña. Tu PIN se borrará de este dispositivo, y también lo que aún no se haya
              enviado.
            </p>
            <Button onClick={() => void forgetTheirPin()}>Cerrar sesión</Button>
            <Button variant="ghost" onClick={() => setForgetting(false)}>
              Volver al PIN
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
                De 4 a 6 cifras.
              </p>
            </div>
            <p id={ids.error} role="alert" className="min-h-5 text-sm text-danger">
              {error}
            </p>
            <Button type="submit" disabled={checking} aria-busy={checking}>
              {checking ? 'Comprobando…' : 'Desbloquear'}
            </Button>
            {credentialId ? (
              <Button type="button" variant="secondary" onClick={() => void unlockWithDevice()}>
                Usar la huella o la cara
              </Button>
            ) : null}
            <Button type="button" variant="link" className="min-h-11 self-center" onClick={() => setForgetting(true)}>
              ¿Olvidaste tu PIN?
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
