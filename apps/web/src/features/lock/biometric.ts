import { fromBase64, toBase64 } from './pin';

/**
 * The device's own unlock (fingerprint, face, the phone's screen lock) through WebAuthn, offered only
 * where the browser has a user-verifying platform authenticator. The check is local (decision 044):
 * the credential only opens this device's lock, the server never sees it, so there is no challenge of
 * the server's to sign. The diary this device keeps is sealed (decision 062), so the device's unlock
 * must give the data key too: it does through the PRF extension (a secret the authenticator derives
 * from a salt, only after verifying the person). Without PRF, only the PIN opens the lock.
 */

type PrfResults = { prf?: { enabled?: boolean; results?: { first?: BufferSource } } };

/** False where the browser says it has no PRF; true or unknown (older browsers do not say) otherwise. */
export async function mayHavePrf(): Promise<boolean> {
  try {
    const capabilities = await (PublicKeyCredential as unknown as { getClientCapabilities?: () => Promise<Record<string, boolean>> }).getClientCapabilities?.();
    return capabilities?.['extension:prf'] !== false;
  } catch {
    return true;
  }
}

export async function isBiometricAvailable(): Promise<boolean> {
  try {
    return typeof PublicKeyCredential !== 'undefined' && (await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable());
  } catch {
    return false;
  }
}

const randomChallenge = () => crypto.getRandomValues(new Uint8Array(32));

/**
 * Creates this device's credential for the lock; resolves with its id and whether it has PRF, or null
 * when the person cancelled.
 */
export async function registerBiometric(): Promise<{ credentialId: string; prf: boolean } | null> {
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
        extensions: { prf: {} } as AuthenticationExtensionsClientInputs,
      },
    })) as PublicKeyCredential | null;
    if (!credential) return null;
    const prf = (credential.getClientExtensionResults() as PrfResults).prf?.enabled === true;
    return { credentialId: toBase64(new Uint8Array(credential.rawId)), prf };
  } catch {
    return null;
  }
}

/** Bit 2 of the authenticator data's flags byte (after the 32-byte RP id hash): the user was verified. */
export function userWasVerified(authenticatorData: ArrayBuffer): boolean {
  const bytes = new Uint8Array(authenticatorData);
  return bytes.length > 32 && (bytes[32]! & 0x04) !== 0;
}

/** Asks the device to verify the person; resolves with its PRF secret for `salt` only when it did, else null. */
export async function biometricSecret(credentialId: string, salt: Uint8Array): Promise<BufferSource | null> {
  try {
    const credential = (await navigator.credentials.get({
      publicKey: {
        challenge: randomChallenge(),
        allowCredentials: [{ type: 'public-key', id: fromBase64(credentialId) }],
        userVerification: 'required',
        timeout: 60_000,
        extensions: { prf: { eval: { first: salt } } } as AuthenticationExtensionsClientInputs,
      },
    })) as PublicKeyCredential | null;
    const response = credential?.response as AuthenticatorAssertionResponse | undefined;
    const secret = (credential?.getClientExtensionResults() as PrfResults | undefined)?.prf?.results?.first;
    return response && userWasVerified(response.authenticatorData) && secret ? secret : null;
  } catch {
    return null;
  }
}
