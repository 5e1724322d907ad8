import type { Content, ContentType } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateContentsAndRoutes } from '@/api/contents';
import { contentQueryKey } from './get-content';
import { sendForm } from './send-form';

/** The multipart text fields of POST /contents and PATCH /contents/{id}, already as sent. */
export type ContentPayload = {
  routeId?: string;
  title: string;
  type: ContentType;
  content?: string;
  points?: number;
  duration?: number;
  quizData?: string;
  subtitles?: string;
  /** An IMAGE's alt text (required for it). */
  fileAlt?: string;
};

export type SaveContentInput = {
  /** Present when editing. */
  contentId?: string;
  payload: ContentPayload;
  file?: File | null;
  onProgress?: (percent: number) => void;
};

const fieldOrder = ['routeId', 'title', 'type', 'content', 'points', 'duration', 'quizData', 'subtitles', 'fileAlt'] as const;

/** Text fields first and the file last: the server streams the body and checks limits by type. */
export function toContentFormData(payload: ContentPayload, file?: File | null): FormData {
  const body = new FormData();
  for (const name of fieldOrder) {
    const value = payload[name];
    if (value !== undefined) body.append(name, String(value));
  }
  if (file) body.append('file', file);
  return body;
}

export const saveContent = ({ contentId, payload, file, onProgress }: SaveContentInput) =>
  sendForm<Content>('/contents', contentId, toContentFormData(payload, file), onProgress);

export const useSaveContentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: async (content) => {
      queryClient.setQueryData([...contentQueryKey, content.id], content);
      await invalidateContentsAndRoutes(queryClient);
    },
  });
};
