import { availableParallelism } from 'os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.mts'],
    // Synthesizing every generated type takes a while on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The tests are CPU-bound and the main process idles: one worker per core (vitest's default leaves one out).
    maxWorkers: availableParallelism(),
    // A worker's test files share loaded modules (the package's generated code is large to load again per
    // file); no test relies on a fresh module state, and each restores what it changes in process.env.
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/app-recipe/**', 'test/package/**'] },
      },
      {
        // Tests written the way an app repo writes them: the package imported by name, and the
        // package's vitest setup module for cdktf's matchers (see README, "Testing your stacks").
        extends: true,
        test: { name: 'app-recipe', include: ['test/app-recipe/**/*.test.ts'], setupFiles: ['cdktf-cpln-akamai/testing/vitest'] },
      },
    ],
  },
});
