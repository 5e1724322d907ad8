import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import { errorMessages } from '@sendero/shared';
import { badRequest } from '../../lib/http-errors.js';

// OWASP's first recommendation for argon2id (the library's default algorithm): 19 MiB, 2 passes,
// 1 lane, about 30 ms a hash here.
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

/**
 * The `password_hash` of an account created by sign-in with the institution (decision 037): not an
 * argon2 hash, so no password ever verifies against it. The person can still choose one through
 * forgot-password when password login is on (the reset link proves the mailbox, as for anyone).
 */
export const NO_PASSWORD = '!no-password: signs in with the institution (OIDC)';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) {
    // The same time as a wrong password: how long a refusal takes says nothing about the account.
    await verify(await decoyPasswordHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the email is unknown makes both answers take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('sendero-decoy-password');
  return decoyHash;
}

// Same depth from src/features/auth and dist/features/auth.
const listPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/common-passwords.txt');
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(listPath, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** The rule the shared schema cannot check on its own: not one of the 10,000 most common. */
export function assertPasswordNotCommon(password: string) {
  if (isCommonPassword(password)) throw badRequest(errorMessages.commonPassword);
}
