import { readFileSync } from 'node:fs';

/**
 * Reads one of the package's data files (rules/, model/) next to src/ or dist/, so the same code
 * runs from the TypeScript sources in tests and from the build in production. The corpus is never
 * read here: it is training data, not something the screen runs on.
 */
export function readData<T>(relativePath: string): T {
  return JSON.parse(readFileSync(new URL(`../${relativePath}`, import.meta.url), 'utf8')) as T;
}
