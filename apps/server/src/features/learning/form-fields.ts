import { errorMessages, type z } from '@sendero/shared';
import { badRequest } from '../../lib/http-errors.js';
import { containsNul } from '../../lib/text.js';

/** Validates a form's text fields with a shared schema: 400 with each distinct Spanish message. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  if (containsNul(fields)) throw badRequest(errorMessages.nullCharacter);
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw badRequest([...new Set(result.error.issues.map((issue) => issue.message))]);
}

/**
 * For a PATCH: only the fields that were sent. The shared `…Patch` schemas are `.partial()` of
 * schemas with defaults (type), and zod still fills those in; an edit must not reset them.
 */
export function parseSentFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): Partial<z.output<S>> {
  const parsed = parseFields(schema, fields) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => key in fields)) as Partial<z.output<S>>;
}
