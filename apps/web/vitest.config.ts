import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      restoreMocks: true,
      unstubGlobals: true,
      // npm test runs this suite beside the server's (scripts/test.mjs sets SENDERO_SECOND_LANE), two
      // busy cores shared by three processes: a render that takes 2 s alone may take 6 there. Alone,
      // vitest's usual 5 s, so a test that grows slow shows it at once.
      testTimeout: process.env.SENDERO_SECOND_LANE ? 15_000 : 5_000,
    },
  }),
);
