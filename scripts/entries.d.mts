// The types of scripts/entries.mjs, for the tests that import it.
export declare const ENTRY_DIR: string;
export declare function packageEntries(): { name: string; index: string }[];
export declare function emitEntries(root: string, entries?: { name: string; index: string }[]): void;
