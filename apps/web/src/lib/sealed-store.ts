import { getSignedInUserId } from './session-storage';

/**
 * The diary this device keeps, sealed when the person set a PIN (decision 062): AES-GCM under a
 * random data key that is stored only wrapped by the PIN (features/lock/pin.ts) and lives in this
 * module's memory from the unlock to the next lock. Sealed values are `{ sealed: base64(iv ‖ data) }`.
 */
export type Sealed = { sealed: string };

/** A part of the store (the outbox, the draft, the offline copy) that follows the data key. */
export type SealedPart = {
  /** The key came: read what is sealed, and seal what is still clear. */
  open(): Promise<void>;
  /** The key went (the app locked, the session ended): drop what was opened. */
  forget(): void;
  /** The PIN was removed: write back in the clear what is sealed with `key`. */
  unseal(key: CryptoKey): Promise<void>;
};

let dataKey: CryptoKey | null = null;
let keyOwner: string | null = null;
const parts = new Set<SealedPart>();

export const registerSealedPart = (part: SealedPart) => void parts.add(part);

/** The data key, while the app is unlocked for the person signed in; null otherwise. */
export const sealingKey = (): CryptoKey | null => (keyOwner && keyOwner === getSignedInUserId() ? dataKey : null);

export const isSealed = (value: unknown): value is Sealed => typeof (value as Sealed | null)?.sealed === 'string';

/** The sealed value stored as text (localStorage, sessionStorage), or null when it is clear or absent. */
export function sealedIn(text: string | null): Sealed | null {
  if (!text?.startsWith('{"sealed"')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSealed(value) ? value : null;
  } catch {
    return null;
  }
}

// In pieces: spreading a long array into fromCharCode overflows the stack.
function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(text);
}

export async function seal(key: CryptoKey, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value))));
  const bytes = new Uint8Array(12 + data.length);
  bytes.set(iv);
  bytes.set(data, 12);
  return { sealed: toBase64(bytes) };
}

/** Rejects when `key` is not the one it was sealed with, or the value was changed. */
export async function unseal<T>(key: CryptoKey, value: Sealed): Promise<T> {
  const bytes = Uint8Array.from(atob(value.sealed), (char) => char.charCodeAt(0));
  const data = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.subarray(0, 12) }, key, bytes.subarray(12));
  return JSON.parse(new TextDecoder().decode(data)) as T;
}

/** After the PIN (or the device's biometric unlock) gave the key: every part opens, and seals what is clear. */
export async function openSealedStore(userId: string, key: CryptoKey): Promise<void> {
  dataKey = key;
  keyOwner = userId;
  for (const part of parts) await part.open();
}

/** The app locked or the session ended: the key leaves memory, with everything opened by it. */
export function forgetDataKey(): void {
  dataKey = null;
  keyOwner = null;
  parts.forEach((part) => part.forget());
}

/** The PIN was removed: everything goes back to the clear, then the key leaves memory. */
export async function unsealStore(): Promise<void> {
  const key = sealingKey();
  forgetDataKey();
  if (key) for (const part of parts) await part.unseal(key);
}

/**
 * One text item of localStorage or sessionStorage, sealed while a key is in memory. Its reads and
 * writes stay synchronous: the opened text is kept in memory, and writes are sealed and stored in
 * the order they were made. Locked (no key), a sealed item reads as absent and is never overwritten
 * with anything but its erasure.
 */
export function sealedItem(storage: () => Storage, name: string, changed: () => void) {
  let opened: string | null | undefined;
  let opening: Promise<void> | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  /** Sealed writes still on their way: a later write must land after them, not under them. */
  let pending = 0;
  const after = (write: () => void | Promise<void>) => {
    pending += 1;
    writing = writing
      .then(write)
      .catch((error: unknown) => console.error(`${name} not stored`, error))
      .finally(() => (pending -= 1));
  };
  const stored = () => storage().getItem(name);

  const item = {
    read(): string | null {
      if (sealingKey() && opened !== undefined) return opened;
      const text = stored();
      // Unlocked, and this part was not open yet (loaded after the unlock): it opens, then tells.
      if (sealingKey() && text !== null) opening ??= item.open();
      return sealedIn(text) ? null : text;
    },
    write(text: string | null): void {
      const key = sealingKey();
      if (!key) {
        // Locked: what it holds cannot be seen, so nothing may replace it (only `erase` can).
        if (sealedIn(stored())) throw new Error(`${name} is sealed: unlock first`);
        if (text === null) storage().removeItem(name);
        else storage().setItem(name, text);
        if (pending) after(() => (text === null ? storage().removeItem(name) : storage().setItem(name, text)));
        return;
      }
      opened = text;
      after(async () => (text === null ? storage().removeItem(name) : storage().setItem(name, JSON.stringify(await seal(key, text)))));
      if (text === null) storage().removeItem(name);
    },
    /** The session ended: gone, sealed or not, now and after any sealed write still on its way. */
    erase(): void {
      opened = undefined;
      storage().removeItem(name);
      if (pending) after(() => storage().removeItem(name));
    },
    async open(): Promise<void> {
      const key = sealingKey();
      if (!key) return;
      await writing;
      const text = stored();
      const sealed = sealedIn(text);
      try {
        opened = sealed ? await unseal<string>(key, sealed) : text;
        if (!sealed && text !== null) item.write(text);
        opening = undefined;
      } catch (error) {
        // Sealed with another key: left as it is (not tried again until the next unlock).
        console.error(`${name} not opened`, error);
      }
      changed();
    },
    forget(): void {
      opened = undefined;
      opening = undefined;
      changed();
    },
    async unseal(key: CryptoKey): Promise<void> {
      await writing;
      const sealed = sealedIn(stored());
      if (sealed) storage().setItem(name, await unseal<string>(key, sealed));
      changed();
    },
  };
  registerSealedPart(item);
  return item;
}
