import { writeFileSync } from 'fs';
import { join } from 'path';
import { akamaiCrossFieldAbout, akamaiValidatorAbout, scanAkamai } from './akamai';
import { cplnCrossFieldAbout, cplnValidatorAbout, scanCpln } from './cpln';
import { AKAMAI_VALIDATORS, CPLN_VALIDATORS, checkCustomValidators } from './custom-validators';
import { factsText, rulesBuilderText } from './facts-json';
import { rulesBuilderAbout, scanRulesBuilder } from './rules-builder';

/**
 * Writes the fact files test/fixtures/*-facts.json from checkouts of the providers' source at the tags the facts
 * describe: `npx projen scan-facts --cpln <checkout> --cpln-tag v1.2.31 --akamai <checkout> --akamai-tag v9.2.0`
 * (either provider alone rescans its files; CONTRIBUTING.md, "Updating a provider version", says how to get the
 * checkouts).
 */
const USAGE = 'usage: scan-facts [--cpln <terraform-provider-cpln checkout> --cpln-tag <its tag>] [--akamai <terraform-provider-akamai checkout> --akamai-tag <its tag>]';

/** A provider's checkout and tag, or undefined when neither is given. */
function provider(args: readonly string[], name: string): { checkout: string; tag: string } | undefined {
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 && args[i + 1] !== undefined && !args[i + 1].startsWith('--') ? args[i + 1] : undefined;
  };
  const [checkout, tag] = [value(`--${name}`), value(`--${name}-tag`)];
  if (!checkout && !tag) return undefined;
  if (!checkout || !tag) throw new Error(USAGE);
  return { checkout, tag };
}

function write(name: string, text: string): void {
  const file = join(__dirname, '..', '..', 'test', 'fixtures', name);
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}

async function main(args: readonly string[]): Promise<void> {
  const [cpln, akamai] = [provider(args, 'cpln'), provider(args, 'akamai')];
  if (!cpln && !akamai) throw new Error(USAGE);
  if (cpln) {
    await checkCustomValidators(cpln.checkout, CPLN_VALIDATORS);
    const facts = await scanCpln(cpln.checkout);
    write('cpln-validator-facts.json', factsText(cplnValidatorAbout(cpln.tag), facts.validators));
    write('cpln-cross-field-facts.json', factsText(cplnCrossFieldAbout(cpln.tag), facts.crossField));
  }
  if (akamai) {
    const facts = await scanRulesBuilder(akamai.checkout);
    write('akamai-rules-builder-facts.json', rulesBuilderText(rulesBuilderAbout(akamai.tag, facts.formats.length), facts));
    await checkCustomValidators(akamai.checkout, AKAMAI_VALIDATORS);
    const attributes = await scanAkamai(akamai.checkout);
    write('akamai-validator-facts.json', factsText(akamaiValidatorAbout(akamai.tag), attributes.validators));
    write('akamai-cross-field-facts.json', factsText(akamaiCrossFieldAbout(akamai.tag), attributes.crossField));
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
