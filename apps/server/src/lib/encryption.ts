import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Text sealed at rest with AES-256-GCM: `enc:v1:<key id>:<iv>:<ciphertext+tag>` (base64url).
 * The key id is derived from the key itself, so a sealed value says which key opens it and a new
 * key can be brought in while old rows are re-sealed (`npm run reencrypt`).
 */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class EncryptionKeyError extends Error {}

/** Eight hex characters of the key's SHA-256: names the key without revealing it. */
export const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A base64 key of exactly 32 bytes, or an error naming the variable. */
export function parseKey(value: string, name = 'ENCRYPTION_KEY'): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32) throw new EncryptionKeyError(`Invalid configuration: ${name} must be 32 bytes in base64 (for example: openssl rand -base64 32)`);
  return key;
}

export type Sealer = {
  /** Id of the key new values are sealed with. */
  currentKeyId: string;
  seal(text: string): string;
  /** Opens a sealed value; a value that was never sealed (a row from before encryption) is returned as it is. */
  open(value: string): string;
  sealNullable(text: string | null): string | null;
  openNullable(value: string | null): string | null;
  isSealed(value: string): boolean;
  /** True when `value` is sealed with the current key. */
  isCurrent(value: string): boolean;
  /** Binary form for files (diary voice notes): `SNDB1` + key id + iv + ciphertext + tag. */
  sealBytes(bytes: Buffer): Buffer;
  /** Opens `sealBytes` output; throws on a wrong key or tampered bytes. */
  openBytes(sealed: Buffer): Buffer;
};

const BYTES_MAGIC = Buffer.from('SNDB1');
const KEY_ID_BYTES = 8;

/** `current` seals; `previous` keys only open values sealed before a rotation. */
export function createSealer(current: Buffer, previous: Buffer[] = []): Sealer {
  // KeyObjects, made once: a cipher built from a raw Buffer imports the key every time, about nine
  // times the cost of the whole decryption of a short text (a page of the diary opens twenty).
  const keys = new Map([...previous, current].map((key) => [keyId(key), createSecretKey(key)]));
  const currentKeyId = keyId(current);
  const currentKey = keys.get(currentKeyId)!;

  const seal = (text: string) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${currentKeyId}:${iv.toString('base64url')}:${body.toString('base64url')}`;
  };

  const open = (value: string) => {
    if (!value.startsWith(PREFIX)) return value;
    const [id, iv, body] = value.slice(PREFIX.length).split(':') as [string, string?, string?];
    const key = keys.get(id);
    // A lost or missing key must stop the read loudly, never show ciphertext as if it were text.
    if (!key) throw new EncryptionKeyError(`No ENCRYPTION_KEY with id ${id} is configured: this value cannot be read.`);
    const bytes = Buffer.from(body ?? '', 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  };

  const sealBytes = (bytes: Buffer) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
    return Buffer.concat([BYTES_MAGIC, Buffer.from(currentKeyId, 'ascii'), iv, cipher.update(bytes), cipher.final(), cipher.getAuthTag()]);
  };

  const openBytes = (sealed: Buffer) => {
    const head = BYTES_MAGIC.length + KEY_ID_BYTES + IV_BYTES;
    if (sealed.length < head + TAG_BYTES || !sealed.subarray(0, BYTES_MAGIC.length).equals(BYTES_MAGIC)) throw new EncryptionKeyError('Not a sealed file.');
    const id = sealed.subarray(BYTES_MAGIC.length, BYTES_MAGIC.length + KEY_ID_BYTES).toString('ascii');
    const key = keys.get(id);
    if (!key) throw new EncryptionKeyError(`No ENCRYPTION_KEY with id ${id} is configured: this file cannot be read.`);
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(BYTES_MAGIC.length + KEY_ID_BYTES, head));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(head, sealed.length - TAG_BYTES)), decipher.final()]);
  };

  return {
    currentKeyId,
    seal,
    open,
    sealBytes,
    openBytes,
    sealNullable: (text) => (text === null ? null : seal(text)),
    openNullable: (value) => (value === null ? null : open(value)),
    isSealed: (value) => value.startsWith(PREFIX),
    isCurrent: (value) => value.startsWith(`${PREFIX}${currentKeyId}:`),
  };
}

/**
 * The key: ENCRYPTION_KEY, or one generated once into DATA_DIR/encryption-key (mode 0600) and
 * reused on every start, as JWT_SECRET is. Several processes on one database must share it.
 */
export function resolveEncryptionKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return parseKey(configured);
  const file = path.join(dataDir, 'encryption-key');
  if (fs.existsSync(file)) return parseKey(fs.readFileSync(file, 'utf8'), file);
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}
