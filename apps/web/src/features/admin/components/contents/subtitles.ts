import { authoringMessages, subtitleIssues, z, type Subtitle } from '@sendero/shared';

// An audio's transcript as the editor shows it: rows of start, end and text, times written as a
// person reads them (1:05,5). The form sends the spec's JSON list of {text, start, end} in seconds.

export const subtitleMessages = {
  timeInvalid: 'Escribe el tiempo como 1:05,5 o 65,5 (en segundos).',
  endBeforeStart: authoringMessages.subtitleEndBeforeStart,
  textRequired: authoringMessages.subtitleTextRequired,
  fileEmpty: 'No encontramos subtítulos en este archivo. Elige un .srt o un .vtt.',
  fileTooLarge: 'El archivo de subtítulos es demasiado grande (máximo 1 MB).',
  fileUnreadable: 'No pudimos leer el archivo de subtítulos.',
} as const;

/** A transcript file larger than this is no transcript of a route's audio. */
export const SUBTITLE_FILE_MAX_BYTES = 1024 * 1024;

export type SubtitleRow = { start: string; end: string; text: string };

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** `65`, `65,5`, `1:05,5`, `00:01:05.500` (SRT and WebVTT write these) as seconds; undefined otherwise. */
export function readTime(text: string): number | undefined {
  const match = /^(?:(?:(\d+):)?(\d{1,2}):)?(\d+(?:[.,]\d+)?)$/.exec(text.trim());
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  if (minutes !== undefined && Number(seconds!.replace(',', '.')) >= 60) return undefined;
  return roundMs(Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds!.replace(',', '.')));
}

/** Seconds as `0:03,5`, `1:05` or `1:02:03,25`: minutes and seconds, the decimal comma of Spanish. */
export function formatTime(totalSeconds: number): string {
  const rounded = roundMs(Math.max(0, totalSeconds));
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  const seconds = roundMs(rounded - hours * 3600 - minutes * 60);
  const [whole, fraction] = String(seconds).split('.');
  const secondsText = `${whole!.padStart(2, '0')}${fraction ? `,${fraction}` : ''}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secondsText}` : `${minutes}:${secondsText}`;
}

export const rowsFromSubtitles = (subtitles: Subtitle[] | null | undefined): SubtitleRow[] =>
  (subtitles ?? []).map((subtitle) => ({ start: formatTime(subtitle.start), end: formatTime(subtitle.end), text: subtitle.text }));

/** Rows that passed `SubtitleRows` as the spec's list. */
export const subtitlesFromRows = (rows: SubtitleRow[]): Subtitle[] =>
  rows.map((row) => ({ text: row.text.trim(), start: readTime(row.start) ?? 0, end: readTime(row.end) ?? 0 }));

/** Each row's problems, on its own field: times it cannot read, then the rules the server also checks. */
export const SubtitleRows = z.array(z.object({ start: z.string(), end: z.string(), text: z.string() })).superRefine((rows, context) => {
  const read = rows.map((row) => ({ start: readTime(row.start), end: readTime(row.end), text: row.text }));
  read.forEach((row, index) => {
    if (row.start === undefined) context.addIssue({ code: 'custom', path: [index, 'start'], message: subtitleMessages.timeInvalid });
    if (row.end === undefined) context.addIssue({ code: 'custom', path: [index, 'end'], message: subtitleMessages.timeInvalid });
  });
  for (const issue of subtitleIssues(read)) context.addIssue({ code: 'custom', path: [issue.index, issue.field], message: issue.message });
});

const CUE_TIMES = /^\s*(\S+)\s+-->\s+(\S+)/;

/**
 * The cues of an .srt or .vtt file, read in the browser: each block's `start --> end` line and the
 * lines after it, joined. Numbers, the WEBVTT header, NOTE, STYLE and REGION blocks, cue settings and
 * WebVTT's tags (`<v Ana>`, `<i>`) are left out.
 */
export function parseSubtitleFile(text: string): Subtitle[] {
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/);
  const cues: Subtitle[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => CUE_TIMES.test(line));
    if (timing < 0 || /^(NOTE|STYLE|REGION)\b/.test(lines[0]!)) continue;
    const [, from, to] = CUE_TIMES.exec(lines[timing]!)!;
    const start = readTime(from!);
    const end = readTime(to!);
    const cueText = lines
      .slice(timing + 1)
      .map((line) => line.replace(/<[^>]*>/g, '').trim())
      .filter(Boolean)
      // A cue's lines break only to fit a screen; the transcript shows them as one line.
      .join(' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&nbsp;/g, ' ');
    if (start === undefined || end === undefined || !cueText) continue;
    cues.push({ text: cueText, start, end });
  }
  return cues;
}
