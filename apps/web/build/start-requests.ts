import fs from 'node:fs';
import path from 'node:path';
import { minify, transformWithOxc, type Plugin } from 'vite';

/**
 * Puts src/start-requests.ts first in index.html's head, as a small module of its own
 * (`assets/start-requests-[hash].js`): it starts a signed-in start's API calls while the app's
 * JavaScript downloads. It is compiled alone, not bundled with the app, so it never shares a chunk
 * with it (a shared chunk would be one more request before it could run). The CSP allows only
 * scripts of our own origin, so it cannot be inline. `async`: a deferred module would wait for the
 * document and its stylesheet before running; if it ever runs after the app started, it does
 * nothing (src/lib/start-requests.ts). /welcome (welcome.html) does not get it.
 */
export function startRequests(source = 'src/start-requests.ts'): Plugin {
  let root = process.cwd();
  return {
    name: 'sendero-start-requests',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      const file = path.resolve(root, source);
      const typescript = fs.readFileSync(file, 'utf8');
      const { code } = await transformWithOxc(typescript, file, { lang: 'ts' });
      if (/^\s*import\s(?!type\b)/m.test(code)) throw new Error(`${source} must import nothing at run time: it is built alone`);
      const minified = await minify('start-requests.js', code, { compress: true, mangle: true });
      this.emitFile({ type: 'asset', name: 'start-requests.js', source: minified.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (path.basename(context.filename) !== 'index.html') return [];
        const script = Object.keys(context.bundle ?? {}).find((fileName) => /start-requests-[\w-]+\.js$/.test(fileName));
        if (!script) throw new Error('start-requests.js is not in the bundle: see build/start-requests.ts');
        return [{ tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${script}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}
