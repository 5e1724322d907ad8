import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessages, type ApiError } from '@sendero/shared';
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

function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError) {
  const known = knownError(request, error);
  if (known) return reply.code(known.statusCode).headers(known.headers).send(errorBody(known.statusCode, known.messages));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const messages = [...new Set(error.validation.map((issue) => issue.message).filter((m): m is string => Boolean(m)))];
    return reply.code(400).send(errorBody(400, messages.length ? messages : [errorMessages.badRequest]));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply.code(500).send(errorBody(500, [errorMessages.internal]));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      frameworkMessages[error.code] ??
      (status === 413 ? errorMessages.payloadTooLarge : status === 415 ? errorMessages.unsupportedMediaType : errorMessages.badRequest);
    return reply.code(status).send(errorBody(status, [message]));
  }
  request.log.error({ err: loggableError(error) }, 'unexpected error');
  return reply.code(500).send(errorBody(500, [errorMessages.internal]));
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

/** One error shape for every error (docs/product.md#api-rules); details of a 500 stay in the log. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));

    // PostgreSQL cannot store NUL in text. No person types it, so a request carrying one is
    // refused whole (400) rather than stored altered: a diary entry is kept exactly as written.
    app.addHook('preValidation', (request, _reply, done) => {
      if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) return done(badRequest(errorMessages.nullCharacter));
      done();
    });
  },
  { name: 'errors' },
);
