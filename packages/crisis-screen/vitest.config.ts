import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Retraining for the leave-one-round-out estimate takes a while on two cores.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
