import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCorpus } from '../scripts/corpus.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const builds = ['packages/crisis-screen/dist', 'apps/server/dist'].map((dir) => path.join(root, dir));

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

describe('what ships', () => {
  it('the engine is small: at most 1,000 lines of TypeScript', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const lines = filesUnder(src)
      .filter((file) => file.endsWith('.ts'))
      .reduce((sum, file) => sum + readFileSync(file, 'utf8').split('\n').length, 0);
    console.log(`crisis screen engine: ${lines} lines of TypeScript`);
    expect(lines).toBeLessThanOrEqual(1000);
  });

  // `npm test` builds first; run `npm run build` before this file on its own.
  it.each(builds)('%s holds no corpus and no trainer', (dir) => {
    expect(existsSync(dir), `${dir} is missing: run npm run build first`).toBe(true);
    const files = filesUnder(dir);
    expect(files.filter((file) => /corpus|train|evaluate|\.jsonl$/.test(path.basename(file)))).toEqual([]);
    // Not a sentence of the corpus either, copied into some other file.
    const sample = readCorpus()
      .filter((_, i) => i % 97 === 0)
      .map((line) => line.text);
    const built = files
      .filter((file) => /\.(js|json)$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(sample.filter((text) => built.includes(text))).toEqual([]);
  });
});
