import { z } from './zod.js';
import { SPANISH_VARIANTS } from './spanish-variants.js';

/** One of SPANISH_VARIANTS (spanish-variants.ts): what PATCH /auth/profile accepts as `spanishVariant`. */
export const SpanishVariant = z.enum(SPANISH_VARIANTS, { error: 'La forma de hablar no es válida.' });
export type SpanishVariant = z.infer<typeof SpanishVariant>;
