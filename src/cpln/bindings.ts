import { Construct } from 'constructs';
import { DataCplnGvc } from '../gen/cpln/data-cpln-gvc';
import { Gvc } from '../gen/cpln/gvc';
import { Secret } from '../gen/cpln/secret';
import { propError, show } from '../prop-error';
import { BoundGvc } from './bound';
import { GvcRef } from './gvc-ref';
import { SecretRef } from './secret-ref';

// How the constructs bind the reference classes they take (not part of the public API); what binding yields is in bound.ts.

/** Throws unless `value` is a GvcRef, explaining how to make one from what was given. */
export function bindGvc(scope: Construct, prop: string, value: unknown): BoundGvc {
  if (value instanceof GvcRef) return value._bind(scope, prop);
  const hint = value instanceof Gvc ? 'GvcRef.fromGvc(gvc)' : value instanceof DataCplnGvc ? 'GvcRef.fromLookup(lookup)' : typeof value === 'string' ? `GvcRef.fromName(${show(value)})` : 'GvcRef.fromGvc(gvc), GvcRef.fromLookup(lookup) or GvcRef.fromName("main")';
  throw propError(scope, prop, `${value === undefined ? 'missing' : 'is not a GvcRef'}; give ${hint}`);
}

/** The link of an optional SecretRef prop; throws for anything else. */
export function secretLink(scope: Construct, prop: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof SecretRef) return value._certificateLink(scope, prop);
  const hint = value instanceof Secret ? 'SecretRef.fromSecret(secret)' : typeof value === 'string' ? `SecretRef.fromLink(${show(value)})` : 'SecretRef.fromSecret(secret) or SecretRef.fromLink("/org/<org>/secret/<name>")';
  throw propError(scope, prop, `is not a SecretRef; give ${hint}`);
}
