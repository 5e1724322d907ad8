import type { Content } from '@sendero/shared';
import { ContentNote, EMPTY_CONTENT_MESSAGE } from './reading-viewer';

export const VIDEO_FALLBACK = 'Tu navegador no soporta el reproductor de video.';

/** The browser's own player; a load failure is logged only (docs/product.md#messages-that-are-silent-by-design). */
export function VideoPlayer({ content }: { content: Pick<Content, 'title' | 'file' | 'content' | 'captionsUrl'> }) {
  return (
    <div>
      {content.file ? (
        <video
          controls
          playsInline
          preload="metadata"
          src={content.file.url}
          aria-label={content.title}
          onError={(event) => console.error('Video load failed', event.currentTarget.error ?? event.type)}
          className="aspect-video w-full rounded-2xl bg-black"
        >
          {/* The author's WebVTT captions, shown by default: the demo videos speak Spanish. */}
          {content.captionsUrl ? <track kind="captions" srcLang="es" label="Español" src={content.captionsUrl} default /> : null}
          {VIDEO_FALLBACK}
        </video>
      ) : (
        <p className="text-ink-muted">{EMPTY_CONTENT_MESSAGE}</p>
      )}
      <ContentNote text={content.content} />
    </div>
  );
}
