import type { ContentType } from '@sendero/shared';
import { BookOpenText, Headphones, HeartPulse, Image, ListChecks, Video, type LucideProps } from 'lucide-react';
import { IconTile } from './icon-tile';

/** The Spanish name of each content type, as screens show it. */
export const contentTypeLabels: Record<ContentType, string> = {
  READING: 'Lectura',
  AUDIO: 'Audio',
  VIDEO: 'Video',
  IMAGE: 'Imagen',
  QUIZ: 'Cuestionario',
  WELLBEING_CHECK: 'Cuestionario de bienestar',
};

const icons = { READING: BookOpenText, AUDIO: Headphones, VIDEO: Video, IMAGE: Image, QUIZ: ListChecks, WELLBEING_CHECK: HeartPulse } as const;

/** A decorative icon for a content type; the label next to it is what people read. */
export function ContentTypeIcon({ type, ...props }: { type: ContentType } & LucideProps) {
  const Icon = icons[type];
  return <Icon aria-hidden="true" {...props} />;
}

/** A content's type as a tile in a list: its icon on a square; `className` changes size or colours. */
export function ContentTypeTile({ type, className }: { type: ContentType; className?: string }) {
  return (
    <IconTile className={className}>
      <ContentTypeIcon type={type} />
    </IconTile>
  );
}
