import { Check, KeyRound } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useMessages } from '@/lib/i18n';
import { getSignedInUserId } from '@/lib/session-storage';
import { pinLockText } from '../lock.messages';
import { PinInput } from './pin-input';
import { biometricSecret, isBiometricAvailable, mayHavePrf, registerBiometric } from '../biometric';
import {
  DEFAULT_LOCK_MINUTES,
  LOCK_MINUTE_CHOICES,
  PIN_PATTERN,
  readLockMinutes,
  readPinRecord,
  rememberBiometric,
  removePin,
  setLockMinutes,
  setPin,
} from '../pin';

type PinTexts = ReturnType<typeof pinLockText.get>;

const minuteLabel = (text: PinTexts, minutes: number) => (minutes === 1 ? text.oneMinute : text.minutes({ minutes }));

function MinutesSelect({ id, value, onChange }: { id: string; value: number; onChange: (minutes: number) => void }) {
  const text = useMessages(pinLockText);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{text.askAfter}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} aria-describedby={`${id}-hint`}>
        {LOCK_MINUTE_CHOICES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minuteLabel(text, minutes)}
          </option>
        ))}
      </Select>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {text.askAfterHint}
      </p>
    </div>
  );
}

type NewPinFieldProps = { id: string; label: string; value: string; onDigits: (digits: string) => void; invalid: boolean; describedBy?: string };

function NewPinField({ id, label, value, onDigits, invalid, describedBy }: NewPinFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <PinInput
        id={id}
        value={value}
        onChange={(event) => onDigits(event.target.value.replace(/\D/g, '').slice(0, 6))}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/** Creating the PIN: twice, so a slip of the finger does not lock the person out. */
function NewPinForm({ userId, onSaved, onCancel }: { userId: string; onSaved: () => void; onCancel: () => void }) {
  const text = useMessages(pinLockText);
  const [pin, setPinText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [minutes, setMinutes] = useState(DEFAULT_LOCK_MINUTES);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const ids = { pin: useId(), repeat: useId(), minutes: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!PIN_PATTERN.test(pin)) return setError(text.digits);
    if (pin !== repeat) return setError(text.mismatch);
    setSaving(true);
    await setPin(userId, pin, minutes);
    setSaving(false);
    onSaved();
  };

  const described = (hint?: string) => [hint, error ? ids.error : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPinField id={ids.pin} label={text.newPin} value={pin} onDigits={setPinText} invalid={Boolean(error)} describedBy={described()} />
        <NewPinField id={ids.repeat} label={text.repeatPin} value={repeat} onDigits={setRepeat} invalid={Boolean(error)} describedBy={described()} />
      </div>
      <MinutesSelect id={ids.minutes} value={minutes} onChange={setMinutes} />
      <p id={ids.error} role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? text.saving : text.savePin}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Bloqueo con PIN" in Ajustes: a PIN asked when Sendero opens on this device and after some minutes
 * in the background, and the device's own unlock where it has one. Kept on this device only, per account.
 */
export function PinLockSection() {
  const text = useMessages(pinLockText);
  const userId = getSignedInUserId();
  const [hasPin, setHasPin] = useState(() => Boolean(userId && readPinRecord(userId)));
  const [creating, setCreating] = useState(false);
  const [minutes, setMinutes] = useState(() => (userId ? readLockMinutes(userId) : DEFAULT_LOCK_MINUTES));
  // 'pin-only': the device has a biometric unlock, but it cannot open the sealed diary here (no PRF).
  const [biometric, setBiometric] = useState<'unavailable' | 'pin-only' | 'off' | 'on'>('unavailable');
  const [status, setStatus] = useState<string | undefined>();
  const ids = { title: useId(), minutes: useId() };

  useEffect(() => {
    let live = true;
    void Promise.all([isBiometricAvailable(), mayHavePrf()]).then(([available, prf]) => {
      if (live && available) setBiometric(!prf ? 'pin-only' : userId && readPinRecord(userId)?.prf ? 'on' : 'off');
    });
    return () => {
      live = false;
    };
  }, [userId, hasPin]);

  if (!userId) return null;

  const changeMinutes = (value: number) => {
    setLockMinutes(userId, value);
    setMinutes(value);
    setStatus(text.savedMinutes({ minutes: minuteLabel(text, value) }));
  };
  const toggleBiometric = async () => {
    if (biometric === 'on') {
      await rememberBiometric(userId, null);
      setBiometric('off');
      setStatus(text.biometricStopped);
      return;
    }
    const created = await registerBiometric();
    if (!created) return setStatus(text.notActivated);
    if (!created.prf) {
      setBiometric('pin-only');
      return setStatus(text.notActivatedHere);
    }
    // The device gives its secret once now, to wrap the diary's key (a second touch of the sensor).
    const salt = crypto.getRandomValues(new Uint8Array(32));
    const secret = await biometricSecret(created.credentialId, salt);
    if (!secret) return setStatus(text.notActivated);
    await rememberBiometric(userId, { credentialId: created.credentialId, secret, salt });
    setBiometric('on');
    setStatus(text.biometricReady);
  };

  return (
    <Card className="flex flex-col gap-5" role="region" aria-labelledby={ids.title}>
      <div className="flex flex-col gap-1">
        <CardTitle id={ids.title} className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-5 text-amber-300" />
          {text.title}
        </CardTitle>
        <p className="text-sm text-ink-muted">{text.intro}</p>
        <p className="text-sm text-ink-muted">{text.sealed}</p>
      </div>

      {creating ? (
        <NewPinForm
          userId={userId}
          onCancel={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            setHasPin(true);
            setMinutes(readLockMinutes(userId));
            setStatus(text.pinSaved);
          }}
        />
      ) : hasPin ? (
        <div className="flex flex-col gap-4">
          <MinutesSelect id={ids.minutes} value={minutes} onChange={changeMinutes} />
          {biometric === 'pin-only' ? <p className="text-sm text-ink-muted">{text.pinOnly}</p> : null}
          {biometric === 'on' || biometric === 'off' ? (
            <Button variant="secondary" onClick={() => void toggleBiometric()}>
              {biometric === 'on' ? text.stopBiometric : text.startBiometric}
            </Button>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={() => setCreating(true)}>
              {text.changePin}
            </Button>
            <Button
              variant="ghost"
              onClick={async () => {
                await removePin(userId);
                setHasPin(false);
                setStatus(text.pinRemoved);
              }}
            >
              {text.removePin}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setCreating(true)}>
          {text.createPin}
        </Button>
      )}

      <p role="status" className="flex items-start gap-2 text-sm text-emerald-100 empty:hidden">
        {status ? (
          <>
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{status}</span>
          </>
        ) : null}
      </p>
    </Card>
  );
}
