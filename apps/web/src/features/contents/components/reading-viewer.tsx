import { Markdown } from '@/components/markdown';

export const EMPTY_CONTENT_MESSAGE = 'No hay contenido por mostrar.';

/** A reading: its markdown, or the spec's message when it has no text (docs/product.md#learning). */
export function ReadingViewer({ text }: { text: string | null }) {
  if (!text?.trim()) return <p className="text-ink-muted">{EMPTY_CONTENT_MESSAGE}</p>;
  return <Markdown content={text} />;
}

/** The markdown note under a player or image, when there is one. */
export function ContentNote({ text }: { text: string | null }) {
  if (!text?.trim()) return null;
  return <Markdown content={text} className="mt-5" />;
}
