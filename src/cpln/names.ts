/**
 * The name a Control Plane resource takes from its construct id when none is given (`Database` gives
 * `database`, `api_v2` gives `api-v2`): lower case, other characters as dashes, trimmed of dashes and digits at
 * the start. The catalog's name rule then judges it like a name given.
 */
export function nameFromId(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^[-0-9]+|-+$/g, '').replace(/--+/g, '-');
}

/** A secret type with its article, for messages (`an opaque secret`, `a dictionary secret`). */
export function aSecretOf(type: string | undefined): string {
  return `${/^[aeio]/.test(type ?? '') ? 'an' : 'a'} ${type} secret`; // a userpass, an opaque, an aws
}
