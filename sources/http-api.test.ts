/** The HTTP source against a real local server (no fetch mocks): see tests/fixtures/api-server.ts. */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VitrineError } from '../domain/errors.ts';
import { API_FIXTURES, startApiServer, type ApiServer, type Override } from '../tests/fixtures/api-server.ts';
import { createHttpSource, type HttpSourceOptions } from './http-api.ts';

const SITE = 'cosmic.vitrine.local';
const fixtureHomes = JSON.parse(await readFile(path.join(API_FIXTURES, SITE, 'homes.json'), 'utf8')) as Array<{ id: number }>;

let api: ApiServer;

beforeEach(async () => {
  api = await startApiServer();
});

afterEach(async () => {
  await api.close();
});

/** A source on the test server; retries wait 1 ms so failing tests stay fast. */
function source(options: Partial<HttpSourceOptions> = {}) {
  return createHttpSource({ baseUrl: api.baseUrl, timeoutMs: 2_000, retry: { baseDelayMs: 1 }, ...options });
}

/** Answers `status` to the first `times` requests (Infinity: always), then lets the fixtures answer. */
function failing(status: number, times = Number.POSITIVE_INFINITY): Override {
  return (_request, response, _hit, hitNumber) => {
    if (hitNumber > times) return false;
    response.writeHead(status, { 'content-type': 'application/json' }).end('{"error":"scripted"}');
    return true;
  };
}

/** Never answers: the request hangs until the client gives up. */
const hanging: Override = () => true;

async function vitrineError(promise: Promise<unknown>): Promise<VitrineError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VitrineError);
  return error as VitrineError;
}

describe('HTTP source: answers', () => {
  it('reads a site config', async () => {
    const config = await source().siteConfig(SITE);
    expect(config).toMatchObject({ site_url: SITE, ms_token: 'read-token-cosmic' });
    expect(api.hits[0]?.rawUrl).toBe(`/api/site-config?site_url=${SITE}`);
  });

  it('answers source-not-found on a 404 site config, without retrying', async () => {
    const error = await vitrineError(source().siteConfig('nobody.vitrine.local'));
    expect(error.code).toBe('source-not-found');
    expect(error.message).toContain('nobody.vitrine.local');
    expect(api.count('/api/site-config')).toBe(1);
  });

  it('collects homes across several pages, raw and in order', async () => {
    const homes = await source({ perPage: 2 }).homes(SITE);
    expect(homes).toEqual(fixtureHomes); // home 105 is invalid on purpose: sources do not validate
    // The first page, then the rest at once (their total is known): any order among those.
    const pages = api.hits.map((hit) => [hit.query.get('page'), hit.query.get('per_page')]);
    expect(pages[0]).toEqual(['1', '2']);
    expect(pages.slice(1).sort()).toEqual([
      ['2', '2'],
      ['3', '2'],
    ]);
  });

  it('asks the pages after the first four at a time when the total is known, and keeps the records in page order', async () => {
    const all = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Casa ${i + 1} "com aspas" e [colchetes]` }));
    let inFlight = 0;
    let most = 0;
    api.override = (_request, response, hit) => {
      const page = Number(hit.query.get('page'));
      inFlight++;
      most = Math.max(most, inFlight);
      // Later pages answer first: the order must come from the page numbers, not the answers.
      setTimeout(() => {
        inFlight--;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: all.slice((page - 1) * 2, page * 2), total: all.length }));
      }, 60 - page * 4);
      return true;
    };
    await expect(source({ perPage: 2 }).homes(SITE)).resolves.toEqual(all);
    expect(api.count('/api/homes')).toBe(12);
    expect(most).toBe(4);
  });

  it('digests each record as the bytes the back end sent, and parses only the records asked for', async () => {
    api.override = (_request, response) => {
      // Record 2 is not JSON: the envelope is, so the page is read, and only asking for record 2 fails.
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[ {"id": 1,  "name":"Casa"},{"id":2,"ok":tru}],"total":2}');
      return true;
    };
    const homes = await source().digestedHomes!(SITE);
    expect(homes.digests).toEqual([createHash('sha1').update('{"id": 1,  "name":"Casa"}').digest('base64url'), createHash('sha1').update('{"id":2,"ok":tru}').digest('base64url')]);
    expect(homes.record(0)).toEqual({ id: 1, name: 'Casa' });
    expect(() => homes.record(1)).toThrow(VitrineError);
    const error = await vitrineError(source().homes(SITE));
    expect(error.code).toBe('source-malformed');
    expect(error.message).toContain(`${api.baseUrl}/api/homes?site_url=${SITE}`);
  });

  it('keeps a large tenant’s pages on disk, in a file no one else sees, and reads the records back from it', async () => {
    const before = readdirSync(tmpdir()).filter((name) => name.startsWith('vitrine-pages-'));
    const homes = await source({ perPage: 2, heldPageBytes: 1 }).digestedHomes!(SITE);
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith('vitrine-pages-'))).toEqual(before);
    expect(homes.digests.map((_, i) => homes.record(i))).toEqual(fixtureHomes);
    expect(homes.digests).toEqual((await source({ perPage: 2 }).digestedHomes!(SITE)).digests);
    homes.release!();
    expect(() => homes.record(0)).toThrow(/were let go/);
  });

  it('lets go of the pages when released: a record asked for afterwards is an error, not a stale answer', async () => {
    const homes = await source({ perPage: 2 }).digestedHomes!(SITE);
    expect(homes.record(3)).toEqual(fixtureHomes[3]);
    homes.release!();
    expect(() => homes.record(3)).toThrow(/were let go/);
  });

  it('asks 500 homes per page by default', async () => {
    await expect(source().homes(SITE)).resolves.toHaveLength(fixtureHomes.length);
    expect(api.hits.map((hit) => hit.query.get('per_page'))).toEqual(['500']);
  });

  it('pages until an empty page when the answer has no total', async () => {
    api.override = (_request, response, hit) => {
      const page = Number(hit.query.get('page'));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: page <= 2 ? [{ id: page }] : [] }));
      return true;
    };
    await expect(source().homes(SITE)).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(api.count('/api/homes')).toBe(3);
  });

  it('refuses a homes answer without a data array', async () => {
    api.override = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      return true;
    };
    expect((await vitrineError(source().homes(SITE))).code).toBe('source-malformed');
  });

  it('reads one home by slug, encoding each segment', async () => {
    const home = await source().home(SITE, 'apartamento na beira-mar/101');
    expect(home).toMatchObject({ id: 101, name: 'Apartamento na Beira-Mar' });
    expect(api.hits[0]?.rawUrl).toBe(`/api/homes/apartamento%20na%20beira-mar/101?site_url=${SITE}`);
  });

  it('answers null for a home the API does not have (404), without retrying', async () => {
    await expect(source().home(SITE, 'casa/999')).resolves.toBeNull();
    expect(api.hits).toHaveLength(1);
  });

  it('refuses a slug with dot segments before sending anything', async () => {
    expect((await vitrineError(source().home(SITE, '../../sites'))).code).toBe('unsafe-path');
    expect(api.hits).toHaveLength(0);
  });

  it('lists sites', async () => {
    await expect(source().listSites()).resolves.toEqual([{ site_url: SITE, updated_at: '2024-05-02T12:00:00.000Z' }]);
  });
});

describe('HTTP source: failures and retries', () => {
  it('retries a 500 twice, then succeeds', async () => {
    api.override = failing(500, 2);
    await expect(source().siteConfig(SITE)).resolves.toMatchObject({ site_url: SITE });
    expect(api.count('/api/site-config')).toBe(3);
  });

  it('gives up after 4 attempts on a lasting 500, with status and URL', async () => {
    api.override = failing(500);
    const error = await vitrineError(source().siteConfig(SITE));
    expect(error).toMatchObject({ code: 'source-http', status: 500 });
    expect(error.message).toContain(`${api.baseUrl}/api/site-config?site_url=${SITE}`);
    expect(api.count('/api/site-config')).toBe(4);
  });

  it('does not retry a 400', async () => {
    api.override = failing(400);
    expect(await vitrineError(source().homes(SITE))).toMatchObject({ code: 'source-http', status: 400 });
    expect(api.count('/api/homes')).toBe(1);
  });

  it('retries a 429', async () => {
    api.override = failing(429, 1);
    await expect(source().listSites()).resolves.toHaveLength(1);
    expect(api.count('/api/sites')).toBe(2);
  });

  it('retries a dropped connection', async () => {
    api.override = (request, _response, _hit, hitNumber) => {
      if (hitNumber > 1) return false;
      request.socket.destroy();
      return true;
    };
    await expect(source().siteConfig(SITE)).resolves.toMatchObject({ site_url: SITE });
    expect(api.count('/api/site-config')).toBe(2);
  });

  it('times out a hanging response, retrying each attempt', async () => {
    api.override = hanging;
    const error = await vitrineError(source({ timeoutMs: 200 }).siteConfig(SITE));
    expect(error.code).toBe('source-timeout');
    expect(error.message).toContain('200 ms');
    expect(api.count('/api/site-config')).toBe(4);
  });

  it('times out a body that stops half way', async () => {
    api.override = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"site_url": ');
      return true;
    };
    const error = await vitrineError(source({ timeoutMs: 200, retry: { retries: 1, baseDelayMs: 1 } }).siteConfig(SITE));
    expect(error.code).toBe('source-timeout');
    expect(api.count('/api/site-config')).toBe(2);
  });

  it('reports malformed JSON naming the URL, without retrying', async () => {
    api.override = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"site_url": "cosm');
      return true;
    };
    const error = await vitrineError(source().siteConfig(SITE));
    expect(error.code).toBe('source-malformed');
    expect(error.message).toContain(`${api.baseUrl}/api/site-config?site_url=${SITE}`);
    expect(api.count('/api/site-config')).toBe(1);
  });

  it('stops at once when the caller aborts, and never retries', async () => {
    api.override = hanging;
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await vitrineError(source().siteConfig(SITE, { signal: controller.signal }));
    expect(error.code).toBe('source-aborted');
    await new Promise((resolve) => setTimeout(resolve, 50)); // room for a retry that must not come
    expect(api.count('/api/site-config')).toBe(1);
  });

  it('sends nothing when the caller signal is already aborted', async () => {
    const error = await vitrineError(source().homes(SITE, { signal: AbortSignal.abort() }));
    expect(error.code).toBe('source-aborted');
    expect(api.hits).toHaveLength(0);
  });
});
