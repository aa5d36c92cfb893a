import type { KindParams } from './kinds';
import type { Compiled, RuleHeader } from './kinds/kind';

/**
 * One rule of a provider's constraints (`schemas/<provider>.constraints.json`, compiled by codegen into
 * the catalog the package ships): its header and exactly one check kind's keys. The keys are the kinds'
 * own (each kind file in `kinds/` declares its parameters; `kinds/index.ts` lists the kinds).
 */
export type ConstraintRule = RuleHeader & RuleParams;

/** Every kind's parameters, each optional: a rule sets one kind's. */
export type RuleParams = { readonly [K in keyof KindParams]?: KindParams[K] };

/** A rule ready to run: its kind resolved and its path split. */
export type CompiledRule = Compiled<RuleParams>;
