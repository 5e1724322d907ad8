import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, AuthOptions, EraseOptions, OidcEraseStart, OidcExchangeBody, OidcLinkBody, TokenPair, oidcMessages, z } from '@sendero/shared';
import { notFound } from '../../lib/http-errors.js';
import { webPaths } from './oidc-redirects.js';
import type { OidcService } from './oidc.service.js';

const tags = ['auth'];
const security = [{ bearer: [] }];

type Options = {
  /** Undefined when OIDC_ISSUER is unset: the calls answer as if sign-in with the institution did not exist. */
  oidc: OidcService | undefined;
  passwordLogin: boolean;
  publicUrl: string;
};

/** What the issuer may send back; anything else is ignored (openid-client reads the rest from the URL). */
const CallbackQuery = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(512).optional(),
    error: z.string().max(512).optional(),
  })
  .loose();

/** Sign-in with the institution's accounts (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations", decision 037). */
export const oidcHttp: FastifyPluginAsyncZod<Options> = async (app, { oidc, passwordLogin, publicUrl }) => {
  app.get('/auth/options', {
    schema: { tags, summary: 'Cómo se entra en este servidor: con contraseña, con la institución o ambas', response: { 200: AuthOptions } },
    handler: async () => ({ passwordLogin, oidc: oidc ? { name: oidc.name } : null }),
  });

  const off = () => notFound(oidcMessages.oidcOff);

  app.get('/auth/oidc/start', {
    schema: { tags, summary: 'Ir a la página de acceso de la institución (302; PKCE, state y nonce)' },
    handler: async (_request, reply) => reply.redirect(oidc ? await oidc.start() : `${publicUrl}${webPaths.login}?oidc_error=off`, 302),
  });

  app.get('/auth/oidc/callback', {
    schema: { tags, summary: 'Vuelta desde la institución (302 a la app con un código de un solo uso, o con un error)', querystring: CallbackQuery },
    handler: async (request, reply) => {
      if (!oidc) return reply.redirect(`${publicUrl}${webPaths.login}?oidc_error=off`, 302);
      // The address the issuer was given (PUBLIC_URL), whatever proxy sits in front.
      return reply.redirect(await oidc.callback(new URL(`${publicUrl}${request.url}`)), 302);
    },
  });

  app.post('/auth/oidc/exchange', {
    schema: {
      tags,
      summary: 'Cambiar el código de un solo uso de la vuelta por el par de tokens (una vez, 2 minutos)',
      body: OidcExchangeBody,
      response: { 200: TokenPair, 400: ApiError, 404: ApiError, 429: ApiError },
    },
    handler: async (request) => {
      if (!oidc) throw off();
      return oidc.exchange(request.body.code, request.ip);
    },
  });

  app.post('/auth/oidc/link', {
    schema: {
      tags,
      summary: 'Unir la cuenta de la institución a una cuenta con contraseña del mismo correo, tras escribir esa contraseña',
      body: OidcLinkBody,
      response: { 200: TokenPair, 400: ApiError, 404: ApiError, 429: ApiError },
    },
    handler: async (request) => {
      if (!oidc) throw off();
      return oidc.link(request.body.code, request.body.password);
    },
  });

  app.get('/auth/erase-options', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Cómo puedo confirmar que soy yo antes de eliminar mi cuenta: con mi contraseña, con mi institución o con las dos',
      security,
      response: { 200: EraseOptions, 401: ApiError },
    },
    // Without OIDC_ISSUER every account that can sign in has a password.
    handler: async (request) => (oidc ? oidc.eraseOptions(request.auth.userId) : { password: true, institution: null }),
  });

  app.post('/auth/oidc/erase', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Confirmar con mi institución que soy yo antes de eliminar mi cuenta: la dirección a la que ir (se pide entrar de nuevo allí; decisión 046)',
      security,
      response: { 200: OidcEraseStart, 401: ApiError, 404: ApiError, 409: ApiError, 503: ApiError },
    },
    handler: async (request) => {
      if (!oidc) throw off();
      return oidc.startErase(request.auth.userId);
    },
  });
};
