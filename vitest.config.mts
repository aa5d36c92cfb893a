import { availableParallelism } from 'os';
import { fileURLToPath } from 'url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first. vitest starts the files it has timed before longest
 * first, from its cache; a fresh clone has no cache, so without this the two workers could meet these
 * files last and one would run on alone.
 */
const LONGEST = ['test/codegen/generate.test.ts', 'test/codegen/optimize.test.ts', 'test/validation/rules.test.ts', 'test/codegen/schema-import.test.ts', 'test/examples.test.ts', 'test/terraform-validate.test.ts', 'test/entry-points.test.ts'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const i = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return i === -1 ? LONGEST.length : i;
    };
    // Array.prototype.sort is stable: the other files keep vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** The CDK Terrain flavor's compiled package. */
const CDKTN_LIB = fileURLToPath(new URL('./out/cdktn/lib', import.meta.url));
/** What runs against both flavors: the L2s, the L1s of every type, validation, the examples. */
const CDKTN_SUITES = ['test/**/*.test.ts'];
/**
 * What is about one flavor only: the generator's output (test/codegen), the cdktf flavor's synthesis adapter
 * (test/synthesis: fast synthesis and streamed output, which the cdktn flavor does not have), what runs the
 * cdktf package by name in other processes (the examples, the lazy entry points, the docs' snippets), the
 * packaging and the app recipe (test/package checks both flavors' packages and runs the cdktn example app).
 */
const CDKTN_EXCLUDED = ['test/app-recipe/**', 'test/package/**', 'test/codegen/**', 'test/synthesis/**', 'test/examples.test.ts', 'test/lazy-exports.test.ts', 'test/docs/**'];

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
    // The tests import the compiled package (lib/, written by `npm test`'s compile), which Node loads
    // itself, as in an app: one instance of each module, nothing transformed.
    server: { deps: { external: [new RegExp(`^${escapeRegExp(fileURLToPath(new URL('./lib/', import.meta.url)))}`), new RegExp(`^${escapeRegExp(`${CDKTN_LIB}/`)}`)] } },
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/app-recipe/**', 'test/package/**'] },
      },
      {
        // The same suites against the CDK Terrain flavor (out/cdktn, scripts/flavor.mjs): cdktf's names are
        // cdktn's, and the compiled package is the flavor's.
        extends: true,
        resolve: {
          alias: [
            { find: /^cdktf$/, replacement: 'cdktn' },
            { find: /^(?:\.\.\/)+lib(\/.*)?$/, replacement: `${CDKTN_LIB}$1` },
          ],
        },
        test: { name: 'cdktn', include: CDKTN_SUITES, exclude: CDKTN_EXCLUDED },
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
