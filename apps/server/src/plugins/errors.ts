import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessages, type ApiError } from '@sendero/shared';
import { HttpError, reasonPhrase } from '../lib/http-errors.js';

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
};

export function errorBody(statusCode: number, messages: string[]): ApiError {
  return { statusCode, error: reasonPhrase(statusCode), message: messages };
}

/** One error shape for every error (CONTRACT §2); details of a 500 stay in the log. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).headers(error.headers).send(errorBody(error.statusCode, error.messages));
      }
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
        const message = frameworkMessages[error.code] ?? (status === 413 ? errorMessages.payloadTooLarge : status === 415 ? errorMessages.unsupportedMediaType : errorMessages.badRequest);
        return reply.code(status).send(errorBody(status, [message]));
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send(errorBody(500, [errorMessages.internal]));
    });
  },
  { name: 'errors' },
);
