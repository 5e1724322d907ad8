// A companion code from a link opened before signing in (/acompanar?codigo=…): kept in this tab
// only, until the sign-in that follows takes it to "Personas que acompaño" (decision 035).
const KEY = 'sendero:companion-code';

export function keepPendingCompanionCode(code: string): void {
  try {
    sessionStorage.setItem(KEY, code.slice(0, 32));
  } catch {
    // Storage refused (private mode): the person types the code after signing in.
  }
}

/** The kept code, once: reading it forgets it. */
export function takePendingCompanionCode(): string | null {
  try {
    const code = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return code;
  } catch {
    return null;
  }
}
