import { emitEntries } from './entries';

/** `npx projen gen` ends with this: the lazy entry modules (codegen/entries.ts), from the index modules and what they re-export. */
emitEntries();
