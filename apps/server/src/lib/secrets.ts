import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256: they are random, so a fast hash is enough and lookups stay indexed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Short, stable pseudonym for logs: lets an operator follow attempts on one email without reading it. */
export function logPseudonym(value: string): string {
  return createHash('sha256').update(`sendero-log:${value}`).digest('hex').slice(0, 16);
}
