/** The shape of a catalogue entry (domain/errors.ts), after Astro's `ErrorData`. */

/** What a caller may branch on (exit code, retry, "no such tenant"); several entries share one. */
export type VitrineErrorCode =
  | 'bad-usage'
  | 'source-not-found'
  | 'source-http'
  | 'source-timeout'
  | 'source-malformed'
  | 'source-aborted'
  | 'invalid-site-config'
  | 'invalid-record'
  | 'unsafe-path'
  | 'app-bundle-missing'
  | 'render-failed'
  | 'publish-failed'
  | 'rollback-failed'
  | 'build-warning'
  | 'not-found'
  | 'client-failure'
  | 'site-locked'
  | 'source-too-large'
  | 'listings-shrunk'
  | 'interrupted'
  | 'deploy-failed'
  | 'base-unreadable'
  | 'listen-failed';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry types its own details
type Message = string | ((...details: any[]) => string);

export interface ErrorData {
  /** Unique, the entry's export name; the error page decides by it. */
  name: string;
  code: VitrineErrorCode;
  /** A short summary, for lists and docs. */
  title: string;
  message: Message;
  /** What to do about it, where the message does not already say. */
  hint?: string;
}

/** Declares an entry, keeping its literal types (the message's parameters). */
export const entry = <const E extends ErrorData>(data: E): E => data;

