/** Types of bin/cli-bundle.mjs (plain JavaScript: it runs before any TypeScript loader). */
export declare const root: string;
/** The compiled entry's file URL when it is current, else null. */
export declare function currentCli(): string | null;
/** Bundles the CLI into .vitrine/cli/<id>/ and makes it current; resolves with the entry's URL. */
export declare function buildCli(options?: { logLevel?: 'silent' | 'error' | 'warning' | 'info'; clean?: boolean }): Promise<string>;
