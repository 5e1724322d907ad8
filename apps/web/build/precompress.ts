import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at
 * the highest levels: the server sends them as they are (no compression per request), and only
 * when the copy is smaller than the original.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sendero-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => compressible.test(file));
      for (const file of files) {
        const full = path.join(outDir, file);
        const source = fs.readFileSync(full);
        const copies = {
          '.br': zlib.brotliCompressSync(source, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }),
          '.gz': zlib.gzipSync(source, { level: 9 }),
        };
        for (const [extension, compressed] of Object.entries(copies)) {
          if (compressed.length < source.length) fs.writeFileSync(full + extension, compressed);
        }
      }
    },
  };
}
