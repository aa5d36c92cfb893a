import { execFileSync } from 'child_process';
import { mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { akamaiCrossFieldAbout, akamaiValidatorAbout, scanAkamai } from '../../scripts/scan/akamai';
import { AKAMAI_VALIDATORS, checkCustomValidators, FUNC_LITERAL } from '../../scripts/scan/custom-validators';
import { factsText } from '../../scripts/scan/facts-json';
import type { CustomValidator } from '../../scripts/scan/validator-facts';
import { goCheckouts } from '../support/go-checkout';

/*
 * The Akamai scanner (scripts/scan/akamai.ts) on a small provider laid out like the real one: a sub-provider whose
 * SDKResources and SDKDataSources register SDKv2 schemas (nested resources from helpers in other files, element
 * schemas of a set and a map, sizes, wrapped and combined validators, a computed attribute, a generated schema,
 * inline and named validators of its own, ConflictsWith, ExactlyOneOf, AtLeastOneOf and RequiredWith keys), a
 * plugin-framework resource and data source beside them (constants of the Akamai API client, cross-field
 * validators, ConfigValidators), the provider block's SDKv2 and framework schemas, a rules-builder schema and a
 * registry package the scan leaves alone. The expected facts are read from the Go below by hand.
 */

const MODULE = 'example.com/terraform-provider-akamai/v9';

const TF = `package tf

import (
	"reflect"

	"github.com/hashicorp/go-cty/cty"
	"github.com/hashicorp/terraform-plugin-sdk/v2/diag"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"
)

// IsNotBlank refuses the zero value of the value's type.
func IsNotBlank(v interface{}, _ cty.Path) diag.Diagnostics {
	if v == nil || reflect.ValueOf(v).IsZero() {
		return diag.Errorf("value is blank")
	}
	return nil
}

// ValidateStringInSlice accepts one of the given strings.
func ValidateStringInSlice(allowed []string) schema.SchemaValidateDiagFunc {
	return func(v interface{}, _ cty.Path) diag.Diagnostics {
		for _, a := range allowed {
			if v.(string) == a {
				return nil
			}
		}
		return diag.Errorf("value not allowed")
	}
}

// AggregateValidations runs every check and keeps every problem.
func AggregateValidations(checks ...schema.SchemaValidateDiagFunc) schema.SchemaValidateDiagFunc {
	return func(v interface{}, p cty.Path) diag.Diagnostics {
		var all diag.Diagnostics
		for _, check := range checks {
			all = append(all, check(v, p)...)
		}
		return all
	}
}
`;

const PROVIDER = `package gadgets

import (
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"
)

type Subprovider struct{}

func (p *Subprovider) SDKResources() map[string]*schema.Resource {
	return map[string]*schema.Resource{
		"akamai_gadget": resourceGadget(),
	}
}

func (p *Subprovider) SDKDataSources() map[string]*schema.Resource {
	return map[string]*schema.Resource{
		"akamai_gadgets": dataGadgets(),
	}
}

func (p *Subprovider) FrameworkResources() []func() resource.Resource {
	return []func() resource.Resource{NewWidgetResource}
}
`;

const GADGET = `package gadgets

import (
	"regexp"

	"${MODULE}/pkg/common/tf"
	"github.com/hashicorp/go-cty/cty"
	"github.com/hashicorp/terraform-plugin-sdk/v2/diag"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/validation"
)

var gadgetSizes = []string{"small", "large"}

var colourKeys = []string{"colour", "shade"}

func resourceGadget() *schema.Resource {
	checkLabel := func(v interface{}, _ cty.Path) diag.Diagnostics {
		if len(v.(string)) > 12 {
			return diag.Errorf("label too long")
		}
		return nil
	}
	return &schema.Resource{
		Schema: map[string]*schema.Schema{
			"name": {
				Type:             schema.TypeString,
				Required:         true,
				ValidateDiagFunc: tf.AggregateValidations(tf.IsNotBlank, validation.ToDiagFunc(validation.StringLenBetween(2, 40))),
			},
			"size": {
				Type:         schema.TypeString,
				Optional:     true,
				ValidateFunc: validation.StringInSlice(gadgetSizes, true),
			},
			"count": {
				Type:             schema.TypeInt,
				Optional:         true,
				ValidateDiagFunc: tf.IsNotBlank,
			},
			"weight": {
				Type:     schema.TypeInt,
				Optional: true,
				ValidateDiagFunc: validation.ToDiagFunc(
					validation.IntBetween(1, 500),
				),
			},
			"label": {
				Type:             schema.TypeString,
				Optional:         true,
				ValidateDiagFunc: checkLabel,
			},
			"serial": {
				Type:             schema.TypeString,
				Computed:         true,
				ValidateDiagFunc: validation.ToDiagFunc(validation.StringLenBetween(1, 8)),
			},
			"spec": {
				Type:             schema.TypeString,
				Optional:         true,
				ValidateDiagFunc: validation.ToDiagFunc(validation.StringIsJSON),
			},
			"zone": {
				Type:             schema.TypeString,
				Optional:         true,
				ValidateDiagFunc: validation.ToDiagFunc(validation.NoZeroValues),
			},
			"part": {
				Type:     schema.TypeList,
				Required: true,
				MinItems: 1,
				MaxItems: 3,
				Elem:     partResource(),
			},
			"spec_detail": {
				Type:     schema.TypeList,
				Optional: true,
				MaxItems: 1,
				Elem: &schema.Resource{
					Schema: generatedSpec(),
				},
			},
			"tags": {
				Type:     schema.TypeSet,
				Optional: true,
				Elem: &schema.Schema{
					Type:             schema.TypeString,
					ValidateDiagFunc: validation.ToDiagFunc(validation.StringMatch(regexp.MustCompile(\`^[a-z]+$\`), "only lower-case letters")),
				},
			},
			"colour": {
				Type:         schema.TypeString,
				Optional:     true,
				ExactlyOneOf: colourKeys,
			},
			"shade": {
				Type:         schema.TypeString,
				Optional:     true,
				ExactlyOneOf: colourKeys,
			},
			"owner": {
				Type:         schema.TypeString,
				Optional:     true,
				AtLeastOneOf: []string{"team"},
			},
			"team": {
				Type:         schema.TypeString,
				Optional:     true,
				RequiredWith: []string{"owner"},
			},
			"limits": {
				Type:     schema.TypeMap,
				Optional: true,
				Elem: &schema.Schema{
					Type:         schema.TypeInt,
					ValidateFunc: validation.IntAtLeast(0),
				},
			},
		},
	}
}
`;

const PART = `package gadgets

import (
	"github.com/hashicorp/go-cty/cty"
	"github.com/hashicorp/terraform-plugin-sdk/v2/diag"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/validation"
)

func partResource() *schema.Resource {
	return &schema.Resource{
		Schema: map[string]*schema.Schema{
			"kind": {
				Type:             schema.TypeString,
				Required:         true,
				ValidateDiagFunc: validateKind,
			},
			"finish": {
				Type:     schema.TypeList,
				Optional: true,
				MaxItems: 1,
				Elem: &schema.Resource{
					Schema: map[string]*schema.Schema{
						"gloss": {
							Type:          schema.TypeFloat,
							Optional:      true,
							ValidateFunc:  validation.FloatBetween(0, 1),
							ConflictsWith: []string{"part.0.finish.0.matte", "part.0.kind"},
						},
						"matte": {
							Type:     schema.TypeBool,
							Optional: true,
						},
					},
				},
			},
		},
	}
}

func validateKind(v interface{}, _ cty.Path) diag.Diagnostics {
	switch v.(string) {
	case "bolt", "nut":
		return nil
	}
	return diag.Errorf("unknown kind")
}
`;

/** A schema written by a generator: not the provider's own checks, so none of its facts is read. */
const GENERATED = `package gadgets

import (
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/validation"
)

func generatedSpec() map[string]*schema.Schema {
	return map[string]*schema.Schema{
		"depth": {
			Type:         schema.TypeInt,
			Optional:     true,
			MaxItems:     1,
			ValidateFunc: validation.IntBetween(0, 9),
		},
	}
}
`;

const DATA = `package gadgets

import (
	"${MODULE}/pkg/common/tf"
	"${MODULE}/pkg/providers/gadgets/ruleformats"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"
)

func dataGadgets() *schema.Resource {
	rules := ruleformats.Schemas()
	rules["status"] = &schema.Schema{
		Type:             schema.TypeString,
		Optional:         true,
		ValidateDiagFunc: tf.ValidateStringInSlice([]string{"on", "off"}),
	}
	return &schema.Resource{Schema: rules}
}
`;

/** The rules builder's generated schemas are rules-builder.ts's: running this would stop at checkFormat. */
const RULE_FORMATS = `package ruleformats

import "github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"

func Schemas() map[string]*schema.Schema {
	return map[string]*schema.Schema{
		"origin": {Type: schema.TypeString, Optional: true, ValidateDiagFunc: checkFormat},
	}
}
`;

const WIDGET = `package gadgets

import (
	"context"

	"github.com/akamai/AkamaiOPEN-edgegrid-golang/v12/pkg/papi"
	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

type widgetResource struct{}

func NewWidgetResource() resource.Resource {
	return &widgetResource{}
}

func (r *widgetResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_widget"
}

func (r *widgetResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		Attributes: map[string]schema.Attribute{
			"network": schema.StringAttribute{
				Required: true,
				Validators: []validator.String{
					stringvalidator.OneOf(string(papi.ActivationNetworkStaging), string(papi.ActivationNetworkProduction)),
				},
			},
			"key_type": schema.StringAttribute{
				Optional: true,
				Validators: []validator.String{
					stringvalidator.ConflictsWith(path.MatchRelative().AtParent().AtName("mode")),
					stringvalidator.OneOf(
						"ECDSA",
						"RSA",
					),
				},
			},
			"mode": schema.StringAttribute{
				Optional: true,
				Validators: []validator.String{
					stringvalidator.OneOf(
						"first-mode-of-three",
						"second-mode-of-three",
						"third-mode-of-three",
						"fourth-mode-of-three",
					),
				},
			},
			"emails": schema.ListAttribute{
				ElementType: types.StringType,
				Optional:    true,
				Validators: []validator.List{
					listvalidator.SizeAtMost(5),
					listvalidator.ValueStringsAre(stringvalidator.LengthAtLeast(3)),
					listvalidator.AlsoRequires(path.MatchRoot("network")),
				},
			},
		},
	}
}
`;

/** A framework data source whose ConfigValidators ask for one of two attributes. */
const LOOKUP = `package gadgets

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/datasourcevalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/path"
)

type lookupDataSource struct{}

func NewLookupDataSource() datasource.DataSource {
	return &lookupDataSource{}
}

func (d *lookupDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_gadget_lookup"
}

func (d *lookupDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		Attributes: map[string]schema.Attribute{
			"id":   schema.StringAttribute{Optional: true},
			"name": schema.StringAttribute{Optional: true},
		},
	}
}

func (d *lookupDataSource) ConfigValidators(_ context.Context) []datasource.ConfigValidator {
	return []datasource.ConfigValidator{
		datasourcevalidator.ExactlyOneOf(path.MatchRoot("id"), path.MatchRoot("name")),
	}
}
`;

/** The provider block as the SDKv2 provider declares it. */
const SDK_PROVIDER = `package akamai

import (
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"
	"github.com/hashicorp/terraform-plugin-sdk/v2/plugin"
)

func NewSDKProvider() plugin.ProviderFunc {
	prov := &schema.Provider{
		Schema: map[string]*schema.Schema{
			"edgerc": {
				Type:     schema.TypeString,
				Optional: true,
			},
			"config": {
				Type:          schema.TypeSet,
				Optional:      true,
				MaxItems:      1,
				ConflictsWith: []string{"edgerc"},
				Elem: &schema.Resource{
					Schema: map[string]*schema.Schema{
						"host": {Type: schema.TypeString, Required: true},
					},
				},
			},
		},
	}
	return func() *schema.Provider {
		return prov
	}
}
`;

/** The provider block as the framework provider declares it. */
const FRAMEWORK_PROVIDER = `package akamai

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/provider/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

type Provider struct{}

func (p *Provider) Schema(_ context.Context, _ provider.SchemaRequest, resp *provider.SchemaResponse) {
	resp.Schema = schema.Schema{
		Attributes: map[string]schema.Attribute{
			"edgerc": schema.StringAttribute{Optional: true},
		},
		Blocks: map[string]schema.Block{
			"config": schema.SetNestedBlock{
				NestedObject: schema.NestedBlockObject{
					Attributes: map[string]schema.Attribute{
						"host": schema.StringAttribute{
							Required:   true,
							Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
						},
					},
				},
			},
		},
	}
}
`;

/** Not a sub-provider: the scan never reads it (a validator no table names would stop it). */
const REGISTRY = `package registry

import "github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"

type Registry struct{}

func (r *Registry) SDKResources() map[string]*schema.Resource {
	return map[string]*schema.Resource{
		"akamai_unlisted": {Schema: map[string]*schema.Schema{"x": {Type: schema.TypeString, ValidateDiagFunc: unlisted}}},
	}
}
`;

const P = 'pkg/providers/gadgets';
const G = `${P}/resource_gadget.go`;
const PT = `${P}/part.go`;
const W = `${P}/resource_widget.go`;
const D = `${P}/data_gadgets.go`;
const L = `${P}/data_lookup.go`;
const SP = 'pkg/akamai/sdk_provider.go';
const FP = 'pkg/akamai/framework_provider.go';

const FILES: Record<string, string> = {
  'go.mod': `module ${MODULE}\n\ngo 1.23\n`,
  'pkg/common/tf/validation.go': TF,
  [`${P}/provider.go`]: PROVIDER,
  [G]: GADGET,
  [PT]: PART,
  [`${P}/spec.gen.go`]: GENERATED,
  [D]: DATA,
  [`${P}/ruleformats/schemas.go`]: RULE_FORMATS,
  [W]: WIDGET,
  [L]: LOOKUP,
  [SP]: SDK_PROVIDER,
  [FP]: FRAMEWORK_PROVIDER,
  'pkg/providers/registry/registry.go': REGISTRY,
};

/** The first line of `file` holding `snippet`, as file:line. */
function at(file: string, snippet: string): string {
  const line = FILES[file].split('\n').findIndex((l) => l.includes(snippet));
  if (line < 0) throw new Error(`${snippet} is not in ${file}`);
  return `${file}:${line + 1}`;
}

/** The line `lines` below the first holding `snippet`, as file:line. */
const below = (file: string, snippet: string, lines: number) => `${file}:${Number(at(file, snippet).split(':')[1]) + lines}`;

/**
 * The table the scan is given: the provider's (tf.IsNotBlank, tf.ValidateStringInSlice) and this provider's own,
 * their facts read from the bodies above.
 */
const LABEL_LINE = Number(at(G, 'checkLabel := func').split(':')[1]);
const TABLE: Record<string, CustomValidator> = {
  ...AKAMAI_VALIDATORS,
  // switch v.(string) { case "bolt", "nut": ok }
  validateKind: { readFrom: { file: PT, func: 'validateKind', line: Number(at(PT, 'case "bolt"').split(':')[1]) }, facts: () => [{ facts: { enum: ['bolt', 'nut'] } }] },
  // len(v.(string)) > 12 refused.
  [`${FUNC_LITERAL} at ${G}:${LABEL_LINE}`]: {
    readFrom: { file: G, func: FUNC_LITERAL, line: LABEL_LINE },
    text: `${FUNC_LITERAL}: len(value) > 12 -> error`,
    facts: () => [{ facts: { length: { max: 12 } }, note: 'len() in bytes' }],
  },
};

describe('the Akamai attribute scan', () => {
  const fresh = goCheckouts(FILES, 'scan-akamai-');
  let dir = '';
  beforeAll(() => {
    dir = fresh();
  });

  test('reads the SDKv2 and framework schemas of each sub-provider and every validator form', async () => {
    const tags = 'validation.ToDiagFunc(validation.StringMatch(regexp.MustCompile(`^[a-z]+$`), "only lower-case letters"))';
    const network = 'stringvalidator.OneOf(string(papi.ActivationNetworkStaging), string(papi.ActivationNetworkProduction))';
    // As written, each line break and its indentation one space: 118 characters.
    const mode = 'stringvalidator.OneOf( "first-mode-of-three", "second-mode-of-three", "third-mode-of-three", "fourth-mode-of-three", )';
    expect((await scanAkamai(dir, TABLE)).validators).toEqual([
      // count: tf.IsNotBlank on a TypeInt refuses 0, which no fact says. serial is computed: its validator never
      // runs. spec: a JSON document, no fact.
      { on: 'akamai_gadget', path: 'label', validator: 'func literal: len(value) > 12 -> error', file: `${G}:${LABEL_LINE}`, facts: { length: { max: 12 } }, note: 'len() in bytes' },
      // A map's Elem checks its values.
      { on: 'akamai_gadget', path: 'limits', validator: 'validation.IntAtLeast(0)', file: at(G, 'IntAtLeast(0)'), facts: { range: { min: 0 } }, target: 'values' },
      // AggregateValidations: each check under its own text; IsNotBlank on a string is a length of at least 1.
      { on: 'akamai_gadget', path: 'name', validator: 'tf.IsNotBlank', file: at(G, 'tf.AggregateValidations('), facts: { length: { min: 1 } }, note: 'not-empty check' },
      {
        on: 'akamai_gadget',
        path: 'name',
        validator: 'validation.ToDiagFunc(validation.StringLenBetween(2, 40))',
        file: at(G, 'tf.AggregateValidations('),
        facts: { length: { min: 2, max: 40 } },
        note: 'len() in bytes',
      },
      // In the order written; a nested resource from a helper in another file.
      { on: 'akamai_gadget', path: 'part', validator: 'MinItems: 1', file: at(G, 'MinItems: 1'), facts: { size: { min: 1 } } },
      { on: 'akamai_gadget', path: 'part', validator: 'MaxItems: 3', file: at(G, 'MaxItems: 3'), facts: { size: { max: 3 } } },
      { on: 'akamai_gadget', path: 'part.finish', validator: 'MaxItems: 1', file: at(PT, 'MaxItems: 1'), facts: { size: { max: 1 } } },
      { on: 'akamai_gadget', path: 'part.finish.gloss', validator: 'validation.FloatBetween(0, 1)', file: at(PT, 'FloatBetween(0, 1)'), facts: { range: { min: 0, max: 1 } } },
      { on: 'akamai_gadget', path: 'part.kind', validator: 'validateKind', file: at(PT, 'ValidateDiagFunc: validateKind'), facts: { enum: ['bolt', 'nut'] } },
      { on: 'akamai_gadget', path: 'size', validator: 'validation.StringInSlice(gadgetSizes, true)', file: at(G, 'StringInSlice(gadgetSizes'), facts: { enum: ['small', 'large'], ignoreCase: true } },
      // The block's own size; the generated schema below it gives nothing.
      { on: 'akamai_gadget', path: 'spec_detail', validator: 'MaxItems: 1', file: at(G, 'MaxItems: 1'), facts: { size: { max: 1 } } },
      // A set's Elem checks its elements; the text cut at 100 characters.
      { on: 'akamai_gadget', path: 'tags', validator: `${tags.slice(0, 97)}...`, file: at(G, 'StringMatch('), facts: { regex: '^[a-z]+$' }, target: 'elements' },
      // The wrapper as written, at its line, its arguments closed up.
      { on: 'akamai_gadget', path: 'weight', validator: 'validation.ToDiagFunc(validation.IntBetween(1, 500))', file: below(G, 'IntBetween(1, 500)', -1), facts: { range: { min: 1, max: 500 } } },
      { on: 'akamai_gadget', path: 'zone', validator: 'validation.ToDiagFunc(validation.NoZeroValues)', file: at(G, 'NoZeroValues'), facts: { length: { min: 1 } }, note: 'not-empty check (NoZeroValues)' },
      // The framework resource: its type from Metadata with the provider's name.
      { on: 'akamai_widget', path: 'emails', validator: 'listvalidator.SizeAtMost(5)', file: at(W, 'SizeAtMost(5)'), facts: { size: { max: 5 } } },
      { on: 'akamai_widget', path: 'emails', validator: 'stringvalidator.LengthAtLeast(3)', file: at(W, 'LengthAtLeast(3)'), facts: { length: { min: 3 } }, target: 'elements', note: 'len() in bytes' },
      // One value a line: no space after the parenthesis, no comma before the closing one.
      { on: 'akamai_widget', path: 'key_type', validator: 'stringvalidator.OneOf("ECDSA", "RSA")', file: below(W, '"key_type": schema', 4), facts: { enum: ['ECDSA', 'RSA'] } },
      // Cut at 100 as written, then the space after the parenthesis dropped: 99 characters.
      {
        on: 'akamai_widget',
        path: 'mode',
        validator: `${mode.slice(0, 97)}...`.replace('( ', '('),
        file: below(W, '"mode": schema', 3),
        facts: { enum: ['first-mode-of-three', 'second-mode-of-three', 'third-mode-of-three', 'fourth-mode-of-three'] },
      },
      // The API client's constants, from the table of edgegrid v12.
      { on: 'akamai_widget', path: 'network', validator: `${network.slice(0, 97)}...`, file: at(W, 'papi.ActivationNetworkStaging'), facts: { enum: ['STAGING', 'PRODUCTION'] } },
      // The rules builder's schemas are left out (ruleformats.Schemas() is an empty map here); the table's
      // ValidateStringInSlice reads its argument.
      { on: 'data.akamai_gadgets', path: 'status', validator: 'tf.ValidateStringInSlice([]string{"on", "off"})', file: at(D, 'ValidateStringInSlice('), facts: { enum: ['on', 'off'] } },
      // The provider block: the SDKv2 schema's size and the framework schema's validator.
      { on: 'provider.akamai', path: 'config', validator: 'MaxItems: 1', file: at(SP, 'MaxItems:'), facts: { size: { max: 1 } } },
      { on: 'provider.akamai', path: 'config.host', validator: 'stringvalidator.LengthAtLeast(1)', file: at(FP, 'LengthAtLeast(1)'), facts: { length: { min: 1 } }, note: 'len() in bytes' },
    ]);
  });

  test('reads the cross-field keys of SDKv2 schemas and the cross-field validators of framework ones', async () => {
    expect((await scanAkamai(dir, TABLE)).crossField).toEqual([
      // By type, file and line. The field as written, one space after its colon; absolute keys, list indexes
      // dropped; a pair for each key named.
      ...['part.finish.matte', 'part.kind'].map((other) => ({
        on: 'akamai_gadget',
        validator: 'ConflictsWith: []string{"part.0.finish.0.matte", "part.0.kind"}',
        file: at(PT, 'ConflictsWith:'),
        facts: { atMostOne: ['part.finish.gloss', other] },
        note: 'ConflictsWith on part.finish.gloss: one of its 2 fields',
      })),
      // A package variable's keys.
      { on: 'akamai_gadget', validator: 'ExactlyOneOf: colourKeys', file: below(G, '"colour": {', 3), facts: { exactlyOne: ['colour', 'shade'] } },
      { on: 'akamai_gadget', validator: 'ExactlyOneOf: colourKeys', file: below(G, '"shade": {', 3), facts: { exactlyOne: ['colour', 'shade'] } },
      // The SDK checks the declaring key with those it names.
      { on: 'akamai_gadget', validator: 'AtLeastOneOf: []string{"team"}', file: at(G, 'AtLeastOneOf:'), facts: { atLeastOne: ['team', 'owner'] } },
      { on: 'akamai_gadget', validator: 'RequiredWith: []string{"owner"}', file: at(G, 'RequiredWith:'), facts: { requiredWith: { field: 'team', requires: ['owner'] } } },
      // A relative path from the attribute's own; AlsoRequires: when the list is set, the network must be.
      { on: 'akamai_widget', validator: 'stringvalidator.ConflictsWith(path.MatchRelative().AtParent().AtName("mode"))', file: at(W, 'ConflictsWith('), facts: { atMostOne: ['key_type', 'mode'] } },
      { on: 'akamai_widget', validator: 'listvalidator.AlsoRequires(path.MatchRoot("network"))', file: at(W, 'AlsoRequires('), facts: { requiredWith: { field: 'emails', requires: ['network'] } } },
      { on: 'data.akamai_gadget_lookup', validator: 'datasourcevalidator.ExactlyOneOf(path.MatchRoot("id"), path.MatchRoot("name"))', file: at(L, 'datasourcevalidator.ExactlyOneOf('), facts: { exactlyOne: ['id', 'name'] } },
      { on: 'provider.akamai', validator: 'ConflictsWith: []string{"edgerc"}', file: at(SP, 'ConflictsWith:'), facts: { atMostOne: ['config', 'edgerc'] } },
    ]);
  });

  test('stops at a validator that is neither a library one nor in the table, naming where it is written', async () => {
    const other = fresh({ [PT]: ['ValidateDiagFunc: validateKind', 'ValidateDiagFunc: validation.ToDiagFunc(validation.IsUUID)'] });
    await expect(scanAkamai(other, TABLE)).rejects.toThrow(`${at(PT, 'ValidateDiagFunc: validateKind')}: validator validation.IsUUID is neither`);
  });

  test('stops where tf.IsNotBlank\'s attribute has no type it reads', async () => {
    const other = fresh({ [G]: ['Type:             schema.TypeInt,\n\t\t\t\tOptional:         true,\n\t\t\t\tValidateDiagFunc: tf.IsNotBlank', 'Optional:         true,\n\t\t\t\tValidateDiagFunc: tf.IsNotBlank'] });
    await expect(scanAkamai(other, TABLE)).rejects.toThrow(`${at(G, '"count"')}: tf.IsNotBlank: the attribute's schema.Type is not read`);
  });

  test('stops at a resource registered with a schema it does not read', async () => {
    const other = fresh({ [`${P}/provider.go`]: ['"akamai_gadget": resourceGadget(),', '"akamai_gadget": resourceGadget,'] });
    await expect(scanAkamai(other, TABLE)).rejects.toThrow(`${P}/provider.go: SDKResources registers akamai_gadget with a schema not read`);
  });

  test('checks that an inline function of the table still starts on its line', async () => {
    const entry = (line: number) => ({ inline: { readFrom: { file: G, func: FUNC_LITERAL, line }, facts: () => [] } });
    await expect(checkCustomValidators(dir, entry(LABEL_LINE))).resolves.toBeUndefined();
    await expect(checkCustomValidators(dir, entry(LABEL_LINE + 1))).rejects.toThrow(`inline: ${FUNC_LITERAL} is not declared at ${G}:${LABEL_LINE + 1}`);
  });
});

/**
 * The provider's own source at v9.2.0 (the git directory named by AKAMAI_PROVIDER_GIT; skipped without it) scans to
 * the committed fact files, byte for byte, and the table of its validators is where the scan reads it.
 */
const PROVIDER_GIT = process.env.AKAMAI_PROVIDER_GIT;

describe.skipIf(PROVIDER_GIT === undefined)('the Akamai provider v9.2.0', () => {
  let source = '';
  beforeAll(() => {
    source = mkdtempSync(join(tmpdir(), 'akamai-v9.2.0-'));
    const archive = execFileSync('git', ['--git-dir', PROVIDER_GIT!, 'archive', 'v9.2.0', 'go.mod', 'pkg'], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', source], { input: archive });
  });
  afterAll(() => rmSync(source, { recursive: true, force: true }));

  test('scans to test/fixtures/akamai-validator-facts.json and akamai-cross-field-facts.json', async () => {
    await checkCustomValidators(source, AKAMAI_VALIDATORS);
    const committed = (name: string) => readFileSync(join(__dirname, '..', 'fixtures', name), 'utf-8');
    const facts = await scanAkamai(source);
    expect(factsText(akamaiValidatorAbout('v9.2.0'), facts.validators)).toBe(committed('akamai-validator-facts.json'));
    expect(factsText(akamaiCrossFieldAbout('v9.2.0'), facts.crossField)).toBe(committed('akamai-cross-field-facts.json'));
  }, 120_000);
});
