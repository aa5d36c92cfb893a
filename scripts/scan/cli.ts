import { writeFileSync } from 'fs';
import { join } from 'path';
import { rulesBuilderText } from './facts-json';
import { rulesBuilderAbout, scanRulesBuilder } from './rules-builder';

/**
 * Writes the fact files test/fixtures/*-facts.json from a checkout of a provider's source at the tag the facts
 * describe: `npx projen scan-facts --akamai <checkout> --akamai-tag v9.2.0` (CONTRIBUTING.md, "Updating a
 * provider version", says how to get the checkout).
 */
const USAGE = 'usage: scan-facts --akamai <terraform-provider-akamai checkout> --akamai-tag <its tag>';

function argument(args: readonly string[], name: string): string {
  const value = args[args.indexOf(name) + 1];
  if (!args.includes(name) || value === undefined || value.startsWith('--')) throw new Error(USAGE);
  return value;
}

async function main(args: readonly string[]): Promise<void> {
  const [checkout, tag] = [argument(args, '--akamai'), argument(args, '--akamai-tag')];
  const file = join(__dirname, '..', '..', 'test', 'fixtures', 'akamai-rules-builder-facts.json');
  const facts = await scanRulesBuilder(checkout);
  writeFileSync(file, rulesBuilderText(rulesBuilderAbout(tag, facts.formats.length), facts));
  console.log(`wrote ${file}`);
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
