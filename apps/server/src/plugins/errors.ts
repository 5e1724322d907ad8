import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessages, inSpanish, type ApiError, type SpanishVariant } from '@sendero/shared';
import { isDatabaseUnavailable, isUnstorableText, loggableError } from '../db/errors.js';
import { badRequest, HttpError, reasonPhrase, serviceUnavailable } from '../lib/http-errors.js';
import { containsNul } from '../lib/text.js';

/** Fastify's own client errors, in Spanish. Anything else with a 4xx keeps its status. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: errorMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: errorMessages.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: errorMessages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: errorMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: errorMessages.badRequest,
  FST_REQ_FILE_TOO_LARGE: errorMessages.payloadTooLarge,
  FST_PARTS_LIMIT: errorMessages.payloadTooLarge,
  FST_FILES_LIMIT: errorMessages.payloadTooLarge,
  FST_INVALID_MULTIPART_CONTENT_TYPE: errorMessages.unsupportedMediaType,
  FST_ERR_BAD_URL: errorMessages.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: errorMessages.uriTooLong,
};

export function errorBody(statusCode: number, messages: string[]): ApiError {
  return { statusCode, error: reasonPhrase(statusCode), message: messages };
}

/** Errors with a known meaning for the client, whatever raised them. */
function knownError(request: FastifyRequest, error: FastifyError): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ event: 'database_unavailable', err: loggableError(error) }, 'the database did not answer');
    return serviceUnavailable();
  }
  if (isUnstorableText(error)) return badRequest(errorMessages.nullCharacter);
  return undefined;
}

/** Reads the Spanish of a signed-in person (null for an unknown account); absent, only the request's header counts. */
export type SpanishOfPerson = (userId: string) => Promise<SpanishVariant | null>;

/**
 * The Spanish the web app asked for (`Accept-Language`, which it sets to the variant it shows):
 * the first Spanish tag wins. Argentina and Uruguay read voseo; Spain and a bare `es` read Spain's;
 * any other Spanish of the Americas (`es-419`, `es-MX`…) the neutral one.
 */
export function spanishOfHeader(header: string | undefined): SpanishVariant | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), quality: quality === undefined ? 1 : Number(quality), position };
    })
    .filter(({ tag, quality }) => (tag === 'es' || tag.startsWith('es-')) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  const tag = tags[0]?.tag;
  if (tag === undefined) return null;
  if (tag === 'es' || tag === 'es-es') return 'es-ES';
  if (tag === 'es-ar' || tag === 'es-uy') return 'es-AR';
  return 'es-419';
}

/**
 * The Spanish of this request's answer (decision 061): the signed-in person's stored variant,
 * else the one the request asks for, else Spain's. A database that cannot answer does not stop
 * the error from being sent: the header decides.
 */
async function spanishOfRequest(request: FastifyRequest, spanishOfPerson: SpanishOfPerson | undefined, databaseDown: boolean): Promise<SpanishVariant> {
  const userId = (request.auth as { userId?: string } | null | undefined)?.userId;
  if (userId && spanishOfPerson && !databaseDown) {
    const stored = await spanishOfPerson(userId).catch(() => null);
    if (stored) return stored;
  }
  return spanishOfHeader(request.headers['accept-language']) ?? 'es-ES';
}

async function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError, spanishOfPerson?: SpanishOfPerson) {
  const { status, messages, headers } = answerFor(request, error);
  const spanish = await spanishOfRequest(request, spanishOfPerson, status === 503);
  const said = spanish === 'es-ES' ? messages : [...new Set(messages.map((message) => inSpanish(message, spanish)))];
  return reply
    .code(status)
    .headers(headers ?? {})
    .send(errorBody(status, said));
}

/** The status and Spain's messages of the answer to an error. */
function answerFor(request: FastifyRequest, error: FastifyError): { status: number; messages: string[]; headers?: Record<string, string> } {
  const known = knownError(request, error);
  if (known) return { status: known.statusCode, messages: known.messages, headers: known.headers };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const messages = [...new Set(error.validation.map((issue) => issue.message).filter((m): m is string => Boolean(m)))];
    return { status: 400, messages: messages.length ? messages : [errorMessages.badRequest] };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return { status: 500, messages: [errorMessages.internal] };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      frameworkMessages[error.code] ??
      (status === 413 ? errorMessages.payloadTooLarge : status === 415 ? errorMessages.unsupportedMediaType : errorMessages.badRequest);
    return { status, messages: [message] };
  }
  request.log.error({ err: loggableError(error) }, 'unexpected error');
  return { status: 500, messages: [errorMessages.internal] };
}

/**
 * Errors Fastify raises before a route is found (a bad %-escape, a parameter over 100
 * characters): the `frameworkErrors` server option, so they too take the one shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, error);
}

/**
 * Requests Node's HTTP parser refuses (malformed, headers or URL over 16 KiB, too slow): the
 * `clientErrorHandler` server option. There is no request object yet, so the answer is written
 * to the socket, which then closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? errorMessages.headersTooLarge : status === 408 ? errorMessages.timeout : errorMessages.badRequest;
  const body = JSON.stringify(errorBody(status, [message]));
  this.log.debug({ event: 'client_error', code: error.code }, 'request refused by the HTTP parser');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reasonPhrase(status)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The person changed their Spanish: this process's next error to them reads it again. */
    spanishChanged(userId: string): void;
  }
}

/** How long a person's Spanish is remembered: a burst of refusals asks the database once. */
const SPANISH_REMEMBERED_FOR_MS = 10_000;
const SPANISH_REMEMBERED_MAX = 10_000;

/** One error shape for every error (docs/product.md#api-rules); details of a 500 stay in the log. */
export const errorsPlugin = fp<{ spanishOfPerson?: SpanishOfPerson }>(
  async (app, { spanishOfPerson }) => {
    // Another process learns of a change within SPANISH_REMEMBERED_FOR_MS; this one at once.
    const remembered = new Map<string, { spanish: SpanishVariant | null; until: number }>();
    const rememberedSpanish: SpanishOfPerson | undefined = spanishOfPerson
      ? async (userId) => {
          const known = remembered.get(userId);
          if (known && known.until > Date.now()) return known.spanish;
          const spanish = await spanishOfPerson(userId);
          if (remembered.size >= SPANISH_REMEMBERED_MAX) remembered.clear();
          remembered.set(userId, { spanish, until: Date.now() + SPANISH_REMEMBERED_FOR_MS });
          return spanish;
        }
      : undefined;
    app.decorate('spanishChanged', (userId: string) => void remembered.delete(userId));
    app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error, rememberedSpanish));

    // PostgreSQL cannot store NUL in text. No person types it, so a request carrying one is
    // refused whole (400) rather than stored altered: a diary entry is kept exactly as written.
    app.addHook('preValidation', (request, _reply, done) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) return done(badRequest(errorMessages.nullCharacter));
      done();
    });
  },
  { name: 'errors' },
);
