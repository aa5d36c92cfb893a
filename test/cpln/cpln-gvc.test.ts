import { Fn, TerraformOutput, TerraformStack, TerraformVariable } from 'cdktf';
import { readFileSync } from 'fs';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, outcome, synth } from '../support/synth';

const ref = (construct: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string) => `\${${construct.terraformResourceType}.${construct.friendlyUniqueId}.${attribute}}`;
const REPLACEMENT = JSON.parse(readFileSync(join(__dirname, '../../schemas/cpln.constraints.json'), 'utf8')).replacement;
const dockerSecret = (stack: TerraformStack, id: string) => new cpln.CplnSecret(stack, id, { content: cpln.SecretContent.docker(new TerraformVariable(stack, `${id}-config`, { type: 'string', sensitive: true }).stringValue) });

describe('cpln.CplnGvc: a GVC and every setting it takes', () => {
  test('a production GVC: locations, pull secrets, env, a dedicated load balancer, KEDA, tracing, sidecar and endpoint format', () => {
    const stack = cplnStack();
    const registry = dockerSecret(stack, 'Registry');
    const kafka = new cpln.CplnSecret(stack, 'KafkaAuth', { content: cpln.SecretContent.usernamePassword('shop', new TerraformVariable(stack, 'kafka', { type: 'string', sensitive: true }).stringValue) });
    const gvc = new cpln.CplnGvc(stack, 'Shop', {
      locations: ['aws-eu-central-1', 'gcp-europe-west3'],
      pullSecrets: [registry, cpln.SecretRef.fromLink('/org/acme/secret/ghcr')],
      env: { REGION_GROUP: 'eu', LOG_FORMAT: 'json' },
      loadBalancer: {
        dedicated: true, trustedProxies: 1, ipSet: 'office-egress', multiZone: true,
        redirect401: 'https://login.example.com/?next=%REQ(:path)%', redirect5xx: 'https://status.example.com',
      },
      keda: { secrets: [kafka] },
      tracing: cpln.GvcTracing.otel({ endpoint: 'collector.shop.cpln.local:4317', sampling: 25, customTags: { env: 'production' } }),
      sidecarEnvoy: '{"http": [{"name": "envoy.filters.http.compressor"}]}',
      endpointNamingFormat: cpln.EndpointNamingFormat.ORG,
      description: 'the shop in Europe',
      tags: { team: 'shop' },
    });
    const keda = new cpln.CplnIdentity(stack, 'KedaOperator', { gvc });
    gvc.useKedaIdentity(keda);
    new TerraformOutput(stack, 'gvc', { value: { name: gvc.gvcName, link: gvc.gvcLink } });
    const json = synth(stack);
    expect(json.output.gvc.value).toEqual({ name: ref(gvc.resource, 'name'), link: ref(gvc.resource, 'self_link') });
    expect(json.resource.cpln_gvc).toEqual({
      [gvc.resource.friendlyUniqueId]: {
        name: 'shop',
        description: 'the shop in Europe',
        tags: { team: 'shop' },
        locations: ['aws-eu-central-1', 'gcp-europe-west3'],
        pull_secrets: [ref(registry.resource, 'name'), 'ghcr'],
        env: { REGION_GROUP: 'eu', LOG_FORMAT: 'json' },
        endpoint_naming_format: 'org',
        load_balancer: {
          dedicated: true, trusted_proxies: 1, ipset: 'office-egress', multi_zone: { enabled: true },
          redirect: { class: { status_401: 'https://login.example.com/?next=%REQ(:path)%', status_5xx: 'https://status.example.com' } },
        },
        // An identity of this GVC is named by its names: a reference to it would make the GVC wait for it, and it for
        // the GVC.
        keda: { enabled: true, identity_link: '//gvc/shop/identity/kedaoperator', secrets: [ref(kafka.resource, 'self_link')] },
        otel_tracing: { endpoint: 'collector.shop.cpln.local:4317', sampling: 25, custom_tags: { env: 'production' } },
        sidecar: { envoy: '{"http": [{"name": "envoy.filters.http.compressor"}]}' },
      },
    });
  });

  test('the name comes from the construct id; a GVC needs no props', () => {
    const stack = cplnStack();
    const gvc = new cpln.CplnGvc(stack, 'Production_EU');
    expect(synth(stack).resource.cpln_gvc[gvc.resource.friendlyUniqueId]).toEqual({ name: 'production-eu' });
  });

  test.each([
    ['Control Plane', () => cpln.GvcTracing.controlPlane({ sampling: 100 }), { controlplane_tracing: { sampling: 100 } }],
    ['OpenTelemetry', () => cpln.GvcTracing.otel({ endpoint: 'otel.example.com:4317', sampling: 5 }), { otel_tracing: { endpoint: 'otel.example.com:4317', sampling: 5 } }],
    ['Lightstep', () => cpln.GvcTracing.lightstep({ endpoint: 'ingest.lightstep.com:443', sampling: 10, credentials: cpln.SecretRef.fromLink('/org/acme/secret/lightstep'), customTags: { team: 'shop' } }),
      { lightstep_tracing: { endpoint: 'ingest.lightstep.com:443', sampling: 10, credentials: '/org/acme/secret/lightstep', custom_tags: { team: 'shop' } } }],
  ])('tracing to %s writes that provider\'s block only', (_name, tracing, block) => {
    const stack = cplnStack();
    const gvc = new cpln.CplnGvc(stack, 'traced', { tracing: tracing() });
    expect(synth(stack).resource.cpln_gvc[gvc.resource.friendlyUniqueId]).toEqual({ name: 'traced', ...block });
  });

  test('Lightstep credentials from a CplnSecret are its link', () => {
    const stack = cplnStack();
    const token = new cpln.CplnSecret(stack, 'LightstepToken', { content: cpln.SecretContent.opaque(new TerraformVariable(stack, 'token', { type: 'string', sensitive: true }).stringValue) });
    const gvc = new cpln.CplnGvc(stack, 'traced', { tracing: cpln.GvcTracing.lightstep({ endpoint: 'ingest.lightstep.com:443', sampling: 10, credentials: token }) });
    expect(synth(stack).resource.cpln_gvc[gvc.resource.friendlyUniqueId].lightstep_tracing.credentials).toBe(ref(token.resource, 'self_link'));
  });

  test('every prop given as a reference, a variable or a function passes through unjudged', () => {
    const stack = cplnStack();
    const region = new TerraformVariable(stack, 'region', { type: 'string' });
    const locations = new TerraformVariable(stack, 'locations', { type: 'list(string)' });
    const proxies = new TerraformVariable(stack, 'proxies', { type: 'number' });
    const sampling = new TerraformVariable(stack, 'sampling', { type: 'number' });
    const format = new TerraformVariable(stack, 'format', { type: 'string' });
    const ipset = new cpln.ipset.Ipset(stack, 'egress', { name: 'egress', link: '/org/acme/gvc/shop/workload/proxy', location: [{ name: '/org/acme/location/aws-eu-central-1', retentionPolicy: 'keep' }] });
    const secretLink = new TerraformVariable(stack, 'secret', { type: 'string' });
    const gvc = new cpln.CplnGvc(stack, 'shop', {
      gvcName: Fn.lower(Fn.join('-', ['shop', region.stringValue])),
      locations: locations.listValue,
      pullSecrets: [cpln.SecretRef.fromLink(secretLink.stringValue)],
      env: { REGION: region.stringValue },
      loadBalancer: { dedicated: true, trustedProxies: proxies.numberValue, ipSet: ipset.name, redirect5xx: Fn.format('https://%s.status.example.com', [region.stringValue]) },
      tracing: cpln.GvcTracing.controlPlane({ sampling: sampling.numberValue }),
      endpointNamingFormat: format.stringValue as cpln.EndpointNamingFormat,
      sidecarEnvoy: Fn.jsonencode({ http: [{ name: 'envoy.filters.http.compressor' }] }),
      keda: { identity: cpln.IdentityRef.fromLink(Fn.format('//gvc/%s/identity/keda', [region.stringValue])), secrets: [cpln.SecretRef.fromLink(secretLink.stringValue)] },
      description: Fn.upper(region.stringValue),
    });
    expect(synth(stack).resource.cpln_gvc[gvc.resource.friendlyUniqueId]).toEqual({
      name: '${lower(join("-", ["shop", var.region]))}',
      description: '${upper(var.region)}',
      locations: '${var.locations}',
      pull_secrets: ['${element(split("/", var.secret), 4)}'],
      env: { REGION: '${var.region}' },
      endpoint_naming_format: '${var.format}',
      load_balancer: { dedicated: true, trusted_proxies: '${var.proxies}', ipset: ref(ipset, 'name'), redirect: { class: { status_5xx: '${format("https://%s.status.example.com", var.region)}' } } },
      controlplane_tracing: { sampling: '${var.sampling}' },
      sidecar: { envoy: '${jsonencode({"http" = [{"name" = "envoy.filters.http.compressor"}]})}' },
      keda: { enabled: true, identity_link: '${format("//gvc/%s/identity/keda", var.region)}', secrets: ['${var.secret}'] },
    });
  });

  test('bad props are reported together, each with the rule that refuses it', () => {
    expect(() => new cpln.CplnGvc(cplnStack(), 'bad', {
      gvcName: 'Shop EU',
      endpointNamingFormat: 'short' as cpln.EndpointNamingFormat,
      loadBalancer: { dedicated: true, trustedProxies: 3, ipSet: 'ipset/egress', redirect5xx: 'status.example.com' },
      tracing: cpln.GvcTracing.otel({ endpoint: 'otel:4317', sampling: 150 }),
      sidecarEnvoy: '{"http": [',
    })).toThrow(new Error([
      'test/bad: 7 problems in its props:',
      '  test/bad: gvcName: "Shop EU" is not valid: a name of 3 or more characters (63 at most): lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit [cpln_gvc.name:pattern]',
      '  test/bad: endpointNamingFormat: "short" is not allowed; allowed: "default", "org", "legacy" [cpln_gvc.endpoint_naming_format:enum]',
      '  test/bad: sidecarEnvoy: "{\\"http\\": [" is not a JSON document (Unexpected end of JSON input) [cpln/gvc-sidecar-envoy-json]',
      '  test/bad: loadBalancer.trustedProxies: 3 is out of range; allowed: at most 2 [cpln_gvc.load_balancer.trusted_proxies:range2]',
      '  test/bad: loadBalancer.ipSet: "ipset/egress" is not an IP set name or link; allowed: a name, /org/<org>/ipset/<name> or //ipset/<name> [cpln/ipset-link]',
      '  test/bad: loadBalancer.redirect5xx: "status.example.com" is not valid: an absolute URI such as https://errors.example.com [cpln/gvc-redirect-5xx-uri]',
      '  test/bad: tracing.sampling: 150 is out of range; allowed: 0 to 100 [cpln_gvc.otel_tracing.sampling:range]',
    ].join('\n')));
  });

  test('a prop the construct does not know, or a value of the wrong kind, is refused naming what to give', () => {
    expect(() => new cpln.CplnGvc(cplnStack(), 'typo', { location: ['aws-eu-central-1'] } as never)).toThrow('test/typo: location: is not a property of CplnGvcProps; did you mean "locations"?');
    expect(() => new cpln.CplnGvc(cplnStack(), 'tracing', { tracing: { sampling: 10 } as never })).toThrow('test/tracing: tracing: is not a GvcTracing; give GvcTracing.controlPlane({ sampling }), GvcTracing.otel({ endpoint, sampling }) or GvcTracing.lightstep({ endpoint, sampling })');
    expect(() => new cpln.CplnGvc(cplnStack(), 'pull', { pullSecrets: ['registry' as never] })).toThrow('test/pull: pullSecrets[0]: is not a secret; give SecretRef.fromLink("registry")');
    expect(() => new cpln.CplnGvc(cplnStack(), 'keda', { keda: { identity: '/org/acme/gvc/shop/identity/keda' as never } })).toThrow('test/keda: keda.identity: is not an identity; give IdentityRef.fromLink("/org/acme/gvc/shop/identity/keda")');
  });

  test('what the platform takes from a dedicated load balancer only, and pull secrets of a type images are not pulled with, are warned about at synth', () => {
    const stack = cplnStack();
    const apiKey = new cpln.CplnSecret(stack, 'ApiKey', { content: cpln.SecretContent.opaque(new TerraformVariable(stack, 'key', { type: 'string', sensitive: true }).stringValue) });
    new cpln.CplnGvc(stack, 'shop', { loadBalancer: { trustedProxies: 1 }, pullSecrets: [apiKey] });
    const { errors, warnings } = outcome(stack);
    expect(errors).toEqual([]);
    expect(warnings.map((w) => w.replace(/^.*\[/, '['))).toEqual(expect.arrayContaining(['[cpln/gvc-load-balancer-dedicated-features]', '[cpln/gvc-pull-secret-type]']));
  });
});

describe('pull secrets and KEDA after construction', () => {
  test('addPullSecret lists a secret once by its name; the next plan updates the GVC in place', () => {
    const build = (more: boolean) => {
      const stack = cplnStack();
      const registry = dockerSecret(stack, 'registry');
      const gvc = new cpln.CplnGvc(stack, 'shop', { pullSecrets: [registry] });
      if (more) {
        gvc.addPullSecret(cpln.SecretRef.fromLink('/org/acme/secret/ghcr'));
        gvc.addPullSecret(registry);
      }
      return { json: synth(stack), gvc: gvc.resource.friendlyUniqueId, registry: ref(registry.resource, 'name') };
    };
    const before = build(false);
    const after = build(true);
    const addresses = (json: any) => Object.entries(json.resource).flatMap(([type, blocks]) => Object.keys(blocks as object).map((name) => `${type}.${name}`)).sort();
    expect(addresses(after.json)).toEqual(addresses(before.json));
    expect(after.json.resource.cpln_gvc[after.gvc]).toEqual({ ...before.json.resource.cpln_gvc[before.gvc], pull_secrets: [after.registry, 'ghcr'] });
  });

  test('KEDA: an identity of another GVC or given by link is its link; secrets by link; enabled unless false', () => {
    const stack = cplnStack();
    const ops = new cpln.CplnGvc(stack, 'ops');
    const operator = new cpln.CplnIdentity(stack, 'operator', { gvc: ops });
    const a = new cpln.CplnGvc(stack, 'orders', { keda: { identity: operator, secrets: [cpln.SecretRef.fromLink('/org/acme/secret/kafka')] } });
    const b = new cpln.CplnGvc(stack, 'billing', { keda: { enabled: false, identity: cpln.IdentityRef.fromLink('/org/acme/gvc/billing/identity/keda') } });
    const c = new cpln.CplnGvc(stack, 'search');
    c.addKedaSecret(cpln.SecretRef.fromLink('/org/acme/secret/rabbit'));
    const gvcs = synth(stack).resource.cpln_gvc;
    expect(gvcs[a.resource.friendlyUniqueId].keda).toEqual({ enabled: true, identity_link: ref(operator.resource, 'self_link'), secrets: ['/org/acme/secret/kafka'] });
    expect(gvcs[b.resource.friendlyUniqueId].keda).toEqual({ enabled: false, identity_link: '/org/acme/gvc/billing/identity/keda' });
    expect(gvcs[c.resource.friendlyUniqueId].keda).toEqual({ enabled: true, secrets: ['/org/acme/secret/rabbit'] });
    expect(() => a.useKedaIdentity(cpln.IdentityRef.fromLink('/org/acme/gvc/orders/identity/other'))).toThrow('test/orders: useKedaIdentity.identity: KEDA has an identity already; give one identity');
  });

  test('a workload of the GVC scaling on a KEDA trigger authenticated by a listed secret synthesizes', () => {
    const stack = cplnStack();
    const gvc = new cpln.CplnGvc(stack, 'shop', { locations: ['aws-eu-central-1'], keda: { secrets: [cpln.SecretRef.fromLink('/org/acme/secret/kafka')] } });
    new cpln.workload.Workload(stack, 'worker', {
      gvc: gvc.gvcName, name: 'worker', type: 'standard',
      container: [{ name: 'worker', image: 'ghcr.io/acme/worker:1.4.0' }],
      options: {
        capacityAi: false,
        autoscaling: { metric: 'keda', minScale: 0, maxScale: 5, keda: { trigger: [{ type: 'kafka', metadata: { topic: 'orders', lagThreshold: '50' }, authenticationRef: { name: 'kafka' } }] } },
      },
    });
    expect(outcome(stack)).toEqual({ errors: [], warnings: [] });
  });
});

describe('grants on a GVC', () => {
  test('grant writes one policy per set of permissions, named for the GVC (lower case, as policy names are)', () => {
    const stack = cplnStack();
    const gvc = new cpln.CplnGvc(stack, 'shop', { tags: { team: 'shop' } });
    const grant = gvc.grant(cpln.Grantee.group('platform'), ['view', 'configureLoadBalancer']);
    gvc.grant(cpln.Grantee.serviceAccount('ci'), ['configureLoadBalancer', 'view']);
    expect(synth(stack).resource.cpln_policy).toEqual({
      [grant.policy.friendlyUniqueId]: {
        name: 'shop-configureloadbalancer-view',
        description: 'configureLoadBalancer, view on gvc shop',
        tags: { team: 'shop' },
        target_kind: 'gvc',
        target_links: [ref(gvc.resource, 'self_link')],
        binding: [{ permissions: ['configureLoadBalancer', 'view'], principal_links: ['group/platform', 'serviceaccount/ci'] }],
      },
    });
  });

  test('a permission a GVC does not have is warned about at synth by the platform\'s list', () => {
    const stack = cplnStack();
    new cpln.CplnGvc(stack, 'shop').grant(cpln.Grantee.group('ops'), ['reveal']);
    expect(outcome(stack).warnings.join('\n')).toMatch(/\[cpln\/policy-permissions-gvc\]/);
  });
});

describe('day 2 and the GVC as other constructs take it', () => {
  test('renaming a GVC replaces it, which the provider refuses unless the tags opt in; the tag is passed through', () => {
    expect(REPLACEMENT.conditional.cpln_gvc).toEqual(['name']);
    const stack = cplnStack();
    const gvc = new cpln.CplnGvc(stack, 'shop', { gvcName: 'shop-eu', tags: { 'cpln/terraformReplace': 'true' } });
    expect(synth(stack).resource.cpln_gvc[gvc.resource.friendlyUniqueId]).toEqual({ name: 'shop-eu', tags: { 'cpln/terraformReplace': 'true' } });
  });

  test('a CplnGvc is taken where a GVC is, as GvcRef.fromGvc is: accepting all hosts is checked against its load balancer', () => {
    const site = (dedicated: boolean) => {
      const stack = cplnStack();
      const gvc = new cpln.CplnGvc(stack, 'shop', { locations: ['aws-eu-central-1'], loadBalancer: { dedicated } });
      new cpln.WorkloadWithDomain(stack, 'web', {
        gvc, workloadName: 'web', domainName: 'shop.example.com', acceptAllHosts: true,
        containers: [{ name: 'web', image: 'ghcr.io/acme/web:2.0.0', ports: [{ number: 8080, protocol: 'http' }] }],
      });
      return outcome(stack).errors.filter((e) => e.includes('[cpln/domain-accept-all-hosts-load-balancer]'));
    };
    expect(site(true)).toEqual([]);
    expect(site(false)).toEqual(['[test/web] acceptAllHosts: true needs GVC "test/shop/Resource" to have a dedicated load balancer; its load_balancer.dedicated is false, allowed: true [cpln/domain-accept-all-hosts-load-balancer]']);
    expect(() => new cpln.CplnWorkload(cplnStack(), 'api', { gvc: 'shop' as never, container: { image: 'ghcr.io/acme/api:1.0.0' } })).toThrow('test/api: gvc: is not a GVC; give GvcRef.fromName("shop")');
  });
});
