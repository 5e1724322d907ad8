import { isAppLocked, subscribeToAppLock } from './app-lock';
import { getSignedInUserId } from './session-storage';

/**
 * The diary this device keeps, sealed when the person set a PIN (decision 062): AES-GCM under a
 * random data key that is stored only wrapped by the PIN (features/lock/pin.ts) and lives in this
 * module's memory from the unlock to the next lock. This part is in the first page, so it holds no
 * crypto: the sealing itself (./seal.ts) loads with the key.
 */

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

/** Whether stored text is a sealed value (./seal.ts writes `{"sealed":…}`). */
export const isSealedText = (text: string | null) => Boolean(text?.startsWith('{"sealed":'));

// Locking drops the data key from memory: only the PIN (or the device's PRF) brings it back.
subscribeToAppLock(() => {
  if (isAppLocked()) forgetDataKey();
});
const sealing = () => import('./seal');

/** After the PIN (or the device's biometric unlock) gave the key: every part opens, and seals what is clear. */
export async function openSealedStore(userId: string, key: CryptoKey): Promise<void> {
  dataKey = key;
  keyOwner = userId;
  for (const part of parts) await part.open();
}

/** The app locked or the session ended: the key leaves memory, with everything opened by it. */
export function forgetDataKey(): void {
  dataKey = keyOwner = null;
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
 * the order they were made. Locked (no key), a sealed item reads as absent and is never replaced
 * (a write throws); only `erase` (the session ended) removes it.
 */
export function sealedItem(storage: () => Storage, name: string, changed: () => void) {
  let opened: string | null | undefined;
  let opening: Promise<void> | undefined;
  let writing: Promise<unknown> = Promise.resolve();
  /** Sealed writes still on their way: a later write must land after them, not under them. */
  let pending = 0;
  const stored = () => storage().getItem(name);
  const put = (text: string | null) => (text === null ? storage().removeItem(name) : storage().setItem(name, text));
  const after = (write: () => unknown) => {
    pending += 1;
    writing = writing
      .then(write)
      .catch((error: unknown) => console.error(name, error))
      .finally(() => (pending -= 1));
  };

  const item = {
    read(): string | null {
      if (sealingKey() && opened !== undefined) return opened;
      const text = stored();
      // Unlocked, and this part was not open yet (loaded after the unlock): it opens, then tells.
      if (sealingKey() && text !== null) opening ??= item.open();
      return isSealedText(text) ? null : text;
    },
    write(text: string | null): void {
      const key = sealingKey();
      if (key) {
        opened = text;
        // Sealing is asynchronous; an erasure is at once (and again after what is on its way).
        after(async () => put(text === null ? null : await (await sealing()).sealText(key, text)));
        if (text === null) put(null);
        return;
      }
      if (isSealedText(stored())) throw new Error(`${name} is sealed: unlock first`);
      put(text);
      if (pending) after(() => put(text));
    },
    /** The session ended: gone, sealed or not. */
    erase(): void {
      opened = undefined;
      put(null);
      if (pending) after(() => put(null));
    },
    async open(): Promise<void> {
      const key = sealingKey();
      if (!key) return;
      await writing;
      const text = stored();
      try {
        opened = isSealedText(text) ? await (await sealing()).unsealText(key, text!) : text;
        // What was kept in the clear before the PIN is sealed now.
        if (!isSealedText(text) && text !== null) item.write(text);
        opening = undefined;
      } catch (error) {
        // Sealed with another key: left as it is (not tried again until the next unlock).
        console.error(name, error);
      }
      changed();
    },
    forget(): void {
      opened = opening = undefined;
      changed();
    },
    async unseal(key: CryptoKey): Promise<void> {
      await writing;
      const text = stored();
      if (isSealedText(text)) put(await (await sealing()).unsealText(key, text!));
      changed();
    },
  };
  registerSealedPart(item);
  return item;
}
