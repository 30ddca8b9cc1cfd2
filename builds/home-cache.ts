/**
 * The home cache of a release (issue #13), `builds/homes/<buildId>.ndjson`: for each kept
 * home, its raw record's digest and its facts (./tenant-homes.ts). The next build takes the
 * facts of every record whose digest it lists instead of parsing and validating the record,
 * so a build where one listing changed reads one record, wherever the live release is (this
 * disk, a URL, a bucket: it is one more file of the release).
 *
 *   {"version":1,"key":"<cache key>"}
 *   <record digest> {"id":101,"doc":{…},"images":[…],"portals":true,"changed":"…","warning":null}
 *
 * The key changes with the code that derives facts (the app hash): a cache written by other
 * code is ignored. Lines of unchanged homes are copied from the live cache as bytes.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BaseSnapshot } from './base/base-release.ts';
import { sha256Hex, type WrittenFile } from './file-manifest.ts';
import { openPartsWriter } from './write-parts.ts';
import { pacer } from './let-workers-in.ts';
import type { HomeFacts, TenantHome } from './tenant-homes.ts';

export const HOME_CACHE_DIR = 'builds/homes';
const VERSION = 1;
const LF = 0x0a;
const SPACE = 0x20;

export function homeCachePath(buildId: string): string {
  if (!/^[\w.-]+$/.test(buildId) || buildId.startsWith('.')) throw new Error(`"${buildId}" is not a build id`);
  return `${HOME_CACHE_DIR}/${buildId}.ndjson`;
}

/** The cache key of a build: its facts are those the code of `appHash` derives. */
export function homeCacheKey(appHash: string): string {
  return createHash('sha1').update(`homes/${VERSION}\0`).update(appHash).digest('base64url');
}

export interface HomeCache {
  /** The facts of a record by its digest, when the cache has it. */
  facts(digest: string): HomeFacts | undefined;
  /** The cache line of a digest as bytes (without its newline), for the next cache. */
  line(digest: string): Uint8Array | undefined;
}

function isFacts(value: unknown): value is HomeFacts {
  const facts = value as Partial<HomeFacts> | null;
  return (
    typeof facts === 'object' &&
    facts !== null &&
    Number.isInteger(facts.id) &&
    (facts.doc === null || (typeof facts.doc === 'object' && facts.doc.id === facts.id)) &&
    Array.isArray(facts.images) &&
    typeof facts.portals === 'boolean' &&
    (facts.changed === null || typeof facts.changed === 'string') &&
    (facts.warning === null || typeof facts.warning === 'object')
  );
}

/**
 * A cache file's lines, by digest; null when it was written under another key or is not a
 * cache. A line's facts are parsed when asked for, and a line that does not parse to facts is
 * as good as missing (its record is read again).
 */
export function parseHomeCache(bytes: Uint8Array, key: string): HomeCache | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerEnd = buffer.indexOf(LF);
  if (headerEnd < 0) return null;
  try {
    const header = JSON.parse(buffer.subarray(0, headerEnd).toString('utf8')) as { version?: unknown; key?: unknown };
    if (header.version !== VERSION || header.key !== key) return null;
  } catch {
    return null;
  }
  const lines = new Map<string, Buffer>();
  for (let start = headerEnd + 1; start < buffer.length; ) {
    const end = buffer.indexOf(LF, start);
    const line = buffer.subarray(start, end < 0 ? buffer.length : end);
    const space = line.indexOf(SPACE);
    if (space > 0) lines.set(line.subarray(0, space).toString('latin1'), line);
    start = end < 0 ? buffer.length : end + 1;
  }
  return {
    facts(digest) {
      const line = lines.get(digest);
      if (!line) return undefined;
      try {
        const facts: unknown = JSON.parse(line.subarray(digest.length + 1).toString('utf8'));
        return isFacts(facts) ? facts : undefined;
      } catch {
        return undefined;
      }
    },
    line: (digest) => lines.get(digest),
  };
}

/**
 * The live release's cache, when it has one under this key and its bytes are those its files
 * manifest lists; null otherwise (every record is read). Never throws: without a cache the
 * build is only slower.
 */
export async function readHomeCache(base: BaseSnapshot | null, key: string): Promise<HomeCache | null> {
  if (!base) return null;
  const rel = homeCachePath(base.id);
  const digest = base.files.files[rel]?.sha256;
  if (!digest) return null;
  try {
    const bytes = await base.read(rel);
    return bytes !== null && sha256Hex(bytes) === digest ? parseHomeCache(bytes, key) : null;
  } catch {
    return null;
  }
}

/** Writes this release's cache: one line per kept home with a digest; those taken from `previous` are copied from it. */
export async function writeHomeCache(releaseDir: string, buildId: string, key: string, homes: readonly TenantHome[], previous: HomeCache | null): Promise<WrittenFile> {
  const pause = pacer(1000);
  const rel = homeCachePath(buildId);
  const writer = openPartsWriter(path.join(releaseDir, rel));
  writer.write(Buffer.from(`${JSON.stringify({ version: VERSION, key })}\n`));
  const newline = Buffer.from('\n');
  const written = new Set<string>();
  for (const home of homes) {
    await pause();
    if (home.digest === '' || written.has(home.digest)) continue;
    written.add(home.digest);
    writer.write((home.cached ? previous?.line(home.digest) : undefined) ?? Buffer.from(`${home.digest} ${JSON.stringify(home.facts)}`));
    writer.write(newline);
  }
  return { rel, ...writer.close() };
}
