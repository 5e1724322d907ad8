import { LOCK_MINUTES_KEY } from '@/lib/app-lock';
import { openSealedStore, sealingKey, unsealStore } from '@/lib/sealed-store';

/**
 * The PIN that locks the app on this device (decision 044), and the key that seals the diary this
 * device keeps (decision 062). The PIN itself is never kept: a key derived from it (PBKDF2-SHA-256
 * through WebCrypto, a random salt, per account, not extractable) wraps the random data key, and
 * only that wrapped key is stored; a PIN is right when it unwraps it. Its strength is the attempts
 * limit (a 4–6 digit PIN is found by trying them all by anyone with the device and dev tools).
 */

export const PIN_PATTERN = /^\d{4,6}$/;
export const MAX_ATTEMPTS = 5;
/** Minutes in the background the person may choose before the app locks again. */
export const LOCK_MINUTE_CHOICES = [1, 5, 15] as const;
export const DEFAULT_LOCK_MINUTES = 5;
const ITERATIONS = 250_000;

export type PinRecord = {
  salt: string;
  /** PINs set before decision 062: a hash to check; the first unlock replaces it by `wrappedKey`. */
  hash?: string;
  iterations: number;
  /** The data key, wrapped (AES-GCM: iv ‖ data, base64) by the key derived from the PIN. */
  wrappedKey?: string;
  /** Wrong PINs in a row; kept so a reload does not give five more tries. */
  failedAttempts: number;
  /** The device's biometric unlock (WebAuthn platform credential), when the person turned it on. */
  credentialId?: string;
  /** The same data key wrapped by the authenticator's PRF output for `prfSalt` (decision 062). */
  prf?: { salt: string; wrappedKey: string };
};

const pinKey = (userId: string) => `sendero-pin:${userId}`;
const minutesKey = (userId: string) => LOCK_MINUTES_KEY + userId;

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export async function hashPin(pin: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return toBase64(new Uint8Array(bits));
}

/** The key that wraps the data key, from the PIN: it never leaves WebCrypto. */
async function keyFromPin(pin: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, { name: 'AES-GCM', length: 256 }, false, [
    'wrapKey',
    'unwrapKey',
  ]);
}

/** The key that wraps the data key, from the device's PRF output (the fingerprint or face unlock). */
export async function keyFromSecret(secret: BufferSource): Promise<CryptoKey> {
  const key = await crypto.subtle.importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  const info = new TextEncoder().encode('sendero-lock-prf');
  return crypto.subtle.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info }, key, { name: 'AES-GCM', length: 256 }, false, [
    'wrapKey',
    'unwrapKey',
  ]);
}

/** A new random data key. Extractable only so that changing the PIN can wrap it again without the old one. */
export const newDataKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);

export async function wrapDataKey(wrapping: CryptoKey, dataKey: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(await crypto.subtle.wrapKey('raw', dataKey, wrapping, { name: 'AES-GCM', iv }));
  return toBase64(new Uint8Array([...iv, ...data]));
}

/** Rejects when `wrapping` is not the key it was wrapped with (a wrong PIN). */
export async function unwrapDataKey(wrapping: CryptoKey, wrapped: string): Promise<CryptoKey> {
  const bytes = fromBase64(wrapped);
  return crypto.subtle.unwrapKey('raw', bytes.subarray(12), wrapping, { name: 'AES-GCM', iv: bytes.subarray(0, 12) }, { name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
    'decrypt',
  ]);
}

/** Opens the diary this device keeps with `dataKey` (and seals what is still clear). */
export async function openStore(userId: string, dataKey: CryptoKey): Promise<void> {
  // Loaded first, so the offline copy is sealed or opened with the rest.
  await import('@/lib/offline-cache');
  await openSealedStore(userId, dataKey);
}

export function readPinRecord(userId: string): PinRecord | null {
  try {
    const stored = localStorage.getItem(pinKey(userId));
    return stored ? (JSON.parse(stored) as PinRecord) : null;
  } catch {
    return null;
  }
}

export function writePinRecord(userId: string, record: PinRecord): void {
  localStorage.setItem(pinKey(userId), JSON.stringify(record));
}

export function readLockMinutes(userId: string): number {
  return Number(localStorage.getItem(minutesKey(userId))) || DEFAULT_LOCK_MINUTES;
}

export function setLockMinutes(userId: string, minutes: number): void {
  localStorage.setItem(minutesKey(userId), String(minutes));
}

/**
 * Sets the PIN (a new salt each time) and the minutes; the app locks from the next time it opens.
 * A first PIN makes the data key and seals what the device keeps; a new PIN wraps the same key again
 * and nothing else changes.
 */
export async function setPin(userId: string, pin: string, minutes: number, iterations = ITERATIONS): Promise<void> {
  if (!PIN_PATTERN.test(pin)) throw new Error('A PIN is 4 to 6 digits');
  const previous = readPinRecord(userId);
  const kept = sealingKey();
  const dataKey = kept ?? (await newDataKey());
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const wrappedKey = await wrapDataKey(await keyFromPin(pin, salt, iterations), dataKey);
  // Stored before anything is sealed with it: a closed tab never leaves a sealed store without its key.
  writePinRecord(userId, {
    salt: toBase64(salt),
    iterations,
    failedAttempts: 0,
    wrappedKey,
    // The device's unlock wraps the same key: it stays, unless the key is new.
    ...(kept && previous?.credentialId && previous.prf ? { credentialId: previous.credentialId, prf: previous.prf } : {}),
  });
  await openStore(userId, dataKey);
  setLockMinutes(userId, minutes);
}

/** Turns the lock off for this account on this device: the store opens back to the clear, then the record and the minutes go. */
export async function removePin(userId: string): Promise<void> {
  await import('@/lib/offline-cache');
  localStorage.removeItem(minutesKey(userId));
  await unsealStore();
  forgetPin(userId);
}

/** Erases the PIN without opening anything (forgotten: the sign-out erases the sealed store). */
export function forgetPin(userId: string): void {
  localStorage.removeItem(pinKey(userId));
  localStorage.removeItem(minutesKey(userId));
}

/** Turns the device's unlock on (its credential and the data key wrapped by its PRF output) or off. */
export async function rememberBiometric(userId: string, device: { credentialId: string; secret: BufferSource; salt: Uint8Array } | null): Promise<void> {
  const record = readPinRecord(userId);
  const dataKey = sealingKey();
  if (!record) return;
  if (!device || !dataKey) {
    const { credentialId: _id, prf: _prf, ...rest } = record;
    return writePinRecord(userId, rest);
  }
  const wrappedKey = await wrapDataKey(await keyFromSecret(device.secret), dataKey);
  writePinRecord(userId, { ...record, credentialId: device.credentialId, prf: { salt: toBase64(device.salt), wrappedKey } });
}

export type PinCheck = { ok: true } | { ok: false; attemptsLeft: number };

/** The data key when `pin` is right; null when wrong. A PIN from before decision 062 is checked by its hash, then seals. */
async function dataKeyOf(userId: string, record: PinRecord, pin: string): Promise<CryptoKey | null> {
  if (!PIN_PATTERN.test(pin)) return null;
  if (record.wrappedKey) return unwrapDataKey(await keyFromPin(pin, fromBase64(record.salt), record.iterations), record.wrappedKey).catch(() => null);
  if (!record.hash || !sameText(await hashPin(pin, fromBase64(record.salt), record.iterations), record.hash)) return null;
  await setPin(userId, pin, readLockMinutes(userId), record.iterations);
  return sealingKey();
}

/**
 * Checks a PIN by unwrapping the data key with it; the right one opens the sealed store. A wrong one
 * counts (stored, so it survives a reload); the right one, or the device's biometric unlock
 * (`resetAttempts`), starts the count again.
 */
export async function checkPin(userId: string, pin: string): Promise<PinCheck> {
  const record = readPinRecord(userId);
  if (!record) return { ok: true };
  const dataKey = await dataKeyOf(userId, record, pin);
  if (dataKey) {
    resetAttempts(userId);
    await openStore(userId, dataKey);
    return { ok: true };
  }
  const failedAttempts = record.failedAttempts + 1;
  writePinRecord(userId, { ...record, failedAttempts });
  return { ok: false, attemptsLeft: Math.max(0, MAX_ATTEMPTS - failedAttempts) };
}

export function resetAttempts(userId: string): void {
  const record = readPinRecord(userId);
  if (record && record.failedAttempts !== 0) writePinRecord(userId, { ...record, failedAttempts: 0 });
}

export function attemptsLeft(userId: string): number {
  return Math.max(0, MAX_ATTEMPTS - (readPinRecord(userId)?.failedAttempts ?? 0));
}

/** Compares without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}
