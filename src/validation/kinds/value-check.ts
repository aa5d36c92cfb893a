import type { CheckKind } from './kind';

/**
 * A value check a rule holds inside its parameters (a condition's `check`, `where`, `eachKey`): one value kind's keys.
 */
export interface ValueCheck {
  /** Whether a value passes. */
  passes(value: unknown): boolean;
  /** The kind's message for a value that does not pass, or undefined. */
  problem(value: unknown, show: (value: unknown) => string): string | undefined;
  /** What passes, in words (`one of "a", "b"`, `1 to 100`, `a name of ...`). */
  readonly describe: string;
}

let make: (params: { readonly [key: string]: unknown }) => ValueCheck = () => {
  throw new Error('value checks are not registered');
};

/** Called by the kinds registry (kinds/index.ts), which knows every kind. */
export function registerValueCheck(factory: (params: { readonly [key: string]: unknown }) => ValueCheck): void {
  make = factory;
}

const made = new WeakMap<object, ValueCheck>();

/** The value check of parameters holding one value kind's keys, made once per parameters object. */
export function valueCheck(params: { readonly [key: string]: unknown }): ValueCheck {
  let check = made.get(params);
  if (check === undefined) made.set(params, (check = make(params)));
  return check;
}

/** A value check from a value kind and its parameters. */
export function valueCheckOf(kind: CheckKind, params: { readonly [key: string]: unknown }): ValueCheck {
  const rule = { ...params, kind, segments: [] } as Parameters<CheckKind['check']>[0];
  const allowed = kind.describe(params);
  return {
    passes: (value) => kind.check(rule, value, {}, String) === undefined,
    problem: (value, show) => kind.check(rule, value, {}, show),
    describe: kind.key === 'enum' ? `one of ${allowed}` : kind.key === 'noneOf' ? `other than ${allowed}` : allowed,
  };
}
