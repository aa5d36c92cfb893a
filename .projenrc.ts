import { cdk, javascript } from 'projen';

const CDKTF_VERSION = '0.21.0';
const CONSTRUCTS_VERSION = '10.4.2';

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

  peerDeps: [`cdktf@^${CDKTF_VERSION}`, `constructs@^${CONSTRUCTS_VERSION}`],
  devDeps: [
    `cdktf@${CDKTF_VERSION}`,
    `constructs@${CONSTRUCTS_VERSION}`,
    `@cdktf/provider-generator@${CDKTF_VERSION}`,
    `@cdktf/commons@${CDKTF_VERSION}`,
    'codemaker@1.112.0',
    'vitest@~4.1.0',
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
project.package.addField('exports', {
  '.': { types: './lib/index.d.ts', default: './lib/index.js' },
  './package.json': './package.json',
  './.jsii': './.jsii',
});

// The tarball ships lib/, the jsii assembly and schemas/ (read by the synth-time validation).
for (const pattern of ['/codegen/', '/examples/', '/bench/', '/.ci/', '/vitest.config.mts']) {
  project.addPackageIgnore(pattern);
}

// Generated code and example output are build products, never committed.
for (const pattern of ['/src/gen/', '/examples/**/cdktf.out/', '/examples/**/.gen/']) {
  project.addGitIgnore(pattern);
}
project.tasks.addEnvironment('JSII_SILENCE_WARNING_DEPRECATED_NODE_VERSION', '1');

// Generated L1 sources: written from schemas/*.json into src/gen (git-ignored) before every compile and test.
const gen = project.addTask('gen', {
  description: 'Generate the L1 construct classes from schemas/*.json into src/gen',
  exec: 'ts-node --project codegen/tsconfig.json codegen/cli.ts',
});
project.preCompileTask.spawn(gen);

// `npm test`: generate, compile with jsii (so jsii errors fail the tests), type-check the tests, then run vitest.
project.testTask.reset();
project.testTask.spawn(gen);
project.testTask.exec('jsii --silence-warnings=reserved-word');
project.testTask.exec('tsc -p test/tsconfig.json');
project.testTask.exec('vitest run', { receiveArgs: true });
project.addTask('test:watch', { exec: 'vitest', receiveArgs: true });

project.synth();
