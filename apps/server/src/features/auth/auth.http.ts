import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminResetPasswordBody,
  AdminUserDetail,
  ApiError,
  ChangePasswordBody,
  ChangePasswordResponse,
  ForgotPasswordBody,
  IdParams,
  LoginBody,
  LogoutBody,
  MessageResponse,
  Profile,
  RefreshTokenBody,
  RegisterBody,
  RegisterResponse,
  ResetPasswordTokenParams,
  ResetPasswordWithTokenBody,
  TokenPair,
  UpdateProfileBody,
  UserListItem,
  oidcMessages,
  type UserRouteSummary,
  z,
} from '@sendero/shared';
import { forbidden } from '../../lib/http-errors.js';
import type { AccountService } from './account.service.js';
import type { PasswordService } from './password.service.js';
import type { SessionService } from './session.service.js';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

type AuthApp = Parameters<FastifyPluginAsyncZod>[0];
/** Answers 403 before the body is read when PASSWORD_LOGIN is false. */
type PasswordsOn = () => Promise<void>;

type Options = {
  accounts: AccountService;
  sessions: SessionService;
  passwords: PasswordService;
  /** A person's progress on every route, for the admin's user detail: learning's report, passed in. */
  routeSummaries: (userId: string) => Promise<UserRouteSummary[]>;
  /** PASSWORD_LOGIN (docs/product.md#companions-wellbeing-checks-and-organisations): false answers 403 to login, register, forgot and reset before reading the body. */
  passwordLogin?: boolean;
};

export const authHttp: FastifyPluginAsyncZod<Options> = async (app, { accounts, sessions, passwords, routeSummaries, passwordLogin = true }) => {
  const passwordsOn = async () => {
    if (!passwordLogin) throw forbidden(oidcMessages.passwordLoginOff);
  };
  sessionRoutes(app, sessions, passwordsOn);
  profileRoutes(app, accounts);
  passwordRoutes(app, passwords, passwordsOn);
  adminUserRoutes(app, { accounts, passwords, routeSummaries });
};

/** Registering, signing in, renewing the tokens and signing out. */
function sessionRoutes(app: AuthApp, sessions: SessionService, passwordsOn: PasswordsOn) {
  app.post('/auth/register', {
    onRequest: passwordsOn,
    schema: {
      tags,
      summary: 'Crear una cuenta',
      body: RegisterBody,
      response: { 201: RegisterResponse, 400: ApiError, 403: ApiError, 409: ApiError, 429: ApiError },
    },
    handler: async (request, reply) => reply.code(201).send(await sessions.register(request.body, request.ip)),
  });

  app.post('/auth/login', {
    onRequest: passwordsOn,
    schema: { tags, summary: 'Iniciar sesión', body: LoginBody, response: { 200: TokenPair, 401: ApiError, 403: ApiError, 429: ApiError } },
    handler: async (request) => sessions.login(request.body, request.ip),
  });

  app.post('/auth/refresh-token', {
    schema: {
      tags,
      summary: 'Renovar los tokens (el token presentado queda retirado)',
      body: RefreshTokenBody,
      response: { 200: TokenPair, 403: ApiError, 429: ApiError },
    },
    handler: async (request) => sessions.refresh(request.body.refreshToken, request.ip),
  });

  app.post('/auth/logout', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'Cerrar sesión (revoca la familia del token)', security: bearer, body: LogoutBody, response: { 200: MessageResponse } },
    handler: async (request) => {
      await sessions.logout(request.auth.userId, request.body.refreshToken);
      return { message: 'Sesión cerrada.' };
    },
  });
}

/** The person's own profile. */
function profileRoutes(app: AuthApp, accounts: AccountService) {
  app.get('/auth/profile', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'Perfil del usuario', security: bearer, response: { 200: Profile, 401: ApiError } },
    handler: async (request) => accounts.profile(request.auth.userId),
  });

  app.patch('/auth/profile', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Cambiar nombre, apellido, país o el permiso para usar el modelo de IA',
      security: bearer,
      body: UpdateProfileBody,
      response: { 200: Profile, 400: ApiError, 401: ApiError },
    },
    handler: async (request) => {
      const profile = await accounts.updateProfile(request.auth.userId, request.body);
      // Error messages follow the new Spanish from the next request (decision 061).
      app.spanishChanged(request.auth.userId);
      return profile;
    },
  });
}

/** Forgetting, resetting and changing one's own password. */
function passwordRoutes(app: AuthApp, passwords: PasswordService, passwordsOn: PasswordsOn) {
  app.post('/auth/forgot-password', {
    onRequest: passwordsOn,
    schema: {
      tags,
      summary: 'Enviar un enlace para restablecer la contraseña (misma respuesta para correos desconocidos)',
      body: ForgotPasswordBody,
      response: { 200: MessageResponse, 403: ApiError, 429: ApiError },
    },
    handler: async (request) => {
      await passwords.forgotPassword(request.body.email, request.ip);
      return { message: 'Si el correo está registrado, te enviaremos un enlace para recuperar tu contraseña.' };
    },
    // Once the answer is sent, whoever asked: its time says nothing about whether the email is known.
    onResponse: async (request, reply) => {
      if (reply.statusCode === 200) passwords.sendResetLink(request.body.email, request.ip);
    },
  });

  app.post('/auth/reset-password/:token', {
    onRequest: passwordsOn,
    schema: {
      tags,
      summary: 'Restablecer la contraseña con el token del correo (un solo uso, 1 hora)',
      params: ResetPasswordTokenParams,
      body: ResetPasswordWithTokenBody,
      response: { 200: MessageResponse, 400: ApiError, 403: ApiError, 429: ApiError },
    },
    handler: async (request) => {
      await passwords.resetWithToken(request.params.token, request.body.newPassword, request.ip);
      return { message: 'Tu contraseña ha sido restablecida.' };
    },
  });

  app.post('/auth/reset-password', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Cambiar la contraseña propia; cierra las demás sesiones y devuelve tokens nuevos para esta',
      security: bearer,
      body: ChangePasswordBody,
      response: { 200: ChangePasswordResponse, 400: ApiError, 429: ApiError },
    },
    handler: async (request) => {
      const tokens = await passwords.change(request.auth.userId, request.body);
      return { message: 'Contraseña actualizada con éxito.', ...tokens };
    },
  });
}

/** The admin's view of people: their list, one person's detail, and setting anyone's password. */
function adminUserRoutes(app: AuthApp, { accounts, passwords, routeSummaries }: Pick<Options, 'accounts' | 'passwords' | 'routeSummaries'>) {
  app.post('/auth/admin/reset-password', {
    onRequest: app.requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Fijar la contraseña de cualquier usuario (solo ADMIN)',
      security: bearer,
      body: AdminResetPasswordBody,
      response: { 200: MessageResponse, 400: ApiError, 403: ApiError, 404: ApiError },
    },
    handler: async (request) => {
      await passwords.adminReset(request.body);
      return { message: 'Contraseña cambiada correctamente' };
    },
  });

  app.get('/auth/users', {
    onRequest: app.requireAdmin,
    schema: { tags: ['admin'], summary: 'Lista de usuarios (solo ADMIN)', security: bearer, response: { 200: z.array(UserListItem), 403: ApiError } },
    handler: async () => accounts.list(),
  });

  app.get('/auth/users/:id', {
    onRequest: app.requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Un usuario con su progreso en cada ruta (solo ADMIN)',
      security: bearer,
      params: IdParams,
      response: { 200: AdminUserDetail, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
    },
    handler: async (request) => ({ ...(await accounts.get(request.params.id)), routes: await routeSummaries(request.params.id) }),
  });
}
