import { Annotations, TerraformProvider, TerraformStack } from 'cdktf';
import type { IConstruct } from 'constructs';
import { catalogFor } from './catalog';
import { checkConstraints } from './constraint-rules';
import { formatProblem, Problem } from './problem';
import { checkBlock, PROVIDER_META, RESOURCE_META } from './schema-rules';
import { allDisabled, Validations } from './validations';

const registered = new WeakSet<TerraformStack>();

/**
 * Called by every generated provider class: the stack it is in gets one validation that checks the
 * synthesized JSON of all the stack's Control Plane and Akamai blocks when the stack synthesizes.
 */
export function registerValidation(provider: TerraformProvider): void {
  const stack = TerraformStack.of(provider);
  if (registered.has(stack)) return;
  registered.add(stack);
  stack.node.addValidation({ validate: () => validateStack(stack) });
}

/** Errors, sorted by construct path, as cdktf expects them; warnings become annotations. */
function validateStack(stack: TerraformStack): string[] {
  if (allDisabled(stack)) return []; // switched off for the whole stack: not even resolved or loaded
  const all = stack.node.findAll();
  const json = stack.toTerraform() as TerraformJson;
  const found = problemsIn(json, stack, all);
  const constructs = found.length === 0 ? new Map<string, IConstruct>() : new Map(all.map((c) => [c.node.path, c] as [string, IConstruct]));
  const problems = found.filter((p) => !Validations.isDisabled(constructs.get(p.constructPath) ?? stack, p.rule));
  problems.sort((a, b) => a.constructPath.localeCompare(b.constructPath) || a.field.localeCompare(b.field) || a.rule.localeCompare(b.rule));
  for (const problem of problems.filter((p) => p.severity === 'warning')) {
    Annotations.of(constructs.get(problem.constructPath) ?? stack).addWarning(formatProblem(problem));
  }
  const errors = problems.filter((p) => p.severity === 'error').map(formatProblem);
  if (errors.length === 0) reuseForNextSynthesis(stack, json);
  return errors;
}

/**
 * cdktf resolves the whole stack again right after its validations; between the two only custom
 * synthesis runs and annotations are collected, so nothing changes the configuration. The JSON the
 * validation just resolved is handed to that next call, and validating costs no second resolution.
 */
function reuseForNextSynthesis(stack: TerraformStack, json: TerraformJson): void {
  const instance = stack as unknown as { toTerraform?: () => unknown };
  instance.toTerraform = () => {
    delete instance.toTerraform;
    return json;
  };
}

type TerraformJson = Record<string, Record<string, any>>;

/** Every problem in the stack's synthesized Terraform JSON (after overrides). */
export function findProblems(stack: TerraformStack): Problem[] {
  return problemsIn(stack.toTerraform() as TerraformJson, stack, stack.node.findAll());
}

function problemsIn(json: TerraformJson, stack: TerraformStack, all: IConstruct[]): Problem[] {
  const problems: Problem[] = [];
  for (const kind of ['resource', 'data'] as const) {
    for (const [type, blocks] of Object.entries(json[kind] ?? {})) {
      const catalog = catalogFor(type.split('_')[0]);
      if (!catalog) continue;
      const block = kind === 'resource' ? catalog.resources[type] : catalog.dataSources[type];
      const target = kind === 'resource' ? type : `data.${type}`;
      for (const [name, config] of Object.entries(blocks as Record<string, Record<string, unknown>>)) {
        const subject = {
          constructPath: (config['//'] as any)?.metadata?.path ?? stack.node.path,
          address: kind === 'resource' ? `${type}.${name}` : `data.${type}.${name}`,
          meta: RESOURCE_META,
        };
        if (!block) {
          problems.push({ severity: 'error', rule: 'schema/unknown-type', constructPath: subject.constructPath, field: subject.address, message: `${type} is not a ${kind === 'resource' ? 'resource' : 'data source'} of this provider version` });
          continue;
        }
        problems.push(...checkBlock(subject, config, block), ...checkConstraints(subject, config, catalog.rules.get(target) ?? []));
      }
    }
  }
  for (const [name, configs] of Object.entries(json.provider ?? {})) {
    const catalog = catalogFor(name);
    if (!catalog) continue;
    const providers = all.filter((c) => c instanceof TerraformProvider && c.terraformResourceType === name);
    (configs as Array<Record<string, unknown>>).forEach((config, i) => {
      const subject = { constructPath: providers[i]?.node.path ?? stack.node.path, address: `provider.${name}`, meta: PROVIDER_META };
      problems.push(...checkBlock(subject, config, catalog.provider), ...checkConstraints(subject, config, catalog.rules.get(`provider.${name}`) ?? []));
    });
  }
  return problems;
}
