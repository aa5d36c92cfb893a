import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    reporters: ['default', './test/summary-reporter.mts'],
    // Synthesizing every generated type takes a while on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
