import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStaticIndex } from '../../search/static-index/index-file.ts';
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
        return url === LATEST_BUILD_URL ? json({ id: 'b1', timestamp: 1, search: '/search/abc123.json' }) : json(index);
      }),
    );
    const engine = engineForSite({});
    expect(calls).toEqual([]); // nothing is downloaded until a search needs it
    await expect(engine.search({ page: 1, perPage: 30 })).resolves.toEqual({ hits: [], total: 0 });
    await engine.search({ page: 1, perPage: 30, status: 'rent' });
    expect(calls.map(([url]) => url)).toEqual([LATEST_BUILD_URL, '/search/abc123.json']);
    expect(calls[0]![1]).toMatchObject({ cache: 'no-store' });
  });

  it('refuses a manifest that names no same-site index file', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ id: 'b1', search: 'https://evil.example/x.json' })));
    await expect(engineForSite({}).search({ page: 1, perPage: 30 })).rejects.toThrow(/names no search index/);
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
