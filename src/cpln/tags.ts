import { IConstruct } from 'constructs';
import { Aspects, Fn, TerraformResource, Token } from '../framework';
import { propError } from '../prop-error';
import { checkString } from '../props';
import { catalogFor } from '../validation/catalog';

/** A tag added below a scope: its value, and how deep its scope is (the nearest scope's value wins). */
interface Inherited {
  readonly value: string;
  readonly depth: number;
}

/** What the tag aspects know of one resource: the tags its app gave it, and the tags inherited so far. */
interface Tagged {
  readonly own: { [key: string]: string } | undefined;
  readonly inherited: Map<string, Inherited>;
}

const tagged = new WeakMap<IConstruct, Tagged>();

/**
 * Tags every Control Plane resource below a construct (a stack, an L2, a construct of the app's own), as
 * aws-cdk-lib's `Tags.of(scope).add(key, value)`: the GVCs, workloads, identities, secrets, policies, domains
 * and volume sets the L2s write and the L1 resources of the app, each of a type that has tags. A tag the
 * resource is given itself (a `tags` prop or argument) keeps its value; where two scopes add the same key, the
 * nearer one's value wins. Applied when the stack is synthesized, to what the scope holds then.
 */
export class Tags {
  /** The tags of every Control Plane resource below `scope`. */
  public static of(scope: IConstruct): Tags {
    return new Tags(scope);
  }

  private constructor(private readonly scope: IConstruct) {}

  /** Adds the tag `key` = `value` to every Control Plane resource with tags below the scope. */
  public add(key: string, value: string): void {
    checkString(this.scope, 'Tags.add.key', key);
    checkString(this.scope, 'Tags.add.value', value);
    if (Token.isUnresolved(key)) throw propError(this.scope, 'Tags.add.key', 'is a Terraform expression; a tag added to every resource below a scope has a key known at synth');
    const depth = this.scope.node.scopes.length;
    Aspects.of(this.scope).add({ visit: (node) => tag(node, key, { value, depth }) });
  }
}

/** Adds an inherited tag to a Control Plane resource that has tags, below its own tags. */
function tag(node: IConstruct, key: string, inherited: Inherited): void {
  if (!(node instanceof TerraformResource) || !hasTags(node.terraformResourceType)) return;
  const resource = node as TerraformResource & {
    tags: { [key: string]: string };
    readonly tagsInput?: { [key: string]: string };
  };
  let state = tagged.get(node);
  if (state === undefined) {
    state = { own: resource.tagsInput, inherited: new Map() };
    tagged.set(node, state);
  }
  const before = state.inherited.get(key);
  if (before !== undefined && before.depth > inherited.depth) return;
  state.inherited.set(key, inherited);
  const added = Object.fromEntries([...state.inherited].map(([k, { value }]) => [k, value]));
  const own = state.own;
  // Tags given as one Terraform expression are merged by Terraform, theirs last: they keep their values.
  resource.tags = own === undefined
    ? added
    : Token.isUnresolved(own) ? Token.asStringMap(Fn.merge([added, own])) : { ...added, ...own };
}

function hasTags(type: string): boolean {
  if (!type.startsWith('cpln_')) return false;
  return catalogFor('cpln')?.block(type)?.attributes?.tags !== undefined;
}
