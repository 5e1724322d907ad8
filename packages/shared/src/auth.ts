import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';
import { Country } from './safety.js';
import { SpanishVariant } from './spanish.js';

export const Role = z.enum(['ADMIN', 'USER']);
export type Role = z.infer<typeof Role>;

/** Sign-up, sign-in and passwords in each Spanish (decision 061). */
export const authSpoken = {
  emailRequired: alike('El correo es obligatorio.'),
  emailInvalid: {
    'es-ES': 'Introduce un correo electrónico válido.',
    'es-419': 'Ingresa un correo electrónico válido.',
    'es-AR': 'Ingresá un correo electrónico válido.',
  },
  passwordRequired: alike('La contraseña es obligatoria.'),
  passwordTooShort: alike(`La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`),
  passwordTooLong: alike(`La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`),
  passwordsDoNotMatch: alike('Las contraseñas no coinciden.'),
  firstNameRequired: alike('El nombre es obligatorio.'),
  lastNameRequired: alike('El apellido es obligatorio.'),
  nameTooLong: {
    'es-ES': `Usa como máximo ${NAME_MAX_LENGTH} caracteres.`,
    'es-419': `Usa como máximo ${NAME_MAX_LENGTH} caracteres.`,
    'es-AR': `Usá como máximo ${NAME_MAX_LENGTH} caracteres.`,
  },
  currentPasswordRequired: alike('La contraseña actual es obligatoria.'),
  newPasswordRequired: alike('La nueva contraseña es obligatoria.'),
  /** The admin's form that sets a person's password. */
  setPasswordRequired: {
    'es-ES': 'Escribe la nueva contraseña.',
    'es-419': 'Escribe la nueva contraseña.',
    'es-AR': 'Escribí la nueva contraseña.',
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const authMessages = /* @__PURE__ */ spainOf(authSpoken);

/** Same rule as the browser's `type="email"` field, so `admin@localhost` is valid on both sides. */
export const Email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, authMessages.emailRequired)
  .max(EMAIL_MAX_LENGTH, authMessages.emailInvalid)
  .check(z.email({ pattern: z.regexes.html5Email, error: authMessages.emailInvalid }));

/** A password being chosen now: register, reset, change and admin reset. */
export const NewPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/** A password being checked: login and "current password" (old accounts may predate the rules). */
const ExistingPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

const Name = (requiredMessage: string) => z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(NAME_MAX_LENGTH, authMessages.nameTooLong);

export const RegisterBody = z.object({
  email: Email,
  password: NewPassword,
  firstName: Name(authMessages.firstNameRequired),
  lastName: Name(authMessages.lastNameRequired),
  /** A first guess from the browser's time zone; `ES` when absent. */
  country: Country.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({ email: Email, password: ExistingPassword });
export type LoginBody = z.infer<typeof LoginBody>;

export const RefreshTokenBody = z.object({
  refreshToken: z.string({ error: 'Falta el token de sesión.' }).min(1, 'Falta el token de sesión.').max(512),
});
export type RefreshTokenBody = z.infer<typeof RefreshTokenBody>;

export const LogoutBody = RefreshTokenBody;
export type LogoutBody = RefreshTokenBody;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordTokenParams = z.object({ token: z.string().min(1).max(512) });

export const ResetPasswordWithTokenBody = z.object({ newPassword: NewPassword });
export type ResetPasswordWithTokenBody = z.infer<typeof ResetPasswordWithTokenBody>;

export const ChangePasswordBody = z.object({
  currentPassword: ExistingPassword.min(1, authMessages.currentPasswordRequired),
  newPassword: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const AdminResetPasswordBody = z.object({
  userId: z.uuid({ error: 'El usuario no es válido.' }),
  newPassword: z.string({ error: authMessages.newPasswordRequired }).min(1, authMessages.newPasswordRequired).pipe(NewPassword),
});
export type AdminResetPasswordBody = z.infer<typeof AdminResetPasswordBody>;

// Forms: the web app validates these before calling; the server sees only the bodies above.

/** /forgot-password/{token}: new password and its confirmation (docs/product.md#accounts). */
export const ResetPasswordForm = z.object({ password: NewPassword, confirmPassword: z.string() }).refine((form) => form.password === form.confirmPassword, {
  message: authMessages.passwordsDoNotMatch,
  path: ['confirmPassword'],
});
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** /change-password: all three required, new and confirmation equal (docs/product.md#accounts). */
export const ChangePasswordForm = z
  .object({
    currentPassword: ExistingPassword.min(1, authMessages.currentPasswordRequired),
    newPassword: NewPassword,
    confirmPassword: z.string().min(1, authMessages.passwordRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: authMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

// Responses.

export const PublicUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: Role,
});
export type PublicUser = z.infer<typeof PublicUser>;

export const Profile = PublicUser.extend({
  points: z.number().int(),
  /** ISO 3166-1 alpha-2: whose crisis lines the person is shown. */
  country: z.string(),
  /** Consent to send diary text to the configured model: null until the person has chosen. */
  aiAdvice: z.boolean().nullable(),
  /** The Spanish the person chose to read; null follows the country (`spanishVariantOf`). */
  spanishVariant: SpanishVariant.nullable(),
  /** Whether this server has a model configured at all (without one, the question never arises). */
  aiAvailable: z.boolean(),
  /** "Hace un año escribiste…" on home (Ajustes turns it off; on by default). */
  onThisDay: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

/** PATCH /auth/profile: any of these; the rest stays. */
export const UpdateProfileBody = z.object({
  firstName: Name(authMessages.firstNameRequired).optional(),
  lastName: Name(authMessages.lastNameRequired).optional(),
  country: Country.optional(),
  aiAdvice: z.boolean({ error: 'Indica si quieres usar el modelo de IA.' }).optional(),
  onThisDay: z.boolean({ error: 'Indica si quieres ver lo que escribiste hace un año.' }).optional(),
  /** null: follow the country again. */
  spanishVariant: SpanishVariant.nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

export const UserListItem = PublicUser.extend({
  points: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type UserListItem = z.infer<typeof UserListItem>;

export const TokenPair = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof TokenPair>;

export const RegisterResponse = TokenPair.extend({ user: PublicUser });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** POST /auth/reset-password: the other sessions end; this one continues with the new pair. */
export const ChangePasswordResponse = MessageResponse.extend(TokenPair.shape);
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;
