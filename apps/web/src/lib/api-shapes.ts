import type { ApiError, TokenPair } from '@sendero/shared';

// The two answer shapes every page reads, checked without zod: these run on the first page,
// whose budget (apps/web/build/budgets.ts) leaves no room for zod. The zod schemas in
// @sendero/shared stay the contract; these guards accept exactly what they describe.

const isString = (value: unknown): value is string => typeof value === 'string';

export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, error, message } = body as Record<string, unknown>;
  return Number.isInteger(statusCode) && isString(error) && Array.isArray(message) && message.every(isString);
}

export function isTokenPair(body: unknown): body is TokenPair {
  if (typeof body !== 'object' || body === null) return false;
  const { access_token, refresh_token } = body as Record<string, unknown>;
  return isString(access_token) && isString(refresh_token);
}
