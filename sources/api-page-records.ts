/**
 * Where each record of a back end's page of homes (`{"data":[…],"total":N}`) starts and ends in
 * the bytes it sent, found without parsing the records: a build digests each record's bytes, as
 * it digests an NDJSON line, and parses only the records the live release does not know
 * (builds/home-cache.ts). Parsing every page, then serialising every record again to digest it,
 * cost a one-listing rebuild from the back end ~0.4 s at 10,000 homes. Pure.
 *
 * Only the envelope's structure is read: strings (with their escapes), nesting and the
 * separators between the top-level members and between the array's elements. A record is
 * checked when it is parsed; a body that is not such an object gives null, and the caller parses
 * it to say what is wrong. Structural characters are ASCII, and no byte of a multi-byte UTF-8
 * sequence is, so the bytes are scanned as they came. Below the scanner, a page of homes as the
 * HTTP source keeps it (./http-api.ts): digests, records on demand, let go after the load.
 */
import { hash } from 'node:crypto';
import { ApiMalformedJson, vitrineError } from '../domain/errors.ts';
import { holdsAscii } from '../domain/rules/ascii-bytes.ts';
import { homeDigests } from './home-digests.ts';
import type { PageSpill } from './page-spill.ts';
import type { DigestedHomes } from './source.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

export interface PageRecords {
  /** Each record's [start, end) in the bytes, flat: start, end, start, end, … */
  spans: number[];
  /** The page's `total`, when it is a number. */
  total: number | undefined;
}

const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

function skipSpace(bytes: Buffer, at: number): number {
  while (isSpace(bytes[at])) at++;
  return at;
}

/**
 * The index after the string that starts at `at` (a quote), or -1 when it does not end. Most of
 * a page is strings: their closing quote is found natively (`indexOf`), and a quote after an odd
 * run of backslashes is escaped.
 */
function skipString(bytes: Buffer, at: number): number {
  for (let from = at + 1; ; ) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote < 0) return -1;
    let before = quote - 1;
    while (bytes[before] === BACKSLASH) before--;
    if ((quote - 1 - before) % 2 === 0) return quote + 1;
    from = quote + 1;
  }
}

/** The index after the value that starts at `at`, or -1 when its brackets or strings do not close. */
function skipValue(bytes: Buffer, at: number): number {
  const first = bytes[at];
  if (first === QUOTE) return skipString(bytes, at);
  if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
    // A number or a literal: up to the next separator.
    let i = at;
    while (i < bytes.length && bytes[i] !== COMMA && bytes[i] !== CLOSE_OBJECT && bytes[i] !== CLOSE_ARRAY && !isSpace(bytes[i])) i++;
    return i > at ? i : -1;
  }
  let depth = 0;
  for (let i = at; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      i = skipString(bytes, i) - 1;
      if (i < 0) return -1;
    } else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth++;
    else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      if (--depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The [start, end) of each element of the array that starts at `at`, and the index after it; null when it does not close. */
function arrayElements(bytes: Buffer, at: number): { spans: number[]; end: number } | null {
  const spans: number[] = [];
  at = skipSpace(bytes, at + 1);
  if (bytes[at] === CLOSE_ARRAY) return { spans, end: at + 1 };
  for (;;) {
    const end = skipValue(bytes, at);
    if (end < 0) return null;
    spans.push(at, end);
    at = skipSpace(bytes, end);
    if (bytes[at] === CLOSE_ARRAY) return { spans, end: at + 1 };
    if (bytes[at] !== COMMA) return null;
    at = skipSpace(bytes, at + 1);
  }
}

/** The records of a page `{"data":[…], "total": N, …}`; null for anything else (or a body cut short). */
export function pageRecords(body: Uint8Array): PageRecords | null {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let at = skipSpace(bytes, 0);
  if (bytes[at] !== OPEN_OBJECT) return null;
  let spans: number[] | null = null;
  let total: number | undefined;
  at = skipSpace(bytes, at + 1);
  if (bytes[at] === CLOSE_OBJECT) return null; // {}: no data array
  for (;;) {
    if (bytes[at] !== QUOTE) return null;
    const keyEnd = skipString(bytes, at);
    if (keyEnd < 0) return null;
    const [keyStart, keyStop] = [at + 1, keyEnd - 1];
    const isKey = (name: string) => keyStop - keyStart === name.length && holdsAscii(bytes, keyStart, name);
    at = skipSpace(bytes, keyEnd);
    if (bytes[at] !== COLON) return null;
    at = skipSpace(bytes, at + 1);
    if (isKey('data')) {
      if (bytes[at] !== OPEN_ARRAY || spans !== null) return null;
      const found = arrayElements(bytes, at);
      if (!found) return null;
      spans = found.spans;
      at = found.end;
    } else {
      const end = skipValue(bytes, at);
      if (end < 0) return null;
      if (isKey('total')) {
        const value = Number(bytes.toString('latin1', at, end));
        total = Number.isFinite(value) ? value : undefined;
      }
      at = end;
    }
    at = skipSpace(bytes, at);
    if (bytes[at] === COMMA) {
      at = skipSpace(bytes, at + 1);
      continue;
    }
    if (bytes[at] !== CLOSE_OBJECT) return null;
    break;
  }
  // Nothing but space may follow the object.
  return spans !== null && skipSpace(bytes, at + 1) === bytes.length ? { spans, total } : null;
}

/** A page of homes as fetched: each record's digest, and the record when asked for. */
export interface HomesPage {
  url: string;
  digests: string[];
  /** The page's total, when it gave one as a number. */
  total: number | undefined;
  /** Its records' digests together: the same key for the same records (a back end that ignores `page`). */
  key: string;
  record(index: number): unknown;
  /** Lets go of the page's bytes (or records): a full build has spilled every record it validated. */
  release(): void;
}

const letGo = (url: string) => new Error(`the records of ${url} were let go (DigestedHomes.release): ask the back end again`);

export function parseJson(body: Buffer, url: string): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw vitrineError(ApiMalformedJson, [url, (error as Error).message], { cause: error });
  }
}

/**
 * A page cut by the scanner: each record digested as the bytes the back end sent (as an NDJSON
 * line is), parsed when asked for; its bytes held here, or put aside in `spill` (./page-spill.ts).
 */
export function rawPage(url: string, body: Buffer, spans: number[], total: number | undefined, spill?: PageSpill): HomesPage {
  const digests: string[] = [];
  for (let i = 0; i < spans.length; i += 2) digests.push(hash('sha1', body.subarray(spans[i], spans[i + 1]), 'base64url'));
  const spilledAt = spill?.put(body);
  let held: Buffer | null = spill ? null : body;
  let released = false;
  const bytes = (start: number, end: number) => {
    if (released) throw letGo(url);
    return held ? held.subarray(start, end) : spill!.read(spilledAt! + start, end - start);
  };
  return {
    url,
    digests,
    total,
    key: hash('sha1', digests.join(' '), 'base64url'),
    record: (index) => parseJson(bytes(spans[2 * index]!, spans[2 * index + 1]!), url),
    release() {
      released = true;
      held = null;
    },
  };
}

/** A page parsed whole (one the scanner could not cut): its records serialised again for their digests. */
export function parsedPage(url: string, records: unknown[], total: number | undefined): HomesPage {
  const digests = homeDigests(records);
  let held: unknown[] | null = records;
  return {
    url,
    digests,
    total,
    key: hash('sha1', digests.join(' '), 'base64url'),
    record(index) {
      if (!held) throw letGo(url);
      return held[index];
    },
    release: () => void (held = null),
  };
}

/** The pages' records as one list, in page order; releasing it closes `spill`. */
export function pagesOfHomes(pages: readonly HomesPage[], spill?: PageSpill): DigestedHomes {
  const digests = pages.flatMap((page) => page.digests);
  const firsts: number[] = [];
  let at = 0;
  for (const page of pages) {
    firsts.push(at);
    at += page.digests.length;
  }
  return {
    digests,
    record(index) {
      let p = firsts.length - 1;
      while (p > 0 && firsts[p]! > index) p--;
      return pages[p]!.record(index - firsts[p]!);
    },
    // 110 MB of pages at 50,000 homes: a full build lets them go once every record is validated and spilled.
    release() {
      for (const page of pages) page.release();
      spill?.close();
    },
  };
}
