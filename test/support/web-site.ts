import { TerraformStack } from 'cdktf';
import { cpln } from '../../lib';

/** The web container of the Control Plane construct tests: port 8080, one plain environment variable. */
export const WEB = { name: 'web', image: 'ghcr.io/acme/web:2.0.1', ports: [{ number: 8080, protocol: 'http' }], env: { LOG_LEVEL: 'info' } };

/** A `WorkloadWithDomain` (id `site`): workload `shop` of GVC `web` on `www.example.com`, with `props` written over. */
export function webSite(
  stack: TerraformStack,
  props: Partial<cpln.WorkloadWithDomainProps> = {},
): cpln.WorkloadWithDomain {
  return new cpln.WorkloadWithDomain(stack, 'site', { gvc: cpln.GvcRef.fromName('web'), workloadName: 'shop', containers: [WEB], domainName: 'www.example.com', ...props });
}
