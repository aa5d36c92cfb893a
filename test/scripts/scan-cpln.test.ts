import { beforeAll, describe, expect, test } from 'vitest';
import { scanCpln } from '../../scripts/scan/cpln';
import { checkCustomValidators } from '../../scripts/scan/custom-validators';
import { goCheckouts } from '../support/go-checkout';

/*
 * The Control Plane scanner (scripts/scan/cpln.ts) on a small provider written like the real one: a schema built
 * by helpers in another file (MergeAttributes, EntityBaseAttributes, NameSchema with its conditions on the entity
 * name and on fields the constructors set), nested blocks, a package variable spread, a validator applied to a
 * map's values, a computed-only attribute and the provider's own validators. The expected facts are read from
 * the Go below by hand.
 */

const COMMON = `package provider

import (
	"fmt"
	"strings"

	"example.com/terraform-provider-cpln/internal/provider/validators"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

type EntityBase struct {
	IsNameComputed  bool
	RequiresReplace func() planmodifier.String
}

func (r *EntityBase) EntityBaseAttributes(entityName string) map[string]schema.Attribute {
	return map[string]schema.Attribute{
		"name": r.NameSchema(entityName),
		"tags": schema.MapAttribute{
			Optional: true,
			Validators: []validator.Map{
				validators.TagValidator{},
			},
		},
	}
}

func (r *EntityBase) NameSchema(entityName string) schema.StringAttribute {
	description := fmt.Sprintf("Name of the %s.", entityName)
	if r.IsNameComputed {
		return schema.StringAttribute{Description: description, Computed: true}
	}
	nameValidators := []validator.String{}
	if entityName != "Domain" {
		nameValidators = append(nameValidators, validators.NameValidator{})
	}
	var requiresReplace planmodifier.String
	if r.RequiresReplace != nil {
		requiresReplace = r.RequiresReplace()
	}
	return schema.StringAttribute{
		Description:   description,
		Required:      true,
		Validators:    nameValidators,
		PlanModifiers: []planmodifier.String{requiresReplace},
	}
}

func MergeAttributes(maps ...map[string]schema.Attribute) map[string]schema.Attribute {
	merged := make(map[string]schema.Attribute)
	for _, m := range maps {
		for key, value := range m {
			merged[key] = value
		}
	}
	return merged
}

var CloudProviders = []string{"aws", "gcp"}
`;

const IMPORTS = `import (
	"context"
	"regexp"

	"example.com/terraform-provider-cpln/internal/provider/validators"
	"github.com/hashicorp/terraform-plugin-framework-validators/int32validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/mapvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/objectvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/resourcevalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)
`;

const WIDGET = `package provider

${IMPORTS}
type WidgetResource struct {
	EntityBase
}

func NewWidgetResource() resource.Resource {
	resource := WidgetResource{}
	resource.EntityBase.RequiresReplace = resource.RequiresReplace
	return &resource
}

func (w *WidgetResource) RequiresReplace() planmodifier.String {
	return stringplanmodifier.RequiresReplace()
}

func (w *WidgetResource) Metadata(ctx context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = "cpln_widget"
}

func (w *WidgetResource) Schema(ctx context.Context, req resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		Attributes: MergeAttributes(w.EntityBaseAttributes("Widget"), map[string]schema.Attribute{
			"cloud": schema.StringAttribute{
				Optional: true,
				Validators: []validator.String{
					stringvalidator.OneOf(CloudProviders...),
				},
			},
			"status": schema.Int32Attribute{
				Computed: true,
				Validators: []validator.Int32{
					int32validator.AtLeast(0),
				},
			},
			"env": schema.MapAttribute{
				Optional: true,
				Validators: []validator.Map{
					mapvalidator.SizeAtMost(10),
					mapvalidator.ValueStringsAre(
						stringvalidator.LengthAtMost(4 * 1024),
					),
				},
			},
		}),
		Blocks: map[string]schema.Block{
			"port": schema.ListNestedBlock{
				NestedObject: schema.NestedBlockObject{
					Attributes: map[string]schema.Attribute{
						"number": schema.Int32Attribute{
							Required: true,
							Validators: []validator.Int32{
								int32validator.Between(80, 65535),
								int32validator.NoneOf(8012, 8022),
							},
						},
						"protocol": schema.StringAttribute{
							Optional: true,
							Validators: []validator.String{
								stringvalidator.OneOf("http", "tcp"),
								stringvalidator.ConflictsWith(path.MatchRelative().AtParent().AtName("number")),
							},
						},
					},
					Blocks: map[string]schema.Block{
						"tls": schema.SingleNestedBlock{
							Attributes: map[string]schema.Attribute{
								"key": schema.StringAttribute{
									Optional: true,
									Validators: []validator.String{
										validators.NewPrefixStringValidator("arn:aws.", "key ARN"),
										stringvalidator.RegexMatches(
											regexp.MustCompile(\`^arn:(aws|aws-cn):kms:.+\`),
											"must be the Amazon Resource Name of a KMS key",
										),
									},
								},
								"cert": schema.StringAttribute{
									Optional: true,
									Validators: []validator.String{
										stringvalidator.ExactlyOneOf(path.MatchRelative().AtParent().AtName("key"), path.MatchRelative().AtParent().AtName("cert")),
									},
								},
							},
						},
					},
					Validators: []validator.Object{
						objectvalidator.ConflictsWith(path.MatchRelative().AtParent().AtParent().AtName("cloud"), path.MatchRoot("env")),
					},
				},
				Validators: []validator.List{
					listvalidator.SizeAtMost(4),
				},
			},
		},
	}
}

func (w *WidgetResource) ConfigValidators(ctx context.Context) []resource.ConfigValidator {
	expressions := []path.Expression{
		path.MatchRoot("cloud"),
		path.MatchRoot("port"),
	}
	return []resource.ConfigValidator{
		resourcevalidator.ExactlyOneOf(expressions...),
		resourcevalidator.Conflicting(path.MatchRoot("env"), path.MatchRoot("cloud")),
	}
}
`;

/** An org names itself (its constructor sets IsNameComputed); a domain's name has no NameValidator. */
const ORG_AND_DOMAIN = `package provider

${IMPORTS}
type OrgResource struct {
	EntityBase
}

func NewOrgResource() resource.Resource {
	return &OrgResource{EntityBase: EntityBase{IsNameComputed: true}}
}

func (o *OrgResource) Metadata(ctx context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = "cpln_org"
}

func (o *OrgResource) Schema(ctx context.Context, req resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{Attributes: o.EntityBaseAttributes("Organization")}
}

type DomainDataSource struct {
	EntityBase
}

func NewDomainDataSource() datasource.DataSource {
	return &DomainDataSource{}
}

func (d *DomainDataSource) Metadata(ctx context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = "cpln_domain"
}

func (d *DomainDataSource) Schema(ctx context.Context, req datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{Attributes: d.EntityBaseAttributes("Domain")}
}
`;

const VALIDATORS = `package validators

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

type NameValidator struct{}

func (v NameValidator) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	value := req.ConfigValue.ValueString()
	if len(value) > 63 {
		resp.Diagnostics.AddError("Name Too Long", value)
	}
}

type PrefixStringValidator struct {
	Prefix string
}

func NewPrefixStringValidator(prefix, label string) PrefixStringValidator {
	return PrefixStringValidator{Prefix: prefix}
}
`;

const FILES: Record<string, string> = {
  'go.mod': 'module example.com/terraform-provider-cpln\n',
  'internal/provider/common.go': COMMON,
  'internal/provider/resource_widget.go': WIDGET,
  'internal/provider/resource_org_and_domain.go': ORG_AND_DOMAIN,
  'internal/provider/validators/validators.go': VALIDATORS,
};

/** A file:line of the first line of `file` holding `snippet`. */
function at(file: string, snippet: string): string {
  const line = FILES[file].split('\n').findIndex((l) => l.includes(snippet));
  if (line < 0) throw new Error(`${snippet} is not in ${file}`);
  return `${file}:${line + 1}`;
}

describe('the Control Plane validator and cross-field scan', () => {
  const fresh = goCheckouts(FILES, 'scan-cpln-');
  let dir = '';
  beforeAll(() => {
    dir = fresh();
  });

  const C = 'internal/provider/common.go';
  const W = 'internal/provider/resource_widget.go';
  const tags = (on: string) => ({ on, path: 'tags', validator: 'validators.TagValidator{}', file: at(C, 'validators.TagValidator{}'), facts: { size: { max: 50 } } });

  test('follows the schema through its helpers and reads every validator form', async () => {
    expect((await scanCpln(dir)).validators).toEqual([
      // The org's name is computed (IsNameComputed from its constructor): no validator; only its tags.
      tags('cpln_org'),
      { on: 'cpln_widget', path: 'cloud', validator: 'stringvalidator.OneOf(CloudProviders...)', file: at(W, 'OneOf(CloudProviders'), facts: { enum: ['aws', 'gcp'] } },
      { on: 'cpln_widget', path: 'env', validator: 'mapvalidator.SizeAtMost(10)', file: at(W, 'SizeAtMost(10)'), facts: { size: { max: 10 } } },
      // Applied to the map's values; 4 * 1024 evaluated.
      { on: 'cpln_widget', path: 'env', validator: 'stringvalidator.LengthAtMost(4 * 1024)', file: at(W, 'LengthAtMost(4 * 1024)'), facts: { length: { max: 4096 } }, target: 'values' },
      // NameValidator from the table: two facts, written where NameSchema appends it.
      { on: 'cpln_widget', path: 'name', validator: 'validators.NameValidator{}', file: at(C, 'validators.NameValidator{}'), facts: { length: { max: 63 } }, note: 'len() in bytes; empty string not checked' },
      { on: 'cpln_widget', path: 'name', validator: 'validators.NameValidator{}', file: at(C, 'validators.NameValidator{}'), facts: { regex: '^[a-z][-a-z0-9]([-a-z0-9])*[a-z0-9]$' }, note: 'empty string not checked' },
      // The block's own validator; NoneOf and ConflictsWith give no attribute facts.
      { on: 'cpln_widget', path: 'port', validator: 'listvalidator.SizeAtMost(4)', file: at(W, 'SizeAtMost(4)'), facts: { size: { max: 4 } } },
      { on: 'cpln_widget', path: 'port.number', validator: 'int32validator.Between(80, 65535)', file: at(W, 'Between(80, 65535)'), facts: { range: { min: 80, max: 65535 } } },
      { on: 'cpln_widget', path: 'port.protocol', validator: 'stringvalidator.OneOf("http", "tcp")', file: at(W, 'OneOf("http", "tcp")'), facts: { enum: ['http', 'tcp'] } },
      // The prefix quoted as regexp.QuoteMeta does; the regex's text closed up on one line and cut at 90
      // characters (87 and '...').
      { on: 'cpln_widget', path: 'port.tls.key', validator: 'validators.NewPrefixStringValidator("arn:aws.", "key ARN")', file: at(W, 'NewPrefixStringValidator'), facts: { regex: '^arn:aws\\..*' } },
      {
        on: 'cpln_widget',
        path: 'port.tls.key',
        validator: 'stringvalidator.RegexMatches(regexp.MustCompile(`^arn:(aws|aws-cn):kms:.+`), "must be t...',
        file: at(W, 'stringvalidator.RegexMatches('),
        facts: { regex: '^arn:(aws|aws-cn):kms:.+' },
      },
      // status is computed-only: its validator never runs.
      tags('cpln_widget'),
      // A domain's name has no validator (entityName != "Domain"); a data source's type is data.<name>.
      tags('data.cpln_domain'),
    ]);
  });

  test('reads the cross-field validators with their paths made absolute', async () => {
    const relative = 'stringvalidator.ExactlyOneOf(path.MatchRelative().AtParent().AtName("key"), path.MatchRelative().AtParent().AtName("cert"))';
    const object = 'objectvalidator.ConflictsWith(path.MatchRelative().AtParent().AtParent().AtName("cloud"), path.MatchRoot("env"))';
    expect((await scanCpln(dir)).crossField).toEqual([
      // Sorted by line: protocol's ConflictsWith names one field, one pair.
      { on: 'cpln_widget', validator: 'stringvalidator.ConflictsWith(path.MatchRelative().AtParent().AtName("number"))', file: at(W, 'stringvalidator.ConflictsWith('), facts: { atMostOne: ['port.protocol', 'port.number'] } },
      // The cert's own attribute first, the other once; cut at 100 characters.
      { on: 'cpln_widget', validator: `${relative.slice(0, 97)}...`, file: at(W, 'stringvalidator.ExactlyOneOf('), facts: { exactlyOne: ['port.tls.cert', 'port.tls.key'] } },
      // The nested object's validator is at the list's element: two AtParent reach the root; two fields, two pairs.
      { on: 'cpln_widget', validator: `${object.slice(0, 97)}...`, file: at(W, 'objectvalidator.ConflictsWith('), facts: { atMostOne: ['port', 'cloud'] }, note: 'ConflictsWith on port: one of its 2 fields' },
      { on: 'cpln_widget', validator: `${object.slice(0, 97)}...`, file: at(W, 'objectvalidator.ConflictsWith('), facts: { atMostOne: ['port', 'env'] }, note: 'ConflictsWith on port: one of its 2 fields' },
      // ConfigValidators: the spread variable's paths.
      { on: 'cpln_widget', validator: 'resourcevalidator.ExactlyOneOf(expressions...)', file: at(W, 'resourcevalidator.ExactlyOneOf('), facts: { exactlyOne: ['cloud', 'port'] } },
      { on: 'cpln_widget', validator: 'resourcevalidator.Conflicting(path.MatchRoot("env"), path.MatchRoot("cloud"))', file: at(W, 'resourcevalidator.Conflicting('), facts: { atMostOne: ['env', 'cloud'] } },
    ]);
  });

  test('stops at a validator that is neither a library one nor in the table, naming where it is written', async () => {
    const other = fresh({ [W]: ['mapvalidator.SizeAtMost(10)', 'validators.EnvValidator{}'] });
    await expect(scanCpln(other)).rejects.toThrow(`${at(W, 'SizeAtMost(10)')}: validator validators.EnvValidator is neither`);
  });

  test('stops at a condition it cannot evaluate', async () => {
    const other = fresh({ [C]: ['if entityName != "Domain"', 'if entityName != strings.ToUpper(entityName)'] });
    await expect(scanCpln(other)).rejects.toThrow(`${at(C, 'if entityName != "Domain"')}: cannot evaluate entityName != strings.ToUpper(entityName)`);
  });

  test('checks that each function of the table is still declared where its facts were read', async () => {
    const V = 'internal/provider/validators/validators.go';
    const entry = (func: string, line: number) => ({ 'validators.NameValidator': { readFrom: { file: V, func, line }, facts: () => [] } });
    const body = Number(at(V, 'len(value) > 63').split(':')[1]);
    await expect(checkCustomValidators(dir, entry('NameValidator.ValidateString', body))).resolves.toBeUndefined();
    await expect(checkCustomValidators(dir, entry('NewPrefixStringValidator', body))).rejects.toThrow(`validators.NameValidator: NewPrefixStringValidator is not declared at ${V}:${body}`);
    await expect(checkCustomValidators(dir, entry('NameValidator.Validate', body))).rejects.toThrow('is not declared');
  });
});
