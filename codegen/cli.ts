import { errorLine, gen } from './gen-command';

/** `npx projen gen`: see codegen/gen-command.ts. An expected error prints one line, without a stack trace. */
gen(process.argv.slice(2)).catch((error: unknown) => {
  console.error(errorLine(error) ?? error);
  process.exit(1);
});
