/**
 * The home cache of a release (issue #13): for each kept home, its raw record's digest and its
 * facts (./tenant-homes.ts). The next build takes the facts of every record the cache lists
 * instead of parsing and validating the record, so a build where one listing changed reads one
 * record, wherever the live release is (this disk, a URL, a bucket: these are files of the
 * release like any other).
 *
 * The homes are split by listing id into shards of ~320 homes (at most 32), each named by its
 * content, and a small index per build names them:
 *
 *   builds/homes/<buildId>.json        {"version":4,"key":"<cache key>","shards":["builds/homes/<sha256>.ndjson", …]}
 *   builds/homes/<sha256>.ndjson       {"digests":["<record digest>",…],"lengths":[1873,…],"id":[101,…],"doc":[1,…],"strings":["sale",…],"status":[0,…],…}
 *                                      <record digest> {"id":101,"doc":{…},"images":[…],"portals":true,"changed":"…","warnings":null}
 *
 * A shard's first line says where each of its lines is, and holds a few fields of each home as
 * columns (./cached-facts.ts): what a rebuild reads of every home. A home's own line is parsed
 * only when more of it is read, and the lines are never scanned.
 *
 * A shard is ASCII: the facts' other characters are written as JSON's \u escapes ("S\u00e3o
 * Paulo"), so a line's characters are its bytes. The next build finds each line by its bytes and
 * decodes only the facts it parses, a line at a time: decoding a whole shard's UTF-8 as text made
 * 12 MB of two-byte strings at 10,000 listings (~35 ms, and 24 MB held while the cache was).
 *
 * One changed listing changes its own shard (~1/32 of the cache): the rest keep their
 * names and bytes, so a delta release and its deploy carry only those (12 MB of cache at 10,000
 * listings is never uploaded whole again). The key changes with the code that derives facts
 * (the app hash): a cache written by other code is ignored. Lines of unchanged homes are
 * copied from the live cache as bytes.
 */
import { createHash } from 'node:crypto';
import { mixId } from '../domain/rules/mix-id.ts';
import { isAscii } from 'node:buffer';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { readDigested, type BaseRelease, type BaseSnapshot } from './base/base-release.ts';
import { buildRecordPath, writeReleaseFile, type WrittenFile } from './file-manifest.ts';
import { letWorkersIn } from './let-workers-in.ts';
import { PartsWriter } from './parts-writer.ts';
import { carryNothing, type CarryForward } from './carry-forward.ts';
import type { HomeFacts, TenantHome } from './tenant-homes.ts';
import { briefColumns, CachedFacts, readBriefColumns, type BriefColumns, type CachedLines } from './cached-facts.ts';

export const HOME_CACHE_DIR = 'builds/homes';
const VERSION = 4;
const MAX_SHARDS = 32;
/**
 * Homes per shard below the 32 shards: a 300-listing tenant's cache is one file, a 10,000-listing
 * tenant's 32 (~375 KB each). Smaller shards cost a delta fewer bytes, and every build that reads
 * the base more requests (~3 ms each from a local S3 server, bench/README.md).
 */
export const HOMES_PER_SHARD = 320;
const SHARD_PATH = /^builds\/homes\/[0-9a-f]{64}\.ndjson$/;
const LF = 0x0a;
const SPACE = 0x20;
const OPEN_BRACE = 0x7b;

/** The cache index of a build. */
export function homeCacheIndexPath(buildId: string): string {
  return buildRecordPath(HOME_CACHE_DIR, buildId);
}

/** The cache key of a build: its facts are those the code of `appHash` derives. */
export function homeCacheKey(appHash: string): string {
  return createHash('sha1').update(`homes/${VERSION}\0`).update(appHash).digest('base64url');
}

export interface HomeCache {
  /** The facts of a record by its digest, when the cache has it: read from its shard's columns, its line parsed when more is asked (./cached-facts.ts). */
  facts(digest: string): CachedFacts | undefined;
  /** Whether the cache lists this record digest. */
  has(digest: string): boolean;
  /** The cache line of a digest as bytes (without its newline), for the next cache. */
  line(digest: string): Uint8Array | undefined;
  /** The shard that holds exactly these digests, in this order: the next cache keeps it as it is. */
  shardOf(digests: readonly string[]): string | undefined;
  /** The digests it lists that are not among `present` (records edited or gone since), in the order of their lines. */
  notIn(present: Iterable<string>): string[];
}

/** A shard's first line: where each of its lines is (a digest, a space, the facts), and its homes' columns (./cached-facts.ts). */
interface ShardHead extends BriefColumns {
  digests: string[];
  /** Each line's length in bytes, without its newline. */
  lengths: number[];
}

interface CacheIndex {
  version: number;
  key: string;
  shards: string[];
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
    (facts.warnings === null || Array.isArray(facts.warnings))
  );
}

/** The shards' names an index lists under this key; null for another key or what is not an index. */
export function parseCacheIndex(bytes: Uint8Array, key: string): string[] | null {
  try {
    const index = JSON.parse(Buffer.from(bytes).toString('utf8')) as Partial<CacheIndex> | null;
    if (!index || index.version !== VERSION || index.key !== key || !Array.isArray(index.shards)) return null;
    return index.shards.every((rel) => typeof rel === 'string' && SHARD_PATH.test(rel)) ? index.shards : null;
  } catch {
    return null;
  }
}

/**
 * A cache from its shards (their names and bytes). Each shard's head is read at once; a home's
 * line is parsed when more of it than its columns is read, and one that does not hold its
 * columns' home is an error then (./cached-facts.ts). A shard whose head does not read, does not
 * say where its lines are or is not ASCII (not written by this version) is left out: its homes'
 * records are read again.
 */
export function cacheFromShards(shards: ReadonlyArray<{ rel: string; bytes: Uint8Array }>): HomeCache {
  // Each line by its digest: its shard, its row in the shard's columns, where it starts, where its facts start, where it ends.
  const lineAt = new Map<string, number>();
  const lineDigest: string[] = [];
  const lineShard: number[] = [];
  const lineRow: number[] = [];
  const lineStart: number[] = [];
  const factsStart: number[] = [];
  const lineEnd: number[] = [];
  const buffers: Buffer[] = [];
  const columns: BriefColumns[] = [];
  const rels: string[] = [];
  /** Each shard's digests in order. */
  const shardDigests: string[][] = [];
  const pool = new Map<string, string>();
  const share = (text: string) => {
    const known = pool.get(text);
    if (known !== undefined) return known;
    pool.set(text, text);
    return text;
  };
  for (const { rel, bytes } of shards) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (!isAscii(buffer) || buffer[0] !== OPEN_BRACE) continue;
    const headEnd = buffer.indexOf(LF);
    if (headEnd < 0) continue;
    let head: ShardHead | null = null;
    try {
      head = JSON.parse(buffer.toString('latin1', 0, headEnd)) as ShardHead | null;
    } catch {
      // A shard whose head does not read is as good as missing: its homes' records are read again.
    }
    const digests = head?.digests;
    const lengths = head?.lengths;
    if (!Array.isArray(digests) || !Array.isArray(lengths) || digests.length !== lengths.length) continue;
    const shardColumns = readBriefColumns(head, digests.length, share);
    // Each line where the head says it is: its digest, a space, its facts, a newline.
    const starts: number[] = [];
    let start = headEnd + 1;
    for (let row = 0; row < digests.length && start >= 0; row++) {
      const digest = digests[row];
      const end = start + (lengths[row] as number);
      const laidOut = typeof digest === 'string' && digest !== '' && Number.isInteger(lengths[row]) && end <= buffer.length && buffer[start + digest.length] === SPACE && (end === buffer.length || buffer[end] === LF);
      starts.push(start);
      start = laidOut ? end + 1 : -1;
    }
    if (!shardColumns || start < 0 || start < buffer.length) continue;
    const shard = buffers.length;
    for (let row = 0; row < digests.length; row++) {
      lineAt.set(digests[row]!, lineShard.length);
      lineDigest.push(digests[row]!);
      lineShard.push(shard);
      lineRow.push(row);
      lineStart.push(starts[row]!);
      factsStart.push(starts[row]! + digests[row]!.length + 1);
      lineEnd.push(starts[row]! + lengths[row]!);
    }
    buffers.push(buffer);
    columns.push(shardColumns);
    rels.push(rel);
    shardDigests.push(digests as string[]);
  }
  // A cached home's line, parsed when more of it than its columns is read (./cached-facts.ts).
  const lines: CachedLines = {
    facts(at) {
      try {
        const facts: unknown = JSON.parse(buffers[lineShard[at]!]!.toString('latin1', factsStart[at], lineEnd[at]));
        return isFacts(facts) ? facts : undefined;
      } catch {
        return undefined;
      }
    },
  };
  return {
    facts(digest) {
      const at = lineAt.get(digest);
      if (at === undefined) return undefined;
      const shardColumns = columns[lineShard[at]!]!;
      return new CachedFacts(shardColumns, lineRow[at]!, shardColumns.strings, lines, at);
    },
    has: (digest) => lineAt.has(digest),
    line: (digest) => {
      const at = lineAt.get(digest);
      return at === undefined ? undefined : buffers[lineShard[at]!]!.subarray(lineStart[at], lineEnd[at]);
    },
    notIn(present) {
      // Marks by line, not a set of 10,000 digests: the cache has already hashed its own.
      const seen = new Uint8Array(lineShard.length);
      let found = 0;
      for (const digest of present) {
        const at = lineAt.get(digest);
        if (at !== undefined && seen[at] === 0) {
          seen[at] = 1;
          found++;
        }
      }
      if (found === lineAt.size) return [];
      // By line, not through the map's entries (an array made for each of 10,000).
      const out: string[] = [];
      for (let at = 0; at < lineDigest.length; at++) if (seen[at] === 0 && lineAt.get(lineDigest[at]!) === at) out.push(lineDigest[at]!);
      return out;
    },
    shardOf(digests) {
      const at = digests.length > 0 ? lineAt.get(digests[0]!) : undefined;
      if (at === undefined) return undefined;
      const held = shardDigests[lineShard[at]!]!;
      return held.length === digests.length && held.every((digest, i) => digest === digests[i]) ? rels[lineShard[at]!] : undefined;
    },
  };
}

/** JSON in ASCII: every other character as a \u escape (a pair of them outside the BMP), which JSON.parse reads back. */
const NON_ASCII = /[\u0080-\uffff]/g;
const asciiJson = (value: unknown): string => JSON.stringify(value).replace(NON_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The live cache's files as a base gave them, with their digests, before its files manifest vouches for them (`vouchedHomeCache`). */
export interface FetchedCache {
  index: { rel: string; sha256: string };
  shards: Array<{ rel: string; bytes: Uint8Array; sha256: string }>;
}

/**
 * The live release's cache files, read while its files manifest is (at 10,000 listings 32
 * shards, 12 MB: read and digested off the main thread while it parses the manifests). null
 * when it has no index under this key. Never throws: without a cache the build is only slower.
 */
export async function fetchHomeCache(base: Pick<BaseRelease, 'read'>, buildId: string, key: string): Promise<FetchedCache | null> {
  const rel = homeCacheIndexPath(buildId);
  const index = await readDigested(base, rel);
  const shards = index && parseCacheIndex(index.bytes, key);
  if (!index || !shards) return null;
  const read = await Promise.all(shards.map(async (shard) => ({ rel: shard, ...(await readDigested(base, shard)) })));
  return { index: { rel, sha256: index.sha256 }, shards: read.filter((shard): shard is FetchedCache['shards'][number] => shard.bytes !== undefined) };
}

/**
 * The cache of fetched files whose bytes are those the live files manifest lists (a shard that
 * is not is left out: its homes are read again); null without a vouched index.
 */
export function vouchedHomeCache(base: BaseSnapshot | null, fetched: FetchedCache | null): HomeCache | null {
  const listed = (file: { rel: string; sha256: string }) => base?.files.files[file.rel]?.sha256 === file.sha256;
  if (!fetched || !listed(fetched.index)) return null;
  return cacheFromShards(fetched.shards.filter(listed));
}

/**
 * Writes this release's cache: its shards (lines of homes taken from `previous` copied from it)
 * and its index. A shard with exactly the homes of one of the live cache's is not written again:
 * `carry` keeps the live one (./carry-forward.ts). Returns every file of the cache, the index first.
 */
export async function writeHomeCache(
  releaseDir: string,
  buildId: string,
  key: string,
  homes: readonly TenantHome[],
  previous: HomeCache | null,
  carry: CarryForward = carryNothing,
  homesPerShard = HOMES_PER_SHARD,
): Promise<WrittenFile[]> {
  const count = Math.min(MAX_SHARDS, Math.max(1, Math.ceil(homes.length / homesPerShard)));
  // A home's shard by its listing id, not its digest: a changed record stays in its shard, so one changed listing rewrites one shard.
  const shardOf = (home: TenantHome) => mixId(home.facts.id) % count;
  // Homes are grouped by shard first, and each shard's lines are made and written in turn: one shard in memory at a time.
  const groups: TenantHome[][] = Array.from({ length: count }, () => []);
  const seen = new Set<string>();
  for (const home of homes) {
    if (home.digest === '' || seen.has(home.digest)) continue;
    seen.add(home.digest);
    groups[shardOf(home)]!.push(home);
  }
  const newline = Buffer.from('\n');
  const shards: WrittenFile[] = [];
  for (const group of groups) {
    if (group.length === 0) continue;
    const same = previous && group.every((home) => home.cached) ? previous.shardOf(group.map((home) => home.digest)) : undefined;
    const kept = same !== undefined ? carry.carry([same]) : null;
    if (kept) {
      shards.push(...kept);
      continue;
    }
    await letWorkersIn(); // ~1/32 of the cache at a time
    // Written as its lines are made (4–5 MB a shard at 50,000 homes), then named by its digest.
    const partial = path.join(releaseDir, HOME_CACHE_DIR, '.unnamed.ndjson');
    const shard = new PartsWriter(partial);
    try {
      const lines = group.map((home) => (home.cached ? previous?.line(home.digest) : undefined) ?? Buffer.from(`${home.digest} ${asciiJson(home.facts)}`, 'latin1'));
      const head: ShardHead = { digests: group.map((home) => home.digest), lengths: lines.map((line) => line.length), ...briefColumns(group.map((home) => home.facts)) };
      shard.add(Buffer.from(`${asciiJson(head)}\n`, 'latin1'));
      for (const line of lines) {
        shard.add(line);
        shard.add(newline);
      }
    } catch (error) {
      shard.abandon();
      throw error;
    }
    const entry = shard.finish();
    const rel = `${HOME_CACHE_DIR}/${entry.sha256}.ndjson`;
    renameSync(partial, path.join(releaseDir, rel));
    shards.push({ rel, ...entry });
  }
  const index = `${JSON.stringify({ version: VERSION, key, shards: shards.map((s) => s.rel) } satisfies CacheIndex)}\n`;
  return [writeReleaseFile(releaseDir, homeCacheIndexPath(buildId), index), ...shards];
}
