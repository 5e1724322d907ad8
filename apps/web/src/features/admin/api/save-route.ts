import type { Route, RouteFields } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '@/api/routes';
import { sendForm } from './send-form';

export type SaveRouteInput = {
  /** Present when editing. */
  routeId?: string;
  fields: RouteFields;
  coverImage?: File | null;
  removeCoverImage?: boolean;
  onProgress?: (percent: number) => void;
};

/** POST /routes or PATCH /routes/{id}, multipart: text fields first, the file last (docs/product.md#api-rules). */
export const saveRoute = ({ routeId, fields, coverImage, removeCoverImage, onProgress }: SaveRouteInput) => {
  const body = new FormData();
  body.append('title', fields.title);
  body.append('type', fields.type);
  body.append('description', fields.description);
  // Sent with a cover only: an empty one makes the cover decorative.
  if (coverImage || (routeId && !removeCoverImage)) body.append('coverImageAlt', fields.coverImageAlt ?? '');
  if (routeId && removeCoverImage && !coverImage) body.append('removeCoverImage', 'true');
  if (coverImage) body.append('coverImage', coverImage);
  return sendForm<Route>('/routes', routeId, body, onProgress);
};

export const useSaveRouteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoute,
    onSuccess: () => invalidateRoutes(queryClient),
  });
};
