// `npm run dev`: the API with reload (tsx watch, shared package read from source) on PORT (8000)
// and the Vite dev server with hot reload on 5173, which proxies /api and /files to the API.
import { spawn } from 'node:child_process';
import { root } from './build-state.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
