/**
 * The data-folder source (DESIGN §3), the embedded default and what `vitrine sample` writes:
 *
 *   <dir>/<site_url>/site-config.json   the raw site configuration
 *   <dir>/<site_url>/homes.json         an array of raw homes (preferred), or
 *   <dir>/<site_url>/homes.ndjson       one raw home per line, blank lines ignored
 *
 * A site_url is used as a folder name, so it is checked first: nothing an argument or the
 * data says may reach a file outside `dir`.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { closeSync, fstatSync, openSync, read, type Dirent } from 'node:fs';
import path from 'node:path';
import { hash } from 'node:crypto';
import { DataFolderAborted, DataFolderMissing, HomesFileChanged, HomesNotArray, MalformedJsonFile, MalformedJsonLine, PathOutsideDataFolder, SiteNotInDataFolder, SiteUrlRefused, vitrineError, VitrineError } from '../domain/errors.ts';
import { createFileWindow } from './file-window.ts';
import { allRecords, parsedHomes } from './home-digests.ts';
import type { DigestedHomes, FetchOptions, SiteRef, TenantSource } from './source.ts';

const SITE_CONFIG = 'site-config.json';
const HOMES_JSON = 'homes.json';
const HOMES_NDJSON = 'homes.ndjson';
const LF = 0x0a;
const CR = 0x0d;

/** Whether a site_url can only name one folder directly inside the root. */
export function isSafeSiteUrl(siteUrl: string): boolean {
  return !(
    siteUrl.trim() === '' ||
    siteUrl === '.' ||
    siteUrl.includes('/') ||
    siteUrl.includes('\\') ||
    siteUrl.includes('..') ||
    siteUrl.includes('\0')
  );
}

export function assertSafeSiteUrl(siteUrl: string): void {
  if (!isSafeSiteUrl(siteUrl)) throw vitrineError(SiteUrlRefused, [siteUrl]);
}

function isErrnoCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw vitrineError(DataFolderAborted, [], { cause: signal.reason });
}

/** readFile that says "missing" with undefined instead of throwing. */
async function readIfExists(file: string, signal: AbortSignal | undefined): Promise<string | undefined> {
  try {
    return await readFile(file, { encoding: 'utf8', signal });
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return undefined;
    throwIfAborted(signal);
    throw error;
  }
}

async function mtimeIfFile(file: string): Promise<Date | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.mtime : undefined;
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT') || isErrnoCode(error, 'ENOTDIR')) return undefined;
    throw error;
  }
}

function parseJsonFile(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw vitrineError(MalformedJsonFile, [file, (error as Error).message], { cause: error });
  }
}

const BLANK_BYTES = new Set([0x20, 0x09, 0x0b, 0x0c, CR, LF]);

/** Whether a line holds only ASCII blanks (blank lines are ignored), tested on the bytes. */
function isBlank(line: Buffer): boolean {
  for (const byte of line) if (!BLANK_BYTES.has(byte)) return false;
  return true;
}

/** Bytes read at a time: a few dozen reads for a 10,000-listing file. */
const CHUNK_BYTES = 1 << 20;

/** A read at a position, off the main thread (the load stage reads while the live release is fetched). */
function readAt(fd: number, into: Buffer, position: number): Promise<number> {
  return new Promise((resolve, reject) => read(fd, into, 0, into.length, position, (error, bytesRead) => (error ? reject(error) : resolve(bytesRead))));
}

/** Closes the descriptor of an NDJSON file whose records nobody can ask for any more (a caller that did not release it). */
const unreleased = new FinalizationRegistry<{ fd: number | null }>((box) => {
  if (box.fd !== null) closeSync(box.fd);
});

/**
 * Reads an NDJSON file in chunks so a large one never has to fit in a single string. Lines are
 * split on the bytes and each is digested as read (its record's digest, ./source.ts
 * DigestedHomes). Only where each line lies is kept, not its bytes (a 50,000-listing file is
 * 110 MB): a record is read again from the file when asked for, and parsed, so a build that knows
 * the digest never reads it twice nor parses it. A line read again must have the digest it had:
 * a file rewritten in place during the build is an error, not a record of another version.
 */
async function readNdjson(file: string, signal: AbortSignal | undefined): Promise<DigestedHomes | undefined> {
  // One descriptor for the digests and the records read later: the same file, even if another is renamed over it meanwhile.
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  const box: { fd: number | null } = { fd };
  const starts: number[] = [];
  const lengths: number[] = [];
  const lineNumbers: number[] = [];
  const digests: string[] = [];
  let lineNumber = 0;
  const takeLine = (bytes: Buffer, start: number) => {
    lineNumber++;
    // CRLF files: the '\r' is neither part of the record nor of its digest.
    const line = bytes.at(-1) === CR ? bytes.subarray(0, -1) : bytes;
    if (isBlank(line)) return;
    starts.push(start);
    lengths.push(line.length);
    lineNumbers.push(lineNumber);
    digests.push(hash('sha1', line, 'base64url'));
  };
  let size = 0;
  try {
    size = fstatSync(fd).size;
    // The start of a line that continues in the next chunks, kept in pieces: one long line
    // (a whole array written on one line) is joined once, not once per chunk.
    let pending: Buffer[] = [];
    let lineStart = 0;
    const chunk = Buffer.allocUnsafe(Math.max(1, Math.min(CHUNK_BYTES, size)));
    for (let position = 0; ; ) {
      throwIfAborted(signal);
      const bytesRead = await readAt(fd, chunk, position);
      if (bytesRead === 0) break;
      const bytes = chunk.subarray(0, bytesRead);
      let start = 0;
      for (let end = bytes.indexOf(LF); end !== -1; end = bytes.indexOf(LF, start)) {
        const piece = bytes.subarray(start, end);
        takeLine(pending.length > 0 ? Buffer.concat([...pending, piece]) : piece, lineStart);
        pending = [];
        start = end + 1;
        lineStart = position + start;
      }
      // The chunk is read into again: a line's start that continues is copied out.
      if (start < bytes.length) pending.push(Buffer.from(bytes.subarray(start)));
      position += bytesRead;
    }
    if (pending.length > 0) takeLine(Buffer.concat(pending), lineStart);
  } catch (error) {
    closeSync(fd);
    throwIfAborted(signal);
    throw error;
  }
  // Records are read synchronously (the load stage asks for them one by one, in file order:
  // one read call per window, not per record), through the descriptor, kept until the caller
  // releases the homes or they are collected.
  const descriptor = () => (box.fd ??= openSync(file, 'r'));
  const window = createFileWindow(descriptor, () => size);
  const record = (index: number): unknown => {
    const bytes = window.read(starts[index]!, lengths[index]!); // shorter than it was: the digest check below says so
    if (hash('sha1', bytes, 'base64url') !== digests[index]) throw vitrineError(HomesFileChanged, [file, lineNumbers[index]!]);
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch (error) {
      throw vitrineError(MalformedJsonLine, [file, lineNumbers[index]!, (error as Error).message], { cause: error });
    }
  };
  const release = () => {
    if (box.fd !== null) closeSync(box.fd);
    box.fd = null;
    window.forget();
  };
  const homes: DigestedHomes = { digests, record, release };
  unreleased.register(homes, box);
  return homes;
}

/** The last non-empty path segment of a slug is the home's id ("casa-centro/123" → "123"). */
function idFromSlug(slug: string): string | undefined {
  return slug.split('/').filter((segment) => segment !== '').at(-1);
}

export function createDataFolderSource(dir: string): TenantSource {
  const root = path.resolve(dir);

  function tenantFile(siteUrl: string, name: string): string {
    assertSafeSiteUrl(siteUrl);
    const file = path.join(root, siteUrl, name);
    // Belt and braces: the check above should make this impossible.
    if (path.dirname(path.dirname(file)) !== root) throw vitrineError(PathOutsideDataFolder, [file, root]);
    return file;
  }

  function notFound(siteUrl: string): VitrineError {
    return vitrineError(SiteNotInDataFolder, [siteUrl, root, path.join(siteUrl, SITE_CONFIG)]);
  }

  async function digestedHomes(siteUrl: string, options?: FetchOptions): Promise<DigestedHomes> {
    const signal = options?.signal;
    throwIfAborted(signal);
    const jsonFile = tenantFile(siteUrl, HOMES_JSON);
    const jsonText = await readIfExists(jsonFile, signal);
    if (jsonText !== undefined) {
      const parsed = parseJsonFile(jsonText, jsonFile);
      if (!Array.isArray(parsed)) throw vitrineError(HomesNotArray, [jsonFile]);
      return parsedHomes(parsed);
    }
    const fromNdjson = await readNdjson(tenantFile(siteUrl, HOMES_NDJSON), signal);
    if (fromNdjson !== undefined) return fromNdjson;
    // No homes file: a tenant without listings yet, unless the tenant itself is missing.
    if ((await mtimeIfFile(tenantFile(siteUrl, SITE_CONFIG))) === undefined) throw notFound(siteUrl);
    return parsedHomes([]);
  }

  const homes = async (siteUrl: string, options?: FetchOptions): Promise<unknown[]> => allRecords(await digestedHomes(siteUrl, options));

  return {
    description: `data folder ${dir}`,

    async listSites(options?: FetchOptions): Promise<SiteRef[]> {
      throwIfAborted(options?.signal);
      let entries: string[];
      try {
        entries = await readdir(root);
      } catch (error) {
        if (isErrnoCode(error, 'ENOENT')) throw vitrineError(DataFolderMissing, [root], { cause: error });
        throw error;
      }
      const sites: SiteRef[] = [];
      for (const name of entries.sort()) {
        if (name.startsWith('.') || !isSafeSiteUrl(name)) continue; // hidden folders and names siteConfig would refuse
        const configTime = await mtimeIfFile(path.join(root, name, SITE_CONFIG));
        if (configTime === undefined) continue;
        // The tenant changed when either its configuration or its listings did.
        const homesTimes = await Promise.all([HOMES_JSON, HOMES_NDJSON].map((file) => mtimeIfFile(path.join(root, name, file))));
        const latest = [configTime, ...homesTimes].reduce<Date>((a, b) => (b !== undefined && b > a ? b : a), configTime);
        sites.push({ site_url: name, updated_at: latest.toISOString() });
      }
      return sites;
    },

    async skippedEntries(options?: FetchOptions) {
      throwIfAborted(options?.signal);
      let entries: Dirent[];
      try {
        entries = await readdir(root, { withFileTypes: true });
      } catch {
        return []; // listSites says why
      }
      const skipped: Array<{ entry: string; reason: string }> = [];
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        if (entry.name.startsWith('.')) continue;
        if (!entry.isDirectory()) continue; // a README or a zip beside the tenants is not one
        if (!isSafeSiteUrl(entry.name)) skipped.push({ entry: entry.name, reason: 'not a site_url a folder can be named' });
        else if ((await mtimeIfFile(path.join(root, entry.name, SITE_CONFIG))) === undefined) skipped.push({ entry: entry.name, reason: `no ${SITE_CONFIG}` });
      }
      return skipped;
    },

    async siteConfig(siteUrl: string, options?: FetchOptions): Promise<unknown> {
      throwIfAborted(options?.signal);
      const file = tenantFile(siteUrl, SITE_CONFIG);
      const text = await readIfExists(file, options?.signal);
      if (text === undefined) throw notFound(siteUrl);
      return parseJsonFile(text, file);
    },

    homes,
    digestedHomes,

    async home(siteUrl: string, slug: string, options?: FetchOptions): Promise<unknown | null> {
      const id = idFromSlug(slug);
      const all = await homes(siteUrl, options);
      if (id === undefined) return null;
      return all.find((record) => isRecord(record) && record.id !== undefined && String(record.id) === id) ?? null;
    },
  };
}
