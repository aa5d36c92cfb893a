// The `convert` command on corpora of real configurations, each converted, type-checked, run and synthesized, and
// compared with its own JSON form (scripts/convert-round-trip.ts): the Akamai provider's test configurations (every
// .tf file under pkg/**/testdata of a checkout of terraform-provider-akamai) and the Terraform examples of the Control
// Plane provider's docs (the ```terraform blocks of docs/**/*.md of a checkout of terraform-provider-cpln), and the
// rule trees of the Akamai provider's tests (the .json files under pkg/**/testdata with "behaviors"), each given as a
// PropertyDelivery's rules (scripts/convert-round-trip.ts, ruleTreeRoundTrips).
//
//   node -r tsx/cjs scripts/convert-corpus.ts [--akamai <checkout>] [--cpln <checkout>]
//     [--limit <n>] [--only <part of a name>] [--verbose]
//
// Prints the counts (converted exactly, converted with report lines, refused with a message, different) and every
// refusal and difference; exits 1 when anything is different.
import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';
import { RoundTripCase, RoundTripResult, roundTrips, RuleTreeCase, ruleTreeRoundTrips } from './convert-round-trip';

function filesUnder(dir: string, accept: (path: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current).sort()) {
      const full = join(current, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (accept(full)) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/** The Akamai provider's test configurations: one case per file. */
export function akamaiCases(checkout: string): RoundTripCase[] {
  return filesUnder(join(checkout, 'pkg'), (f) => f.endsWith('.tf') && /\/testdata\//i.test(f))
    .map((file) => ({ name: relative(checkout, file), files: { 'main.tf': readFileSync(file, 'utf-8') } }));
}

/** The Akamai provider's test rule trees: one case per JSON file holding behaviors. */
export function akamaiRuleTrees(checkout: string): RuleTreeCase[] {
  return filesUnder(join(checkout, 'pkg'), (f) => f.endsWith('.json') && /\/testdata\//i.test(f))
    .map((file) => ({ name: relative(checkout, file), text: readFileSync(file, 'utf-8') }))
    .filter((c) => c.text.includes('"behaviors"'));
}

/** The Control Plane provider's documentation examples: one case per ```terraform block. */
export function cplnCases(checkout: string): RoundTripCase[] {
  const cases: RoundTripCase[] = [];
  for (const file of filesUnder(join(checkout, 'docs'), (f) => f.endsWith('.md'))) {
    const blocks = [...readFileSync(file, 'utf-8').matchAll(/^```(?:terraform|hcl)\n([\s\S]*?)^```/gm)].map((m) => m[1]);
    blocks.forEach((text, i) => cases.push({ name: `${relative(checkout, file)}#${i + 1}`, files: { 'main.tf': text } }));
  }
  return cases;
}

async function main(argv: string[]): Promise<number> {
  const option = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const verbose = argv.includes('--verbose');
  const limit = Number(option('--limit') ?? Infinity);
  const only = option('--only');
  const pick = (cases: RoundTripCase[]) => cases
    .filter((c) => only === undefined || c.name.includes(only))
    .slice(0, limit);
  const corpora: Array<[string, RoundTripCase[] | RuleTreeCase[]]> = [];
  const akamai = option('--akamai');
  const cpln = option('--cpln');
  if (akamai !== undefined) {
    corpora.push(['akamai', pick(akamaiCases(akamai))]);
    corpora.push(['akamai rule trees', akamaiRuleTrees(akamai).filter((c) => only === undefined || c.name.includes(only)).slice(0, limit)]);
  }
  if (cpln !== undefined) corpora.push(['cpln', pick(cplnCases(cpln))]);
  if (corpora.length === 0) {
    console.error('usage: convert-corpus.ts [--akamai <terraform-provider-akamai checkout>] [--cpln <terraform-provider-cpln checkout>] [--limit <n>] [--only <part of a name>] [--verbose]');
    return 2;
  }
  let failed = false;
  for (const [name, cases] of corpora) {
    const results: RoundTripResult[] = [];
    // In batches: each is type-checked as one program.
    for (let i = 0; i < cases.length; i += 250) {
      const batch = cases.slice(i, i + 250);
      const folder = `${name.replace(/\s+/g, '-')}-${i}`;
      results.push(...'text' in (batch[0] ?? {}) ? await ruleTreeRoundTrips(batch as RuleTreeCase[], folder) : await roundTrips(batch as RoundTripCase[], folder));
    }
    const count = (status: RoundTripResult['status']) => results.filter((r) => r.status === status).length;
    console.log(`${name}: ${results.length} configurations: ${count('exact')} converted exactly, ${count('reported')} converted with report lines (overrides, notes), ${count('refused')} refused with a message, ${count('different')} different`);
    for (const r of results) {
      if (r.status === 'refused') console.log(`  refused ${r.name}: ${r.message}`);
      if (r.status === 'different') {
        failed = true;
        console.log(`  DIFFERENT ${r.name}:`);
        for (const d of r.differences) console.log(`    ${d}`);
      }
      if (verbose && r.status === 'reported') for (const line of r.report) console.log(`  ${r.name}: ${line}`);
    }
    const lines = new Map<string, number>();
    for (const r of results) for (const line of r.report) {
      const kind = line.replace(/^[^:]*:\d*: /, '').replace(/"[^"]*"/g, '"…"').replace(/[a-z0-9]+_[a-z0-9_]+/g, '<type>');
      lines.set(kind, (lines.get(kind) ?? 0) + 1);
    }
    console.log(`  report lines by kind (${[...lines.values()].reduce((a, b) => a + b, 0)}):`);
    for (const [kind, n] of [...lines].sort((a, b) => b[1] - a[1]).slice(0, verbose ? Infinity : 25)) console.log(`    ${n}\t${kind}`);
  }
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then((code) => process.exit(code), (e: unknown) => {
  console.error(e);
  process.exit(1);
});
