import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { propertySchema } from '../domain/schemas/index.ts';
import { homeCacheIndexPath, homeCacheKey, parseCacheIndex, writeHomeCache, type HomeCache } from './home-cache.ts';
import { cacheFromShards } from './home-cache-shards.ts';
import { CachedHome, readHome, type TenantHome } from './tenant-homes.ts';
import { carryForward, type CarryForward } from './carry-forward.ts';
import type { WrittenFile } from './file-manifest.ts';
import { briefColumns } from './cached-facts.ts';
import type { HomeFacts } from './tenant-homes.ts';

const home = (id: number, extra: Record<string, unknown> = {}) =>
  propertySchema.parse({ id, status: 'sale', category: 'apartment', area: 50, price: 100_000 * id, zipcode: '01000-000', neighborhood: 'Moema', city: 'São Paulo', state: 'SP', ...extra });
const key = homeCacheKey('app-1');
const noRecord = () => {
  throw new Error('the record was read');
};

/** Writes a cache into a new release folder and reads it back as the next build would. */
async function roundTrip(homes: TenantHome[], previous: HomeCache | null = null, readKey = key, homesPerShard?: number, carry?: (dir: string) => CarryForward) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'home-cache-'));
  const files = await writeHomeCache(dir, 'b1', key, homes, previous, carry?.(dir), homesPerShard);
  const shards = parseCacheIndex(readFileSync(path.join(dir, homeCacheIndexPath('b1'))), readKey);
  return { dir, files, shards, cache: shards && cacheFromShards(shards.map((rel) => ({ rel, bytes: readFileSync(path.join(dir, rel)) }))) };
}

/** The live release a next build carries files from: the folder a round trip wrote, and its files. */
const liveAt = (dir: string, files: WrittenFile[]) => (releaseDir: string) =>
  carryForward({ where: dir, localDir: dir, id: 'b1', files: { version: 1, id: 'b1', latest: '', files: Object.fromEntries(files.map(({ rel, sha256, size }) => [rel, { sha256, size }])) }, pages: null, meta: null, read: async () => null }, releaseDir);

/** Facts as JSON carries them: a cached home's are read from its shard's columns and line (./cached-facts.ts). */
const asJson = (facts: HomeFacts | undefined) => JSON.parse(JSON.stringify(facts)) as unknown;

/** A shard as the writer lays it out: a head naming its lines (`<digest> <facts>`) with the columns of `rows` (its homes' facts, in line order), then the lines. */
const shardBytes = (rows: HomeFacts[], lines: string[], head: Record<string, unknown> = {}) =>
  Buffer.from(`${JSON.stringify({ digests: lines.map((line) => line.slice(0, line.indexOf(' '))), lengths: lines.map((line) => line.length), ...briefColumns(rows), ...head })}\n${lines.join('\n')}\n`);
const noDoc = (id: number): HomeFacts => ({ id, doc: null, images: [], portals: true, changed: null, warnings: null });

/** Digests that look like real ones (base64url). */
const digest = (n: number) => `${'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[n % 64]}${n}`;

describe('home cache', () => {
  it('gives back the facts of each record it was written with, by digest, and nothing for others', async () => {
    const homes = [readHome(home(1), 'd1'), readHome(home(2, { is_visible_on_site: false }), 'd2'), readHome(home(3, { location: 'zz' }), 'd3', [{ id: '3', path: 'location', message: 'Invalid hex' }])];
    const { files, cache } = await roundTrip(homes);
    expect(files[0]!.rel).toBe(homeCacheIndexPath('b1'));
    expect(asJson(cache!.facts('d1'))).toEqual(asJson(homes[0]!.facts));
    expect(cache!.facts('d1')!.doc).toMatchObject({ id: 1, price: 10_000_000 }); // documents carry cents
    expect(cache!.facts('d1')!.doc!.title).toBe(homes[0]!.facts.doc!.title);
    expect(cache!.facts('d2')).toMatchObject({ id: 2, doc: null });
    expect(cache!.facts('d3')!.warnings).toEqual([{ id: '3', path: 'location', message: 'Invalid hex' }]);
    expect(cache!.facts('d4')).toBeUndefined();
  });

  it('is ignored when another version of the code wrote it, or when it is not an index', async () => {
    const { shards } = await roundTrip([readHome(home(1), 'd1')], null, homeCacheKey('app-2'));
    expect(shards).toBeNull();
    expect(parseCacheIndex(Buffer.from('not an index'), key)).toBeNull();
    expect(parseCacheIndex(Buffer.from(JSON.stringify({ version: 1, key, shards: ['../../etc/passwd'] })), key)).toBeNull();
  });

  it('leaves out a shard whose head does not read or does not say where its lines are (its records are read again), and fails on a line that does not hold its columns\' home', () => {
    const line = (id: number | string) => `{"id":${JSON.stringify(id)},"doc":null,"images":[],"portals":true,"changed":null,"warnings":null}`;
    const cache = cacheFromShards([
      { rel: 'builds/homes/a.ndjson', bytes: Buffer.from(`{"digests":["d1"],"lengths":[3\nd1 ${line(1)}\n`) },
      { rel: 'builds/homes/b.ndjson', bytes: shardBytes([noDoc(2)], [`d2 ${line(2)}`, `d3 ${line(3)}`]) },
      { rel: 'builds/homes/c.ndjson', bytes: shardBytes([noDoc(4), noDoc(5), noDoc(6)], [`d4 {"id":4,"doc":null`, `d5 ${line('5')}`, `d6 ${line(6)}`]) },
      { rel: 'builds/homes/d.ndjson', bytes: shardBytes([noDoc(7)], [`d7 ${line(7)}`], { lengths: [10] }) },
      { rel: 'builds/homes/e.ndjson', bytes: shardBytes([noDoc(8)], [`d8 ${line(8)}`], { digests: ['d8x'] }) },
      { rel: 'builds/homes/f.ndjson', bytes: Buffer.concat([shardBytes([noDoc(9)], [`d9 ${line(9)}`]), Buffer.from('d10 {}\n')]) },
    ]);
    // A head that does not parse, columns for fewer homes, a line's length or digest not as laid out, a line the head does not name: the shard is not used.
    expect(['d1', 'd2', 'd3', 'd7', 'd8', 'd8x', 'd9', 'd10'].filter((d) => cache.has(d))).toEqual([]);
    // The columns are read without the lines; a line is parsed when more is asked, and must be its columns' home.
    expect(cache.facts('d4')).toMatchObject({ id: 4, doc: null, portals: true });
    expect(() => cache.facts('d4')!.images).toThrow(/home 4: its line in the live home cache/);
    expect(() => cache.facts('d5')!.images).toThrow(/home 5/);
    expect(cache.facts('d6')!.images).toEqual([]);
  });

  it('writes its shards in ASCII and reads accented and 4-byte text back as it was', async () => {
    const homes = ['São João del-Rei', 'Casa 🏠 海 Açaí', 'Itaú de Minas\u2028'].map((city, i) => readHome(home(i + 1, { city, title: `Apê em ${city}` }), `d${i + 1}`));
    const { dir, files, cache } = await roundTrip(homes);
    const shard = readFileSync(path.join(dir, files[1]!.rel));
    expect([...shard].every((byte) => byte < 0x80)).toBe(true);
    expect(shard.toString()).toContain('S\\u00e3o Jo\\u00e3o');
    for (const [i, h] of homes.entries()) {
      expect(asJson(cache!.facts(`d${i + 1}`))).toEqual(asJson(h.facts));
      expect(Buffer.from(cache!.line(`d${i + 1}`)!).toString()).toBe(`d${i + 1} ${JSON.stringify(h.facts).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`);
    }
    expect(cache!.facts('d2')!.doc!.city).toBe('Casa 🏠 海 Açaí');
    expect(cache!.facts('d3')!.doc!.neighborhood).toBe('Moema');
    expect(cache!.facts('d3')!.doc!.title).toBe(homes[2]!.facts.doc!.title);
  });

  it('keeps each digest with its own line, and leaves out a shard that is not ASCII', () => {
    const facts = (id: number, city: string) => ({ id, doc: null, images: [`/fotos/${city}.jpg`], portals: false, changed: null, warnings: null });
    const homes = [facts(1, 'Sao Joao'), facts(4, 'Casa'), facts(2, 'Itau'), facts(3, 'Conceicao')];
    const lines = homes.map((f) => `d${f.id} ${JSON.stringify(f)}`);
    const cache = cacheFromShards([
      { rel: 'builds/homes/a.ndjson', bytes: shardBytes(homes, lines) },
      // Raw UTF-8, as no writer of this version makes it: its lines are not read as facts.
      { rel: 'builds/homes/b.ndjson', bytes: shardBytes([facts(5, 'São Paulo')], [`d5 ${JSON.stringify(facts(5, 'São Paulo'))}`]) },
    ]);
    expect(cache.facts('d1')!.images).toEqual(['/fotos/Sao Joao.jpg']);
    expect(cache.facts('d4')!.images).toEqual(['/fotos/Casa.jpg']);
    expect(Buffer.from(cache.line('d4')!).toString()).toBe(lines[1]);
    expect(cache.facts('d2')!.images).toEqual(['/fotos/Itau.jpg']);
    expect(cache.facts('d3')!.id).toBe(3);
    expect(Buffer.from(cache.line('d2')!).toString()).toBe(lines[2]);
    expect([cache.has('d3'), cache.has('d5'), cache.facts('d5')]).toEqual([true, false, undefined]);
    expect(cache.notIn([]).sort()).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(cache.notIn(['d2', 'd5', 'd4', 'd2'])).toEqual(['d1', 'd3']);
    expect(cache.notIn(['d4', 'd3', 'd2', 'd1'])).toEqual([]);
    expect(cache.shardOf(['d1', 'd4', 'd2', 'd3'])).toBe('builds/homes/a.ndjson');
    expect(cache.shardOf(['d1', 'd3'])).toBeUndefined();
  });

  it('rewrites only the shard of a changed home: the others keep their names and bytes', async () => {
    const homes = Array.from({ length: 64 }, (_, i) => readHome(home(i + 1), digest(i)));
    const first = await roundTrip(homes, null, key, 4);
    expect(first.shards!.length).toBeGreaterThan(10);
    // Home 5 changes (a new digest); the others come from the cache, their records unread.
    const next = homes.map((h, i) => (i === 4 ? readHome(home(5, { price: 1 }), 'Xnew5') : new CachedHome(first.cache!.facts(h.digest)!, h.digest, noRecord)));
    const second = await roundTrip(next, first.cache, key, 4);
    const changed = second.shards!.filter((rel) => !first.shards!.includes(rel));
    expect(changed).toHaveLength(1); // its own shard: homes are sharded by id, not by digest
    expect(second.shards).toHaveLength(first.shards!.length);
    expect(second.cache!.facts(digest(4))).toBeUndefined();
    expect(second.cache!.facts('Xnew5')!.doc).toMatchObject({ price: 100 });
    expect(asJson(second.cache!.facts(digest(0)))).toEqual(asJson(homes[0]!.facts));
  });

  it('keeps the live shards whose homes did not change (hard-linked, not written again)', async () => {
    const homes = Array.from({ length: 64 }, (_, i) => readHome(home(i + 1), digest(i)));
    const first = await roundTrip(homes, null, key, 4);
    const next = homes.map((h, i) => (i === 4 ? readHome(home(5, { price: 1 }), 'Xnew5') : new CachedHome(first.cache!.facts(h.digest)!, h.digest, noRecord)));
    const second = await roundTrip(next, first.cache, key, 4, liveAt(first.dir, first.files));
    const linked = second.shards!.filter((rel) => statSync(path.join(second.dir, rel)).ino === statSync(path.join(first.dir, rel), { throwIfNoEntry: false })?.ino);
    expect(linked).toHaveLength(first.shards!.length - 1);
    expect(second.files.map((f) => f.rel).sort()).toEqual([homeCacheIndexPath('b1'), ...second.shards!].sort());
    expect(second.cache!.facts('Xnew5')!.doc).toMatchObject({ price: 100 });
    expect(asJson(second.cache!.facts(digest(0)))).toEqual(asJson(homes[0]!.facts));
  });

  it('is one file for a small tenant, at most 32 for a large one', async () => {
    const homes = (n: number) => Array.from({ length: n }, (_, i) => readHome(home(i + 1), digest(i)));
    expect((await roundTrip(homes(300))).shards).toHaveLength(1);
    expect((await roundTrip(homes(1_300))).shards).toHaveLength(5);
    expect((await roundTrip(homes(640), null, key, 1)).shards).toHaveLength(32);
  });

  it('a cached home reads its record only when asked for the whole home, once', () => {
    let reads = 0;
    const held = new CachedHome(readHome(home(7), 'd7').facts, 'd7', () => (reads++, home(7)));
    expect(held.facts.doc).toMatchObject({ id: 7 });
    expect(reads).toBe(0);
    expect(held.publicCopy()).toMatchObject({ id: 7, price: 700_000 });
    expect(held.property().id).toBe(7);
    expect(reads).toBe(1);
  });
});
