import type { CreateInteractionBody, Interaction } from '@sendero/shared';
import { api } from '@/lib/api-client';

/** POST /user-progress/interaction: the first visit of a content. */
export const createInteraction = (body: CreateInteractionBody) => api.post<Interaction>('/user-progress/interaction', body);
