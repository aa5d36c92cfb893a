import { Construct } from 'constructs';
import { Token } from '../framework';
import { propError, refuse } from '../prop-error';
import { checkList } from '../props';
import { SecurityActivation } from './security-activation';
import type { RenderedSecurityActivation } from './security-bindings';

/** The activations of a construct, checked: at most one per network, returned by network. */
export function renderSecurityActivations(
  scope: Construct,
  value: SecurityActivation[] | undefined,
  target: string,
): { staging?: RenderedSecurityActivation; production?: RenderedSecurityActivation } {
  const activations = checkList(scope, 'activations', value, 'SecurityActivation') ?? [];
  if (Token.isUnresolved(activations)) throw propError(scope, 'activations', 'is a token; give the list of SecurityActivation choices');
  const rendered = activations.map((activation, index) => {
    if (!(activation instanceof SecurityActivation)) throw propError(scope, `activations[${index}]`, 'is not a SecurityActivation; use SecurityActivation.staging({...}) or SecurityActivation.production({...})');
    return activation._render(scope, `activations[${index}]`, target);
  });
  for (const network of ['STAGING', 'PRODUCTION']) {
    const on = rendered.filter((a) => a.network === network);
    if (on.length > 1) refuse(scope, 'akamai/security-activation-networks', 'activations', `${on.length} activations on ${network}; allowed: at most one per network (a second would fight the first over the active version)`);
  }
  return { staging: rendered.find((a) => a.network === 'STAGING'), production: rendered.find((a) => a.network === 'PRODUCTION') };
}
