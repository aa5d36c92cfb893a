import { availableParallelism } from 'os';
import { defineConfig } from 'vitest/config';

// The packaging checks (`npx projen package-all`): run on the artifacts in dist/, not part of `npm test`.
export default defineConfig({
  test: {
    include: ['test/package/**/*.test.ts'],
    reporters: ['default', './test/summary-reporter.mts'],
    testTimeout: 600_000,
    // Both files wait mostly on other processes (npm, node, the cdktf CLI): one worker per core.
    maxWorkers: availableParallelism(),
  },
});
