import { LOCK_MINUTES_KEY } from '@/lib/app-lock';

/**
 * The PIN that locks the app on this device (decision 044). Only a slow hash of it is kept, with a
 * random salt, per account: PBKDF2-SHA-256 through WebCrypto. Its strength is the attempts limit,
 * not the hash (a 4–6 digit PIN is found from its hash by anyone with the device and dev tools).
 */

export const PIN_PATTERN = /^\d{4,6}$/;
export const MAX_ATTEMPTS = 5;
/** Minutes in the background the person may choose before the app locks again. */
export const LOCK_MINUTE_CHOICES = [1, 5, 15] as const;
export const DEFAULT_LOCK_MINUTES = 5;
const ITERATIONS = 250_000;

export type PinRecord = {
  salt: string;
  hash: string;
  iterations: number;
  /** Wrong PINs in a row; kept so a reload does not give five more tries. */
  failedAttempts: number;
  /** The device's biometric unlock (WebAuthn platform credential), when the person turned it on. */
  credentialId?: string;
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

export function readPinRecord(userId: string): PinRecord | null {
  try {
    const stored = localStorage.getItem(pinKey(userId));
    return stored ? (JSON.parse(stored) as PinRecord) : null;
  } catch {
    return null;
  }
}

function writePinRecord(userId: string, record: PinRecord): void {
  localStorage.setItem(pinKey(userId), JSON.stringify(record));
}

export function readLockMinutes(userId: string): number {
  return Number(localStorage.getItem(minutesKey(userId))) || DEFAULT_LOCK_MINUTES;
}

export function setLockMinutes(userId: string, minutes: number): void {
  localStorage.setItem(minutesKey(userId), String(minutes));
}

/** Sets the PIN (a new salt each time) and the minutes; the app locks from the next time it opens. */
export async function setPin(userId: string, pin: string, minutes: number, iterations = ITERATIONS): Promise<void> {
  if (!PIN_PATTERN.test(pin)) throw new Error('A PIN is 4 to 6 digits');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await hashPin(pin, salt, iterations);
  // A new PIN keeps the device's biometric unlock, which does not depend on it.
  writePinRecord(userId, { salt: toBase64(salt), hash, iterations, failedAttempts: 0, credentialId: readPinRecord(userId)?.credentialId });
  setLockMinutes(userId, minutes);
}

/** Turns the lock off for this account on this device: the hash, the minutes, the biometric id. */
export function removePin(userId: string): void {
  localStorage.removeItem(pinKey(userId));
  localStorage.removeItem(minutesKey(userId));
}

export function rememberBiometric(userId: string, credentialId: string | undefined): void {
  const record = readPinRecord(userId);
  if (record) writePinRecord(userId, { ...record, credentialId });
}

export type PinCheck = { ok: true } | { ok: false; attemptsLeft: number };

/**
 * Checks a PIN against the stored hash. A wrong one counts (stored, so it survives a reload); the
 * right one, or the device's biometric unlock (`resetAttempts`), starts the count again.
 */
export async function checkPin(userId: string, pin: string): Promise<PinCheck> {
  const record = readPinRecord(userId);
  if (!record) return { ok: true };
  const hash = PIN_PATTERN.test(pin) ? await hashPin(pin, fromBase64(record.salt), record.iterations) : '';
  if (hash && sameText(hash, record.hash)) {
    resetAttempts(userId);
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
