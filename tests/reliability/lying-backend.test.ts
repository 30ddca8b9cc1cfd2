/**
 * Issue #12 item 7, against a real HTTP server on loopback: a back end that suddenly sends
 * (almost) nothing never empties a live site; pagination that ignores `page` or never ends
 * stops early; a huge body is cut off while it streams; 429/503 `Retry-After` is honoured,
 * retries get jitter and each one is logged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import type { Reporter } from '../../builds/reporter.ts';
import { VitrineError } from '../../domain/errors.ts';
import { createHttpSource } from '../../sources/http-api.ts';
import { startApiServer, type ApiServer } from '../fixtures/api-server.ts';
import { tempDir } from '../support/fixture-build.ts';
import { liveRelease } from './support.ts';

const SITE = 'cosmic.vitrine.local';
let api: ApiServer;
beforeEach(async () => {
  api = await startApiServer();
});
afterEach(async () => {
  await api.close();
});

const json = (response: import('node:http').ServerResponse, value: unknown, headers: Record<string, string> = {}) =>
  response.writeHead(200, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
const failure = (e: unknown) => e as VitrineError;

describe('shrink guard', () => {
  it('keeps the live release when the listing count collapses, and publishes with --allow-shrink', async () => {
    const out = tempDir('out');
    const first = (await build({ sites: [SITE], api: api.baseUrl, out, concurrency: 1 })).sites[0]!;
    expect(first.status).toBe('published');

    // One home of the four it publishes (−75 %), the rest "gone": what a half-broken back end answers.
    api.override = (_req, res, hit) => {
      if (hit.pathname !== '/api/homes') return false;
      json(res, { data: [{ id: 1, status: 'rent', category: 'apartment', area: 50, zipcode: '01000-000', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' }], total: 1 });
      return true;
    };
    const shrunk = (await build({ sites: [SITE], api: api.baseUrl, out, concurrency: 1 })).sites[0]!;
    expect(shrunk.status).toBe('failed');
    expect(shrunk.error).toContain(`${SITE} would drop from 4 to 1 listings (−75 %, more than --max-shrink 50 %); the live release is kept`);
    expect(shrunk.error).toContain('--allow-shrink');
    expect(liveRelease(out, SITE)).toBe(first.buildId);

    expect((await build({ sites: [SITE], api: api.baseUrl, out, concurrency: 1, maxShrinkPct: 90 })).sites[0]!.status).toBe('published');
    api.override = (_req, res, hit) => (hit.pathname === '/api/homes' ? (json(res, { data: [], total: 0 }), true) : false);
    const emptied = (await build({ sites: [SITE], api: api.baseUrl, out, concurrency: 1, allowShrink: true })).sites[0]!;
    expect(emptied.status).toBe('published');
  }, 120_000);

  it('fails a back end that announces homes and sends none ({data: [], total: 8})', async () => {
    api.override = (_req, res, hit) => (hit.pathname === '/api/homes' ? (json(res, { data: [], total: 8 }), true) : false);
    const error = failure(await createHttpSource({ baseUrl: api.baseUrl }).homes(SITE).catch((e: unknown) => e));
    expect(error.code).toBe('source-malformed');
    expect(error.message).toContain('announced 8 homes and sent none');
  });
});

describe('pagination that lies', () => {
  const page = (n: number) => Array.from({ length: 2 }, (_, i) => ({ id: n * 10 + i }));

  it('stops at the second request when the back end ignores page', async () => {
    api.override = (_req, res, hit) => (hit.pathname === '/api/homes' ? (json(res, { data: page(1) }), true) : false);
    const error = failure(await createHttpSource({ baseUrl: api.baseUrl, perPage: 2 }).homes(SITE).catch((e: unknown) => e));
    expect(error.message).toContain('the back end ignores "page"');
    expect(api.count('/api/homes')).toBe(2);
  });

  it('stops at the page cap when pages never end and no total comes', async () => {
    api.override = (_req, res, hit) => (hit.pathname === '/api/homes' ? (json(res, { data: page(Number(hit.query.get('page'))) }), true) : false);
    const error = failure(await createHttpSource({ baseUrl: api.baseUrl, perPage: 2, maxPages: 25 }).homes(SITE).catch((e: unknown) => e));
    expect(error.message).toContain('did not end after 25 pages');
    expect(api.count('/api/homes')).toBe(25);
  });
});

describe('response size cap', () => {
  it('cuts a body off while it streams, without a content-length, past the cap', async () => {
    let sent = 0;
    let closed: (early: boolean) => void = () => {};
    const serverSaw = new Promise<boolean>((resolve) => (closed = resolve));
    api.override = (_req, res, hit) => {
      if (hit.pathname !== '/api/homes') return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      res.write('{"data":[');
      res.on('close', () => closed(sent < 50 * 1024 * 1024));
      const pump = () => {
        while (sent < 50 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        if (!res.destroyed) res.end('],"total":0}');
      };
      pump();
      return true;
    };
    const started = Date.now();
    const error = failure(await createHttpSource({ baseUrl: api.baseUrl, maxBodyBytes: 1024 * 1024 }).homes(SITE).catch((e: unknown) => e));
    expect(error.code).toBe('source-too-large');
    expect(error.message).toContain('more than the 1 MB cap');
    expect(api.count('/api/homes')).toBe(1); // never retried
    expect(await serverSaw).toBe(true); // the server saw the client leave before 50 MB were sent
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('refuses a declared content-length over the cap before reading it', async () => {
    api.override = (_req, res, hit) => {
      if (hit.pathname !== '/api/site-config') return false;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(700 * 1024 * 1024) });
      res.write('{');
      return true;
    };
    const error = failure(await createHttpSource({ baseUrl: api.baseUrl }).siteConfig(SITE).catch((e: unknown) => e));
    expect(error.code).toBe('source-too-large');
    expect(error.message).toContain('700 MB');
  });
});

describe('retries', () => {
  it('honours Retry-After on 429 and 503 and logs each retry as a warning line of the build', async () => {
    api.override = (_req, res, hit, n) => {
      if (hit.pathname !== '/api/site-config' || n > 2) return false;
      res.writeHead(n === 1 ? 429 : 503, { 'retry-after': '1' }).end();
      return true;
    };
    const lines: string[] = [];
    const reporter: Reporter = { stage() {}, progress() {}, fail() {}, warn: (site, message) => lines.push(`[${site}] warning: ${message}`) };
    const started = Date.now();
    const summary = (await build({ sites: [SITE], api: api.baseUrl, out: tempDir('out'), concurrency: 1, reporter })).sites[0]!;
    expect(summary.status).toBe('published');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000); // waited 1 s twice, as asked
    const retries = lines.filter((l) => l.startsWith('[api] warning:'));
    expect(retries).toHaveLength(2);
    expect(retries[0]).toMatch(/answered 429.*; retry 1 in 1\.0 s/);
    expect(retries[1]).toMatch(/answered 503.*; retry 2 in 1\.0 s/);
  }, 60_000);

  it('spreads backoff delays with jitter (between half and the whole backoff)', async () => {
    api.override = (_req, res) => (res.writeHead(500).end(), true);
    const delays: number[] = [];
    const source = createHttpSource({
      baseUrl: api.baseUrl,
      retry: { retries: 3, baseDelayMs: 400, sleep: async (ms) => void delays.push(ms), random: () => 0.5 },
    });
    await source.siteConfig(SITE).catch(() => undefined);
    expect(delays).toEqual([300, 600, 1200]);
    const free: number[] = [];
    await createHttpSource({ baseUrl: api.baseUrl, retry: { retries: 8, baseDelayMs: 400, sleep: async (ms) => void free.push(ms) } }).siteConfig(SITE).catch(() => undefined);
    free.forEach((ms, i) => {
      expect(ms).toBeGreaterThanOrEqual(Math.min(400 * 2 ** i, 30_000) / 2);
      expect(ms).toBeLessThanOrEqual(Math.min(400 * 2 ** i, 30_000));
    });
    expect(new Set(free).size).toBeGreaterThan(1);
  });
});
