import { isBiometricAvailable, userWasVerified } from './biometric';

const authenticatorData = (flags: number) => {
  const bytes = new Uint8Array(37);
  bytes[32] = flags;
  return bytes.buffer;
};

describe("the device's own unlock", () => {
  it('unlocks only when the authenticator says it verified the person', () => {
    // 0x01 user present, 0x04 user verified.
    expect(userWasVerified(authenticatorData(0x05))).toBe(true);
    expect(userWasVerified(authenticatorData(0x01))).toBe(false);
    expect(userWasVerified(new ArrayBuffer(10))).toBe(false);
  });

  it('is not offered where the browser has no WebAuthn', async () => {
    expect(await isBiometricAvailable()).toBe(false);
  });

  it('is offered only when a user-verifying platform authenticator is there', async () => {
    vi.stubGlobal('PublicKeyCredential', { isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(false) });
    expect(await isBiometricAvailable()).toBe(false);
    vi.stubGlobal('PublicKeyCredential', { isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(true) });
    expect(await isBiometricAvailable()).toBe(true);
  });
});
