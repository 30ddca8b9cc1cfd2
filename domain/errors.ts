/**
 * The error catalogue, in Astro's shape (`core/errors/errors-data.ts`): every error the
 * CLI reports, every text a visitor reads on an error, and every warning a build logs is
 * one entry here, `{ name, code, title, message, hint? }` — `message` a string or a
 * function of the details. Callers never write their own sentence: they name an entry
 * (`vitrineError(SiteConfigInvalid, [site, details])`). Visitor texts are pt-BR (spec §8);
 * the schema messages of spec §5 are kept verbatim. Each entry is its own export, so the
 * browser bundles carry only the texts they use.
 */

import type { ErrorData, VitrineErrorCode } from './errors/entry.ts';

export type { ErrorData, VitrineErrorCode } from './errors/entry.ts';
export * from './errors/visitor.ts';
export * from './errors/build.ts';
export * from './errors/sources.ts';
export * from './errors/publish.ts';
export * from './errors/deploy.ts';
export * from './errors/servers.ts';
export * from './errors/search.ts';
export * from './errors/cli.ts';
export * from './errors/browser.ts';


/** The details an entry's message takes (none for a fixed text). */
export type MessageArgs<E extends ErrorData> = E['message'] extends (...details: infer A) => string ? A : [];

/** The entry's text with its details filled in. */
export function messageOf<E extends ErrorData>(entry: E, ...details: MessageArgs<E>): string {
  return typeof entry.message === 'function' ? entry.message(...details) : entry.message;
}

/** An error the CLI reports as a sentence, not a stack trace. */
export class VitrineError extends Error {
  readonly code: VitrineErrorCode;
  readonly status?: number;
  /** The catalogue entry it was made from, when it was. */
  readonly entry?: string;
  readonly hint?: string;
  constructor(code: VitrineErrorCode, message: string, options?: { cause?: unknown; status?: number; entry?: ErrorData }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'VitrineError';
    this.code = code;
    if (options?.status !== undefined) this.status = options.status;
    if (options?.entry) {
      this.entry = options.entry.name;
      if (options.entry.hint !== undefined) this.hint = options.entry.hint;
    }
  }
}

/** The VitrineError of a catalogue entry: `vitrineError(SiteConfigInvalid, [site, details], { cause })`. */
export function vitrineError<E extends ErrorData>(
  entry: E,
  ...[details, options]: MessageArgs<E> extends [] ? [details?: [], options?: { cause?: unknown; status?: number }] : [details: MessageArgs<E>, options?: { cause?: unknown; status?: number }]
): VitrineError {
  const text = messageOf(entry, ...((details ?? []) as MessageArgs<E>));
  return new VitrineError(entry.code, text, { ...options, entry });
}
