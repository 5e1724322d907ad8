import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests read packages/shared from its TypeScript sources, so no build is needed first. Other
  // packages resolve as Node resolves them in production: Node knows no `module` condition, and
  // the AWS SDK's `module` build (for bundlers) does not load in Node.
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')] } },
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
