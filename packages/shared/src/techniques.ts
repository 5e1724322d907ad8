import { z } from './zod.js';

// "Mis Técnicas" (docs/product.md#diary /profile): the guided audios and videos the person completed, to replay.

export const Technique = z.object({
  contentId: z.uuid(),
  routeId: z.uuid(),
  routeTitle: z.string(),
  title: z.string(),
  type: z.enum(['AUDIO', 'VIDEO']),
  /** Seconds, as the content says. */
  duration: z.number().int(),
  completedAt: z.iso.datetime(),
});
export type Technique = z.infer<typeof Technique>;
