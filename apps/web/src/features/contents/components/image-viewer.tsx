import type { Content } from '@sendero/shared';
import { ContentNote, EMPTY_CONTENT_MESSAGE } from './reading-viewer';

/** The image with the alt text its author wrote; without one it is shown as decorative (alt=""). */
export function ImageViewer({ content }: { content: Pick<Content, 'title' | 'file' | 'content'> }) {
  return (
    <figure>
      {content.file ? (
        <img src={content.file.url} alt={content.file.alt ?? ''} className="mx-auto h-auto max-h-[70vh] w-auto max-w-full rounded-2xl object-contain" />
      ) : (
        <p className="text-ink-muted">{EMPTY_CONTENT_MESSAGE}</p>
      )}
      {content.content?.trim() ? (
        <figcaption>
          <ContentNote text={content.content} />
        </figcaption>
      ) : null}
    </figure>
  );
}
