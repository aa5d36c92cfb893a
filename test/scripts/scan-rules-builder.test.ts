import { describe, expect, test } from 'vitest';
import { rulesBuilderText } from '../../scripts/scan/facts-json';
import { scanRulesBuilderFiles } from '../../scripts/scan/rules-builder';

/*
 * The rules builder's scanner (scripts/scan/rules-builder.ts) on two small rule formats written like the
 * provider's generated ones, each validator form it reads once: the expected facts are read from the Go below by
 * hand, so a scanner that misreads a form, a path or a format fails here (the committed fact file is its output
 * on the provider's source: `npx projen scan-facts`).
 */

/** A rule format with a behavior (`origin`) and a criterion (`path`); `extra` adds options to the behavior. */
const format = (version: string, extra: string) => `package ruleformats

import (
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/validation"
)

func init() {
	schemasRegistry.register(RuleFormat{version: "rules_v${version}"})
}

func getBehaviorsSchemaV${version.replace(/_/g, '')}() map[string]*schema.Schema {
	return map[string]*schema.Schema{
		"origin": {
			Optional: true,
			Type:     schema.TypeList,
			MaxItems: 1,
			Elem: &schema.Resource{
				Schema: map[string]*schema.Schema{
					"uuid": {
						ValidateDiagFunc: validateRegex("^[0-9a-f]{8}$"),
						Type:             schema.TypeString,
					},
					"hostname": {
						ValidateDiagFunc: validateAny(validation.ToDiagFunc(validation.StringIsEmpty), validateRegexOrVariable("^[a-z\\\\-]+\\\\.com$")),
						Type:             schema.TypeString,
					},
					"port": {
						ValidateDiagFunc: validation.ToDiagFunc(validation.IntBetween(1, 65535)),
						Type:             schema.TypeInt,
					},
					"net_storage": {
						Type: schema.TypeList,
						Elem: &schema.Resource{
							Schema: map[string]*schema.Schema{
								"cp_code": {
									Type: schema.TypeInt,
								},
								"download_domain_name": {
									ValidateDiagFunc: validateRegexOrVariable(\`^\\S+$\`),
									Type:             schema.TypeString,
								},
							},
						},
					},${extra}
				},
			},
		},
	}
}

func getCriteriaSchemaV${version.replace(/_/g, '')}() map[string]*schema.Schema {
	return map[string]*schema.Schema{
		"path": {
			Optional: true,
			Type:     schema.TypeList,
			Elem: &schema.Resource{
				Schema: map[string]*schema.Schema{
					"uuid": {
						ValidateDiagFunc: validateRegex("^[0-9a-f]{8}$"),
						Type:             schema.TypeString,
					},
					"match_operator": {
						ValidateDiagFunc: validation.ToDiagFunc(validation.StringInSlice([]string{"MATCHES_ONE_OF", "DOES_NOT_MATCH_ONE_OF"}, false)),
						Type:             schema.TypeString,
					},
					"status": {
						ValidateDiagFunc: validation.ToDiagFunc(validation.IntInSlice([]int{200, 404})),
						Type:             schema.TypeInt,
					},
				},
			},
		},
	}
}

func otherSchema() map[string]*schema.Schema {
	return map[string]*schema.Schema{"ignored": {ValidateDiagFunc: validateRegex("x"), Type: schema.TypeInt}}
}
`;

const OLD = format('2024_01_01', `
					"mode": {
						ValidateDiagFunc: validation.ToDiagFunc(validation.StringInSlice([]string{"A", "B"}, true)),
						Type:             schema.TypeString,
					},`);
const NEW = format('2024_02_01', `
					"label": {
						ValidateDiagFunc: validateAny(validation.ToDiagFunc(validation.StringIsEmpty), validation.ToDiagFunc(validation.StringLenBetween(1, 10))),
						Type:             schema.TypeString,
					},`);

describe('the rules builder scan', () => {
  const files = new Map([['rule_format_v2024_02_01.gen.go', NEW], ['rule_format_v2024_01_01.gen.go', OLD], ['builder.go', 'package ruleformats\n']]);

  test('reads every validator form with its literal arguments, the options it guards and their formats', async () => {
    const facts = await scanRulesBuilderFiles(files);
    expect(facts.formats).toEqual(['2024_01_01', '2024_02_01']);
    // Sorted by [validator, ...args] as JSON; a path in every format is '*'; the site is the newest format's first
    // line.
    expect(facts.checks).toEqual([
      { validator: 'validateAny', args: [['validation.StringIsEmpty'], ['validateRegexOrVariable', '^[a-z\\-]+\\.com$']], site: 'rule_format_v2024_02_01.gen.go:25', paths: { 'behavior.origin.hostname': '*' } },
      { validator: 'validateAny', args: [['validation.StringIsEmpty'], ['validation.StringLenBetween', 1, 10]], site: 'rule_format_v2024_02_01.gen.go:47', paths: { 'behavior.origin.label': ['2024_02_01'] } },
      { validator: 'validateRegex', args: ['^[0-9a-f]{8}$'], site: 'rule_format_v2024_02_01.gen.go:21', paths: { 'behavior.origin.uuid': '*', 'criterion.path.uuid': '*' } },
      { validator: 'validateRegexOrVariable', args: ['^\\S+$'], site: 'rule_format_v2024_02_01.gen.go:40', paths: { 'behavior.origin.net_storage.download_domain_name': '*' } },
      { validator: 'validation.IntBetween', args: [1, 65535], site: 'rule_format_v2024_02_01.gen.go:29', paths: { 'behavior.origin.port': '*' } },
      { validator: 'validation.IntInSlice', args: [[200, 404]], site: 'rule_format_v2024_02_01.gen.go:72', paths: { 'criterion.path.status': '*' } },
      { validator: 'validation.StringInSlice', args: [['A', 'B'], true], site: 'rule_format_v2024_01_01.gen.go:47', paths: { 'behavior.origin.mode': ['2024_01_01'] } },
      { validator: 'validation.StringInSlice', args: [['MATCHES_ONE_OF', 'DOES_NOT_MATCH_ONE_OF'], false], site: 'rule_format_v2024_02_01.gen.go:68', paths: { 'criterion.path.match_operator': '*' } },
    ]);
    expect(facts.integers).toEqual({ 'behavior.origin.net_storage.cp_code': '*', 'behavior.origin.port': '*', 'criterion.path.status': '*' });
  });

  test('writes one check a line with its paths below it', async () => {
    const facts = await scanRulesBuilderFiles(new Map([['rule_format_v2024_01_01.gen.go', OLD]]));
    const text = rulesBuilderText('about', { ...facts, checks: facts.checks.slice(0, 1) });
    expect(text).toBe([
      '{',
      ' "about": "about",',
      ' "formats": ["2024_01_01"],',
      ' "checks": [',
      '  {"validator": "validateAny", "args": [["validation.StringIsEmpty"], ["validateRegexOrVariable", "^[a-z\\\\-]+\\\\.com$"]], "site": "rule_format_v2024_01_01.gen.go:25", "paths": {',
      '   "behavior.origin.hostname": "*"',
      '  }}',
      ' ],',
      ' "integers": {',
      '  "behavior.origin.net_storage.cp_code": "*",',
      '  "behavior.origin.port": "*",',
      '  "criterion.path.status": "*"',
      ' }',
      '}',
      '',
    ].join('\n'));
  });

  test('refuses a validator whose arguments are not literals, naming where it is written', async () => {
    const named = OLD.replace('validation.IntBetween(1, 65535)', 'validation.IntBetween(1, maxPort)');
    await expect(scanRulesBuilderFiles(new Map([['rule_format_v2024_01_01.gen.go', named]]))).rejects.toThrow('rule_format_v2024_01_01.gen.go:29: not a literal: maxPort');
  });

  test('refuses a file it cannot read as Go', async () => {
    await expect(scanRulesBuilderFiles(new Map([['rule_format_v2024_01_01.gen.go', 'package ruleformats\nfunc {']]))).rejects.toThrow('rule_format_v2024_01_01.gen.go: not read as Go');
  });
});
