import { addImport, Pass, PassContext, unexpected } from './passes';

/**
 * Nothing a user writes is silently dropped (src/runtime/known-keys.ts): every struct gets the set of
 * its property names; a construct's config, each struct converted to Terraform, and each value set on
 * a single block object are checked against it. An unknown key is an error naming the construct path,
 * the key and the nearest known names; JSON for valid input is unchanged.
 */
export const knownKeysPass: Pass = {
  name: 'known-keys',
  apply(source, context) {
    const structs = interfaces(source);
    if (structs.size === 0) return source;
    let out = source;
    // The key sets, declared after each interface.
    out = out.replace(/^export interface (\w+)(?: extends [\w.]+)? \{\n[\s\S]*?^\}\n/gm, (declaration, name: string) =>
      `${declaration}const ${keysOf(name)} = knownKeys(${structs.get(name)!.map((key) => JSON.stringify(key)).join(', ')});\n`);
    // Structs converted to Terraform (JSON and HCL).
    let conversions = 0;
    out = out.replace(
      /(\nexport function \w+To(?:Hcl)?Terraform\(struct\?: ([\w.| ]+)\): any \{\n  if \(!cdktf\.canInspect\(struct\) \|\| cdktf\.Tokenization\.isResolvable\(struct\)\) \{ return struct; \}\n)/g,
      (_all, head: string, types: string) => {
        const struct = structOf(types, structs, context);
        conversions++;
        // A string where a struct belongs (an element of a list token, or a JavaScript mistake) is written as
        // given: Terraform resolves the one, validation reports the other; neither becomes an empty block.
        return `${head}  if (typeof struct === 'string') { return struct; }\n  checkKeys(struct, ${keysOf(struct)}, ${JSON.stringify(struct)});\n`;
      },
    );
    const expected = (source.match(/\nexport function \w+To(?:Hcl)?Terraform\(/g) ?? []).length;
    if (conversions !== expected) throw unexpected(this.name, context, `checked ${conversions} of ${expected} conversion functions`);
    // Values set on block objects.
    out = out.replace(/(\n  public set internalValue\(value: (\w+)( \| cdktf\.IResolvable)? \| undefined\) \{\n)/g, (all, head: string, struct: string, resolvable: string | undefined) => {
      // A block object's value is one of the file's structs; an attribute that happens to be named `internal_value` is not.
      if (!structs.has(struct)) return all;
      return `${head}    value = singleValue(this, value, ${keysOf(struct)}, ${JSON.stringify(struct)}, ${resolvable !== undefined});\n`;
    });
    // The constructs' configs, right after the super call.
    out = out.replace(/(\n  public constructor\(scope: Construct, id: string, config(?:\?)?: (\w+)(?: = \{\})?\) \{\n    super\(scope, id, \{[\s\S]*?\n    \}\);\n)/g, (_all, head: string, struct: string) => {
      if (!structs.has(struct)) throw unexpected(knownKeysPass.name, context, `a constructor takes ${struct}, which is not an interface of the file`);
      return `${head}    checkConfig(this, config, ${keysOf(struct)}, ${JSON.stringify(struct)});\n`;
    });
    // Structs below a construct are checked while it synthesizes: the error gets the construct's path.
    let syntheses = 0;
    out = out.replace(/(\n  protected synthesize(?:Hcl)?Attributes\(\): \{ \[name: string\]: any \} \{\n)([\s\S]*?)\n  \}\n/g, (_all, head: string, body: string) => {
      syntheses++;
      return `${head}    return inConstruct(this, () => {\n${body.replace(/^/gm, '  ')}\n    });\n  }\n`;
    });
    if (syntheses !== (source.match(/\n  protected synthesize(?:Hcl)?Attributes\(\)/g) ?? []).length) throw unexpected(this.name, context, 'a synthesize method has an unexpected shape');
    const used = ['checkConfig', 'checkKeys', 'inConstruct', 'knownKeys', 'singleValue'].filter((name) => out.includes(`${name}(`));
    return addImport(out, context, used.join(', '), `${context.runtime}/known-keys`);
  },
};

/** The property names of every interface of a generated file, the config interfaces with cdktf's meta-arguments. */
function interfaces(source: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, name, parent, body] of source.matchAll(/^export interface (\w+)(?: extends ([\w.]+))? \{\n([\s\S]*?)^\}\n/gm)) {
    const keys = [...body.matchAll(/^  readonly (\w+)\??:/gm)].map((m) => m[1]);
    if (parent === 'cdktf.TerraformMetaArguments') keys.push(...META_ARGUMENTS);
    found.set(name, keys);
  }
  return found;
}

/** The properties of cdktf's `TerraformMetaArguments`, which every resource and data source config extends. */
const META_ARGUMENTS = ['dependsOn', 'count', 'provider', 'lifecycle', 'forEach', 'provisioners', 'connection'];

function keysOf(struct: string): string {
  return `keysOf${struct}`;
}

/** The struct a conversion function takes: `XOutputReference | X`, `X | cdktf.IResolvable` or `X`. */
function structOf(types: string, structs: Map<string, string[]>, context: PassContext): string {
  const candidates = types.split('|').map((t) => t.trim()).filter((t) => structs.has(t));
  if (candidates.length !== 1) throw unexpected(knownKeysPass.name, context, `cannot tell the struct of a conversion function taking ${types}`);
  return candidates[0];
}
