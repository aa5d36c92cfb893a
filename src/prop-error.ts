import { IConstruct } from 'constructs';

/**
 * The error a construct throws for a bad prop. The message names the construct path, the prop
 * (with its index in a list), the value and what is allowed, so a user finds the line to fix:
 *
 * `web/app: routing.routes[1].prefix: "api" must start with "/"`
 */
export function propError(scope: IConstruct, prop: string, message: string): Error {
  return new Error(`${scope.node.path}: ${prop}: ${message}`);
}

/** A value as it appears in error messages: strings quoted, everything else as JSON. */
export function show(value: unknown): string {
  return JSON.stringify(value);
}
