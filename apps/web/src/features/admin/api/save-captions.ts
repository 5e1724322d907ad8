import type { Content } from '@sendero/shared';
import { api, apiUpload } from '@/lib/api-client';

// A video's WebVTT captions travel in their own call: the content form's multipart takes one file (decision 054).

/** PUT /contents/{id}/captions: stores the file and returns the content with its `captionsUrl`. */
export function uploadCaptions(contentId: string, captions: File): Promise<Content> {
  const body = new FormData();
  body.append('captions', captions);
  return apiUpload<Content>(`/contents/${encodeURIComponent(contentId)}/captions`, body, { method: 'PUT' });
}

/** DELETE /contents/{id}/captions. */
export const removeCaptions = (contentId: string) => api.delete<Content>(`/contents/${encodeURIComponent(contentId)}/captions`);
