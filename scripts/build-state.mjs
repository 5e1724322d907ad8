import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each workspace that `npm start` needs built: its sources and the file its build produces. */
export const builds = [
  { workspace: 'packages/shared', sources: ['src', 'package.json', 'tsconfig.json'], output: 'dist/index.js' },
  // Its rules/ and model/ are read at run time from the package, so only src/ needs a build.
  { workspace: 'packages/crisis-screen', sources: ['src', 'package.json', 'tsconfig.json'], output: 'dist/index.js' },
  { workspace: 'apps/server', sources: ['src', 'drizzle', 'package.json', 'tsconfig.build.json'], output: 'dist/main.js' },
  { workspace: 'apps/web', sources: ['src', 'public', 'index.html', 'package.json', 'vite.config.ts'], output: 'dist/index.html' },
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Missing, or older than its sources or than a workspace it depends on. */
export function staleBuilds() {
  const stale = [];
  let dependencyTime = 0;
  for (const build of builds) {
    const dir = path.join(root, build.workspace);
    const output = path.join(dir, build.output);
    const sourceTime = Math.max(dependencyTime, ...build.sources.map((source) => newestMtime(path.join(dir, source))));
    const outputTime = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
    if (outputTime < sourceTime || stale.length > 0) stale.push(build.workspace);
    if (build.workspace.startsWith('packages/')) dependencyTime = Math.max(sourceTime, outputTime);
  }
  return stale;
}

/** Builds each stale workspace (or only those named), in order; exits on a failed build. */
export function buildStale(only = builds.map((build) => build.workspace)) {
  for (const workspace of staleBuilds().filter((name) => only.includes(name))) {
    console.log(`Building ${workspace}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`The build of ${workspace} failed.`);
      process.exit(result.status ?? 1);
    }
    // `tsc -b` leaves its output untouched when it finds it up to date (after a checkout that only
    // changed mtimes); mark it fresh, or every start would build again.
    const build = builds.find((candidate) => candidate.workspace === workspace);
    const output = path.join(root, workspace, build.output);
    if (fs.existsSync(output)) fs.utimesSync(output, new Date(), new Date());
  }
}
