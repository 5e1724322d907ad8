// Docs that stay true (issue 24): every folder a reader meets is named in the README beside it,
// every source file of lib/ and plugins/ in theirs, every server feature in docs/ARCHITECTURE.md,
// and every repo path docs/ARCHITECTURE.md cites exists. A new folder without a line fails here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverSrc = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(serverSrc, '../../..');
const webSrc = path.join(repo, 'apps/web/src');

const read = (file: string) => fs.readFileSync(file, 'utf8');
const folders = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const sourceFiles = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => entry.name);

/** Names a README does not mention, as `name` or `name/`. */
function unnamed(readme: string, names: string[]) {
  const text = read(readme);
  return names.filter((name) => !text.includes(`\`${name}\``) && !text.includes(`\`${name}/\``) && !text.includes(`${name}/`));
}

describe('the docs name what is there', () => {
  it.each([
    ['apps/server/src/features', path.join(serverSrc, 'features')],
    ['apps/server/src/lib', path.join(serverSrc, 'lib')],
    ['apps/server/src/plugins', path.join(serverSrc, 'plugins')],
    ['apps/web/src/features', path.join(webSrc, 'features')],
  ])('every folder under %s is in its README', (_name, dir) => {
    expect(unnamed(path.join(dir, 'README.md'), folders(dir))).toEqual([]);
  });

  it.each([
    ['apps/server/src/lib', path.join(serverSrc, 'lib')],
    ['apps/server/src/lib/files', path.join(serverSrc, 'lib/files')],
    ['apps/server/src/plugins', path.join(serverSrc, 'plugins')],
  ])('every source file of %s is in its README', (name, dir) => {
    const readme = name.endsWith('/files') ? path.join(serverSrc, 'lib/README.md') : path.join(dir, 'README.md');
    const text = read(readme);
    expect(sourceFiles(dir).filter((file) => !text.includes(`\`${file}\``))).toEqual([]);
  });

  it('docs/ARCHITECTURE.md has a line for every server and web feature', () => {
    const architecture = read(path.join(repo, 'docs/ARCHITECTURE.md'));
    const missing = [
      ...folders(path.join(serverSrc, 'features')).filter((name) => !architecture.includes(`${name}/`)),
      ...folders(path.join(webSrc, 'features')).filter((name) => !architecture.includes(name)),
    ];
    expect(missing).toEqual([]);
  });

  it('every repo path docs/ARCHITECTURE.md cites exists', () => {
    const architecture = read(path.join(repo, 'docs/ARCHITECTURE.md'));
    const cited = [...architecture.matchAll(/`((?:apps|packages|docs|scripts|bench|faults|e2e)\/[\w./-]+)`/g)].map((match) => match[1]!);
    expect(cited.filter((file) => !fs.existsSync(path.join(repo, file)))).toEqual([]);
  });

  it('every decision cited by number in the folder READMEs exists', () => {
    const decisions = new Set(fs.readdirSync(path.join(repo, 'docs/decisions')).map((file) => file.slice(0, 3)));
    const readmes = [
      'apps/server/src/features/README.md',
      'apps/server/src/lib/README.md',
      'apps/server/src/plugins/README.md',
      'apps/web/src/features/README.md',
      'docs/ARCHITECTURE.md',
    ];
    const cited = readmes.flatMap((file) => [...read(path.join(repo, file)).matchAll(/decisions? (\d{3})/g)].map((match) => `${file}: ${match[1]}`));
    expect(cited.filter((entry) => !decisions.has(entry.slice(-3)))).toEqual([]);
  });

  it('the code cites sections of docs/product.md that exist, never a numbered section of a file outside the repo', () => {
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replace(/ /g, '-');
    const anchors = new Set([...read(path.join(repo, 'docs/product.md')).matchAll(/^#+ (.+)$/gm)].map((match) => slug(match[1]!)));
    const sources = ['apps/server/src', 'apps/web/src', 'packages/shared/src', 'packages/crisis-screen/src', 'e2e/tests'].flatMap((dir) =>
      fs
        .readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx)$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    const problems = sources.flatMap((file) => {
      const text = read(path.join(repo, file));
      const numbered = /\b(?:spec|CONTRACT) §\d/i.test(text) ? [`${file}: a numbered section (§) instead of a link to docs/product.md`] : [];
      const dangling = [...text.matchAll(/docs\/product\.md#([a-z0-9-]+)/g)]
        .filter((match) => !anchors.has(match[1]!))
        .map((match) => `${file}: #${match[1]} is no heading of docs/product.md`);
      return [...numbered, ...dangling];
    });
    expect(problems).toEqual([]);
  });
});
