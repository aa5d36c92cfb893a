/**
 * Terraform's functions as the framework's `Fn` class writes them (cdktf 0.21, cdktn 0.24: the same methods), for the
 * converter (codegen/convert-expression.ts): the method, the TypeScript type of each parameter and of the result.
 * test/codegen/convert.test.ts checks the table against the `Fn` class of both frameworks.
 *
 * Parameter and result kinds: `s` string, `n` number, `a` any, `r` IResolvable, `S` string[], `N` number[], `A` any[]
 * (one Terraform list argument); the converter also uses `M` (`{ [key: string]: string }`) and `b` (`boolean`). Where
 * the frameworks type a result differently (cdktf's `format` gives `any`, cdktn's `string`), the table has the
 * narrower. A parameter written `...k` is variadic: the remaining Terraform arguments, each of kind `k`, passed to the
 * method as one array (`Fn.concat([a, b])` writes `concat(a, b)`).
 */
export interface FunctionSignature {
  /** The method of `Fn`. */
  readonly method: string;
  readonly params: readonly string[];
  readonly returns: ValueKind;
  /** How many Terraform arguments may be left out at the end (`range(5)`, `lookup(m, k)`). */
  readonly optional?: number;
}

/** What a TypeScript expression is typed as, for the converter's coercions. */
export type ValueKind = 's' | 'n' | 'a' | 'r' | 'S' | 'N' | 'A' | 'M' | 'b';

const sig = (method: string, params: string, returns: ValueKind, optional?: number): FunctionSignature => ({
  method,
  params: params === '' ? [] : params.split(','),
  returns,
  optional,
});

/** Terraform function name → how `Fn` writes it. */
export const TERRAFORM_FUNCTIONS: Readonly<Record<string, FunctionSignature>> = {
  abs: sig('abs', 'n', 'n'),
  abspath: sig('abspath', 's', 's'),
  alltrue: sig('alltrue', 'A', 'r'),
  anytrue: sig('anytrue', 'A', 'r'),
  base64decode: sig('base64decode', 's', 's'),
  base64encode: sig('base64encode', 's', 's'),
  base64gzip: sig('base64gzip', 's', 's'),
  base64sha256: sig('base64sha256', 's', 's'),
  base64sha512: sig('base64sha512', 's', 's'),
  basename: sig('basename', 's', 's'),
  bcrypt: sig('bcrypt', 's,n', 's', 1),
  can: sig('can', 'a', 'r'),
  ceil: sig('ceil', 'n', 'n'),
  chomp: sig('chomp', 's', 's'),
  chunklist: sig('chunklist', 'A,n', 'S'),
  cidrhost: sig('cidrhost', 's,n', 's'),
  cidrnetmask: sig('cidrnetmask', 's', 's'),
  cidrsubnet: sig('cidrsubnet', 's,n,n', 's'),
  cidrsubnets: sig('cidrsubnets', 's,...n', 'S'),
  coalesce: sig('coalesce', '...a', 'a'),
  coalescelist: sig('coalescelist', '...a', 'a'),
  compact: sig('compact', 'S', 'S'),
  concat: sig('concat', '...a', 'a'),
  contains: sig('contains', 'a,a', 'a'),
  csvdecode: sig('csvdecode', 's', 'a'),
  dirname: sig('dirname', 's', 's'),
  distinct: sig('distinct', 'A', 'S'),
  element: sig('element', 'a,n', 'a'),
  endswith: sig('endswith', 's,s', 'r'),
  file: sig('file', 's', 's'),
  filebase64: sig('filebase64', 's', 's'),
  filebase64sha256: sig('filebase64sha256', 's', 's'),
  filebase64sha512: sig('filebase64sha512', 's', 's'),
  fileexists: sig('fileexists', 's', 'r'),
  filemd5: sig('filemd5', 's', 's'),
  fileset: sig('fileset', 's,s', 'S'),
  filesha1: sig('filesha1', 's', 's'),
  filesha256: sig('filesha256', 's', 's'),
  filesha512: sig('filesha512', 's', 's'),
  flatten: sig('flatten', 'a', 'a'),
  floor: sig('floor', 'n', 'n'),
  format: sig('format', 's,...a', 's'),
  formatdate: sig('formatdate', 's,s', 's'),
  formatlist: sig('formatlist', 's,...a', 'S'),
  indent: sig('indent', 'n,s', 's'),
  index: sig('index', 'a,a', 'a'),
  join: sig('join', 's,S', 's'),
  jsondecode: sig('jsondecode', 's', 'a'),
  jsonencode: sig('jsonencode', 'a', 's'),
  keys: sig('keys', 'a', 'a'),
  length: sig('lengthOf', 'a', 'n'),
  log: sig('log', 'n,n', 'n'),
  lookup: sig('lookup', 'a,s,a', 'a', 1),
  lower: sig('lower', 's', 's'),
  matchkeys: sig('matchkeys', 'A,A,A', 'S'),
  max: sig('max', '...n', 'n'),
  md5: sig('md5', 's', 's'),
  merge: sig('merge', '...a', 'a'),
  min: sig('min', '...n', 'n'),
  nonsensitive: sig('nonsensitive', 'a', 'a'),
  one: sig('one', 'a', 'a'),
  parseint: sig('parseint', 'a,n', 'a'),
  pathexpand: sig('pathexpand', 's', 's'),
  plantimestamp: sig('plantimestamp', '', 's'),
  pow: sig('pow', 'n,n', 'n'),
  range: sig('range', 'n,n,n', 'S', 2),
  regex: sig('regex', 's,s', 'a'),
  regexall: sig('regexall', 's,s', 'S'),
  replace: sig('replace', 's,s,s', 's'),
  reverse: sig('reverse', 'a', 'a'),
  rsadecrypt: sig('rsadecrypt', 's,s', 's'),
  sensitive: sig('sensitive', 'a', 'a'),
  setintersection: sig('setintersection', 'A,...A', 'S'),
  setproduct: sig('setproduct', '...a', 'a'),
  setsubtract: sig('setsubtract', 'A,A', 'S'),
  setunion: sig('setunion', 'A,...A', 'S'),
  sha1: sig('sha1', 's', 's'),
  sha256: sig('sha256', 's', 's'),
  sha512: sig('sha512', 's', 's'),
  signum: sig('signum', 'n', 'n'),
  slice: sig('slice', 'a,n,n', 'a'),
  sort: sig('sort', 'S', 'S'),
  split: sig('split', 's,s', 'S'),
  startswith: sig('startswith', 's,s', 'r'),
  strcontains: sig('strcontains', 's,s', 'r'),
  strrev: sig('strrev', 's', 's'),
  substr: sig('substr', 's,n,n', 's'),
  sum: sig('sum', 'a', 'a'),
  templatefile: sig('templatefile', 's,a', 'a'),
  textdecodebase64: sig('textdecodebase64', 's,s', 's'),
  textencodebase64: sig('textencodebase64', 's,s', 's'),
  timeadd: sig('timeadd', 's,s', 's'),
  timecmp: sig('timecmp', 's,s', 'n'),
  timestamp: sig('timestamp', '', 's'),
  title: sig('title', 's', 's'),
  tobool: sig('tobool', 'a', 'r'),
  tolist: sig('tolist', 'a', 'S'),
  tomap: sig('tomap', 'a', 'a'),
  tonumber: sig('tonumber', 'a', 'n'),
  toset: sig('toset', 'a', 'S'),
  tostring: sig('tostring', 'a', 's'),
  transpose: sig('transpose', 'a', 'a'),
  trim: sig('trim', 's,s', 's'),
  trimprefix: sig('trimprefix', 's,s', 's'),
  trimspace: sig('trimspace', 's', 's'),
  trimsuffix: sig('trimsuffix', 's,s', 's'),
  try: sig('try', '...a', 'a'),
  upper: sig('upper', 's', 's'),
  urlencode: sig('urlencode', 's', 's'),
  uuid: sig('uuid', '', 's'),
  uuidv5: sig('uuidv5', 's,s', 's'),
  values: sig('values', 'a', 'a'),
  yamldecode: sig('yamldecode', 's', 'a'),
  yamlencode: sig('yamlencode', 'a', 's'),
  zipmap: sig('zipmap', 'S,a', 'a'),
};
