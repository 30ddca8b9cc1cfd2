import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseDocuments } from '../../search/cases.ts';
import { createStaticIndexEngine } from '../../search/static-index/engine.ts';
import { buildStaticIndex, type StaticIndexFile } from '../../search/static-index/index-file.ts';
import { LATEST_BUILD_URL } from '../live-build/latest-build.ts';
import { engineForSite } from './engine-for-site.ts';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('the engine of a site', () => {
  it('uses the static index named by builds/latest.json, fetched uncached on the first call only', async () => {
    const index = buildStaticIndex([]);
    const calls: [string, RequestInit | undefined][] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push([url, init]);
        return url === LATEST_BUILD_URL ? json({ id: 'b1', timestamp: 1, search: ['/search/abc123.json'] }) : json(index);
      }),
    );
    const engine = engineForSite({});
    expect(calls).toEqual([]); // nothing is downloaded until a search needs it
    await expect(engine.search({ page: 1, perPage: 30 })).resolves.toEqual({ hits: [], total: 0 });
    await engine.search({ page: 1, perPage: 30, status: 'rent' });
    expect(calls.map(([url]) => url)).toEqual([LATEST_BUILD_URL, '/search/abc123.json']);
    expect(calls[0]![1]).toMatchObject({ cache: 'no-store' });
  });

  it('searches all the parts the manifest names, merged in their order', async () => {
    const parts = { '/search/p1.json': caseDocuments.slice(0, 9), '/search/p2.json': caseDocuments.slice(9) };
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        if (url === LATEST_BUILD_URL) return json({ id: 'b1', timestamp: 1, search: Object.keys(parts) });
        return json(buildStaticIndex(parts[url as keyof typeof parts]));
      }),
    );
    const whole = createStaticIndexEngine(JSON.parse(JSON.stringify(buildStaticIndex(caseDocuments))) as StaticIndexFile);
    const query = { page: 1, perPage: 30, status: 'sale' as const };
    const result = await engineForSite({}).search(query);
    expect(result.total).toBeGreaterThan(9);
    expect(result).toEqual(await whole.search(query));
    expect(requested).toEqual([LATEST_BUILD_URL, ...Object.keys(parts)]);
  });

  it('refuses a manifest that names no same-site index file', async () => {
    for (const search of ['/search/x.json', ['https://evil.example/x.json'], ['/search/a.json', '//evil.example/search/b.json']]) {
      vi.stubGlobal('fetch', vi.fn(async () => json({ id: 'b1', search })));
      await expect(engineForSite({}).search({ page: 1, perPage: 30 })).rejects.toThrow(/names no search index/);
    }
  });

  it('uses Meilisearch when the site has a host and a token, loading its client only on the first call', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        requests.push(String(input instanceof Request ? input.url : input));
        return json({ hits: [], estimatedTotalHits: 0 });
      }),
    );
    const engine = engineForSite({ meilisearch: { host: 'http://search.test', token: 'search-only', production: true } });
    expect(requests).toEqual([]);
    await engine.search({ page: 1, perPage: 30 });
    expect(requests.some((url) => url.startsWith('http://search.test/indexes/homes/search'))).toBe(true);
    expect(requests).not.toContain(LATEST_BUILD_URL);
  });
});
