import { readFileSync } from 'fs';
import { cdk, javascript } from 'projen';

const CDKTF_VERSION = '0.21.0';
const CONSTRUCTS_VERSION = '10.4.2';
// The CDK Terrain flavor (flavors/cdktn/flavor.json): its framework and generator, and the constructs both
// flavors build against (cdktn 0.24 takes 10.6 to 10.7; cdktf 0.21 any 10.4 or later).
const CDKTN_VERSION = '0.24.0';
const CONSTRUCTS_DEV_VERSION = '10.7.2';

const project = new cdk.JsiiProject({
  name: 'cdktf-cpln-akamai',
  description:
    'CDK for Terraform constructs for Control Plane (controlplane-com/cpln) and Akamai (akamai/akamai): generated L1 classes, L2 patterns and synth-time validation.',
  keywords: ['cdktf', 'terraform', 'controlplane', 'cpln', 'akamai', 'constructs'],
  license: 'Apache-2.0',
  author: 'cdktf-cpln-akamai contributors',
  authorAddress: 'maintainers@example.org',
  repositoryUrl: 'https://github.com/example/cdktf-cpln-akamai.git',
  defaultReleaseBranch: 'main',
  packageManager: javascript.NodePackageManager.NPM,
  projenrcTs: true,
  jsiiVersion: '~6.0.0',
  typescriptVersion: '~6.0.0',
  minNodeVersion: '20.0.0',

  // jsii targets besides npm. Maven coordinates follow the repository owner (Maven Central's io.github.<owner> rule).
  publishToPypi: { distName: 'cdktf-cpln-akamai', module: 'cdktf_cpln_akamai' },
  publishToMaven: {
    javaPackage: 'io.github.example.cdktf.cplnakamai',
    mavenGroupId: 'io.github.example',
    mavenArtifactId: 'cdktf-cpln-akamai',
  },

  peerDeps: [`cdktf@^${CDKTF_VERSION}`, `constructs@^${CONSTRUCTS_VERSION}`],
  // The versions built and tested against are the devDeps below, not the lowest the peers accept.
  peerDependencyOptions: { pinnedDevDependency: false },
  devDeps: [
    `cdktf@${CDKTF_VERSION}`,
    `constructs@${CONSTRUCTS_DEV_VERSION}`,
    `@cdktf/provider-generator@${CDKTF_VERSION}`,
    `@cdktf/commons@${CDKTF_VERSION}`,
    `cdktn@${CDKTN_VERSION}`,
    `@cdktn/provider-generator@${CDKTN_VERSION}`,
    `@cdktn/commons@${CDKTN_VERSION}`,
    'tsx@^4',
    'codemaker@1.112.0',
    'vitest@~4.1.0',
    'eslint@^9',
    'typescript-eslint@^8',
    'dpdm@^4',
    // The schema-only provider test/support/schema-provider serves to `terraform validate` (gRPC, tfplugin6).
    '@grpc/grpc-js@^1.14',
    '@grpc/proto-loader@^0.8',
    // The scanners of the providers' Go source (scripts/scan): tree-sitter's Go grammar as WebAssembly.
    'web-tree-sitter@^0.25.10',
    'tree-sitter-go@^0.25.0',
  ],

  // Tests run with vitest; CI is `.ci/run`; no hosted workflows or release automation.
  jest: false,
  eslint: false,
  github: false,
  release: false,
  depsUpgrade: false,
  pullRequestTemplate: false,
  sampleCode: false,
  docgen: true,

  tsconfig: {
    compilerOptions: {
      // Published JavaScript carries no inline source maps (lean tarball).
      inlineSourceMap: false,
      inlineSources: false,
      types: ['node'],
    },
  },
});

// `exports` also lets the examples (and any file in this repo) import the package by its own name.
// Entry points that keep type-checking light: one per provider (`cdktf-cpln-akamai/cpln`: its L1 and L2
// classes) and one per generated type (`cdktf-cpln-akamai/cpln/workload`), the same modules the root
// loads lazily; `typesVersions` maps them for TypeScript's older module resolution.
// `testing/vitest` is the setup module that gives app repos cdktf's matchers under vitest.
const providerNames: string[] = (JSON.parse(readFileSync('codegen/definitions.json', 'utf-8')) as { providers: Array<{ name: string }> }).providers.map((p) => p.name);
// JavaScript gets the lazy entry modules codegen emits (scripts/entries.mjs): importing the root loads no generated
// type.
project.package.addField('exports', {
  '.': { types: './lib/index.d.ts', default: './lib/gen/entry/index.js' },
  ...Object.fromEntries(providerNames.flatMap((name) => [
    [`./${name}`, { types: `./lib/${name}/index.d.ts`, default: `./lib/gen/entry/${name}.js` }],
    [`./${name}/*`, { types: `./lib/gen/${name}/*/index.d.ts`, default: `./lib/gen/${name}/*/index.js` }],
  ])),
  // What the L1 classes an app generates with `bindings` (codegen/bindings.ts) import of the package's runtime.
  './bindings-runtime': { types: './lib/bindings-runtime.d.ts', default: './lib/bindings-runtime.js' },
  './testing/vitest': { types: './testing/vitest.d.ts', default: './testing/vitest.mjs' },
  './package.json': './package.json',
  './.jsii': './.jsii',
});
project.package.addField('typesVersions', {
  '*': {
    ...Object.fromEntries(providerNames.flatMap((name) => [
      [name, [`lib/${name}/index.d.ts`]],
      [`${name}/*`, [`lib/gen/${name}/*/index.d.ts`]],
    ])),
    'bindings-runtime': ['lib/bindings-runtime.d.ts'],
  },
});
// The command the package ships (codegen/package-cli.ts, built into lib/cli by scripts/package-cli.mjs): `bindings`
// writes an app's L1 classes and validation catalog for the provider versions it uses; `convert` writes Terraform
// files and rule trees as TypeScript of the package's classes.
project.addBins({ 'cdktf-cpln-akamai': 'lib/cli/codegen/package-cli.js' });

// The tarball ships lib/ (with the validation catalogs in lib/gen), the jsii assembly and testing/;
// the schemas, the sources and the API reference stay in the repository.
for (const pattern of ['/schemas/', '/codegen/', '/examples/', '/bench/', '/scripts/', '/flavors/', '/out/', '/.ci/', '/vitest.config.mts', '/vitest.package.config.mts', '/API.md', '/docs/', '/.snippets/', '/eslint.config.mjs', '/ARCHITECTURE.md', '/CONTRIBUTING.md', '/.cache/']) {
  project.addPackageIgnore(pattern);
}

// Generated code, example output and the API reference's pages are build products, never committed.
for (const pattern of ['/src/gen/', '/out/', '/examples/**/cdktf.out/', '/examples/**/.gen/', '/bench/.baseline/', '/.snippets/', '/docs/api/']) {
  project.addGitIgnore(pattern);
}
project.tasks.addEnvironment('JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION', '1');
// Every task run (each spawned task too) evaluates PATH; projen's default asks `npx` (about 0.8 s each,
// some 16 times in a full build). Node alone puts the project's node_modules/.bin first just the same.
project.tasks.addEnvironment('PATH', '$(node -p "require(\'path\').resolve(\'node_modules/.bin\') + require(\'path\').delimiter + process.env.PATH")');

// A maintainer with network access refreshes a provider's schema from `terraform providers schema -json`.
project.addTask('schemas:import', {
  description: 'Write the schema files of the providers held by a `terraform providers schema -json` output and print what changed',
  exec: 'ts-node --project codegen/tsconfig.json codegen/schema-import-cli.ts',
  receiveArgs: true,
});

// codegen/ runs without a type-check of its own (`npm test` type-checks it with the tests), its TypeScript
// stripped by tsx (esbuild: a second faster to start than ts-node); a young generation of 64 MiB spares the
// collector much of the work that parsing the generated code makes.
const CODEGEN = 'node --max-semi-space-size=64 -r tsx/cjs';
// The fact files the catalog is compared with (test/fixtures/*-facts.json), rescanned from a checkout of a
// provider's source at a tag (CONTRIBUTING.md, "Updating a provider version").
project.addTask('scan-facts', {
  description: 'Write test/fixtures/*-facts.json from provider checkouts: scan-facts [--cpln <checkout> --cpln-tag <tag>] [--akamai <checkout> --akamai-tag <tag>]',
  exec: `${CODEGEN} scripts/scan/cli.ts`,
  receiveArgs: true,
});
// Generated L1 sources: written from schemas/*.json into src/gen (git-ignored) before every compile and test.
// Code generation and the compile each run once per build: scripts/once.mjs skips a step whose inputs did
// not change since it last succeeded (npm test, then package-all, would otherwise repeat both).
const gen = project.addTask('gen', {
  description: 'Generate the L1 construct classes from schemas/*.json into src/gen',
  exec: `node scripts/once.mjs gen --in codegen schemas package-lock.json --out src/gen -- ${CODEGEN} codegen/cli.ts`,
});
// Then the lazy entry modules package.json `exports` gives JavaScript (scripts/entries.mjs), from the index modules
// and what they re-export, hand-written and generated.
gen.exec('node scripts/once.mjs entries --in scripts/entries.mjs codegen/definitions.json src --out src/gen/entry -- node scripts/entries.mjs');
project.preCompileTask.spawn(gen);
// The generator's unmodified output, built into bench/.baseline/ (only when its inputs changed) for the
// optimization tests and the benchmarks to compare with.
const buildBaseline = 'node bench/baseline.js';
project.addTask('baseline', {
  description: "Build the generator's unmodified output into bench/.baseline/ (the tests and benchmarks compare with it)",
  exec: buildBaseline,
});
// jsii into an emptied lib/ (no file of a deleted or renamed source survives into the package), then the
// validation catalogs codegen writes beside the generated sources are copied to lib/gen. jsii's advice to build
// against the lowest constructs the peer range takes is silenced: both flavors build against one constructs
// (10.7, which cdktf 0.21 and cdktn 0.24 both take). The baseline is built at the same time, on the core the jsii
// compile leaves mostly idle (scripts/together.mjs runs all and fails when one fails).
const jsiiCompile =
  'node scripts/once.mjs compile --in src codegen schemas package.json package-lock.json scripts/generated-data.mjs scripts/package-cli.mjs --out .jsii lib -- ' +
  "bash -c 'rm -rf lib && jsii --silence-warnings=reserved-word --silence-warnings=metadata/missing-dev-dependency && node scripts/generated-data.mjs && node scripts/package-cli.mjs'";
// The CDK Terrain flavor (cdktn-cpln-akamai) is built beside it into out/cdktn/ (scripts/flavor.mjs: the same
// sources with flavors/cdktn/ in place of the framework seam, its own generator, its own jsii run).
const flavorCompile =
  'node scripts/once.mjs flavor-cdktn --in src codegen schemas flavors scripts/flavor.mjs scripts/entries.mjs scripts/generated-data.mjs scripts/package-cli.mjs package.json package-lock.json tsconfig.json ' +
  '--out out/cdktn/lib out/cdktn/.jsii -- node scripts/flavor.mjs cdktn';
project.compileTask.reset(`node scripts/together.mjs "${jsiiCompile}" "${buildBaseline}" "${flavorCompile}"`);

// `npm test`: generate, compile with jsii (so jsii errors fail the tests), type-check the tests, then run vitest.
// The tests import the compiled package (lib/), as an app does: vitest loads it with Node's own require
// (vitest.config.mts) instead of transforming the sources, and the tests are type-checked against the
// declarations the compile wrote, so neither the sources nor the generated code are checked a second time.
project.tsconfigDev.addInclude('../codegen/**/*.ts');
project.testTask.reset();
project.testTask.spawn(gen);
project.testTask.spawn(project.compileTask);
project.testTask.exec('tsc -p test/tsconfig.json');
// The structure ARCHITECTURE.md states: no import cycle (type imports included), and each folder imports only what it
// may (eslint.config.mjs).
project.testTask.exec('dpdm --no-tree --no-warning --exit-code circular:1 --tsconfig tsconfig.json src/index.ts codegen/cli.ts codegen/package-cli.ts');
project.testTask.exec('eslint --max-warnings 0 src codegen test scripts bench flavors');
project.testTask.exec('vitest run', { receiveArgs: true });
project.addTask('test:watch', { exec: 'vitest', receiveArgs: true });

// Performance benchmarks (bench/run.js), side by side with the generator's unmodified output.
const bench = project.addTask('bench', { description: 'Compile, then run the performance benchmarks (bench/run.js)', receiveArgs: true });
bench.spawn(project.preCompileTask);
bench.spawn(project.compileTask);
bench.exec('node bench/run.js', { receiveArgs: true });

// API reference: one file per submodule under docs/api/ (built, not committed), and API.md as the index with the L2
// constructs first. `npx projen package-all` builds it (below).
const docgen = project.tasks.tryFind('docgen')!;
docgen.reset('jsii-docgen --split-by-submodule -o docs/api/API.md');
docgen.exec('node scripts/api-reference.mjs');
// The CDK Terrain flavor's reference, from its own assembly (out/cdktn/.jsii), beside its build (not committed).
docgen.exec('bash -c "cd out/cdktn && jsii-docgen --split-by-submodule -o docs/api/API.md"');
project.postCompileTask.reset();

// Packaging for every jsii language, offline: the npm tarball, the Python sources and wheel (built
// with `python3 -m build --no-isolation`; set PYTHON to a Python that has the `build` module), and
// the Java sources (Maven is not reachable, so no jar). Then the checks in test/package/.
const wheel = project.addTask('package:wheel', {
  description: 'Build the Python wheels from the Python sources in dist/python and dist/cdktn/python',
  exec: 'bash -c \'for d in dist dist/cdktn; do [ -d "$d/python" ] || continue; "${PYTHON:-python3}" -m build --no-isolation --skip-dependency-check --wheel --outdir "$d/wheel" "$d/python" || exit 1; done\'',
});
project.tasks.tryFind('package:python')!.reset('jsii-pacmak -v --code-only --target python');
project.tasks.tryFind('package:python')!.spawn(wheel);
project.tasks.tryFind('package:java')!.reset('jsii-pacmak -v --code-only --target java');
// package-all runs jsii-pacmak once for the three languages: the tarball is packed and the assembly
// loaded once, not once per language (the tarball is the same with --code-only).
const packageAll = project.tasks.tryFind('package-all')!;
packageAll.reset('rm -rf dist');
packageAll.spawn(project.preCompileTask);
packageAll.spawn(project.compileTask);
packageAll.spawn(docgen);
// Both flavors in one run: this package into dist/, the CDK Terrain flavor (out/cdktn) into dist/cdktn/.
packageAll.exec('jsii-pacmak . out/cdktn -v --code-only --target js --target python --target java');
packageAll.spawn(wheel);
packageAll.exec('vitest run --config vitest.package.config.mts');

project.synth();
