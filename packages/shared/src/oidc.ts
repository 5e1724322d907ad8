import { alike, spainOf, type Spoken, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { PASSWORD_MAX_LENGTH } from './limits.js';

// Sign-in with the institution's accounts (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations", issue 27, decision 037).

/** Sign-in with the institution in each Spanish (decision 061). */
export const oidcSpoken = {
  passwordLoginOff: {
    'es-ES': 'Aquí se entra con la cuenta de tu institución. Usa el botón «Entrar con…» de la pantalla de inicio.',
    'es-419': 'Aquí se entra con la cuenta de tu institución. Usa el botón «Entrar con…» de la pantalla de inicio.',
    'es-AR': 'Acá se entra con la cuenta de tu institución. Usá el botón «Entrar con…» de la pantalla de inicio.',
  },
  codeRequired: alike('Falta el código de acceso.'),
  codeInvalid: {
    'es-ES': 'Este acceso ya se usó o ha caducado. Vuelve a entrar con tu institución.',
    'es-419': 'Este acceso ya se usó o expiró. Vuelve a entrar con tu institución.',
    'es-AR': 'Este acceso ya se usó o venció. Volvé a entrar con tu institución.',
  },
  linkInvalid: {
    'es-ES': 'Esta unión ha caducado. Vuelve a entrar con tu institución para intentarlo de nuevo.',
    'es-419': 'Esta unión expiró. Vuelve a entrar con tu institución para intentarlo de nuevo.',
    'es-AR': 'Esta unión venció. Volvé a entrar con tu institución para intentarlo de nuevo.',
  },
  linkPasswordWrong: alike('La contraseña no es correcta. Es la que usabas para entrar en Sendero con tu correo.'),
  passwordRequired: {
    'es-ES': 'Escribe tu contraseña.',
    'es-419': 'Escribe tu contraseña.',
    'es-AR': 'Escribí tu contraseña.',
  },
  oidcOff: alike('El acceso con la cuenta de tu institución no está activado en este servidor.'),
  eraseNoIdentity: {
    'es-ES': 'Tu cuenta no está unida a tu institución: confirma con tu contraseña.',
    'es-419': 'Tu cuenta no está unida a tu institución: confirma con tu contraseña.',
    'es-AR': 'Tu cuenta no está unida a tu institución: confirmá con tu contraseña.',
  },
  unavailable: {
    'es-ES': 'No hemos podido contactar con tu institución. Inténtalo de nuevo en unos minutos.',
    'es-419': 'No pudimos contactar con tu institución. Inténtalo de nuevo en unos minutos.',
    'es-AR': 'No pudimos contactar con tu institución. Intentalo de nuevo en unos minutos.',
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const oidcMessages = /* @__PURE__ */ spainOf(oidcSpoken);

/**
 * Why a sign-in through the institution came back to the login screen (`/login?oidc_error=…`);
 * the web app turns each into a Spanish sentence (`oidcErrorMessages`).
 */
export const OIDC_ERRORS = ['unavailable', 'refused', 'denied', 'email_unverified', 'failed', 'off'] as const;
export type OidcError = (typeof OIDC_ERRORS)[number];

/** The web app's words for each of them, in each Spanish (decision 061). */
export const oidcErrorSpoken = {
  unavailable: oidcSpoken.unavailable,
  refused: {
    'es-ES': 'No hemos podido completar el acceso con tu institución. Vuelve a intentarlo desde el principio.',
    'es-419': 'No pudimos completar el acceso con tu institución. Vuelve a intentarlo desde el principio.',
    'es-AR': 'No pudimos completar el acceso con tu institución. Volvé a intentarlo desde el principio.',
  },
  denied: {
    'es-ES': 'Has cancelado el acceso con tu institución. Puedes intentarlo de nuevo cuando quieras.',
    'es-419': 'Cancelaste el acceso con tu institución. Puedes intentarlo de nuevo cuando quieras.',
    'es-AR': 'Cancelaste el acceso con tu institución. Podés intentarlo de nuevo cuando quieras.',
  },
  email_unverified: {
    'es-ES':
      'Tu institución no confirma que tu correo esté verificado, así que no podemos abrir tu cuenta con él. Pide ayuda al servicio informático de tu institución.',
    'es-419':
      'Tu institución no confirma que tu correo esté verificado, así que no podemos abrir tu cuenta con él. Pide ayuda al servicio informático de tu institución.',
    'es-AR':
      'Tu institución no confirma que tu correo esté verificado, así que no podemos abrir tu cuenta con él. Pedile ayuda al servicio informático de tu institución.',
  },
  failed: {
    'es-ES': 'Algo ha fallado al entrar con tu institución. Vuelve a intentarlo.',
    'es-419': 'Algo falló al entrar con tu institución. Vuelve a intentarlo.',
    'es-AR': 'Algo falló al entrar con tu institución. Volvé a intentarlo.',
  },
  off: oidcSpoken.oidcOff,
} as const satisfies Record<OidcError, Spoken<string>>;

export const oidcErrorMessages: Record<OidcError, string> = /* @__PURE__ */ spainOf(oidcErrorSpoken);

/**
 * Why a confirmation at the institution before erasing the account came back without a code
 * (`/profile?erase_error=…`, decision 046); nothing was erased in any case.
 */
export const OIDC_ERASE_ERRORS = ['refused', 'denied', 'mismatch', 'failed'] as const;
export type OidcEraseError = (typeof OIDC_ERASE_ERRORS)[number];

export const oidcEraseErrorSpoken = {
  refused: {
    'es-ES': 'Tu institución no ha podido confirmar que eres tú. Tu cuenta sigue intacta; vuelve a intentarlo desde el principio.',
    'es-419': 'Tu institución no pudo confirmar que eres tú. Tu cuenta sigue intacta; vuelve a intentarlo desde el principio.',
    'es-AR': 'Tu institución no pudo confirmar que sos vos. Tu cuenta sigue intacta; volvé a intentarlo desde el principio.',
  },
  denied: {
    'es-ES': 'Has cancelado la confirmación con tu institución. Tu cuenta sigue intacta.',
    'es-419': 'Cancelaste la confirmación con tu institución. Tu cuenta sigue intacta.',
    'es-AR': 'Cancelaste la confirmación con tu institución. Tu cuenta sigue intacta.',
  },
  mismatch: {
    'es-ES': 'Has entrado con otra cuenta de tu institución, no con la que usa esta cuenta de Sendero. No hemos eliminado nada.',
    'es-419': 'Entraste con otra cuenta de tu institución, no con la que usa esta cuenta de Sendero. No eliminamos nada.',
    'es-AR': 'Entraste con otra cuenta de tu institución, no con la que usa esta cuenta de Sendero. No eliminamos nada.',
  },
  failed: {
    'es-ES': 'Algo ha fallado al confirmar con tu institución. Tu cuenta sigue intacta; vuelve a intentarlo.',
    'es-419': 'Algo falló al confirmar con tu institución. Tu cuenta sigue intacta; vuelve a intentarlo.',
    'es-AR': 'Algo falló al confirmar con tu institución. Tu cuenta sigue intacta; volvé a intentarlo.',
  },
} as const satisfies Record<OidcEraseError, Spoken<string>>;

export const oidcEraseErrorMessages: Record<OidcEraseError, string> = /* @__PURE__ */ spainOf(oidcEraseErrorSpoken);

/** `GET /api/auth/erase-options`: how this account can prove it is itself before erasing it. */
export const EraseOptions = z.object({
  /** The account has a password of its own. */
  password: z.boolean(),
  /** OIDC_NAME when the account is joined to the configured institution; null otherwise. */
  institution: z.string().nullable(),
});
export type EraseOptions = z.infer<typeof EraseOptions>;

/** `POST /api/auth/oidc/erase`: where to send the browser to sign in again at the institution. */
export const OidcEraseStart = z.object({ url: z.string() });
export type OidcEraseStart = z.infer<typeof OidcEraseStart>;

/** `GET /api/auth/options`: how people sign in on this server, for the login screen. */
export const AuthOptions = z.object({
  passwordLogin: z.boolean(),
  /** Null when sign-in with the institution is not configured; `name` is OIDC_NAME. */
  oidc: z.object({ name: z.string() }).nullable(),
});
export type AuthOptions = z.infer<typeof AuthOptions>;

const OneTimeCode = (message: string) => z.string({ error: message }).min(1, message).max(2048, message);

/** `POST /api/auth/oidc/exchange`: the one-time code the callback put in the web app's address. */
export const OidcExchangeBody = z.object({ code: OneTimeCode(oidcMessages.codeRequired) });
export type OidcExchangeBody = z.infer<typeof OidcExchangeBody>;

/** `POST /api/auth/oidc/link`: the pending link from the callback, and the existing account's password. */
export const OidcLinkBody = z.object({
  code: OneTimeCode(oidcMessages.codeRequired),
  password: z.string({ error: oidcMessages.passwordRequired }).min(1, oidcMessages.passwordRequired).max(PASSWORD_MAX_LENGTH, oidcMessages.passwordRequired),
});
export type OidcLinkBody = z.infer<typeof OidcLinkBody>;
