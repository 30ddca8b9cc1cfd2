/**
 * The portal feed's incremental path (#13 item 3): a listing whose raw record is unchanged
 * takes its element from the live feed, built under the same salt; anything else — a changed
 * record, another salt, a layout that does not point at the listing — is mapped again.
 * The live feed is "poisoned" (one letter of a title changed, same byte length) to see which
 * elements were taken from it.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryForward } from '../../builds/carry-forward.ts';
import { loadTenant, type LoadedTenant } from '../../builds/load-tenant.ts';
import type { TenantHome } from '../../builds/tenant-homes.ts';
import { planTenant } from '../../builds/page-data.ts';
import { VRSYNC_PATH, writePortalFeed, type FeedLayout, type FeedSplicer, type PreviousFeed } from '../../builds/portal-feed.ts';
import { liveFeedOf, type LiveFeed } from '../../builds/live-feed.ts';
import { ensureAppBundle } from '../../builds/app-bundle.ts';
import { RenderPool } from '../../builds/render-pool.ts';
import { sha256Hex } from '../../builds/file-manifest.ts';
import { createSource } from '../../sources/index.ts';
import { tempDir } from '../support/fixture-build.ts';

// A sample tenant: the fixture tenants' homes mostly break VRSync's rules (no CEP, short descriptions).
const SITE = 'cosmic.vitrine.local';
const SAMPLES = path.resolve(import.meta.dirname, '..', '..', 'examples', 'data');
let tenant: LoadedTenant;
let fresh: { text: string; layout: FeedLayout };
/** Two listings of the feed. */
let first: string;
let second: string;

async function write(key: string, previous: PreviousFeed | LiveFeed | null, homes = tenant.homes, splicer?: FeedSplicer): Promise<{ text: string; layout: FeedLayout; warnings: unknown[] }> {
  const dir = tempDir('feed');
  const docs = planTenant(tenant.site, homes).docs;
  const { layout, warnings, entry } = await writePortalFeed(dir, { site: tenant.site, homes, docs, storageBaseUrl: '/storage', key, previous }, splicer);
  const text = readFileSync(path.join(dir, VRSYNC_PATH), 'utf8');
  expect(entry).toEqual({ sha256: sha256Hex(text), size: Buffer.byteLength(text) });
  return { text, layout: layout!, warnings };
}

/** The feed with the first letter of listing `id`'s title changed (one ASCII byte for another: the layout still fits). */
function poisoned(feed: { text: string; layout: FeedLayout }, ...ids: string[]): PreviousFeed {
  const bytes = Buffer.from(feed.text);
  for (const id of ids) {
    const [, , start] = feed.layout.listings.find((span) => span[0] === id)!;
    const at = bytes.indexOf('<Title>', start) + '<Title>'.length;
    bytes[at] = bytes[at] === 0x5a ? 0x59 : 0x5a; // 'Z', or 'Y' where it was a 'Z'
  }
  return { bytes, layout: feed.layout };
}
const poisonedText = (...ids: string[]) => Buffer.from(poisoned(fresh, ...ids).bytes).toString('utf8');
const titleOf = (text: string, id: string) => new RegExp(`<ListingID>${id}</ListingID><Title>([^<]*)`).exec(text)?.[1];

beforeAll(async () => {
  tenant = await loadTenant(createSource({ data: SAMPLES }), SITE);
  fresh = await write('salt', null);
  [first, second] = fresh.layout.listings.map((span) => span[0]) as [string, string];
});

describe('the portal feed of an incremental build', () => {
  it('records where each listing is, with its record digest', () => {
    expect(fresh.layout.listings.length).toBeGreaterThan(2);
    for (const [id, digest, start, length] of fresh.layout.listings) {
      expect(digest).toBe(tenant.homeDigest.get(Number(id)));
      expect(Buffer.from(fresh.text).subarray(start, start + length).toString('utf8')).toMatch(new RegExp(`^<Listing><ListingID>${id}</ListingID>.*</Listing>$`, 's'));
    }
  });

  it('takes unchanged listings from the live feed, byte for byte, and writes the same file', async () => {
    const again = await write('salt', { bytes: Buffer.from(fresh.text), layout: fresh.layout });
    expect(again.text).toBe(fresh.text);
    expect(again.layout).toEqual(fresh.layout);
    const reused = await write('salt', poisoned(fresh, first, second));
    expect(titleOf(reused.text, first)).not.toBe(titleOf(fresh.text, first));
    expect(titleOf(reused.text, second)).not.toBe(titleOf(fresh.text, second));
    expect(titleOf(reused.text, first)).toBe(titleOf(poisonedText(first, second), first));
  });

  it('writes the file and layout a fresh feed would when listings are gone, reordered or changed between reused ones', async () => {
    const feedHomes = tenant.homes.filter((home) => fresh.layout.listings.some(([id]) => id === String(home.facts.id)));
    expect(feedHomes.length).toBeGreaterThan(6);
    const [a, b, c, d, , e] = feedHomes.slice(1, 7) as TenantHome[];
    // b gone, c and d swapped, a's record changed: each breaks a stretch of reused elements.
    const homes = tenant.homes.filter((home) => home !== b).map((home) => (home === c ? d! : home === d ? c! : home === a ? { ...home, digest: 'changed' } : home));
    const marked = String(e!.facts.id);
    const reused = await write('salt', poisoned(fresh, marked), homes);
    const afresh = await write('salt', null, homes);
    // Every element where a fresh feed puts it, and e's taken from the live (marked) feed, byte for byte.
    expect(reused.layout.listings.map(([id, , start, length]) => [id, start, length])).toEqual(afresh.layout.listings.map(([id, , start, length]) => [id, start, length]));
    expect(reused.layout.listings.map(([id]) => id)).not.toContain(String(b!.facts.id));
    expect(titleOf(reused.text, marked)).toBe(titleOf(poisonedText(marked), marked));
    expect(titleOf(reused.text, marked)).not.toBe(titleOf(afresh.text, marked));
    expect(reused.text.replace(`<ListingID>${marked}</ListingID><Title>${titleOf(reused.text, marked)}`, '')).toBe(afresh.text.replace(`<ListingID>${marked}</ListingID><Title>${titleOf(afresh.text, marked)}`, ''));
  });

  it('maps a listing again when its record changed', async () => {
    const homes = tenant.homes.map((home) => (home.facts.id === Number(first) ? { ...home, digest: 'changed' } : home));
    const next = await write('salt', poisoned(fresh, first, second), homes);
    expect(titleOf(next.text, first)).toBe(titleOf(fresh.text, first));
    expect(titleOf(next.text, second)).toBe(titleOf(poisonedText(first, second), second));
  });

  it('maps every listing again under another salt (other code, site or settings)', async () => {
    expect((await write('other salt', poisoned(fresh, first, second))).text).toBe(fresh.text);
  });

  it('keeps the live file itself when no listing of the feed changed, and writes it when one did', async () => {
    // The live release: the fresh feed in a folder, listed with its digest, as a base snapshot gives it.
    const liveDir = tempDir('live-feed');
    const live = await writePortalFeed(liveDir, { site: tenant.site, homes: tenant.homes, docs: planTenant(tenant.site, tenant.homes).docs, storageBaseUrl: '/storage', key: 'salt' });
    const snapshot = { where: liveDir, localDir: liveDir, id: 'b1', files: { version: 1 as const, id: 'b1', latest: '', files: { [VRSYNC_PATH]: live.entry! } }, pages: null, meta: null, read: async () => null };
    const rebuild = async (homes: readonly TenantHome[]) => {
      const dir = tempDir('next-feed');
      const carry = carryForward(snapshot, dir);
      const result = await writePortalFeed(dir, { site: tenant.site, homes, docs: planTenant(tenant.site, homes).docs, storageBaseUrl: '/storage', key: 'salt', previous: poisoned(fresh, first), carry });
      return { result, carried: carry.carried.has(VRSYNC_PATH), sameFile: statSync(path.join(dir, VRSYNC_PATH)).ino === statSync(path.join(liveDir, VRSYNC_PATH)).ino, text: readFileSync(path.join(dir, VRSYNC_PATH), 'utf8') };
    };
    const unchanged = await rebuild(tenant.homes);
    expect(unchanged).toMatchObject({ carried: true, sameFile: true, text: fresh.text });
    expect(unchanged.result).toEqual({ warnings: [], layout: fresh.layout, entry: live.entry });
    // A listing off the feed changed: still kept.
    const offFeed = tenant.homes.find((home) => !fresh.layout.listings.some(([id]) => id === String(home.facts.id)))!;
    expect(await rebuild(tenant.homes.map((home) => (home === offFeed ? { ...home, digest: 'changed' } : home)))).toMatchObject({ carried: true, sameFile: true });
    // A listing of the feed changed: written, its element mapped again (not the poisoned one), the others reused.
    const changed = await rebuild(tenant.homes.map((home) => (home.facts.id === Number(first) ? { ...home, digest: 'changed' } : home)));
    expect(changed).toMatchObject({ carried: false, sameFile: false });
    expect(titleOf(changed.text, first)).toBe(titleOf(fresh.text, first));
  });

  it('reads the live feed only when a listing of the feed changed (17 MB at 10,000 listings, from a bucket)', async () => {
    const reads: string[] = [];
    const base = {
      where: 'bucket', localDir: null, id: 'b1', meta: null,
      files: { version: 1 as const, id: 'b1', latest: '', files: { [VRSYNC_PATH]: { sha256: sha256Hex(fresh.text), size: Buffer.byteLength(fresh.text) } } },
      pages: { version: 1 as const, id: 'b1', pages: {}, feed: fresh.layout },
      read: async (rel: string) => (reads.push(rel), Buffer.from(fresh.text)),
    };
    const dir = tempDir('bucket-feed');
    const carry = { carry: (rels: readonly string[]) => rels.map((rel) => ({ rel, ...base.files.files[VRSYNC_PATH] })) };
    const kept = await writePortalFeed(dir, { site: tenant.site, homes: tenant.homes, docs: planTenant(tenant.site, tenant.homes).docs, storageBaseUrl: '/storage', key: 'salt', previous: liveFeedOf(base), carry });
    expect(kept.entry).toEqual(base.files.files[VRSYNC_PATH]);
    expect(reads).toEqual([]);
    const changed = tenant.homes.map((home) => (home.facts.id === Number(first) ? { ...home, digest: 'changed' } : home));
    expect((await write('salt', liveFeedOf(base), changed)).text).toBe(fresh.text);
    expect(reads).toEqual([VRSYNC_PATH]);
    // Bytes that are not the file the files manifest lists are not taken: every listing is mapped again.
    const wrong = { ...base, read: async () => Buffer.from(poisonedText(second)) };
    expect((await write('salt', liveFeedOf(wrong), changed)).text).toBe(fresh.text);
  });

  it('maps a listing again when the layout does not point at its element', async () => {
    const shifted: FeedLayout = { key: 'salt', listings: fresh.layout.listings.map(([id, digest, start, length]) => [id, digest, start + 1, length]) };
    expect((await write('salt', { ...poisoned(fresh, first, second), layout: shifted })).text).toBe(fresh.text);
  });
});

/**
 * The same feed put together on a render worker (the real one, from the app bundle) while the
 * main thread plans: it reads a live feed on this disk itself, or is handed the bytes a bucket
 * sent, and checks them against the files manifest's digest. Whatever it cannot do is done on
 * the main thread instead, with the same result.
 */
describe('the portal feed put together on a render worker', { timeout: 60_000 }, () => {
  let pool: RenderPool;
  let splicer: FeedSplicer;
  let jobs = 0;
  beforeAll(async () => {
    pool = new RenderPool((await ensureAppBundle()).workerFile, 1);
    splicer = (...job) => (jobs++, pool.spliceFeed(...job));
  });
  afterAll(() => pool?.close());

  /** Reads of the live feed on this thread (the worker reads a feed on this disk itself). */
  let readsHere = 0;
  /** The live feed in a folder (poisoned: its elements are told apart from mapped ones), as a base on this disk gives it. */
  function liveOnDisk(bytes: Uint8Array, layout = fresh.layout, sha256 = sha256Hex(bytes)): LiveFeed {
    const dir = tempDir('live-on-disk');
    mkdirSync(path.join(dir, 'feeds'), { recursive: true });
    writeFileSync(path.join(dir, VRSYNC_PATH), bytes);
    const base = { where: dir, localDir: null, pathOf: (rel: string) => path.join(dir, rel), id: 'b1', meta: null, files: { version: 1 as const, id: 'b1', latest: '', files: { [VRSYNC_PATH]: { sha256, size: bytes.length } } }, pages: { version: 1 as const, id: 'b1', pages: {}, feed: layout }, read: async () => (readsHere++, readFileSync(path.join(dir, VRSYNC_PATH))) };
    return liveFeedOf(base)!;
  }
  const changedFirst = () => tenant.homes.map((home) => (home.facts.id === Number(first) ? { ...home, digest: 'changed' } : home));

  it('writes the file, layout and warnings the main thread writes, from a live feed on this disk', async () => {
    const homes = changedFirst();
    const [jobsBefore, readsBefore] = [jobs, readsHere];
    const onWorker = await write('salt', liveOnDisk(poisoned(fresh, first, second).bytes), homes, splicer);
    expect([jobs - jobsBefore, readsHere - readsBefore]).toEqual([1, 0]); // the worker read it, not this thread
    const here = await write('salt', poisoned(fresh, first, second), homes);
    expect(onWorker).toEqual(here);
    // The live element of the unchanged listing, the new one of the changed.
    expect(titleOf(onWorker.text, second)).toBe(titleOf(poisonedText(second), second));
    expect(titleOf(onWorker.text, first)).toBe(titleOf(fresh.text, first));
  });

  it('takes the bytes a bucket sent, handed over, and checks them', async () => {
    const homes = changedFirst();
    const sent = poisoned(fresh, second).bytes;
    let fetches = 0;
    const remote = (bytes: Uint8Array, sha256: string): LiveFeed => ({ layout: fresh.layout, sha256, file: null, fetch: async () => (fetches++, Uint8Array.from(bytes)), fetched: () => undefined });
    const handed = await write('salt', remote(sent, sha256Hex(sent)), homes, splicer);
    expect(fetches).toBe(1); // handed over once: this thread did not read them again
    expect(titleOf(handed.text, second)).toBe(titleOf(poisonedText(second), second));
    expect(handed).toEqual(await write('salt', poisoned(fresh, second), homes));
    // Bytes that are not the listed file: refused there and here, every listing mapped again.
    expect((await write('salt', remote(sent, sha256Hex(fresh.text)), homes, splicer)).text).toBe(fresh.text);
    expect(fetches).toBe(3); // once for the worker, once here after it gave up
  });

  it('leaves the feed to the main thread when the live file is not the listed one or the layout does not fit', async () => {
    const homes = changedFirst();
    const bytes = poisoned(fresh, second).bytes;
    // The file on disk changed after its digest was listed: the worker refuses it, and so does the main thread.
    const readsBefore = readsHere;
    expect((await write('salt', liveOnDisk(bytes, fresh.layout, sha256Hex(fresh.text)), homes, splicer)).text).toBe(fresh.text);
    // A layout that does not point at the elements: the worker gives up, the main thread maps them again.
    const shifted: FeedLayout = { key: 'salt', listings: fresh.layout.listings.map(([id, digest, start, length]) => [id, digest, start + 1, length]) };
    expect((await write('salt', liveOnDisk(bytes, shifted), homes, splicer)).text).toBe(fresh.text);
    expect(readsHere - readsBefore).toBe(2); // each read here after the worker gave up
  });
});
