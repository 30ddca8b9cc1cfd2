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
 * columns: what a rebuild reads of every home. A shard is written and read by
 * ./home-cache-shards.ts.
 *
 * One changed listing changes its own shard (~1/32 of the cache): the rest keep their
 * names and bytes, so a delta release and its deploy carry only those (12 MB of cache at 10,000
 * listings is never uploaded whole again). The key changes with the code that derives facts
 * (the app hash): a cache written by other code is ignored. Lines of unchanged homes are
 * copied from the live cache as bytes.
 */
import { createHash } from 'node:crypto';
import { mixId } from '../domain/rules/mix-id.ts';
import { renameSync } from 'node:fs';
import path from 'node:path';
import { readDigested, type BaseRelease, type BaseSnapshot } from './base/base-release.ts';
import { buildRecordPath, writeReleaseFile, type WrittenFile } from './file-manifest.ts';
import { letWorkersIn } from './let-workers-in.ts';
import { PartsWriter } from './parts-writer.ts';
import { carryNothing, type CarryForward } from './carry-forward.ts';
import type { TenantHome } from './tenant-homes.ts';
import { cacheFromShards, shardBytes, type HomeCache } from './home-cache-shards.ts';

export type { HomeCache };

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

/** The cache index of a build. */
export function homeCacheIndexPath(buildId: string): string {
  return buildRecordPath(HOME_CACHE_DIR, buildId);
}

/** The cache key of a build: its facts are those the code of `appHash` derives. */
export function homeCacheKey(appHash: string): string {
  return createHash('sha1').update(`homes/${VERSION}\0`).update(appHash).digest('base64url');
}

interface CacheIndex {
  version: number;
  key: string;
  shards: string[];
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
      for (const bytes of shardBytes(group, previous)) shard.add(bytes);
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
