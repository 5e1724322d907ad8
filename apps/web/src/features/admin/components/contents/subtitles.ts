import { Subtitles, type Subtitle } from '@sendero/shared';

/**
 * The subtitles textarea as a list (spec §5): empty text is an empty list; anything that is not
 * a JSON list of {text, start, end} is undefined, and the form then sends nothing.
 */
export function parseSubtitlesInput(text: string): Subtitle[] | undefined {
  if (!text.trim()) return [];
  try {
    const result = Subtitles.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
