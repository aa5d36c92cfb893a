// The linter of `npm test`: the import boundaries ARCHITECTURE.md states, lines of at most 120 characters, imports in
// order (scripts/eslint-import-order.mjs), and a few rules against mistakes the compiler lets through. Generated code
// (src/gen) is the generator's and is not linted.
import tseslint from 'typescript-eslint';
import { importOrder } from './scripts/eslint-import-order.mjs';

/**
 * Files may not import these (paths as written in imports, relative to the importing file), each group with why; a
 * pattern given as a list holds its exceptions (`!...`).
 */
const boundary = (files, ...groups) => ({
  files,
  ignores: ['src/framework.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: groups.flatMap(([patterns, message]) => patterns.map((group) => ({ group: [group].flat(), message }))) }],
  },
});

/**
 * The framework is named in one place: hand-written code imports it through the seam (src/framework.ts), which each
 * flavor replaces.
 */
const FRAMEWORK = [['cdktf', 'cdktf/*', 'cdktn', 'cdktn/*'], 'import the framework through src/framework.ts (the seam each flavor replaces)'];
/**
 * The validation engine and the synthesis know no L2 construct and no generated class: they read the catalogs. The L2s'
 * rule declarations (`<construct>-rules.ts`: ids and descriptions, no construct) are the exception.
 */
const ENGINE = [
  [
    ['**/cpln/*', '!**/cpln/*-rules'],
    ['**/akamai/*', '!**/akamai/*-rules'],
    ['**/gen/**', '!**/gen/*/catalog*.json'],
  ],
  'the engine, the runtime and the synthesis do not import L2 constructs or generated classes',
];

export default tseslint.config(
  { ignores: ['src/gen/**', 'lib/**', 'dist/**', 'bench/.baseline/**', 'examples/**/cdktf.out/**', 'node_modules/**', '**/*.d.ts'] },
  {
    files: ['**/*.ts', '**/*.mts', '**/*.js', '**/*.mjs'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin, local: { rules: { 'import-order': importOrder } } },
    rules: {
      'local/import-order': 'error',
      // Long strings, template literals, regular expressions and URLs are left whole.
      'max-len': ['error', { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
      'no-var': 'error',
      'prefer-const': 'error',
      eqeqeq: ['error', 'smart'],
      'no-debugger': 'error',
      'no-dupe-keys': 'error',
      'no-duplicate-case': 'error',
      'no-self-compare': 'error',
      'no-unreachable': 'error',
      'no-fallthrough': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  boundary(['src/*.ts'], FRAMEWORK),
  boundary(['src/validation/**', 'src/runtime/**'], ENGINE, FRAMEWORK),
  // The synthesis reaches the framework through the seam; only framework-internals.ts (one per flavor) may read its private modules.
  { ...boundary(['src/synthesis/**', 'flavors/*/synthesis/**'], ENGINE, FRAMEWORK), ignores: ['src/synthesis/framework-internals.ts'] },
  boundary(['src/synthesis/framework-internals.ts'], ENGINE),
  // Each platform's L2s stand alone (an Akamai origin may name a Control Plane workload: the generated class).
  boundary(['src/cpln/**'], [['../akamai/**', '../akamai', '../gen/akamai/**'], 'Control Plane constructs do not import Akamai ones'], FRAMEWORK),
  boundary(['src/akamai/**'], [['../cpln/**', '../cpln'], 'Akamai constructs do not import Control Plane L2 constructs'], FRAMEWORK),
  // Codegen reads the schemas and the engine's rule model, never the constructs or the package output.
  boundary(['codegen/**'], [['../src/cpln/**', '../src/akamai/**', '../src/synthesis/**', '../lib/**'], 'codegen imports only the validation model from src']),
  // Tests exercise the compiled package, as users get it.
  boundary(['test/**'], [['**/../src/cpln/**', '**/../src/akamai/**', '**/../src/synthesis/**'], 'tests import the compiled package (lib), not its sources']),
);
