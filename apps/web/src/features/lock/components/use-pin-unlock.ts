import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
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

export type PinUnlockOptions = {
  userId: string;
  onUnlocked: () => void;
  /** Ends the session the normal way (which erases what this device kept and the draft). */
  onSignOut: () => void | Promise<void>;
};

/**
 * The lock's state and its ways out: the PIN (five wrong in a row end the session), the device's own
 * unlock, and a forgotten PIN. The PIN field is focused whenever it is shown and after each error.
 */
export function usePinUnlock({ userId, onUnlocked, onSignOut }: PinUnlockOptions) {
  const t = useMessages(lockText);
  const wrongPin = (left: number) => (left === 1 ? t.wrongPinOneLeft : t.wrongPinLeft({ left }));
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | undefined>(() => {
    const left = attemptsLeft(userId);
    return left < MAX_ATTEMPTS ? wrongPin(left) : undefined;
  });
  const [checking, setChecking] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  const [credentialId, setCredentialId] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

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

  return { pin, setPin, error, checking, forgetting, setForgetting, credentialId, input, submit, unlockWithDevice, forgetTheirPin };
}

export type PinUnlock = ReturnType<typeof usePinUnlock>;
