/**
 * The attributes a generated L1 class hands to cdktf, without the undefined ones: the generator lists
 * every argument of a type, most of them unset, and cdktf's token resolution would visit each before
 * dropping it. The synthesized JSON is the same (see codegen/pass-defined-attributes.ts).
 */
export function definedAttributes(attributes: { [name: string]: any }): { [name: string]: any } {
  const defined: { [name: string]: any } = {};
  for (const name in attributes) {
    if (attributes[name] !== undefined) defined[name] = attributes[name];
  }
  return defined;
}
