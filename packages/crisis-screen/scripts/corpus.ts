import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

/** One line of corpus/*.jsonl. */
export interface CorpusLine {
  text: string;
  label: 'crisis' | 'ordinary';
  /** For crisis lines a C-SSRS category; for ordinary ones the kind of hard negative. */
  category: string;
  /**
   * 0: the hand-written table; N: blind round N, written by someone who saw neither rules nor corpus.
   * A round of plain entries is split one writer per file: 42.1 is round 42's first writer.
   */
  round: number;
  region: string;
}

const CORPUS = new URL('../corpus/', import.meta.url);

/** Every corpus line, file by file in name order (table.jsonl last: "r" < "t"). */
export function readCorpus(directory: URL = CORPUS): CorpusLine[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => readJsonl(new URL(name, directory)));
}

export function readJsonl(file: URL | string): CorpusLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusLine);
}

/** The hash the committed weights record: a changed corpus means the weights must be retrained. */
export function corpusHash(lines: CorpusLine[], options: unknown): string {
  const content = JSON.stringify({ lines: lines.map((l) => [l.label, l.text]), options });
  return createHash('sha256').update(content).digest('hex');
}
