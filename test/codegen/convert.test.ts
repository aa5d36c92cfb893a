import { TerraformStack, Testing } from 'cdktf';
import { spawnSync } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { describe, expect, test } from 'vitest';
import { convert, ConvertError } from '../../codegen/convert';
import { CUSTOMER_ORIGIN } from '../../codegen/convert-rules';
import { FRAMEWORKS } from '../../codegen/frameworks';
import { canonical, parseJsonString } from '../../codegen/hcl-expression';
import { hclLines } from '../../codegen/hcl-lines';
import { TERRAFORM_FUNCTIONS } from '../../codegen/terraform-functions';
import { akamai } from '../../lib';
import { RoundTripCase, roundTrips, ruleTreeRoundTrips } from '../../scripts/convert-round-trip';

const ROOT = join(__dirname, '..', '..');

/** A folder holding the files. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'convert-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const run = (files: Record<string, string>, options: string[] = []) => convert([...Object.keys(files), ...options], FRAMEWORKS.cdktf, 'cdktf-cpln-akamai', folder(files));

/** Text written as an indented template literal, without its first newline and its indentation. */
function code(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
}

const SHOP = code(`
  terraform {
    required_providers {
      cpln = {
        source  = "controlplane-com/cpln"
        version = "1.2.31"
      }
    }
  }

  variable "org" {
    type        = string
    description = "The Control Plane org"
  }

  variable "replicas" {
    type    = number
    default = 2
  }

  provider "cpln" {
    org = var.org
  }

  locals {
    prefix = "shop-\${var.org}"
  }

  resource "cpln_gvc" "main" {
    name        = "\${local.prefix}-gvc"
    description = "Shop"
    locations   = ["aws-eu-central-1", "gcp-us-east1"]
    tags = {
      team = "shop"
    }

    load_balancer {
      dedicated = true
    }

    location_options {
      name         = "aws-eu-central-1"
      routing_tier = 1
    }
  }

  resource "cpln_secret" "db" {
    count = var.replicas
    name  = "db-\${count.index}"

    opaque {
      payload  = upper("secret")
      encoding = "plain"
    }

    lifecycle {
      ignore_changes = [tags]
    }
  }

  data "cpln_gvc" "existing" {
    name       = cpln_gvc.main.name
    depends_on = [cpln_gvc.main]
  }

  output "gvc_link" {
    value       = cpln_gvc.main.self_link
    description = "The GVC"
  }
`);

const EXPRESSIONS = code(`
  variable "names" {
    type = list(string)
  }

  variable "settings" {
    type = map(string)
    default = {
      tier = "gold"
    }
  }

  locals {
    count_of_names = length(var.names)
    upper_names    = [for name in var.names : upper(name)]
    labels         = { for name in var.names : name => length(name) }
    tier           = lookup(var.settings, "tier", "silver")
    many           = length(var.names) > 0 && var.settings["tier"] != "none"
    size           = local.count_of_names > 2 ? "large" : "small"
    joined         = join(",", var.names)
    document       = jsonencode({ names = var.names, note = "say \\"hi\\"" })
    banner         = <<-EOT
      Names: \${join(", ", var.names)}
      Tier: \${local.tier}
    EOT
  }

  output "summary" {
    value = "\${local.size}: \${local.count_of_names} names"
  }
`);

const KEPT = code(`
  provider "akamai" {
    edgerc = "~/.edgerc"
  }

  provider "random" {}

  resource "random_integer" "suffix" {
    min = 1
    max = 100
  }

  data "akamai_group" "group" {
    group_name  = "Web"
    contract_id = "ctr_1"
  }

  resource "akamai_cp_code" "site" {
    name        = "site-\${random_integer.suffix.result}"
    contract_id = data.akamai_group.group.contract_id
    group_id    = data.akamai_group.group.id
    product_id  = "prd_Fresca"
    colour      = "blue"
    timeouts {
      update = "20m"
    }
  }

  module "dns" {
    source = "./dns"
    name   = akamai_cp_code.site.name
  }

  output "ids" {
    value = [for code in [akamai_cp_code.site] : code.id if code.id != ""]
  }
`);

describe('convert: Terraform files as a stack of the L1 classes', () => {
  test('blocks, one-item blocks as objects, references, variables, locals, outputs, count, lifecycle, depends_on', async () => {
    const result = await run({ 'main.tf': SHOP }, ['--out', 'shop.ts']);
    expect(result.code).toBe(code(`
      // Converted from main.tf by \`npx cdktf-cpln-akamai convert\`.
      import { Fn, TerraformCount, TerraformLocal, TerraformOutput, TerraformStack, TerraformVariable, Token } from 'cdktf';
      import { cpln } from 'cdktf-cpln-akamai';
      import { Construct } from 'constructs';

      export class ShopStack extends TerraformStack {
        public constructor(scope: Construct, id: string) {
          super(scope, id);

          const org = new TerraformVariable(this, 'org', { type: 'string', description: 'The Control Plane org' });

          const replicas = new TerraformVariable(this, 'replicas', { type: 'number', default: 2 });

          new cpln.provider.CplnProvider(this, 'cpln', { org: org.stringValue });

          const prefix = new TerraformLocal(this, 'prefix', \`shop-\${org.stringValue}\`);

          const main = new cpln.gvc.Gvc(this, 'main', {
            name: \`\${prefix.asString}-gvc\`,
            description: 'Shop',
            locations: ['aws-eu-central-1', 'gcp-us-east1'],
            tags: { team: 'shop' },
            loadBalancer: { dedicated: true },
            locationOptions: [{ name: 'aws-eu-central-1', routingTier: 1 }],
          });

          const dbCount = TerraformCount.of(replicas.numberValue);
          new cpln.secret.Secret(this, 'db', {
            count: dbCount,
            name: \`db-\${Token.asString(dbCount.index)}\`,
            opaque: { payload: Fn.upper('secret'), encoding: 'plain' },
            lifecycle: { ignoreChanges: ['tags'] },
          });

          new cpln.dataCplnGvc.DataCplnGvc(this, 'existing', { name: main.name, dependsOn: [main] });

          new TerraformOutput(this, 'gvc_link', { value: main.selfLink, description: 'The GVC' });
        }
      }
    `));
    expect(result.report).toEqual([]);
  });

  test('functions as Fn, operators as Op, conditionals, for expressions, templates with tokens, heredocs', async () => {
    const result = await run({ 'main.tf': EXPRESSIONS });
    expect(result.code).toBe(code(`
      // Converted from main.tf by \`npx cdktf-cpln-akamai convert\`.
      import {
        Fn,
        FOR_EXPRESSION_VALUE,
        forExpression,
        Op,
        propertyAccess,
        TerraformLocal,
        TerraformOutput,
        TerraformStack,
        TerraformVariable,
        Token,
      } from 'cdktf';
      import { Construct } from 'constructs';

      export class ConvertedStack extends TerraformStack {
        public constructor(scope: Construct, id: string) {
          super(scope, id);

          const names = new TerraformVariable(this, 'names', { type: 'list(string)' });

          const settings = new TerraformVariable(this, 'settings', { type: 'map(string)', default: { tier: 'gold' } });

          const countOfNames = new TerraformLocal(this, 'count_of_names', Fn.lengthOf(names.value));

          new TerraformLocal(this, 'upper_names', forExpression(names.value, Fn.upper(Token.asString(FOR_EXPRESSION_VALUE))));

          new TerraformLocal(
            this,
            'labels',
            forExpression(names.value, Fn.lengthOf(FOR_EXPRESSION_VALUE), FOR_EXPRESSION_VALUE),
          );

          const tier = new TerraformLocal(this, 'tier', Fn.lookup(settings.value, 'tier', 'silver'));

          new TerraformLocal(
            this,
            'many',
            Op.and(Op.lt(0, Fn.lengthOf(names.value)), Op.neq(propertyAccess(settings.value, ['tier']), 'none')),
          );

          const size = new TerraformLocal(this, 'size', Fn.conditional(Op.gt(countOfNames.expression, 2), 'large', 'small'));

          new TerraformLocal(this, 'joined', Fn.join(',', names.listValue));

          new TerraformLocal(this, 'document', Fn.jsonencode({ names: names.value, note: 'say \\\\"hi\\\\"' }));

          new TerraformLocal(this, 'banner', \`Names: \${Fn.join(', ', names.listValue)}
      Tier: \${tier.asString}
      \`);

          new TerraformOutput(this, 'summary', { value: \`\${size.asString}: \${countOfNames.asString} names\` });
        }
      }
    `));
    expect(result.report).toEqual([]);
  });

  test('what the classes cannot write is kept with addOverride, commented, and reported with its file and line', async () => {
    const result = await run({ 'main.tf': KEPT });
    expect(result.code).toBe(code(`
      // Converted from main.tf by \`npx cdktf-cpln-akamai convert\`.
      import { TerraformOutput, TerraformStack } from 'cdktf';
      import { akamai } from 'cdktf-cpln-akamai';
      import { Construct } from 'constructs';

      export class ConvertedStack extends TerraformStack {
        public constructor(scope: Construct, id: string) {
          super(scope, id);

          new akamai.provider.AkamaiProvider(this, 'akamai', { edgerc: '~/.edgerc' });

          // convert: the provider random is not one of this package's; kept as Terraform wrote it
          this.addOverride('provider.random', [{}]);

          // convert: random_integer is not a type of this package's providers; kept as Terraform wrote it
          this.addOverride('resource.random_integer.suffix', { max: 100, min: 1 });

          const group = new akamai.dataAkamaiGroup.DataAkamaiGroup(this, 'group', { groupName: 'Web', contractId: 'ctr_1' });

          const site = new akamai.cpCode.CpCode(this, 'site', {
            // convert: name: the reference random_integer.suffix.result: no such resource is converted; kept as Terraform's text
            name: 'site-\${random_integer.suffix.result}',
            contractId: group.contractId,
            groupId: group.id,
            productId: 'prd_Fresca',
            timeouts: { update: '20m' },
          });
          // convert: colour is not an argument of akamai_cp_code in akamai/akamai 9.3.0
          site.addOverride('colour', 'blue');

          // convert: the module block "dns" has no class in this package; kept as Terraform wrote it
          this.addOverride('module.dns', { name: '\${akamai_cp_code.site.name}', source: './dns' });

          new TerraformOutput(this, 'ids', {
            // convert: a for expression with an if clause; the value is kept as Terraform's text
            value: '\${[for code in [akamai_cp_code.site] : code.id if code.id != ""]}',
          });
        }
      }
    `));
    expect(result.report).toEqual([
      "main.tf:5: provider random: the provider random is not one of this package's; kept as Terraform wrote it",
      "main.tf:7: random_integer.suffix: random_integer is not a type of this package's providers; kept as Terraform wrote it",
      "main.tf:18: akamai_cp_code.site: name: the reference random_integer.suffix.result: no such resource is converted; kept as Terraform's text",
      "main.tf:22: akamai_cp_code.site: colour is not an argument of akamai_cp_code in akamai/akamai 9.3.0",
      'main.tf:28: module.dns: the module block "dns" has no class in this package; kept as Terraform wrote it',
      "main.tf:34: output.ids: a for expression with an if clause; the value is kept as Terraform's text",
    ]);
  });
});

const ITERATION = code(`
  variable "locations" {
    type    = set(string)
    default = ["aws-eu-central-1"]
    validation {
      condition     = length(var.locations) > 0
      error_message = "At least one location."
    }
  }

  variable "workloads" {
    type = map(object({ image = string, port = number }))
  }

  provider "cpln" {
    org = "acme"
  }

  provider "cpln" {
    alias = "staging"
    org   = "acme-staging"
  }

  resource "cpln_gvc" "site" {
    for_each  = toset(["eu", "us"])
    provider  = cpln.staging
    name      = "site-\${each.key}"
    locations = var.locations
  }

  resource "cpln_workload" "site" {
    for_each = var.workloads
    gvc      = cpln_gvc.site["eu"].name
    name     = each.key
    type     = "serverless"
    container {
      name  = "main"
      image = each.value.image
      ports {
        number   = each.value.port
        protocol = "http"
      }
    }
  }

  output "endpoints" {
    value = { for name, w in cpln_workload.site : name => w.status[0].canonical_endpoint }
  }
`);

/**
 * Akamai: a rule format the classes leave untyped, references through a function's result, a required value kept as
 * text.
 */
const PROPERTY = code(`
  provider "akamai" {
    edgerc = "~/.edgerc"
  }

  locals {
    ttl = 3600
  }

  data "akamai_property_rules_builder" "default" {
    rules_v2023_01_05 {
      name      = "default"
      is_secure = false
      behavior {
        caching {
          behavior = "MAX_AGE"
          ttl      = "1d"
        }
      }
    }
  }

  resource "akamai_property" "site" {
    name        = "site"
    contract_id = "ctr_1"
    group_id    = "grp_2"
    product_id  = "prd_Fresca"
    rule_format = "v2023-01-05"
    rules       = data.akamai_property_rules_builder.default.json
    hostnames {
      cname_from             = "www.example.com"
      cname_to               = "www.example.com.edgekey.net"
      cert_provisioning_type = "CPS_MANAGED"
    }
  }

  resource "akamai_dns_record" "www" {
    zone       = "example.com"
    name       = "www.example.com"
    recordtype = "CNAME"
    ttl        = length([for s in ["a", ""] : s if s != ""]) * local.ttl
    target     = [tolist(akamai_property.site.hostnames)[0].cname_to]
  }
`);

describe('convert: iteration, aliases, validations', () => {
  test('for_each as iterators, provider aliases, variable validations, blocks sharing a name', async () => {
    const result = await run({ 'main.tf': ITERATION });
    expect(result.code).toBe(code(`
      // Converted from main.tf by \`npx cdktf-cpln-akamai convert\`.
      import {
        Fn,
        FOR_EXPRESSION_KEY,
        FOR_EXPRESSION_VALUE,
        forExpression,
        Op,
        propertyAccess,
        TerraformIterator,
        TerraformOutput,
        TerraformStack,
        TerraformVariable,
        Token,
      } from 'cdktf';
      import { cpln } from 'cdktf-cpln-akamai';
      import { Construct } from 'constructs';

      export class ConvertedStack extends TerraformStack {
        public constructor(scope: Construct, id: string) {
          super(scope, id);

          const locations = new TerraformVariable(this, 'locations', { type: 'set(string)', default: ['aws-eu-central-1'] });
          locations.addValidation({
            condition: Op.lt(0, Fn.lengthOf(locations.value)),
            errorMessage: 'At least one location.',
          });

          const workloads = new TerraformVariable(this, 'workloads', {
            type: 'map(object({image = string, port = number}))',
          });

          new cpln.provider.CplnProvider(this, 'cpln', { org: 'acme' });

          const cplnStaging = new cpln.provider.CplnProvider(this, 'cpln_staging', { alias: 'staging', org: 'acme-staging' });

          const siteEach = TerraformIterator.fromList(['eu', 'us']);
          const site = new cpln.gvc.Gvc(this, 'site', {
            forEach: siteEach,
            name: \`site-\${siteEach.key}\`,
            locations: locations.listValue,
            provider: cplnStaging,
          });

          const siteWorkloadEach = TerraformIterator.fromMap(workloads.value);
          const siteWorkload = new cpln.workload.Workload(this, 'cpln_workload.site', {
            forEach: siteWorkloadEach,
            gvc: Token.asString(propertyAccess(site, ['eu', 'name'])),
            name: siteWorkloadEach.key,
            type: 'serverless',
            container: [
              {
                name: 'main',
                image: Token.asString(propertyAccess(siteWorkloadEach.value, ['image'])),
                ports: [{ number: Token.asNumber(propertyAccess(siteWorkloadEach.value, ['port'])), protocol: 'http' }],
              },
            ],
          });
          siteWorkload.overrideLogicalId('site');

          new TerraformOutput(this, 'endpoints', {
            value: forExpression(
              propertyAccess(siteWorkload, []),
              propertyAccess(FOR_EXPRESSION_VALUE, ['status', 0, 'canonical_endpoint']),
              FOR_EXPRESSION_KEY,
            ),
          });
        }
      }
    `));
    expect(result.report).toEqual([]);
  });
});

describe('convert: round trips', () => {
  test('each configuration, converted, type-checks (strict), runs and synthesizes the same configuration', async () => {
    const cases: RoundTripCase[] = [
      { name: 'shop', files: { 'main.tf': SHOP } },
      { name: 'expressions', files: { 'main.tf': EXPRESSIONS } },
      { name: 'kept', files: { 'main.tf': KEPT } },
      { name: 'iteration', files: { 'main.tf': ITERATION } },
      { name: 'property', files: { 'main.tf': PROPERTY } },
      // A folder's files are one configuration.
      // The framework writes a variable's default with snake-case keys: that one is an override.
      { name: 'keys', files: { 'main.tf': 'variable "sizes" {\n  default = { "Small-Size" = 1, tags = { "Team-A" = "x" } }\n}\n\nvariable "plain" {\n  default = { small = 1 }\n}\n' } },
      { name: 'files', files: { 'variables.tf': 'variable "org" {\n  type = string\n}\n', 'main.tf': 'provider "cpln" {\n  org = var.org\n}\n\nresource "cpln_group" "ops" {\n  name = "ops-${var.org}"\n}\n' } },
    ];
    const results = await roundTrips(cases, 'convert-test');
    expect(results.map((r) => [r.name, r.status, r.differences])).toEqual([
      ['shop', 'exact', []],
      ['expressions', 'exact', []],
      ['kept', 'reported', []],
      ['iteration', 'exact', []],
      ['property', 'reported', []],
      ['keys', 'reported', []],
      ['files', 'exact', []],
    ]);
    expect(results[4].report).toEqual([
      'main.tf:10: data.akamai_property_rules_builder.default: rules_v2023_01_05 is not typed by the package\'s class (too large to generate)',
      'main.tf:40: akamai_dns_record.www: ttl: a for expression with an if clause; kept as Terraform\'s text',
    ]);
    expect(results[4].code).toContain("ttl: Token.asNumber('${length([for s in [\"a\", \"\"] : s if s != \"\"]) * local.ttl}'),");
  }, 120_000);
});

describe('convert: what it refuses', () => {
  test('a configuration the provider refuses, with its file and line; wrong arguments, with the usage', async () => {
    await expect(run({ 'main.tf': 'resource "cpln_gvc" "x" {\n  name = \n}\n' })).rejects.toThrow(/^main\.tf:2: Invalid expression; /);
    await expect(run({ 'main.tf': 'resource "cpln_gvc" "x" {\n  description = "no name"\n}\n' }))
      .rejects.toThrow('main.tf:1: cpln_gvc.x: the argument name, which controlplane-com/cpln 1.2.31 requires, is missing');
    await expect(run({ 'main.tf': 'resource "cpln_gvc" "x" {\n  name      = "x"\n  locations = "aws-eu-central-1"\n}\n' }))
      .rejects.toThrow('main.tf:3: cpln_gvc.x: locations: "aws-eu-central-1" is not a list of strings; the provider refuses the configuration');
    await expect(convert([], FRAMEWORKS.cdktf, 'cdktf-cpln-akamai', folder({}))).rejects.toThrow(/^nothing to convert; usage: convert /);
    await expect(run({ 'main.tf': '' }, ['--frobnicate', 'x'])).rejects.toThrow(/^unknown option --frobnicate; usage: /);
    await expect(run({ 'main.tf': '', 'rules.json': '{}' })).rejects.toThrow(/a rule tree is converted alone/);
    await expect(run({ 'notes.txt': '' })).rejects.toThrow(ConvertError);
    await expect(run({ 'a.tf': 'resource "cpln_group" "ops" {\n  name = "a"\n}\n', 'b.tf': '\nresource "cpln_group" "ops" {\n  name = "b"\n}\n' }))
      .rejects.toThrow('b.tf:2: cpln_group.ops is declared twice (also at a.tf:1); Terraform refuses the configuration');
    await expect(run({ 'rules.json': '{ "rules": { "name": "default", "children": [{ "behaviors": [] }] } }' }))
      .rejects.toThrow('rules.json:1: the rule at /rules/children/0 has no name, which akamai.PropertyRule needs');
  });
});

const RULES = JSON.stringify({
  ruleFormat: 'v2025-10-16',
  rules: {
    name: 'default',
    comments: 'The default rule',
    options: { is_secure: true },
    behaviors: [
      {
        name: 'origin',
        options: {
          originType: 'CUSTOMER', hostname: 'origin.example.com', forwardHostHeader: 'REQUEST_HOST_HEADER', cacheKeyHostname: 'ORIGIN_HOSTNAME',
          compress: true, enableTrueClientIp: false, httpPort: 80, httpsPort: 443, originSni: true, verificationMode: 'PLATFORM_SETTINGS',
        },
      },
      { name: 'cpCode', options: { value: { id: 12345 } } },
      { name: 'caching', options: { behavior: 'MAX_AGE', mustRevalidate: false, ttl: '1d' } },
    ],
    children: [
      {
        name: 'Static',
        criteriaMustSatisfy: 'any',
        criteria: [
          { name: 'fileExtension', options: { matchOperator: 'IS_ONE_OF', values: ['css', 'js'] } },
          { name: 'path', options: { matchOperator: 'MATCHES_ONE_OF', values: ['/static/*'], matchCaseSensitive: false } },
        ],
        behaviors: [
          { name: 'caching', options: { behavior: 'MAX_AGE', mustRevalidate: false, ttl: '7d' } },
          { name: 'gzipResponse', options: { behavior: 'ALWAYS' } },
          { name: 'madeUpBehavior', options: {} },
        ],
        children: [
          {
            name: 'No store',
            criteria: [{ name: 'hostname', options: { matchOperator: 'IS_ONE_OF', values: ['api.example.com'] } }],
            behaviors: [{ name: 'caching', options: { behavior: 'NO_STORE' } }],
          },
        ],
      },
    ],
  },
}, null, 2);

describe('convert: a rule tree as the typed rules builder', () => {
  test('factories where one writes exactly the behavior or criterion, fromRulesBuilder otherwise; what the builder lacks, reported', async () => {
    const result = await run({ 'rules.json': RULES });
    expect(result.code).toBe(code(`
      // Converted from rules.json by \`npx cdktf-cpln-akamai convert\`.
      import { akamai } from 'cdktf-cpln-akamai';

      // The rule tree, as the typed rules builder writes it. akamai.PropertyDelivery writes a default rule of its own: its
      // behaviors are the \`origin\` and \`cpCode\` props, then \`defaultBehaviors\`; its child rules are \`rules\`.
      // This default rule starts with an origin and a CP code behavior, as PropertyDelivery's does, but not those its
      // \`Origin.customer\` and \`CpCodeRef.fromId\` write: compare them with the origin and CP code you give it.
      export const ruleTree: akamai.PropertyRule = {
        name: 'default',
        comments: 'The default rule',
        behaviors: [
          akamai.Behavior.fromRulesBuilder({
            origin: {
              originType: 'CUSTOMER',
              hostname: 'origin.example.com',
              forwardHostHeader: 'REQUEST_HOST_HEADER',
              cacheKeyHostname: 'ORIGIN_HOSTNAME',
              compress: true,
              enableTrueClientIp: false,
              httpPort: 80,
              httpsPort: 443,
              originSni: true,
              verificationMode: 'PLATFORM_SETTINGS',
            },
          }),
          akamai.Behavior.cpCode(akamai.CpCodeRef.fromId('cpc_12345')),
          akamai.Behavior.cacheFor('1d'),
        ],
        children: [
          {
            name: 'Static',
            criteriaMustSatisfy: akamai.CriteriaMatch.ANY,
            criteria: [
              akamai.Criterion.fileExtension(['css', 'js']),
              akamai.Criterion.fromRulesBuilder({
                path: { matchOperator: 'MATCHES_ONE_OF', values: ['/static/*'], matchCaseSensitive: false },
              }),
            ],
            behaviors: [
              akamai.Behavior.cacheFor('7d'),
              akamai.Behavior.fromRulesBuilder({ gzipResponse: { behavior: 'ALWAYS' } }),
            ],
            children: [
              {
                name: 'No store',
                criteria: [akamai.Criterion.hostname(['api.example.com'])],
                behaviors: [akamai.Behavior.noStore()],
              },
            ],
          },
        ],
      };
    `));
    expect(result.report).toEqual([
      'rules.json:6: rule "default": options is not a field of akamai.PropertyRule (PropertyDelivery sets is_secure from its edge hostname choice); left out',
      'rules.json:83: the behavior "madeUpBehavior" is not in rule format v2025-10-16; left out',
    ]);
  });
});

describe('convert: what PropertyDelivery writes', () => {
  test('a default rule whose origin and CP code are exactly the construct\'s is said so; the facts are the construct\'s', async () => {
    const tree = {
      rules: {
        name: 'default',
        behaviors: [
          { name: 'origin', options: { ...CUSTOMER_ORIGIN, hostname: 'origin.example.com' } },
          { name: 'cpCode', options: { value: { id: 777 } } },
          { name: 'caching', options: { behavior: 'NO_STORE' } },
        ],
      },
    };
    const result = await run({ 'rules.json': JSON.stringify(tree) });
    expect(result.code).toContain(code(`
      // Its first two behaviors are exactly what PropertyDelivery writes with
      // \`origin: akamai.Origin.customer({ hostname: 'origin.example.com' })\` and \`cpCode: akamai.CpCodeRef.fromId('cpc_777')\`:
      // give it those, \`defaultBehaviors: ruleTree.behaviors!.slice(2)\` and \`rules: ruleTree.children\`.
    `));
    // The construct's origin behavior: the facts, and the hostname.
    const stack = new TerraformStack(Testing.app(), 'site');
    new akamai.PropertyDelivery(stack, 'site', {
      contract: akamai.ContractRef.fromId('C-1'),
      group: akamai.GroupRef.fromId('grp_1'),
      product: akamai.ProductRef.ionStandard(),
      hostnames: ['www.example.com'],
      edgeHostname: akamai.EdgeHostnameChoice.standardTls(),
      origin: akamai.Origin.customer({ hostname: 'origin.example.com' }),
      cpCode: akamai.CpCodeRef.fromId('cpc_777'),
    });
    type Builder = { rules_v2025_10_16: { behavior: Array<Record<string, Record<string, unknown>>> } };
    type Stack = { data: { akamai_property_rules_builder: Record<string, Builder> } };
    const builders = Object.values((JSON.parse(Testing.synth(stack)) as Stack).data.akamai_property_rules_builder);
    const [origin, cpCode] = builders[0].rules_v2025_10_16.behavior;
    const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    expect(Object.fromEntries(Object.entries(origin.origin).map(([k, v]) => [camel(k), v]))).toEqual({ ...CUSTOMER_ORIGIN, hostname: 'origin.example.com' });
    expect(cpCode).toEqual({ cp_code: { value: { id: 777 } } });
  });
});

describe('convert: a rule tree round trip', () => {
  test('the converted tree, given to PropertyDelivery, writes the same rules with the rules builder', async () => {
    const [result] = await ruleTreeRoundTrips([{ name: 'rules.json', text: RULES }], 'convert-rules');
    expect([result.status, result.differences]).toEqual(['reported', []]);
  }, 60_000);
});

describe('convert: its parts', () => {
  test('the Fn table matches both frameworks\' Fn classes: method, parameters, result, Terraform name', () => {
    const types: Record<string, string> = { s: 'string', n: 'number', a: 'any', A: 'any[]', S: 'string[]', N: 'number[]', r: 'IResolvable' };
    for (const module of ['cdktf', 'cdktn']) {
      const dts = ['functions/terraform-functions.generated.d.ts', 'terraform-functions.d.ts'].map((f) => readFileSync(join(ROOT, 'node_modules', module, 'lib', f), 'utf-8')).join('\n');
      const js = ['functions/terraform-functions.generated.js', 'terraform-functions.js'].map((f) => readFileSync(join(ROOT, 'node_modules', module, 'lib', f), 'utf-8')).join('\n');
      for (const [name, signature] of Object.entries(TERRAFORM_FUNCTIONS)) {
        const declared = new RegExp(`static ${signature.method}\\(([^)]*)\\): ([^;]+);`).exec(dts);
        expect(declared, `${module} Fn.${signature.method}`).not.toBeNull();
        const params = declared![1] === '' ? [] : declared![1].split(', ').map((p) => p.replace(/^\w+\??: /, ''));
        const expected = signature.params.map((p) => (p.startsWith('...') ? `${types[p.slice(3)]}[]` : types[p]));
        expect(params, `${module} Fn.${signature.method}`).toEqual(expected);
        // A result one framework types `any` is assignable wherever the table's narrower kind is.
        expect([types[signature.returns], 'any'], `${module} Fn.${signature.method}`).toContain(declared![2].replace('import("..").', ''));
        // The Terraform function it writes (the hand-written ones call the generated `_<name>`).
        const body = new RegExp(`static _?${signature.method}\\([^)]*\\) \\{[\\s\\S]*?terraformFunction\\)\\("([^"]+)"`).exec(js)
          ?? new RegExp(`static _${name}\\([^)]*\\) \\{[\\s\\S]*?terraformFunction\\)\\("([^"]+)"`).exec(js);
        expect(body?.[1], `${module} Fn.${signature.method}`).toBe(name);
      }
    }
  });

  test('expressions compare by meaning: spacing, parentheses, attribute or index, the names of a for expression\'s variables', () => {
    const same = (a: string, b: string) => expect(canonical(parseJsonString(a))).toBe(canonical(parseJsonString(b)));
    same('${a.b[0]}', '${a["b"].0}');
    same('${(x + 1) * 2}', '${(x+1)*2}');
    same('${[for s in var.l : upper(s)]}', '${[for v in var.l: upper(v)]}');
    same('x-${var.a}', 'x-${ var.a }');
    same('${"lit"}', 'lit');
    expect(canonical(parseJsonString('${a - b - c}'))).toBe('((a - b) - c)');
    expect(canonical(parseJsonString('${!a || b && c}'))).toBe('((!a) || (b && c))');
    expect(canonical(parseJsonString('$${not} %%{this}'))).toBe('"${not} %{this}"');
    expect(canonical(parseJsonString('${{ a = 1\n "b-c" = [x, y...] }}'.replace('y...', 'y')))).toBe('{"a" = 1, "b-c" = [x, y]}');
  });

  test('the line of each block and argument, nested blocks by their index', () => {
    const lines = hclLines('# top\nresource "cpln_gvc" "main" {\n  name = "x"\n  tags = {\n    a = "}"\n  }\n  load_balancer {\n    dedicated = true\n  }\n  load_balancer { dedicated = false }\n  description = <<EOT\n{\nEOT\n}\nlocals {\n  a = 1\n}\nlocals {\n  b = 2\n}\n');
    expect(Object.fromEntries(lines)).toEqual({
      'resource.cpln_gvc.main': 2,
      'resource.cpln_gvc.main/name': 3,
      'resource.cpln_gvc.main/tags': 4,
      'resource.cpln_gvc.main/load_balancer[0]': 7,
      'resource.cpln_gvc.main/load_balancer[0]/dedicated': 8,
      'resource.cpln_gvc.main/load_balancer[1]': 10,
      'resource.cpln_gvc.main/load_balancer[1]/dedicated': 10,
      'resource.cpln_gvc.main/description': 11,
      locals: 15,
      'locals/a': 16,
      'locals#1': 18,
      'locals#1/b': 19,
    });
  });

  test('the CDK Terrain flavor writes the same stack with its own modules', () => {
    const dir = folder({ 'main.tf': 'resource "cpln_group" "ops" {\n  name = "ops"\n}\n' });
    const script = `require('${join(ROOT, 'codegen', 'convert.ts')}').convert(['main.tf'], require('${join(ROOT, 'codegen', 'frameworks.ts')}').FRAMEWORKS.cdktn, 'cdktn-cpln-akamai', ${JSON.stringify(dir)}).then((r) => process.stdout.write(r.code));`;
    const child = spawnSync(process.execPath, ['-r', 'tsx/cjs', '-e', script], { cwd: ROOT, encoding: 'utf-8', env: { ...process.env, CHECKPOINT_DISABLE: '1' } });
    expect(child.stderr).toBe('');
    expect(child.stdout).toBe(code(`
      // Converted from main.tf by \`npx cdktn-cpln-akamai convert\`.
      import { TerraformStack } from 'cdktn';
      import { cpln } from 'cdktn-cpln-akamai';
      import { Construct } from 'constructs';

      export class ConvertedStack extends TerraformStack {
        public constructor(scope: Construct, id: string) {
          super(scope, id);

          new cpln.group.Group(this, 'ops', { name: 'ops' });
        }
      }
    `));
  });
});

describe('convert: the command the package ships', () => {
  test('writes the stack to --out, the report and a summary to standard error; an unknown command prints both usages', () => {
    const dir = folder({ 'main.tf': 'resource "cpln_group" "ops" {\n  name   = "ops"\n  colour = "red"\n}\n' });
    const cli = join(ROOT, 'lib', 'cli', 'codegen', 'package-cli.js');
    const converted = spawnSync(process.execPath, [cli, 'convert', 'main.tf', '--out', 'src/ops.ts'], { cwd: dir, encoding: 'utf-8' });
    expect([converted.status, converted.stdout]).toEqual([0, '']);
    expect(converted.stderr).toBe([
      'written: src/ops.ts',
      'main.tf:3: cpln_group.ops: colour is not an argument of cpln_group in controlplane-com/cpln 1.2.31',
      'convert: 1 thing not converted as written (above)',
      '',
    ].join('\n'));
    expect(readFileSync(join(dir, 'src', 'ops.ts'), 'utf-8')).toContain("export class OpsStack extends TerraformStack {\n");
    const unknown = spawnSync(process.execPath, [cli, 'frobnicate'], { cwd: dir, encoding: 'utf-8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^cdktf-cpln-akamai: unknown command frobnicate; usage:\n {2}npx cdktf-cpln-akamai bindings <schema\.json.*\n {2}npx cdktf-cpln-akamai convert <file\.tf>\.\.\. /);
    const refused = spawnSync(process.execPath, [cli, 'convert', 'missing.tf'], { cwd: dir, encoding: 'utf-8' });
    expect([refused.status, refused.stderr]).toEqual([1, 'convert: missing.tf: no such file or folder\n']);
  });
});
