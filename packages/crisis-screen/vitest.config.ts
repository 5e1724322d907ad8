import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One file at a time, on one core: npm test runs this suite beside the server suites
    // (scripts/test.mjs), which need the other.
    fileParallelism: false,
    // Retraining for the leave-one-round-out estimate (one model per blind round, 69 in all) takes
    // five to eleven minutes on one core, depending on the machine; the limit leaves room for a
    // slower one shared with the server suites.
    testTimeout: 1_800_000,
    hookTimeout: 1_800_000,
  },
});
