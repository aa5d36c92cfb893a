import { Construct } from 'constructs';
import { Token } from '../framework';
import { DomainSpecPortsRoute } from '../gen/cpln/domain';
import { show, warnProp } from '../prop-error';

/**
 * Warns when an earlier route with the same host match has a prefix that also matches this route's prefix: the
 * platform matches a port's routes in their order, so the broader one listed first can take the requests.
 */
export function warnIfShadowed(
  scope: Construct,
  label: string,
  route: DomainSpecPortsRoute,
  earlier: Array<{ label: string; route: DomainSpecPortsRoute }>,
): void {
  const prefix = route.prefix;
  if (prefix === undefined || Token.isUnresolved(prefix)) return;
  const broader = earlier.find(
    (e) =>
      e.route.prefix !== undefined &&
      !Token.isUnresolved(e.route.prefix) &&
      prefix.startsWith(e.route.prefix) &&
      e.route.hostPrefix === route.hostPrefix &&
      e.route.hostRegex === route.hostRegex,
  );
  if (broader === undefined) return;
  warnProp(scope, 'cpln/domain-route-shadowed', `${label}.prefix`, `${show(prefix)} comes after ${broader.label} with the broader prefix ${show(broader.route.prefix)}, which can take its requests; declare the narrower prefix first`);
}
