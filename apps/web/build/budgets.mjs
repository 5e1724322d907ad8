// Size budgets of the built web app, checked from dist/ after `vite build` (a step of `npm test`).
// The first page a person opens must stay small on a phone: what it downloads before it can draw
// is the entry chunk, the page's own chunk and every chunk they import statically, gzipped.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const KB = 1024;
/**
 * Initial JavaScript per first page, gzipped: today's size plus a little room, so growth is a
 * decision, not an accident. /welcome has its own entry (welcome.html, src/welcome.tsx): React
 * and the welcome screen, under issue 13's 120 KB. Every other page starts from index.html, whose
 * entry holds the signed-in layout and the home (src/app/router.tsx). The home's one-tap feelings
 * and today's reply (issue 23, decision 029) and the toasts that follow the screen (decision 033)
 * took it from 142 to 145.4 KB: the budget moved to 148 KB with them, on purpose. Issue 28 took it
 * to 151.0 KB: the Spanish of each person from the first frame (the i18n library and home's
 * catalogue in three variants, 2.6 KB, decision 045), the PIN lock's check before anything draws
 * (0.2 KB, decision 044), the prompts' and finer feelings' lazy wiring (0.3 KB): 152 KB, on purpose.
 * Issue 28 again, 153.0 KB: the device's diary read through the PIN seal from the first frame
 * (0.6 KB; the cipher itself loads with the lock, decision 062), the shell's texts in three
 * variants (0.3 KB) and the server's answers put in the person's Spanish (0.8 KB, decision 061):
 * 153.5 KB, on purpose.
 */
export const FIRST_PAGE_BUDGETS = {
  '/welcome': { entry: 'welcome.html', pages: [], maxGzip: 120 * KB },
  '/ (signed in)': { entry: 'index.html', pages: [], maxGzip: 153.5 * KB },
};
const ENTRIES = [...new Set(Object.values(FIRST_PAGE_BUDGETS).map((budget) => budget.entry))];
/** No page's own chunk (what only that page loads) may pass this, gzipped. */
export const PAGE_CHUNK_MAX_GZIP = 50 * KB;

const gzipSize = (dist, file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Every JS file a manifest key loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: rename it in build/budgets.mjs`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

export function checkBudgets(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const lines = [];
  const failures = [];
  for (const [name, budget] of Object.entries(FIRST_PAGE_BUDGETS)) {
    const files = staticClosure(manifest, budget.entry);
    // Scripts a plugin put into the page itself (build/start-requests.ts) are not in the manifest.
    for (const [, src] of fs.readFileSync(path.join(dist, budget.entry), 'utf8').matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)) files.add(src);
    for (const page of budget.pages) staticClosure(manifest, page, files);
    const sizes = [...files].map((file) => ({ file, gzip: gzipSize(dist, file) })).sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const line = `${name}: initial JavaScript ${(total / KB).toFixed(1)} KB gzipped (budget ${budget.maxGzip / KB} KB) — ${sizes
      .map((s) => `${path.basename(s.file)} ${(s.gzip / KB).toFixed(1)}`)
      .join(', ')}`;
    lines.push(line);
    if (total > budget.maxGzip) failures.push(line);
  }
  const shared = new Set();
  for (const entry of ENTRIES) staticClosure(manifest, entry, shared);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || shared.has(chunk.file)) continue;
    const gzip = gzipSize(dist, chunk.file);
    if (gzip > PAGE_CHUNK_MAX_GZIP) failures.push(`${key}: its own chunk is ${(gzip / KB).toFixed(1)} KB gzipped (budget 50 KB)`);
  }
  return { lines, failures };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error('No build in apps/web/dist: run `npm run build` first.');
    process.exit(1);
  }
  const { lines, failures } = checkBudgets(dist);
  for (const line of lines) console.log(line);
  for (const failure of failures) console.error(`over budget: ${failure}`);
  process.exit(failures.length ? 1 : 0);
}
