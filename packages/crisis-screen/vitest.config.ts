import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Retraining for the leave-one-round-out estimate (one model per blind round, 67 in all) takes
    // five to seven minutes on one core; the limit leaves room for a slower machine.
    testTimeout: 1_200_000,
    hookTimeout: 1_200_000,
  },
});
