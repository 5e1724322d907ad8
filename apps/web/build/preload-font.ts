import type { Plugin } from 'vite';

/**
 * Preloads the one font file the first screen draws with: Nunito's Latin subset (Spanish needs
 * nothing else). Without it the browser finds the font only after the CSS and the first render,
 * and the text waits for it. The other subsets still load on demand through `unicode-range`.
 */
export function preloadFont(pattern = /nunito-latin-wght-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'sendero-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) => pattern.test(fileName));
        if (!font) throw new Error(`No font file matches ${pattern}: update build/preload-font.ts`);
        return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}
