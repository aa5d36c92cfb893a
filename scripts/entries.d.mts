// The types of scripts/entries.mjs, for the tests that import it.
export declare function emitEntries(root: string, entries?: { name: string; index: string }[]): void;
