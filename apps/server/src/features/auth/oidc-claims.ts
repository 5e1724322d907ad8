import { NAME_MAX_LENGTH } from '@sendero/shared';

export type Claims = Record<string, unknown>;

/**
 * The issuer vouches for the address: `email_verified` true; or, only when `email_verified` is
 * absent, Microsoft Entra ID's `xms_edov` (the email's domain is verified by the tenant's owner),
 * which Entra sends when an admin adds it as an optional claim (docs/deploy.md).
 */
export const emailIsVerified = (claims: Claims) =>
  claims.email_verified === undefined ? claims.xms_edov === true || claims.xms_edov === 'true' : claims.email_verified === true;

const trimName = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, NAME_MAX_LENGTH) : '');

/** given_name/family_name, else `name` split at its first space, else the email's local part. */
export function namesFrom(claims: Claims, email: string): { firstName: string; lastName: string } {
  const given = trimName(claims.given_name);
  const family = trimName(claims.family_name);
  if (given) return { firstName: given, lastName: family };
  const full = trimName(claims.name);
  if (full) {
    const space = full.indexOf(' ');
    return space === -1 ? { firstName: full, lastName: family } : { firstName: full.slice(0, space), lastName: full.slice(space + 1).trim() };
  }
  return { firstName: email.split('@')[0]!.slice(0, NAME_MAX_LENGTH), lastName: family };
}
