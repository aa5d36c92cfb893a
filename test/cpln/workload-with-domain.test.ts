import { TerraformOutput, TerraformResource, TerraformStack, Testing } from 'cdktf';
import { Construct } from 'constructs';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, outcome, synth, validationWarnings, synthWithLiteralSecrets } from '../support/synth';

const WEB_CONTAINER = { name: 'web', image: 'ghcr.io/acme/web:2.0.1', ports: [{ number: 8080, protocol: 'http' }] };

function gvcIn(stack: TerraformStack, props: Partial<cpln.gvc.GvcConfig> = {}): cpln.gvc.Gvc {
  return new cpln.gvc.Gvc(stack, 'gvc', { name: 'web', locations: ['aws-eu-central-1'], ...props });
}

/** A web site with the construct's defaults: path routing, `/` to the container port, automatic certificate. */
function webSite(stack: TerraformStack, props: Partial<cpln.WorkloadWithDomainProps> = {}): cpln.WorkloadWithDomain {
  const { gvc, ...rest } = props;
  return new cpln.WorkloadWithDomain(stack, 'site', {
    gvc: gvc ?? cpln.GvcRef.fromGvc(gvcIn(stack)),
    workloadName: 'web',
    containers: [WEB_CONTAINER],
    domainName: 'www.example.com',
    ...rest,
  });
}

const ref = (resource: { terraformResourceType: string; friendlyUniqueId: string }, attribute: string) =>
  `\${${resource.terraformResourceType}.${resource.friendlyUniqueId}.${attribute}}`;

describe('cpln.WorkloadWithDomain: routing', () => {
  test('defaults: a public serverless workload and a cname domain routing / to its port on 443 with an automatic certificate', () => {
    const stack = cplnStack();
    const site = webSite(stack);
    const json = synth(stack);

    // The addresses of the versions before the construct was made of CplnWorkload and CplnDomain: an L1 at the old
    // paths (<id>/Resource, <id>/Domain) gets the same logical id, so an applied stack plans no replacement.
    const before = cplnStack();
    const old = new Construct(before, 'site');
    expect(site.workload.friendlyUniqueId).toBe(new cpln.workload.Workload(old, 'Resource', { gvc: 'x', name: 'web', type: 'serverless', container: [] }).friendlyUniqueId);
    expect(site.domain.friendlyUniqueId).toBe(new cpln.domain.Domain(old, 'Domain', { name: 'www.example.com', spec: { ports: [] } }).friendlyUniqueId);
    expect(json.resource.cpln_workload[site.workload.friendlyUniqueId]).toEqual({
      gvc: '${cpln_gvc.gvc.name}',
      name: 'web',
      type: 'serverless',
      container: [{ name: 'web', image: 'ghcr.io/acme/web:2.0.1', ports: [{ number: 8080, protocol: 'http' }] }],
      firewall_spec: { external: { inbound_allow_cidr: ['0.0.0.0/0'] } },
    });
    expect(json.resource.cpln_domain[site.domain.friendlyUniqueId]).toEqual({
      name: 'www.example.com',
      spec: {
        dns_mode: 'cname',
        ports: [
          {
            number: 443,
            protocol: 'http2',
            route: [{ prefix: '/', port: 8080, workload_link: ref(site.workload, 'self_link') }],
            tls: {},
          },
        ],
      },
    });
    expect(Object.keys(json.resource).sort()).toEqual(['cpln_domain', 'cpln_gvc', 'cpln_workload']);
    expect(json.data).toBeUndefined();
    expect(json).toMatchSnapshot();
  });

  test('path routes in the order given: prefixes, a regex with a host prefix, headers, mirrors, another workload', () => {
    const stack = cplnStack();
    const gvc = gvcIn(stack);
    const api = new cpln.workload.Workload(stack, 'api', {
      gvc: gvc.name,
      name: 'api',
      type: 'standard',
      container: [{ name: 'api', image: 'ghcr.io/acme/api:1.4.2', ports: [{ number: 3000, protocol: 'http' }, { number: 9000, protocol: 'grpc' }] }],
    });
    const canary = new cpln.workload.Workload(stack, 'api-canary', {
      gvc: gvc.name,
      name: 'api-canary',
      type: 'standard',
      container: [{ name: 'api', image: 'ghcr.io/acme/api:1.5.0-rc1', ports: [{ number: 3000, protocol: 'http' }] }],
    });
    const site = webSite(stack, {
      gvc: cpln.GvcRef.fromGvc(gvc),
      acceptAllSubdomains: true, // the host prefix of a route matches subdomains only when the domain accepts them
      routing: cpln.DomainRouting.pathRoutes([
        {
          prefix: '/api/',
          replacePrefix: '/',
          workload: cpln.WorkloadRef.fromWorkload(api),
          requestHeaders: { 'X-Forwarded-Prefix': '/api' },
          mirrors: [
            { workload: cpln.WorkloadRef.fromWorkload(canary), percent: 10 },
            { workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/api-shadow'), percent: 5 },
          ],
        },
        { prefix: '/grpc/', workload: cpln.WorkloadRef.fromWorkload(api), port: 9000 },
        { regex: '^/static/.*', hostPrefix: 'assets' },
        { prefix: '/' },
      ]),
    });

    const routes = synth(stack).resource.cpln_domain[site.domain.friendlyUniqueId].spec.ports[0].route;
    expect(routes).toEqual([
      {
        prefix: '/api/',
        replace_prefix: '/',
        workload_link: ref(api, 'self_link'),
        port: 3000,
        headers: { request: { set: { 'X-Forwarded-Prefix': '/api' } } },
        mirror: [
          { workload_link: ref(canary, 'self_link'), percent: 10 },
          { workload_link: '/org/acme/gvc/web/workload/api-shadow', percent: 5 },
        ],
      },
      { prefix: '/grpc/', workload_link: ref(api, 'self_link'), port: 9000 },
      { regex: '^/static/.*', host_prefix: 'assets', workload_link: ref(site.workload, 'self_link'), port: 8080 },
      { prefix: '/', workload_link: ref(site.workload, 'self_link'), port: 8080 },
    ]);
    expect(synth(stack)).toMatchSnapshot();
  });

  test('weighted canaries and a mirror port (provider 1.2.31): each canary to its workload and port, checked against what it exposes', () => {
    const stack = cplnStack();
    const gvc = gvcIn(stack);
    const next = new cpln.workload.Workload(stack, 'web-next', {
      gvc: gvc.name,
      name: 'web-next',
      type: 'standard', // a serverless workload exposes one port
      container: [{ name: 'web', image: 'ghcr.io/acme/web:2.1.0', ports: [{ number: 8080, protocol: 'http' }, { number: 8443, protocol: 'http2' }] }],
    });
    const site = webSite(stack, { gvc: cpln.GvcRef.fromGvc(gvc) });
    site.addRoute({
      prefix: '/shop/',
      canaries: [
        { workload: cpln.WorkloadRef.fromWorkload(next), weight: 20, port: 8443 },
        { workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/web-beta'), weight: 0 },
      ],
      mirrors: [{ workload: cpln.WorkloadRef.fromWorkload(next), percent: 5, port: 8080 }],
    });

    const routes = synth(stack).resource.cpln_domain[site.domain.friendlyUniqueId].spec.ports[0].route;
    expect(routes).toEqual([
      {
        prefix: '/shop/',
        workload_link: ref(site.workload, 'self_link'),
        port: 8080,
        mirror: [{ workload_link: ref(next, 'self_link'), percent: 5, port: 8080 }],
        canary: [
          { workload_link: ref(next, 'self_link'), weight: 20, port: 8443 },
          { workload_link: '/org/acme/gvc/web/workload/web-beta', weight: 0 },
        ],
      },
      { prefix: '/', workload_link: ref(site.workload, 'self_link'), port: 8080 },
    ]);
  });

  test('addRoute after construction appends routes, also after outputs read the construct', () => {
    const stack = cplnStack();
    const site = webSite(stack, { routing: cpln.DomainRouting.pathRoutes([{ prefix: '/app/' }]) });
    new TerraformOutput(stack, 'urls', { value: site.endpointUrls });
    const docs = new cpln.workload.Workload(stack, 'docs', {
      gvc: site.workload.gvc,
      name: 'docs',
      type: 'serverless',
      container: [{ name: 'docs', image: 'ghcr.io/acme/docs:3', ports: [{ number: 80, protocol: 'http' }] }],
    });
    site.addRoute({ prefix: '/docs/', workload: cpln.WorkloadRef.fromWorkload(docs), replacePrefix: '/' });
    site.addRoute({ prefix: '/status', workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/status'), port: 8081 });

    const json = synth(stack);
    expect(json.resource.cpln_domain[site.domain.friendlyUniqueId].spec.ports[0].route).toEqual([
      { prefix: '/app/', workload_link: ref(site.workload, 'self_link'), port: 8080 },
      { prefix: '/docs/', replace_prefix: '/', workload_link: ref(docs, 'self_link'), port: 80 },
      { prefix: '/status', workload_link: '/org/acme/gvc/web/workload/status', port: 8081 },
    ]);
    expect(json).toMatchSnapshot();
  });

  test('the default / route stays last, after routes added later', () => {
    const stack = cplnStack();
    const site = webSite(stack);
    site.addRoute({ prefix: '/api/', workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/api'), port: 3000 });
    expect(synth(stack).resource.cpln_domain[site.domain.friendlyUniqueId].spec.ports[0].route).toEqual([
      { prefix: '/api/', workload_link: '/org/acme/gvc/web/workload/api', port: 3000 },
      { prefix: '/', workload_link: ref(site.workload, 'self_link'), port: 8080 },
    ]);
  });

  test('a narrower prefix declared after a broader one gets a warning', () => {
    const stack = cplnStack();
    const site = webSite(stack, { acceptAllSubdomains: true, routing: cpln.DomainRouting.pathRoutes([{ prefix: '/' }, { prefix: '/admin', hostPrefix: 'ops' }]) });
    site.addRoute({ prefix: '/api/v2/', workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/api'), port: 3000 });
    Testing.synth(stack, true);
    expect(validationWarnings(stack)).toEqual([
      'addRoute call 1.prefix: "/api/v2/" comes after routing.routes[0] with the broader prefix "/", which can take its requests; declare the narrower prefix first [cpln/domain-route-shadowed]',
    ]);
  });

  test('GVC subdomain routing with a GVC construct: gvc_link is the GVC self link, no path routes', () => {
    const stack = cplnStack();
    const gvc = gvcIn(stack);
    const site = webSite(stack, { gvc: cpln.GvcRef.fromGvc(gvc), domainName: 'apps.example.com', dnsMode: cpln.DnsMode.NS, routing: cpln.DomainRouting.gvcSubdomains() });

    const json = synth(stack);
    expect(site.routingMode).toBe(cpln.DomainRoutingMode.GVC_SUBDOMAINS);
    expect(json.resource.cpln_domain[site.domain.friendlyUniqueId].spec).toEqual({
      dns_mode: 'ns',
      gvc_link: '${cpln_gvc.gvc.self_link}',
      ports: [{ number: 443, protocol: 'http2', tls: {} }],
    });
    expect(site.node.tryFindChild('GvcLookup')).toBeUndefined();
    expect(json.data).toBeUndefined();
    expect(json).toMatchSnapshot();
  });

  test('GVC subdomain routing with a GVC name looks the GVC up; cname mode with a server certificate', () => {
    const stack = cplnStack();
    const site = webSite(stack, {
      gvc: cpln.GvcRef.fromName('production'),
      domainName: 'apps.example.com',
      routing: cpln.DomainRouting.gvcSubdomains(),
      serverCertificate: cpln.SecretRef.fromLink('/org/acme/secret/apps-wildcard-cert'),
    });

    const json = synth(stack);
    const lookup = site.node.findChild('GvcLookup') as cpln.dataCplnGvc.DataCplnGvc;
    expect(json.resource.cpln_workload[site.workload.friendlyUniqueId].gvc).toBe('production');
    expect(json.data.cpln_gvc[lookup.friendlyUniqueId]).toEqual({ name: 'production' });
    expect(json.resource.cpln_domain[site.domain.friendlyUniqueId].spec).toEqual({
      dns_mode: 'cname',
      gvc_link: `\${data.cpln_gvc.${lookup.friendlyUniqueId}.self_link}`,
      ports: [{ number: 443, protocol: 'http2', tls: { server_certificate: { secret_link: '/org/acme/secret/apps-wildcard-cert' } } }],
    });
    expect(json).toMatchSnapshot();
  });

  test('GVC subdomain routing with a GVC read by a data source: its name and self link are used, no second lookup', () => {
    const stack = cplnStack();
    const lookup = new cpln.dataCplnGvc.DataCplnGvc(stack, 'production', { name: 'production' });
    const site = webSite(stack, {
      gvc: cpln.GvcRef.fromLookup(lookup),
      domainName: 'apps.example.com',
      dnsMode: cpln.DnsMode.NS,
      routing: cpln.DomainRouting.gvcSubdomains(),
    });

    const json = synth(stack);
    expect(json.resource.cpln_workload[site.workload.friendlyUniqueId].gvc).toBe('${data.cpln_gvc.production.name}');
    expect(json.resource.cpln_domain[site.domain.friendlyUniqueId].spec.gvc_link).toBe('${data.cpln_gvc.production.self_link}');
    expect(site.node.tryFindChild('GvcLookup')).toBeUndefined();
    expect(Object.keys(json.data.cpln_gvc)).toEqual(['production']);
  });

  test('per-replica subdomains of a stateful workload: workload_link is the workload self link, the port routes / to it (the platform wants one route per port to that workload)', () => {
    const stack = cplnStack();
    const site = webSite(stack, {
      workloadName: 'db-proxy',
      type: cpln.WorkloadType.STATEFUL,
      domainName: 'replicas.example.com',
      dnsMode: cpln.DnsMode.NS,
      routing: cpln.DomainRouting.replicaSubdomains(),
    });

    const json = synth(stack);
    expect(json.resource.cpln_workload[site.workload.friendlyUniqueId].type).toBe('stateful');
    expect(json.resource.cpln_domain[site.domain.friendlyUniqueId].spec).toEqual({
      dns_mode: 'ns',
      workload_link: ref(site.workload, 'self_link'),
      ports: [{ number: 443, protocol: 'http2', route: [{ prefix: '/', port: 8080, workload_link: ref(site.workload, 'self_link') }], tls: {} }],
    });
    expect(json).toMatchSnapshot();
  });

  test('a path route to one replica of a stateful workload', () => {
    const stack = cplnStack();
    const site = webSite(stack, {
      type: cpln.WorkloadType.STATEFUL,
      routing: cpln.DomainRouting.pathRoutes([{ prefix: '/primary/', replica: 0 }, { prefix: '/' }]),
    });
    const routes = synth(stack).resource.cpln_domain[site.domain.friendlyUniqueId].spec.ports[0].route;
    expect(routes[0]).toEqual({ prefix: '/primary/', replica: 0, port: 8080, workload_link: ref(site.workload, 'self_link') });
  });
});

describe('cpln.WorkloadWithDomain: ports, TLS and CORS', () => {
  test('server certificate from a keypair secret construct, client CA by link, TLS version and ciphers, HTTP/1.1', () => {
    const stack = cplnStack();
    const cert = new cpln.secret.Secret(stack, 'cert', {
      name: 'www-cert',
      keypair: {
        secretKey: '-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBcuXQ3yd4bfgCpDkSK8ZLaFaUEmVKzjxQ0oLB7AjO8yoAoGCCqGSM49\n-----END EC PRIVATE KEY-----\n',
        publicKey: '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2VydGlmaWNhdGVFeGFtcGxlMAoGCCqGSM49BAMCMBQx\n-----END CERTIFICATE-----\n',
      },
    });
    const site = webSite(stack, {
      protocol: cpln.DomainProtocol.HTTP,
      serverCertificate: cpln.SecretRef.fromSecret(cert),
      clientCertificate: cpln.SecretRef.fromLink('/org/acme/secret/partner-ca'),
      minTlsVersion: cpln.TlsVersion.TLS_V1_2,
      cipherSuites: ['ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-RSA-AES256-GCM-SHA384'],
      certChallengeType: cpln.CertChallengeType.DNS01,
    });

    const { json, secrets } = synthWithLiteralSecrets(stack);
    expect(secrets).toEqual(['cpln_secret.cert.keypair.secret_key']);
    const spec = json.resource.cpln_domain[site.domain.friendlyUniqueId].spec;
    expect(spec.cert_challenge_type).toBe('dns01');
    expect(spec.ports[0].protocol).toBe('http');
    expect(spec.ports[0].tls).toEqual({
      min_protocol_version: 'TLSV1_2',
      cipher_suites: ['ECDHE-RSA-AES128-GCM-SHA256', 'ECDHE-RSA-AES256-GCM-SHA384'],
      server_certificate: { secret_link: '${cpln_secret.cert.self_link}' },
      client_certificate: { secret_link: '/org/acme/secret/partner-ca' },
    });
    expect(json).toMatchSnapshot();
  });

  test('port 80 without TLS settings keeps an empty tls block (the provider requires one per port)', () => {
    const stack = cplnStack();
    const site = webSite(stack, { port: 80, protocol: cpln.DomainProtocol.HTTP });
    const port = synth(stack).resource.cpln_domain[site.domain.friendlyUniqueId].spec.ports[0];
    expect(port.number).toBe(80);
    expect(port.tls).toEqual({});
  });

  test('CORS with exact and regex origins, methods, headers, credentials and max age', () => {
    const stack = cplnStack();
    const site = webSite(stack, {
      cors: {
        allowOrigins: [cpln.CorsOrigin.exact('https://example.com'), cpln.CorsOrigin.regex('https://.*\\.example\\.com')],
        allowMethods: ['GET', 'POST'],
        allowHeaders: ['Authorization', 'Content-Type'],
        exposeHeaders: ['X-Request-Id'],
        allowCredentials: true,
        maxAge: '24h',
      },
    });

    expect(synth(stack).resource.cpln_domain[site.domain.friendlyUniqueId].spec.ports[0].cors).toEqual({
      allow_origins: [{ exact: 'https://example.com' }, { regex: 'https://.*\\.example\\.com' }],
      allow_methods: ['GET', 'POST'],
      allow_headers: ['Authorization', 'Content-Type'],
      expose_headers: ['X-Request-Id'],
      allow_credentials: true,
      max_age: '24h',
    });
    expect(synth(stack)).toMatchSnapshot();
  });

  test('domain options: accept all subdomains, description and tags on both resources', () => {
    const stack = cplnStack();
    const site = webSite(stack, { acceptAllSubdomains: true, description: 'storefront', tags: { team: 'web' } });
    const json = synth(stack);
    const domain = json.resource.cpln_domain[site.domain.friendlyUniqueId];
    const workload = json.resource.cpln_workload[site.workload.friendlyUniqueId];
    expect(domain.spec.accept_all_subdomains).toBe(true);
    expect([domain.description, domain.tags]).toEqual(['storefront', { team: 'web' }]);
    expect([workload.description, workload.tags]).toEqual(['storefront', { team: 'web' }]);
  });
});

describe('cpln.WorkloadWithDomain: exposure and outputs', () => {
  test('an explicit firewall replaces the default as a whole', () => {
    const stack = cplnStack();
    const site = webSite(stack, {
      firewallSpec: { external: { inboundAllowCidr: ['203.0.113.0/24'], outboundAllowHostname: ['api.stripe.com'] } },
      options: { autoscaling: { metric: 'rps', target: 50, maxScale: 5 }, capacityAi: false },
    });
    const workload = synth(stack).resource.cpln_workload[site.workload.friendlyUniqueId];
    expect(workload.firewall_spec).toEqual({ external: { inbound_allow_cidr: ['203.0.113.0/24'], outbound_allow_hostname: ['api.stripe.com'] } });
    expect(workload.options).toEqual({ autoscaling: { metric: 'rps', target: 50, max_scale: 5 }, capacity_ai: false });
  });

  test('a firewall that lets no internet traffic in gets a warning naming the construct and the field', () => {
    const stack = cplnStack();
    webSite(stack, { firewallSpec: { internal: { inboundAllowType: 'same-gvc' } } });
    Testing.synth(stack, true);
    expect(validationWarnings(stack)).toEqual([
      "firewallSpec: external.inboundAllowCidr is empty, so no internet traffic reaches the workload and the domain serves errors; allow at least the clients' CIDRs (0.0.0.0/0 for everyone) [cpln/workload-firewall-closed]",
    ]);
  });

  test('outputs are Terraform references into the status of the domain and the workload', () => {
    const stack = cplnStack();
    const site = webSite(stack);
    new TerraformOutput(stack, 'urls', { value: site.endpointUrls });
    new TerraformOutput(stack, 'records', { value: site.dnsRecords });
    new TerraformOutput(stack, 'first-record-host', { value: site.dnsRecords.get(0).host });
    new TerraformOutput(stack, 'endpoint-workload', { value: site.endpoints.get(0).workloadLink });
    new TerraformOutput(stack, 'cname-target', { value: site.canonicalEndpoint });

    const domain = `cpln_domain.${site.domain.friendlyUniqueId}`;
    expect(synth(stack).output).toEqual({
      urls: { value: `\${${domain}.status[0].endpoints[*].url}` },
      records: { value: `\${${domain}.status[0].dns_config}` },
      'first-record-host': { value: `\${${domain}.status[0].dns_config[0].host}` },
      'endpoint-workload': { value: `\${${domain}.status[0].endpoints[0].workload_link}` },
      'cname-target': { value: `\${cpln_workload.${site.workload.friendlyUniqueId}.status[0].canonical_endpoint}` },
    });
  });

  test('the domain waits for the resources that create its DNS records: dnsPrerequisites, then addDnsPrerequisite', () => {
    const stack = cplnStack();
    const cname = new TerraformResource(stack, 'cname', { terraformResourceType: 'aws_route53_record' });
    const verification = new TerraformResource(stack, 'cpln-txt', { terraformResourceType: 'aws_route53_record' });
    const site = webSite(stack, { dnsPrerequisites: [cname] });
    site.addDnsPrerequisite(verification);

    const json = synth(stack);
    expect(json.resource.cpln_domain[site.domain.friendlyUniqueId].depends_on).toEqual(['aws_route53_record.cname', 'aws_route53_record.cpln-txt']);
    expect(json.resource.cpln_workload[site.workload.friendlyUniqueId].depends_on).toBeUndefined();
  });

  test('the L1s it builds go through synth-time validation like any other', () => {
    const stack = cplnStack();
    webSite(stack, { options: { autoscaling: { metric: 'qps' } } });
    expect(() => Testing.synth(stack, true)).toThrow(
      /\[test\] test\/site\/Default\/Resource: cpln_workload\.site_\w+\.options\.autoscaling\.metric: "qps" is not allowed; allowed: "concurrency", "cpu"/,
    );
  });
});

describe('cpln.WorkloadWithDomain: checks', () => {
  const cases: Array<[string, (stack: TerraformStack) => void, string]> = [
    [
      'a workload name that is not a name',
      (stack) => webSite(stack, { workloadName: 'Web_App' }),
      'test/site: workloadName: "Web_App" is not valid: a name of 3 or more characters (63 at most): lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit [cpln_workload.name:pattern]',
    ],
    [
      'a route prefix without a leading slash',
      (stack) => webSite(stack, { routing: cpln.DomainRouting.pathRoutes([{ prefix: 'api' }]) }),
      'test/site: routing.routes[0].prefix: "api" must start with "/"',
    ],
    [
      'GVC subdomain routing combined with a path route',
      (stack) => webSite(stack, { dnsMode: cpln.DnsMode.NS, routing: cpln.DomainRouting.gvcSubdomains() }).addRoute({ prefix: '/api' }),
      'test/site: addRoute call 1: path routes cannot be combined with GVC_SUBDOMAINS routing; use DomainRouting.pathRoutes()',
    ],
    [
      'a misspelt canary prop',
      (stack) => webSite(stack).addRoute({ prefix: '/api', canaries: [{ workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/a'), weight: 10, wieght: 5 } as any] }),
      'test/site: addRoute call 1.canaries[0].wieght: is not a property of RouteCanary; did you mean "weight"? known: port, weight, workload',
    ],
    [
      'containers without ports',
      (stack) => webSite(stack, { containers: [{ name: 'worker', image: 'ghcr.io/acme/worker:1' }] }),
      'test/site: containers: no container exposes a port, so the domain has nothing to route to; give one container `ports: [{ number: 8080, protocol: "http" }]`',
    ],
    [
      'a server certificate secret that holds no certificate',
      (stack) =>
        webSite(stack, {
          serverCertificate: cpln.SecretRef.fromSecret(new cpln.secret.Secret(stack, 'token', { name: 'token', opaque: { payload: 'x' } })),
        }),
      'test/site: serverCertificate: secret "test/token" (an opaque secret) holds no certificate; a certificate needs a keypair or TLS secret [cpln/domain-certificate-secret]',
    ],
  ];

  test.each(cases)('%s throws at construction, naming the construct, the prop and the value', (_name, build, message) => {
    expect(() => build(cplnStack())).toThrow(message);
  });

  // What the platform refuses of the domain and its routes is judged at synth by the catalog's and the stack's rules,
  // on the L1 the construct wrote: the same rule ids as for a hand-written cpln_domain.
  const site = (stack: TerraformStack) => stack.node.findChild('site') as cpln.WorkloadWithDomain;
  const refusedAtSynth: Array<[string, (stack: TerraformStack) => void, string, RegExp]> = [
    ['two routes with the same prefix on the port', (stack) => webSite(stack, { routing: cpln.DomainRouting.pathRoutes([{ prefix: '/api' }]) }).addRoute({ prefix: '/api', workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/other') }), 'cpln/domain-route-unique-match', /spec\.ports(\[0\])?/],
    ['a route for the prefix the default route already takes', (stack) => webSite(stack).addRoute({ prefix: '/', workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/other') }), 'cpln/domain-route-unique-match', /spec\.ports(\[0\])?/],
    ['both prefix and regex on a route', (stack) => webSite(stack).addRoute({ prefix: '/a', regex: '^/a' }), 'cpln/domain-route-exactly-one-prefix-regex', /spec\.ports\[0\]\.route\[0\]/],
    ['a route to a port no container exposes', (stack) => webSite(stack, { routing: cpln.DomainRouting.pathRoutes([{ prefix: '/', port: 9090 }]) }), 'cpln/domain-route-port', /9090 is not a port of cpln_workload\.site_\w+; its containers expose 8080/],
    ['per-replica subdomains on a workload that is not stateful', (stack) => webSite(stack, { type: cpln.WorkloadType.STANDARD, dnsMode: cpln.DnsMode.NS, routing: cpln.DomainRouting.replicaSubdomains() }), 'cpln/domain-replica-routing-stateful', /a "standard" workload; per-replica subdomains need a stateful workload/],
    ['GVC subdomains in cname mode with the HTTP-01 challenge and no server certificate', (stack) => webSite(stack, { certChallengeType: cpln.CertChallengeType.HTTP01, routing: cpln.DomainRouting.gvcSubdomains() }), 'cpln/domain-gvc-link-http01-server-certificate', /spec\.ports\[0\]/],
    ['a cron workload behind a domain', (stack) => webSite(stack, { type: cpln.WorkloadType.CRON }), 'cpln/domain-route-workload-type', /a cron workload, which serves no endpoint/],
    ['canaries whose weights exceed 100', (stack) => webSite(stack).addRoute({ prefix: '/api', canaries: [{ workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/a'), weight: 60 }, { workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/b'), weight: 41 }] }), 'cpln/domain-inline-route-canary-weights', /101/],
    ['a canary weight outside 0 to 100', (stack) => webSite(stack).addRoute({ prefix: '/api', canaries: [{ workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/a'), weight: 101 }] }), 'cpln_domain.spec.ports.route.canary.weight:range', /101/],
    ['canaries on a tcp port', (stack) => webSite(stack, { protocol: cpln.DomainProtocol.TCP }).addRoute({ prefix: '/api', canaries: [{ workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/a'), weight: 10 }] }), 'cpln/domain-route-canary-http-only', /spec\.ports\[0\]/],
    ['a canary port the canary workload does not expose', (stack) => webSite(stack).addRoute({ prefix: '/api', canaries: [{ workload: site(stack).service, weight: 10, port: 9999 }] }), 'cpln/domain-route-port', /canary\[0\]\.port: 9999 is not a port of cpln_workload\.site_\w+; its containers expose 8080/],
    ['a mirror port the mirror workload does not expose', (stack) => webSite(stack).addRoute({ prefix: '/api', mirrors: [{ workload: site(stack).service, percent: 10, port: 9999 }] }), 'cpln/domain-route-port', /mirror\[0\]\.port: 9999 is not a port of cpln_workload\.site_\w+; its containers expose 8080/],
  ];

  test.each(refusedAtSynth)('%s is refused at synth by the platform\'s rule', (_name, build, rule, detail) => {
    const stack = cplnStack();
    build(stack);
    const { errors } = outcome(stack);
    const line = errors.find((l) => l.includes(`[${rule}]`));
    expect(line, errors.join('\n')).toBeDefined();
    expect(line).toMatch(/test\/site\/(Default|Domain)\/(Resource|Default)/);
    expect(line).toMatch(detail);
  });

  test('a route to one replica of a workload that is not stateful draws a warning at synth', () => {
    const stack = cplnStack();
    webSite(stack, { routing: cpln.DomainRouting.pathRoutes([{ prefix: '/', replica: 1 }]) });
    const [warning, ...others] = outcome(stack).warnings.filter((w) => w.includes('[cpln/domain-route-replica-stateful]'));
    expect(others).toEqual([]);
    expect(warning).toMatch(/spec\.ports\[0\]\.route\[0\]\.replica: routes to replica 1 of cpln_workload\.site_\w+, a "serverless" workload; only a stateful workload has numbered replicas/);
  });

  test('acceptAllHosts with a GVC construct without a dedicated load balancer fails synthesis', () => {
    const stack = cplnStack();
    webSite(stack, { acceptAllHosts: true });
    expect(() => Testing.synth(stack, true)).toThrow(
      '[test/site] acceptAllHosts: true needs GVC "test/gvc" to have a dedicated load balancer; its load_balancer.dedicated is null, allowed: true [cpln/domain-accept-all-hosts-load-balancer]',
    );
  });

  test('acceptAllHosts passes with a dedicated load balancer, set in props or through the escape hatch', () => {
    const inProps = cplnStack();
    const a = webSite(inProps, {
      gvc: cpln.GvcRef.fromGvc(gvcIn(inProps, { loadBalancer: { dedicated: true } })),
      acceptAllHosts: true,
    });
    expect(synth(inProps).resource.cpln_domain[a.domain.friendlyUniqueId].spec.accept_all_hosts).toBe(true);

    const overridden = cplnStack();
    const gvc = gvcIn(overridden);
    gvc.addOverride('load_balancer.dedicated', true);
    webSite(overridden, { gvc: cpln.GvcRef.fromGvc(gvc), acceptAllHosts: true });
    expect(() => synth(overridden)).not.toThrow();
  });

  test('acceptAllHosts with a GVC given by name is a warning: the GVC cannot be checked', () => {
    const stack = cplnStack();
    webSite(stack, { gvc: cpln.GvcRef.fromName('production'), acceptAllHosts: true });
    Testing.synth(stack, true);
    expect(validationWarnings(stack)).toEqual([
      'acceptAllHosts: GVC "production" is not a construct of this app, so it cannot be checked; accepting all hosts needs the GVC to have a dedicated load balancer (load_balancer.dedicated = true) [cpln/domain-accept-all-hosts-load-balancer]',
    ]);
  });
});
