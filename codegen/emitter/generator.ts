import { Framework, FRAMEWORKS } from '../frameworks';

/** The framework whose generator this process loaded. */
let loaded: Framework | undefined;

/**
 * Loads the framework's generator through its package entry (never its inner modules). Importing it starts a
 * `terraform version` probe used only for telemetry; code generation needs no Terraform CLI, so the probe is
 * pointed at a binary that does not exist and fails quietly instead of depending on (or printing the config
 * warnings of) a local CLI. Both variables are read when the modules load, and put back afterwards: in a
 * process that goes on to synthesize (the tests), the framework's own Terraform version check must not find
 * the made-up binary. The framework, which the generator's shared package loads, reads the binary's name once,
 * when it loads: it is loaded first.
 */
export function loadGenerator(framework: Framework): typeof import('@cdktf/provider-generator') {
  // Each generator's entry loads its framework's HCL converter, and the two cannot share a process.
  if (loaded !== undefined && loaded !== framework) throw new Error(`codegen: ${loaded.module}'s generator is loaded already; generate for ${framework.module} in a process of its own`);
  loaded = framework;
  require(framework.module);
  const saved = {
    CHECKPOINT_DISABLE: process.env.CHECKPOINT_DISABLE,
    TERRAFORM_BINARY_NAME: process.env.TERRAFORM_BINARY_NAME,
  };
  process.env.CHECKPOINT_DISABLE = '1';
  process.env.TERRAFORM_BINARY_NAME = 'cdktf-codegen-needs-no-terraform';
  try {
    // Both generators have the same entry points (CDK Terrain's is a continuation of cdktf's).
    return require(framework.generator) as typeof import('@cdktf/provider-generator');
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * The property name the generator gives a Terraform name already camel-cased (`node` becomes `nodeAttribute`): the
 * public `escapeAttributeName` of the generator this process loaded (codegen/gen-command.ts loads the one it
 * generates with first), else cdktf's.
 */
export function escapeAttributeName(name: string): string {
  return loadGenerator(loaded ?? FRAMEWORKS.cdktf).escapeAttributeName(name);
}
