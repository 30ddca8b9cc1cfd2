import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { carryForward, carryNothing } from './carry-forward.ts';
import { loadPageManifest, pageManifestPath, writePageManifest, type FeedLayout, type PageManifest } from './page-manifest.ts';
import { trustedPageHashes } from './release-diff.ts';

/** A 10,000-listing tenant's pages and its feed's layout. */
const pages = (price = (n: number) => n) => Object.fromEntries(Array.from({ length: 10_000 }, (_, n) => [`/imovel/venda/casa-${n}/${n}`, `key-${price(n)}`]));
const feed: FeedLayout = { key: 'salt', listings: Array.from({ length: 7_000 }, (_, n) => [String(n), `digest-${n}`, n * 1000, 999]) };
const made = { host: { key: 'h', files: ['robots.txt'] } };

const fresh = () => mkdtempSync(path.join(os.tmpdir(), 'page-manifest-'));
const readFrom = (...dirs: string[]) => async (rel: string) => {
  for (const dir of dirs) {
    try {
      return readFileSync(path.join(dir, rel));
    } catch {
      // not in this one
    }
  }
  return null;
};
const load = (dir: string, id: string, ...more: string[]) => loadPageManifest(readFileSync(path.join(dir, pageManifestPath(id)), 'utf8'), readFrom(dir, ...more));

describe('the pages manifest in parts', () => {
  it('reads back its pages, feed layout, site files and index parts', async () => {
    const dir = fresh();
    writePageManifest(dir, { id: 'b1', pages: pages(), feed, made, search: [{ key: 'k', file: 'search/a.json' }] }, null, carryNothing);
    const manifest = await load(dir, 'b1');
    expect(manifest).toMatchObject({ version: 2, id: 'b1', pages: pages(), feed, made, search: [{ key: 'k', file: 'search/a.json' }] });
    expect(manifest.vouched).toBe(false);
  });

  it('says when its build vouched for every page it lists: the next build trusts its keys without a file lookup each', async () => {
    const dir = fresh();
    writePageManifest(dir, { id: 'b1', pages: pages(), vouched: true }, null, carryNothing);
    const manifest = await load(dir, 'b1');
    expect(manifest.vouched).toBe(true);
    const noFiles = { version: 1 as const, id: 'b1', latest: '', files: {} };
    expect(trustedPageHashes(manifest, noFiles)).toEqual(pages());
    // Unvouched, or a version 1 manifest saying so (never written that way), each page is looked up.
    expect(trustedPageHashes({ ...manifest, vouched: false }, noFiles)).toEqual({});
    expect(trustedPageHashes({ version: 1, id: 'b1', pages: pages(), vouched: true }, noFiles)).toEqual({});
  });

  it('writes again only the part of a changed page, and keeps the live parts and feed layout', async () => {
    const liveDir = fresh();
    writePageManifest(liveDir, { id: 'b1', pages: pages(), feed, made }, null, carryNothing);
    const live = await load(liveDir, 'b1');
    const dir = fresh();
    const snapshot = { where: liveDir, localDir: null, id: 'b1', files: { version: 1 as const, id: 'b1', latest: '', files: {} }, pages: live, meta: null, read: async () => null };
    const listed = Object.fromEntries(readdirSync(path.join(liveDir, 'builds', 'pages')).map((name) => [`builds/pages/${name}`, { sha256: name.replace('.json', ''), size: 1 }]));
    const carry = carryForward({ ...snapshot, files: { ...snapshot.files, files: listed } }, dir);
    // The feed did not change: the build hands back the live layout itself (builds/portal-feed.ts).
    const written = writePageManifest(dir, { id: 'b2', pages: pages((n) => (n === 4321 ? -1 : n)), feed: live.feed!, made }, live, carry);
    expect(written.map((f) => f.rel)).toEqual([expect.stringMatching(/^builds\/pages\/[0-9a-f]{64}\.json$/), pageManifestPath('b2')]);
    expect(carry.carried.size).toBe(live.parts!.filter((part) => part !== null).length); // the other page parts and the feed's
    const next = await load(dir, 'b2', liveDir);
    expect(next.pages['/imovel/venda/casa-4321/4321']).toBe('key--1');
    expect(next.pages['/imovel/venda/casa-4320/4320']).toBe('key-4320');
    expect(next.feed).toEqual(feed);
    // Told which pages it rendered, the build writes the same part and head without comparing every page.
    const toldDir = fresh();
    const toldCarry = carryForward({ ...snapshot, files: { ...snapshot.files, files: listed } }, toldDir);
    const told = writePageManifest(toldDir, { id: 'b2', pages: pages((n) => (n === 4321 ? -1 : n)), feed: live.feed!, made }, live, toldCarry, ['/imovel/venda/casa-4321/4321']);
    expect(told.map((f) => [f.rel, f.sha256])).toEqual(written.map((f) => [f.rel, f.sha256]));
    // A page gone: its part is written again without it, the others kept.
    const { ['/imovel/venda/casa-77/77']: _gone, ...fewer } = pages();
    const goneDir = fresh();
    const goneCarry = carryForward({ ...snapshot, files: { ...snapshot.files, files: listed } }, goneDir);
    const rewritten = writePageManifest(goneDir, { id: 'b3', pages: fewer, made }, live, goneCarry);
    expect(rewritten).toHaveLength(2);
    const afterGone = await load(goneDir, 'b3', liveDir);
    expect(afterGone.pages).toEqual(fewer);
  });

  it('refuses a part that is not the one named, and still reads version 1', async () => {
    const dir = fresh();
    writePageManifest(dir, { id: 'b1', pages: pages(), made }, null, carryNothing);
    const [name] = readdirSync(path.join(dir, 'builds', 'pages')).filter((n) => n !== 'b1.json');
    writeFileSync(path.join(dir, 'builds', 'pages', name!), readFileSync(path.join(dir, 'builds', 'pages', name!), 'utf8').replace('key-', 'kez-'));
    await expect(load(dir, 'b1')).rejects.toThrow(/is missing or not the one named/);
    const v1: PageManifest = { version: 1, id: 'a', pages: { '/': 'x' } };
    expect(await loadPageManifest(JSON.stringify(v1), async () => null)).toEqual(v1);
  });

  it('refuses a part named by its digest that is not an object of pages', async () => {
    // Each part is named and checked by its sha256: a base that names such a part wrote it so.
    const named = (text: string) => ({ sha256: createHash('sha256').update(text).digest('hex'), size: Buffer.byteLength(text) });
    for (const [bad, message] of [
      ['["/a","k"]', /not an object/],
      ['{"/a":"k"},{"/b":"k"}', /Unexpected|JSON/],
      ['{"/a":"k"', /not an object/],
      ['{"a":"k"}', /bad entry for "a"/],
    ] as const) {
      const good = '{"/b":"k2"}';
      const head = JSON.stringify({ version: 2, id: 'c', parts: [named(good), null, named(bad)] });
      const read = async (rel: string) => Buffer.from([good, bad].find((text) => rel.endsWith(`${named(text).sha256}.json`))!);
      await expect(loadPageManifest(head, read), bad).rejects.toThrow(message);
    }
    const two = JSON.stringify({ version: 2, id: 'c', parts: [named('{"/b":"k2"}'), named('{}'), named('{"/a":"k1","/c":"k3"}')] });
    const texts = ['{"/b":"k2"}', '{}', '{"/a":"k1","/c":"k3"}'];
    const loaded = await loadPageManifest(two, async (rel) => Buffer.from(texts.find((text) => rel.endsWith(`${named(text).sha256}.json`))!));
    expect(loaded.pages).toEqual({ '/a': 'k1', '/b': 'k2', '/c': 'k3' });
  });
});
