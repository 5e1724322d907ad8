// `npm start`: build what is missing or out of date, then run the server (which migrates, seeds
// and serves the web app, the API and the files on one port). The server runs in this process,
// which npm starts with `exec`: SIGTERM/SIGINT reach it directly, and its exit code is npm's.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-state.mjs';

buildStale();
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
