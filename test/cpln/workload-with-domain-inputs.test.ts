import { Fn, TerraformResource, TerraformStack, TerraformVariable, Testing } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth, validationWarnings } from '../support/synth';

const WEB_CONTAINER = { name: 'web', image: 'ghcr.io/acme/web:2.0.1', ports: [{ number: 8080, protocol: 'http' }] };

function site(stack: TerraformStack, props: Record<string, unknown> = {}, id = 'site'): cpln.WorkloadWithDomain {
  return new cpln.WorkloadWithDomain(stack, id, {
    gvc: cpln.GvcRef.fromName('web'),
    workloadName: 'web',
    containers: [WEB_CONTAINER],
    domainName: 'www.example.com',
    ...props,
  } as any);
}

describe('cpln.WorkloadWithDomain: every wrong input gets an error naming the construct, the prop and the value', () => {
  test.each([
    ['props undefined', (s: TerraformStack) => new cpln.WorkloadWithDomain(s, 'site', undefined as any), 'test/site: props: missing; give a WorkloadWithDomainProps'],
    ['a misspelt prop (the secure default must not be replaced silently)', (s: TerraformStack) => site(s, { firewall: { external: { inboundAllowCidr: [] } } }),
      'test/site: firewall: is not a property of WorkloadWithDomainProps; did you mean "firewallSpec"?'],
    ['a snake_case prop', (s: TerraformStack) => site(s, { domain_name: 'x.example.com' }), 'test/site: domain_name: is not a property of WorkloadWithDomainProps; did you mean "domainName"?'],
    ['gvc missing', (s: TerraformStack) => site(s, { gvc: undefined }), 'test/site: gvc: missing; give a CplnGvc, GvcRef.fromGvc(gvc), GvcRef.fromLookup(lookup) or GvcRef.fromName("<name>")'],
    ['a Gvc construct instead of a GvcRef', (s: TerraformStack) => site(s, { gvc: new cpln.gvc.Gvc(s, 'gvc', { name: 'web' }) }), 'test/site: gvc: is not a GVC; give GvcRef.fromGvc(gvc)'],
    ['a GVC name instead of a GvcRef', (s: TerraformStack) => site(s, { gvc: 'web' }), 'test/site: gvc: is not a GVC; give GvcRef.fromName("web")'],
    ['containers missing', (s: TerraformStack) => site(s, { containers: undefined }), 'test/site: containers: missing; give the workload\'s containers, one of them exposing a port'],
    ['containers not a list', (s: TerraformStack) => site(s, { containers: WEB_CONTAINER }), 'test/site: containers: {"name":"web","image":"ghcr.io/acme/web:2.0.1","ports":[{"number":8080,"protocol":"http"}]} is not a list; give a list of containers'],
    ['a workload name shorter than the provider allows', (s: TerraformStack) => site(s, { workloadName: 'ab' }),
      'test/site: workloadName: "ab" is not valid: a name of 3 or more characters (63 at most): lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit [cpln_workload.name:pattern]'],
    ['a workload name longer than the provider allows', (s: TerraformStack) => site(s, { workloadName: `w${'x'.repeat(63)}` }), 'test/site: workloadName: "wxxxxxxxxxxx'],
    ['a routing object not made by the factories', (s: TerraformStack) => site(s, { routing: { mode: 'PATH_ROUTES', routes: [] } }),
      'test/site: routing: is not a DomainRouting; use DomainRouting.pathRoutes(), DomainRouting.gvcSubdomains(gvc) or DomainRouting.replicaSubdomains(workload)'],
    ['a prefix that is not a string', (s: TerraformStack) => site(s, { routing: cpln.DomainRouting.pathRoutes([{ prefix: 5 } as any]) }), 'test/site: routing.routes[0].prefix: 5 is not a string'],
    ['a port given as a string', (s: TerraformStack) => site(s, { routing: cpln.DomainRouting.pathRoutes([{ prefix: '/', port: '8080' } as any]) }), 'test/site: routing.routes[0].port: "8080" is not a port number'],
    ['a domain port given as a string', (s: TerraformStack) => site(s, { port: '443' }), 'test/site: port: "443" is not a port number'],
    ['a misspelt route option', (s: TerraformStack) => site(s, { routing: cpln.DomainRouting.pathRoutes([{ prefx: '/api' } as any]) }),
      'test/site: routing.routes[0].prefx: is not a property of DomainRouteOptions; did you mean "prefix"?'],
    ['mirror percents given as strings', (s: TerraformStack) => site(s, {
      routing: cpln.DomainRouting.pathRoutes([{ prefix: '/', mirrors: [{ workload: cpln.WorkloadRef.fromLink('/org/acme/gvc/web/workload/a'), percent: '60' }] } as any]),
    }), 'test/site: routing.routes[0].mirrors[0].percent: "60" is not a percentage (a number from 0 to 100)'],
    ['a WorkloadWithDomain passed where a workload is expected (JavaScript)', (s: TerraformStack) => {
      const other = site(s, { workloadName: 'api', domainName: 'api.example.com' }, 'api');
      return site(s, { routing: cpln.DomainRouting.pathRoutes([{ prefix: '/api', workload: other }] as any) });
    }, 'test/site: routing.routes[0].workload: is not a workload; give site.service (the CplnWorkload of the WorkloadWithDomain)'],
    ['a workload link that is not one', (s: TerraformStack) => site(s, { routing: cpln.DomainRouting.pathRoutes([{ prefix: '/api', workload: cpln.WorkloadRef.fromLink('api') }]) }),
      'test/site: routing.routes[0].workload: "api" is not a workload link; allowed: /org/<org>/gvc/<gvc>/workload/<name> [cpln/workload-link]'],
    ['a secret construct instead of a SecretRef', (s: TerraformStack) => site(s, { serverCertificate: new cpln.secret.Secret(s, 'cert', { name: 'www-cert', tls: { cert: 'C', key: 'K' } }) }),
      'test/site: serverCertificate: is not a secret; give SecretRef.fromSecret(secret)'],
    ['a CORS origin not made by the factories', (s: TerraformStack) => site(s, { cors: { allowOrigins: ['https://app.example.com'] } }),
      'test/site: cors.allowOrigins[0]: "https://app.example.com" is not a CorsOrigin; use CorsOrigin.exact("https://app.example.com") or CorsOrigin.regex("...")'],
  ])('%s', (_title, build, message) => {
    expect(() => build(cplnStack())).toThrow(message);
  });

  test('two WorkloadWithDomain for the same domain in one app: the second cpln_domain would conflict', () => {
    const app = Testing.app();
    const one = new TerraformStack(app, 'one');
    const two = new TerraformStack(app, 'two');
    new cpln.provider.CplnProvider(one, 'cpln', { org: 'acme' });
    new cpln.provider.CplnProvider(two, 'cpln', { org: 'acme' });
    site(one);
    expect(() => site(two, { workloadName: 'web-two', domainName: 'WWW.example.com' })).toThrow(
      'two/site: domainName: "WWW.example.com" is already served by "one/site"; a domain can be created once (in this app): add routes to that construct with addRoute instead [cpln/domain-unique-in-app]',
    );
  });

  test('addRoute errors count the routes added with addRoute as the user wrote them', () => {
    const web = site(cplnStack(), { routing: cpln.DomainRouting.pathRoutes([{ prefix: '/' }]) });
    web.addRoute({ prefix: '/api/' });
    expect(() => web.addRoute({ prefix: 'docs' })).toThrow('test/site: addRoute call 2.prefix: "docs" must start with "/"');
  });

  test('a GVC read with a data source: its name and link are references; acceptAllHosts cannot be checked and warns', () => {
    const stack = cplnStack();
    const lookup = new cpln.dataCplnGvc.DataCplnGvc(stack, 'gvc', { name: 'web' });
    const web = site(stack, {
      gvc: cpln.GvcRef.fromLookup(lookup),
      acceptAllHosts: true,
      routing: cpln.DomainRouting.gvcSubdomains(),
      dnsMode: cpln.DnsMode.NS,
    });
    const json = JSON.parse(Testing.synth(stack, true));
    expect(json.resource.cpln_workload[web.workload.friendlyUniqueId].gvc).toBe('${data.cpln_gvc.gvc.name}');
    expect(json.resource.cpln_domain[web.domain.friendlyUniqueId].spec.gvc_link).toBe('${data.cpln_gvc.gvc.self_link}');
    expect(validationWarnings(stack)).toEqual([
      'acceptAllHosts: the GVC read by "test/gvc" is not a construct of this app, so it cannot be checked; accepting all hosts needs the GVC to have a dedicated load balancer (load_balancer.dedicated = true) [cpln/domain-accept-all-hosts-load-balancer]',
    ]);
  });
});

describe('cpln.WorkloadWithDomain: tokens pass through untouched', () => {
  /** A reference, a variable and a function, for each string prop. */
  function tokens(stack: TerraformStack) {
    const name = new TerraformVariable(stack, 'name', { type: 'string' });
    const other = new TerraformResource(stack, 'other', { terraformResourceType: 'random_pet' });
    return {
      variable: name.stringValue,
      reference: other.getStringAttribute('id'),
      function: Fn.lower(name.stringValue),
      list: new TerraformVariable(stack, 'list', { type: 'list(string)' }).listValue,
      number: new TerraformVariable(stack, 'port', { type: 'number' }).numberValue,
    };
  }

  test.each(['variable', 'reference', 'function'] as const)('every string prop given as a %s', (kind) => {
    const stack = cplnStack();
    const t = tokens(stack);
    const value = t[kind];
    const expected = { variable: '${var.name}', reference: '${random_pet.other.id}', function: '${lower(var.name)}' }[kind];
    const web = site(stack, {
      gvc: cpln.GvcRef.fromName(value),
      workloadName: value,
      domainName: value,
      description: value,
      tags: { team: value },
      routing: cpln.DomainRouting.pathRoutes([
        { prefix: value, replacePrefix: value, hostPrefix: value, workload: cpln.WorkloadRef.fromLink(value), requestHeaders: { 'x-env': value } },
        {
          regex: value,
          hostRegex: value,
          mirrors: [{ workload: cpln.WorkloadRef.fromLink(value), percent: t.number, port: t.number }],
        },
        { prefix: '/canary', canaries: [{ workload: cpln.WorkloadRef.fromLink(value), weight: t.number, port: t.number }] },
      ]),
      serverCertificate: cpln.SecretRef.fromLink(value),
      cors: {
        allowOrigins: [cpln.CorsOrigin.exact(value), cpln.CorsOrigin.regex(value)],
        allowMethods: [value],
        maxAge: value,
      },
      cipherSuites: [value],
      // A route matching hosts needs the domain to accept them (the platform's rule, checked on a host match given as a
      // token too).
      acceptAllSubdomains: true,
    });
    const json = synth(stack);
    const workload = json.resource.cpln_workload[web.workload.friendlyUniqueId];
    const domain = json.resource.cpln_domain[web.domain.friendlyUniqueId];
    expect([
      workload.gvc,
      workload.name,
      workload.description,
      workload.tags.team,
      domain.name,
    ]).toEqual(Array(5).fill(expected));
    const [first, second, third] = domain.spec.ports[0].route;
    expect(first).toEqual({ prefix: expected, replace_prefix: expected, host_prefix: expected, workload_link: expected, headers: { request: { set: { 'x-env': expected } } } });
    expect(second).toEqual({ regex: expected, host_regex: expected, workload_link: web.workload.selfLink && `\${cpln_workload.${web.workload.friendlyUniqueId}.self_link}`, port: 8080, mirror: [{ workload_link: expected, percent: '${var.port}', port: '${var.port}' }] });
    expect(third.canary).toEqual([{ workload_link: expected, weight: '${var.port}', port: '${var.port}' }]);
    expect(domain.spec.ports[0].tls).toEqual({
      cipher_suites: [expected],
      server_certificate: { secret_link: expected },
    });
    expect(domain.spec.ports[0].cors).toEqual({
      allow_origins: [{ exact: expected }, { regex: expected }],
      allow_methods: [expected],
      max_age: expected,
    });
  });

  test('containers, ports and lists given as tokens skip the checks that need their values', () => {
    const stack = cplnStack();
    const t = tokens(stack);
    const containers = new TerraformVariable(stack, 'containers', { type: 'any' });
    const web = site(stack, { containers: containers.listValue, cipherSuites: t.list, port: t.number, routing: cpln.DomainRouting.pathRoutes([{ prefix: '/', port: t.number }]) });
    const json = synth(stack);
    expect(json.resource.cpln_workload[web.workload.friendlyUniqueId].container).toBe('${var.containers}');
    const port = json.resource.cpln_domain[web.domain.friendlyUniqueId].spec.ports[0];
    expect(port.number).toBe('${var.port}');
    expect(port.tls.cipher_suites).toBe('${var.list}');
    expect(port.route).toEqual([{ prefix: '/', port: '${var.port}', workload_link: `\${cpln_workload.${web.workload.friendlyUniqueId}.self_link}` }]);
  });

  test('the domain waits for the resources that create its DNS records', () => {
    const stack = cplnStack();
    const txt = new TerraformResource(stack, 'txt', { terraformResourceType: 'aws_route53_record' });
    const cname = new TerraformResource(stack, 'cname', { terraformResourceType: 'aws_route53_record' });
    const web = site(stack, { dnsPrerequisites: [txt] });
    web.addDnsPrerequisite(cname);
    expect(synth(stack).resource.cpln_domain[web.domain.friendlyUniqueId].depends_on).toEqual(['aws_route53_record.txt', 'aws_route53_record.cname']);
  });
});
