import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

describe('cpln.domain.Domain', () => {
  test('a domain with two ports: inline routes with headers and mirrors, TLS and CORS', () => {
    const stack = cplnStack();
    new cpln.domain.Domain(stack, 'domain', {
      name: 'app.example.com',
      description: 'storefront',
      spec: {
        dnsMode: 'cname',
        acceptAllSubdomains: true,
        ports: [
          {
            number: 443,
            protocol: 'http2',
            route: [
              {
                prefix: '/api/',
                replacePrefix: '/',
                workloadLink: '/org/acme/gvc/production/workload/api',
                port: 8080,
                headers: { request: { set: { 'X-Forwarded-Prefix': '/api' } } },
                mirror: [{ percent: 10, workloadLink: '/org/acme/gvc/production/workload/api-canary' }],
              },
              { regex: '^/static/.*', hostPrefix: 'www', workloadLink: '/org/acme/gvc/production/workload/web' },
            ],
            tls: {
              minProtocolVersion: 'TLSV1_2',
              cipherSuites: ['ECDHE-ECDSA-AES256-GCM-SHA384', 'ECDHE-RSA-AES256-GCM-SHA384'],
              serverCertificate: { secretLink: '/org/acme/secret/app-cert' },
              clientCertificate: { secretLink: '/org/acme/secret/client-ca' },
            },
            cors: {
              allowOrigins: [{ exact: 'https://example.com' }, { regex: 'https://.*\\.example\\.com' }],
              allowMethods: ['GET', 'POST'],
              allowHeaders: ['Authorization'],
              exposeHeaders: ['X-Request-Id'],
              allowCredentials: true,
              maxAge: '24h',
            },
          },
          { number: 80, protocol: 'http', route: [{ prefix: '/', workloadLink: '/org/acme/gvc/production/workload/web' }], tls: {} },
        ],
      },
    });

    expect(synth(stack).resource.cpln_domain.domain).toEqual({
      name: 'app.example.com',
      description: 'storefront',
      spec: {
        dns_mode: 'cname',
        accept_all_subdomains: true,
        ports: [
          {
            number: 443,
            protocol: 'http2',
            route: [
              {
                prefix: '/api/',
                replace_prefix: '/',
                workload_link: '/org/acme/gvc/production/workload/api',
                port: 8080,
                headers: { request: { set: { 'X-Forwarded-Prefix': '/api' } } },
                mirror: [{ percent: 10, workload_link: '/org/acme/gvc/production/workload/api-canary' }],
              },
              { regex: '^/static/.*', host_prefix: 'www', workload_link: '/org/acme/gvc/production/workload/web' },
            ],
            tls: {
              min_protocol_version: 'TLSV1_2',
              cipher_suites: ['ECDHE-ECDSA-AES256-GCM-SHA384', 'ECDHE-RSA-AES256-GCM-SHA384'],
              server_certificate: { secret_link: '/org/acme/secret/app-cert' },
              client_certificate: { secret_link: '/org/acme/secret/client-ca' },
            },
            cors: {
              allow_origins: [{ exact: 'https://example.com' }, { regex: 'https://.*\\.example\\.com' }],
              allow_methods: ['GET', 'POST'],
              allow_headers: ['Authorization'],
              expose_headers: ['X-Request-Id'],
              allow_credentials: true,
              max_age: '24h',
            },
          },
          { number: 80, protocol: 'http', route: [{ prefix: '/', workload_link: '/org/acme/gvc/production/workload/web' }], tls: {} },
        ],
      },
    });
  });

  test('subdomain routing to a GVC in ns mode', () => {
    const stack = cplnStack();
    new cpln.domain.Domain(stack, 'domain', {
      name: 'apps.example.com',
      spec: { dnsMode: 'ns', gvcLink: '/org/acme/gvc/production', ports: [{ number: 443, tls: {} }] },
    });
    expect(synth(stack).resource.cpln_domain.domain).toEqual({
      name: 'apps.example.com',
      spec: { dns_mode: 'ns', gvc_link: '/org/acme/gvc/production', ports: [{ number: 443, tls: {} }] },
    });
  });
});

describe('cpln.domainRoute.DomainRoute', () => {
  test('a route declared apart from its domain references the domain and the workload', () => {
    const stack = cplnStack();
    const domain = new cpln.domain.Domain(stack, 'domain', {
      name: 'app.example.com',
      // the route's host_regex matches subdomains
      spec: { acceptAllSubdomains: true, ports: [{ number: 443, tls: {} }] },
    });
    const workload = new cpln.workload.Workload(stack, 'web', {
      gvc: 'production', name: 'web', type: 'serverless', container: [{ name: 'web', image: 'nginx', ports: [{ number: 8080 }] }],
    });
    new cpln.domainRoute.DomainRoute(stack, 'route', {
      domainLink: domain.selfLink,
      domainPort: 443,
      prefix: '/shop',
      workloadLink: workload.selfLink,
      port: 8080,
      hostRegex: '^shop\\.',
      headers: { request: { set: { 'X-Shop': 'true' } } },
      mirror: [{ percent: 5, workloadLink: '/org/acme/gvc/production/workload/web-next' }],
    });

    expect(synth(stack).resource.cpln_domain_route.route).toEqual({
      domain_link: '${cpln_domain.domain.self_link}',
      domain_port: 443,
      prefix: '/shop',
      workload_link: '${cpln_workload.web.self_link}',
      port: 8080,
      host_regex: '^shop\\.',
      headers: { request: { set: { 'X-Shop': 'true' } } },
      mirror: [{ percent: 5, workload_link: '/org/acme/gvc/production/workload/web-next' }],
    });
  });
});
