import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Why PDF text cannot be read on this machine, or null: Debian's poppler-utils gives `pdftotext` (.ci/run installs it). */
export const pdftotextMissing: string | null =
  spawnSync('pdftotext', ['-v']).error === undefined ? null : 'pdftotext is not installed (apt-get install -y poppler-utils): the PDF text checks are skipped';

/** The text of a PDF as `pdftotext -layout` reads it, pages separated by form feeds. */
export function pdfText(bytes: Buffer): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sendero-pdf-'));
  try {
    const file = path.join(folder, 'informe.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Collapses every run of spaces and line breaks (-layout aligns columns, paragraphs wrap) so a sentence can be searched whole. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ');
