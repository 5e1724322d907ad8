import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Text sealed at rest with AES-256-GCM: `enc:v2:<key id>:<iv>:<ciphertext+tag>` (base64url).
 * The key id is derived from the key itself, so a sealed value says which key opens it and a new
 * key can be brought in while old rows are re-sealed (`npm run reencrypt`).
 *
 * A v2 value is bound to its place: the table, the column and the owner of its row are the GCM
 * additional data, so a value copied into another column or another person's row does not open
 * (docs/decisions/031-sealed-values-bound-and-clean-stop.md). `enc:v1:` values, sealed before that,
 * carry no binding; they still open and are re-sealed as v2 at the next start.
 */
const PREFIX = 'enc:v2:';
const V1_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class EncryptionKeyError extends Error {}

/**
 * A stored value that does not open: its key is not configured, its bytes were changed, or it
 * was moved from another place. Readers show the product's words for a lost text, never a 500.
 */
export class UnreadableValueError extends EncryptionKeyError {}

/** Where a sealed value lives: the table and column, and the person who owns the row. */
export type Binding = { table: string; column: string; owner: string };

/** The additional data of a binding; NUL separates parts that can never contain it (names, uuids). */
const additionalData = (binding: Binding) => Buffer.from(`sendero\0${binding.table}\0${binding.column}\0${binding.owner}`, 'utf8');

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
  /** The stored-text prefix of values sealed now (`enc:v2:<key id>:`), for queries that look for older ones. */
  currentPrefix: string;
  seal(text: string, binding: Binding): string;
  /**
   * Opens a sealed value at its place; a value that was never sealed (a row from before encryption)
   * is returned as it is. Throws UnreadableValueError when it does not open.
   */
  open(value: string, binding: Binding): string;
  sealNullable(text: string | null, binding: Binding): string | null;
  openNullable(value: string | null, binding: Binding): string | null;
  isSealed(value: string): boolean;
  /** True when `value` is sealed, bound, with the current key: nothing left to re-seal. */
  isCurrent(value: string): boolean;
  /** Binary form for files (diary voice notes): `SNDB2` + key id + iv + ciphertext + tag, bound like text. */
  sealBytes(bytes: Buffer, binding: Binding): Buffer;
  /** Opens `sealBytes` output (or an unbound `SNDB1` file); throws UnreadableValueError on a wrong key, place or tampered bytes. */
  openBytes(sealed: Buffer, binding: Binding): Buffer;
};

const BYTES_MAGIC = Buffer.from('SNDB2');
const V1_BYTES_MAGIC = Buffer.from('SNDB1');
const KEY_ID_BYTES = 8;

/** `current` seals; `previous` keys only open values sealed before a rotation. */
export function createSealer(current: Buffer, previous: Buffer[] = []): Sealer {
  // KeyObjects, made once: a cipher built from a raw Buffer imports the key every time, about nine
  // times the cost of the whole decryption of a short text (a page of the diary opens twenty).
  const keys = new Map([...previous, current].map((key) => [keyId(key), createSecretKey(key)]));
  const currentKeyId = keyId(current);
  const currentKey = keys.get(currentKeyId)!;

  /** GCM decryption of `body` (ciphertext + 16-byte tag); a shorter tag is refused, never checked on fewer bits. */
  const decrypt = (id: string, iv: Buffer, body: Buffer, aad: Buffer | undefined, what: string) => {
    const key = keys.get(id);
    // A lost or missing key must stop the read, never show ciphertext as if it were text.
    if (!key) throw new UnreadableValueError(`No ENCRYPTION_KEY with id ${id} is configured: this ${what} cannot be read.`);
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new UnreadableValueError(`This ${what} is not a whole sealed value.`);
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      if (aad) decipher.setAAD(aad);
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new UnreadableValueError(`This ${what} does not open here: changed, or moved from another place.`);
    }
  };

  const seal = (text: string, binding: Binding) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', currentKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(binding));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${currentKeyId}:${iv.toString('base64url')}:${body.toString('base64url')}`;
  };

  const open = (value: string, binding: Binding) => {
    const bound = value.startsWith(PREFIX);
    if (!bound && !value.startsWith(V1_PREFIX)) return value;
    const parts = value.slice(PREFIX.length).split(':');
    if (parts.length !== 3) throw new UnreadableValueError('This value is not a whole sealed value.');
    const [id, iv, body] = parts as [string, string, string];
    return decrypt(id, Buffer.from(iv, 'base64url'), Buffer.from(body, 'base64url'), bound ? additionalData(binding) : undefined, 'value').toString('utf8');
  };

  const sealBytes = (bytes: Buffer, binding: Binding) => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', currentKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(additionalData(binding));
    return Buffer.concat([BYTES_MAGIC, Buffer.from(currentKeyId, 'ascii'), iv, cipher.update(bytes), cipher.final(), cipher.getAuthTag()]);
  };

  const openBytes = (sealed: Buffer, binding: Binding) => {
    const head = BYTES_MAGIC.length + KEY_ID_BYTES + IV_BYTES;
    const magic = sealed.subarray(0, BYTES_MAGIC.length);
    const bound = magic.equals(BYTES_MAGIC);
    if (sealed.length < head + TAG_BYTES || !(bound || magic.equals(V1_BYTES_MAGIC))) throw new UnreadableValueError('Not a sealed file.');
    const id = sealed.subarray(BYTES_MAGIC.length, BYTES_MAGIC.length + KEY_ID_BYTES).toString('ascii');
    return decrypt(id, sealed.subarray(BYTES_MAGIC.length + KEY_ID_BYTES, head), sealed.subarray(head), bound ? additionalData(binding) : undefined, 'file');
  };

  const currentPrefix = `${PREFIX}${currentKeyId}:`;
  return {
    currentKeyId,
    currentPrefix,
    seal,
    open,
    sealBytes,
    openBytes,
    sealNullable: (text, binding) => (text === null ? null : seal(text, binding)),
    openNullable: (value, binding) => (value === null ? null : open(value, binding)),
    isSealed: (value) => value.startsWith(PREFIX) || value.startsWith(V1_PREFIX),
    isCurrent: (value) => value.startsWith(currentPrefix),
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
