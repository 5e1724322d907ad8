import { fromBase64, toBase64 } from './pin';

/**
 * The device's own unlock (fingerprint, face, the phone's screen lock) through WebAuthn, offered only
 * where the browser has a user-verifying platform authenticator. The check is local (decision 044):
 * the credential only opens this device's lock, the server never sees it, so there is no challenge of
 * the server's to sign. What unlocks is the authenticator saying the person was verified (the UV flag).
 */

export async function isBiometricAvailable(): Promise<boolean> {
  try {
    return typeof PublicKeyCredential !== 'undefined' && (await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable());
  } catch {
    return false;
  }
}

const randomChallenge = () => crypto.getRandomValues(new Uint8Array(32));

/** Creates this device's credential for the lock; resolves with its id, or null when the person cancelled. */
export async function registerBiometric(): Promise<string | null> {
  try {
    const credential = (await navigator.credentials.create({
      publicKey: {
        challenge: randomChallenge(),
        rp: { name: 'Sendero' },
        // Nothing personal: the authenticator may show this name in its list of keys.
        user: { id: crypto.getRandomValues(new Uint8Array(16)), name: 'Sendero', displayName: 'Desbloqueo de Sendero' },
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { authenticatorAttachment: 'platform', userVerification: 'required', residentKey: 'discouraged' },
        attestation: 'none',
        timeout: 60_000,
      },
    })) as PublicKeyCredential | null;
    return credential ? toBase64(new Uint8Array(credential.rawId)) : null;
  } catch {
    return null;
  }
}

/** Bit 2 of the authenticator data's flags byte (after the 32-byte RP id hash): the user was verified. */
export function userWasVerified(authenticatorData: ArrayBuffer): boolean {
  const bytes = new Uint8Array(authenticatorData);
  return bytes.length > 32 && (bytes[32]! & 0x04) !== 0;
}

/** Asks the device to verify the person; true only when it did. */
export async function verifyBiometric(credentialId: string): Promise<boolean> {
  try {
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: randomChallenge(),
        allowCredentials: [{ type: 'public-key', id: fromBase64(credentialId) }],
        userVerification: 'required',
        timeout: 60_000,
      },
    })) as PublicKeyCredential | null;
    const response = credential?.response as AuthenticatorAssertionResponse | undefined;
    return Boolean(response && userWasVerified(response.authenticatorData));
  } catch {
    return false;
  }
}
