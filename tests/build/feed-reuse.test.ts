/**
 * The portal feed's incremental path (#13 item 3): a listing whose raw record is unchanged
 * takes its element from the live feed, built under the same salt; anything else — a changed
 * record, another salt, a layout that does not point at the listing — is mapped again.
 * The live feed is "poisoned" (one letter of a title changed, same byte length) to see which
 * elements were taken from it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenant, type LoadedTenant } from '../../builds/load-tenant.ts';
import { planTenant } from '../../builds/page-data.ts';
import { VRSYNC_PATH, writePortalFeed, type FeedLayout, type PreviousFeed } from '../../builds/portal-feed.ts';
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

async function write(key: string, previous: PreviousFeed | null, homes = tenant.homes): Promise<{ text: string; layout: FeedLayout }> {
  const dir = tempDir('feed');
  const docs = planTenant(tenant.site, homes).docs;
  const { layout } = await writePortalFeed(dir, { site: tenant.site, homes, docs, storageBaseUrl: '/storage', key, previous });
  return { text: readFileSync(path.join(dir, VRSYNC_PATH), 'utf8'), layout: layout! };
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

  it('maps a listing again when its record changed', async () => {
    const homes = tenant.homes.map((home) => (home.facts.id === Number(first) ? { ...home, digest: 'changed' } : home));
    const next = await write('salt', poisoned(fresh, first, second), homes);
    expect(titleOf(next.text, first)).toBe(titleOf(fresh.text, first));
    expect(titleOf(next.text, second)).toBe(titleOf(poisonedText(first, second), second));
  });

  it('maps every listing again under another salt (other code, site or settings)', async () => {
    expect((await write('other salt', poisoned(fresh, first, second))).text).toBe(fresh.text);
  });

  it('maps a listing again when the layout does not point at its element', async () => {
    const shifted: FeedLayout = { key: 'salt', listings: fresh.layout.listings.map(([id, digest, start, length]) => [id, digest, start + 1, length]) };
    expect((await write('salt', { ...poisoned(fresh, first, second), layout: shifted })).text).toBe(fresh.text);
  });
});
