import { errorMessages } from '@sendero/shared';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function reasonPhrase(statusCode: number): string {
  return reasons[statusCode] ?? 'Error';
}

/** An error a service throws on purpose: the client gets its status and Spanish messages. */
export class HttpError extends Error {
  readonly messages: string[];
  constructor(
    readonly statusCode: number,
    messages: string | string[],
    readonly headers: Record<string, string> = {},
  ) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join(' '));
    this.messages = list;
  }
}

export const badRequest = (message: string | string[] = errorMessages.badRequest) => new HttpError(400, message);
export const unauthorized = (message: string = errorMessages.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = errorMessages.forbidden) => new HttpError(403, message);
export const notFound = (message: string = errorMessages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const serviceUnavailable = (message: string = errorMessages.unavailable) => new HttpError(503, message, { 'retry-after': '10' });
export const tooManyRequests = (retryAfterSeconds: number, message: (seconds: number) => string = errorMessages.tooManyAttempts) =>
  new HttpError(429, message(retryAfterSeconds), { 'retry-after': String(retryAfterSeconds) });

/** Whether `error` is an answer of this status (and this message, when given): which refusals count as failed guesses. */
export const isHttpError = (error: unknown, statusCode: number, message?: string): boolean =>
  error instanceof HttpError && error.statusCode === statusCode && (message === undefined || error.messages.includes(message));
