import { attemptsLeft, checkPin, hashPin, MAX_ATTEMPTS, readLockMinutes, readPinRecord, removePin, setPin } from './pin';

// The real PBKDF2 of WebCrypto, with few iterations so the suite stays quick.
const FEW = 1_000;

describe('the PIN kept on this device', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a salted slow hash, never the PIN, with the minutes, per account', async () => {
    await setPin('user-1', '4821', 5, FEW);
    const stored = Object.entries(localStorage)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join('\n');
    expect(stored).not.toContain('4821');
    const record = readPinRecord('user-1');
    expect(record).toMatchObject({ iterations: FEW, failedAttempts: 0 });
    expect(readLockMinutes('user-1')).toBe(5);
    expect(readPinRecord('user-2')).toBeNull();
  });

  it('hashes the same PIN differently with another salt, and the same with the same one', async () => {
    const salt = new Uint8Array(16).fill(1);
    const other = new Uint8Array(16).fill(2);
    expect(await hashPin('4821', salt, FEW)).toBe(await hashPin('4821', salt, FEW));
    expect(await hashPin('4821', salt, FEW)).not.toBe(await hashPin('4821', other, FEW));
  });

  it('uses a new salt each time a PIN is set', async () => {
    await setPin('user-1', '4821', 5, FEW);
    const first = readPinRecord('user-1');
    await setPin('user-1', '4821', 5, FEW);
    expect(readPinRecord('user-1')?.salt).not.toBe(first?.salt);
  });

  it('refuses a PIN that is not 4 to 6 digits', async () => {
    await expect(setPin('user-1', '123', 5, FEW)).rejects.toThrow();
    await expect(setPin('user-1', '1234567', 5, FEW)).rejects.toThrow();
    await expect(setPin('user-1', '12a4', 5, FEW)).rejects.toThrow();
  });

  it('counts wrong PINs, even across a reload, and the right one starts the count again', async () => {
    await setPin('user-1', '482193', 1, FEW);
    expect(await checkPin('user-1', '000000')).toEqual({ ok: false, attemptsLeft: 4 });
    expect(await checkPin('user-1', '1234')).toEqual({ ok: false, attemptsLeft: 3 });
    // What a reload would read again.
    expect(attemptsLeft('user-1')).toBe(3);
    expect(await checkPin('user-1', '482193')).toEqual({ ok: true });
    expect(attemptsLeft('user-1')).toBe(MAX_ATTEMPTS);
  });

  it('has no tries left after the fifth wrong PIN', async () => {
    await setPin('user-1', '4821', 5, FEW);
    const results = [];
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) results.push(await checkPin('user-1', '1111'));
    expect(results.map((result) => (result.ok ? 'ok' : result.attemptsLeft))).toEqual([4, 3, 2, 1, 0]);
  });

  it('forgets everything of the lock when the PIN is removed', async () => {
    await setPin('user-1', '4821', 15, FEW);
    removePin('user-1');
    expect(readPinRecord('user-1')).toBeNull();
    expect(localStorage.getItem('sendero-lock:user-1')).toBeNull();
  });
});
