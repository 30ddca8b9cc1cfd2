import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { propertySchema } from '../domain/schemas/index.ts';
import { homeCacheKey, homeCachePath, parseHomeCache, writeHomeCache } from './home-cache.ts';
import { cachedHome, readHome } from './tenant-homes.ts';

const home = (id: number, extra: Record<string, unknown> = {}) =>
  propertySchema.parse({ id, status: 'sale', category: 'apartment', area: 50, price: 100_000 * id, zipcode: '01000-000', neighborhood: 'Moema', city: 'São Paulo', state: 'SP', ...extra });
const key = homeCacheKey('app-1');
const release = () => mkdtempSync(path.join(os.tmpdir(), 'home-cache-'));
const noRecord = () => {
  throw new Error('the record was read');
};

describe('home cache', () => {
  it('gives back the facts of each record it was written with, by digest, and nothing for others', async () => {
    const dir = release();
    const homes = [readHome(home(1), 'd1'), readHome(home(2, { is_visible_on_site: false }), 'd2'), readHome(home(3, { location: 'zz' }), 'd3', { id: '3', path: 'location', message: 'Invalid hex' })];
    const file = await writeHomeCache(dir, 'b1', key, homes, null);
    expect(file.rel).toBe(homeCachePath('b1'));
    const cache = parseHomeCache(readFileSync(path.join(dir, file.rel)), key)!;
    expect(cache.facts('d1')).toEqual(homes[0]!.facts);
    expect(cache.facts('d1')!.doc).toMatchObject({ id: 1, price: 10_000_000 }); // documents carry cents
    expect(cache.facts('d2')).toMatchObject({ id: 2, doc: null });
    expect(cache.facts('d3')!.warning).toEqual({ id: '3', path: 'location', message: 'Invalid hex' });
    expect(cache.facts('d4')).toBeUndefined();
  });

  it('is ignored when another version of the code wrote it', async () => {
    const dir = release();
    const file = await writeHomeCache(dir, 'b1', key, [readHome(home(1), 'd1')], null);
    expect(parseHomeCache(readFileSync(path.join(dir, file.rel)), homeCacheKey('app-2'))).toBeNull();
    expect(parseHomeCache(Buffer.from('not a cache'), key)).toBeNull();
  });

  it('treats a line that does not parse to facts as missing (the record is read again)', () => {
    const text = `${JSON.stringify({ version: 1, key })}\nd1 {"id":1,"doc":null\nd2 {"id":"2","doc":null,"images":[],"portals":true,"changed":null,"warning":null}\nd3 {"id":3,"doc":null,"images":[],"portals":true,"changed":null,"warning":null}\n`;
    const cache = parseHomeCache(Buffer.from(text), key)!;
    expect(cache.facts('d1')).toBeUndefined();
    expect(cache.facts('d2')).toBeUndefined();
    expect(cache.facts('d3')).toMatchObject({ id: 3 });
  });

  it('copies the lines of homes it vouched for and writes those read in this build anew', async () => {
    const first = release();
    const one = readHome(home(1), 'd1');
    const previous = parseHomeCache(readFileSync(path.join(first, (await writeHomeCache(first, 'b1', key, [one, readHome(home(2), 'd2')], null)).rel)), key)!;
    const second = release();
    const changed = readHome(home(2, { price: 1 }), 'd2b');
    const file = await writeHomeCache(second, 'b2', key, [cachedHome(previous.facts('d1')!, 'd1', noRecord), changed], previous);
    const next = parseHomeCache(readFileSync(path.join(second, file.rel)), key)!;
    expect(next.facts('d1')).toEqual(one.facts);
    expect(next.facts('d2')).toBeUndefined();
    expect(next.facts('d2b')!.doc).toMatchObject({ price: 100 });
  });

  it('a cached home reads its record only when asked for the whole home, once', () => {
    let reads = 0;
    const facts = readHome(home(7), 'd7').facts;
    const cached = cachedHome(facts, 'd7', () => (reads++, home(7)));
    expect(cached.facts.doc).toMatchObject({ id: 7 });
    expect(reads).toBe(0);
    expect(cached.publicCopy()).toMatchObject({ id: 7, price: 700_000 });
    expect(cached.property().id).toBe(7);
    expect(reads).toBe(1);
  });
});
