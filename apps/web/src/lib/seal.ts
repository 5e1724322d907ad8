/**
 * AES-GCM sealing of what the device keeps of the diary (decision 062). Loaded only once a data key
 * exists (with the lock, or with "Bloqueo con PIN"), so the first page carries none of it.
 * A sealed value is `{ sealed: base64(iv ‖ data) }`; in text storage, its JSON.
 */
export type Sealed = { sealed: string };

export const isSealed = (value: unknown): value is Sealed => typeof (value as Sealed | null)?.sealed === 'string';

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

/** Text storage (localStorage, sessionStorage) holds a sealed value as its JSON. */
export const sealText = async (key: CryptoKey, text: string) => JSON.stringify(await seal(key, text));
export const unsealText = (key: CryptoKey, text: string) => unseal<string>(key, JSON.parse(text) as Sealed);
