// `npm start`: build what is missing or out of date, then run the server (which migrates, seeds
// and serves the web app, the API and the files on one port).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, staleBuilds } from './build-state.mjs';

for (const workspace of staleBuilds()) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The build of ${workspace} failed.`);
    process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
