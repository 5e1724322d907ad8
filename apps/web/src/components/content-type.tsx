import type { ContentType } from '@sendero/shared';
import { BookOpenText, Headphones, Image, ListChecks, Video, type LucideProps } from 'lucide-react';

/** The Spanish name of each content type, as screens show it. */
export const contentTypeLabels: Record<ContentType, string> = {
  READING: 'Lectura',
  AUDIO: 'Audio',
  VIDEO: 'Video',
  IMAGE: 'Imagen',
  QUIZ: 'Cuestionario',
};

const icons = { READING: BookOpenText, AUDIO: Headphones, VIDEO: Video, IMAGE: Image, QUIZ: ListChecks } as const;

/** A decorative icon for a content type; the label next to it is what people read. */
export function ContentTypeIcon({ type, ...props }: { type: ContentType } & LucideProps) {
  const Icon = icons[type];
  return <Icon aria-hidden="true" {...props} />;
}
