/**
 * Issue #12 item 10, on `vitrine serve --data` over real HTTP: the storage
 * emulation's resize cache stays under its bound (least recently used
 * variants go first), a flood of uncached sizes is answered 503 + Retry-After
 * past a small queue while pages keep answering, and compressed text is made
 * once per file version.
 */
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures, copyFixtures, tempDir } from '../support/fixture-build.ts';
import { rawRequest, startStaticServer, type RunningServer } from '../support/http.ts';

const MAX_BYTES = 40_000;
let cache: string;
let out: string;
let running: RunningServer;

beforeAll(async () => {
  const data = copyFixtures();
  const built = await buildFixtures({ all: false, sites: ['imobiliaria.test'], data });
  out = built.out;
  cache = tempDir('bounded-image-cache');
  running = await startStaticServer({ outDir: out, dataDir: data, stagingSite: 'imobiliaria.test', imageCacheDir: cache, images: { maxBytes: MAX_BYTES, concurrency: 1, queue: 2 } });
});
afterAll(() => running?.close());

const resized = (width: number, file = 'fachada.jpg') => `/storage/render/image/media/${file}?width=${width}&format=webp`;
const cacheFiles = () => readdirSync(cache).filter((f) => !f.endsWith('.part'));
const cacheBytes = () => cacheFiles().reduce((sum, f) => sum + statSync(path.join(cache, f)).size, 0);

/** The bound holds, except for one variant larger than the whole bound alone (kept until the next one: it is being served). */
const withinBound = () => cacheBytes() <= MAX_BYTES || cacheFiles().length === 1;

/** Asks for a variant and tells which cache file it became (undefined when it was cached already). */
async function variant(width: number): Promise<string | undefined> {
  const before = new Set(cacheFiles());
  expect((await rawRequest(running.port, resized(width))).status).toBe(200);
  return cacheFiles().find((f) => !before.has(f));
}

describe('the resize cache (#12 item 10)', () => {
  it('never holds more than its bound, whatever sizes are asked', async () => {
    for (let width = 60; width <= 300; width += 20) {
      await variant(width);
      expect(withinBound(), `after width ${width}: ${cacheBytes()} bytes`).toBe(true);
    }
    expect(cacheFiles().length).toBeGreaterThan(1);
  });

  it('removes the least recently used variant first', async () => {
    const a = await variant(101);
    const b = await variant(102);
    expect(a && b).toBeTruthy();
    await variant(101); // used again: now b is the least recently used of the two
    const seen: string[] = [];
    for (let width = 103; cacheFiles().includes(b!) && width < 140; width++) seen.push((await variant(width))!);
    expect(cacheFiles()).not.toContain(b);
    expect(cacheFiles()).toContain(a);
    expect(withinBound()).toBe(true);
  });

  it('answers a flood of uncached sizes with 503 + Retry-After past its queue, and pages keep answering', async () => {
    const flood = Array.from({ length: 24 }, (_, i) => rawRequest(running.port, resized(1000 + i, 'sala.jpg')));
    const page = await rawRequest(running.port, '/');
    const answers = await Promise.all(flood);
    expect(page.status).toBe(200);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => Number(a.headers['retry-after']) > 0)).toBe(true);
    expect(answers.filter((a) => a.status !== 503 && a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(3);
    expect(withinBound()).toBe(true);
  });
});

describe('compressed text (#12 item 10)', () => {
  const br = (urlPath: string) => rawRequest(running.port, urlPath, { headers: { 'accept-encoding': 'br' } });

  it('is made once per file version: a changed file is compressed again', async () => {
    const page = path.join(out, 'sites', 'imobiliaria.test', 'sobre', 'index.html');
    const first = await br('/sobre/');
    const again = await br('/sobre/');
    expect(first.headers['content-encoding']).toBe('br');
    expect(again.headers['content-length']).toBe(first.headers['content-length']);
    writeFileSync(page, '<!doctype html><title>novo</title>');
    utimesSync(page, new Date(), new Date(Date.now() + 5000));
    const res = await fetch(`http://127.0.0.1:${running.port}/sobre/`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe('<!doctype html><title>novo</title>');
  });
});
