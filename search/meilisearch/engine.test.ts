/**
 * The Meilisearch engine against a real HTTP server that answers like
 * Meilisearch (tests/support/fake-meilisearch.ts): the exact requests the
 * official client sends, retries, aborts and error messages. The shared case
 * table runs in engine-cases.test.ts (and against a real server in
 * contract.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterStateSchema, type FilterStateInput } from '../../domain/schemas/filter-state.ts';
import { startFakeMeilisearch, type FakeDocument, type FakeMeilisearch, type FakeMeilisearchOptions } from '../../tests/support/fake-meilisearch.ts';
import { createMeilisearchEngine, type MeilisearchEngineOptions } from './engine.ts';
import { SearchServiceError } from './errors.ts';

const TOKEN = 'ms-search-token';
const filters = (input: FilterStateInput = {}) => filterStateSchema.parse(input);

const home = (id: number, fields: Partial<FakeDocument> = {}): FakeDocument => ({
  id,
  status: 'sale',
  category: 'apartment',
  city: 'São Paulo',
  neighborhood: 'Moema',
  state: 'SP',
  bedrooms: 2,
  price: 50_000_000,
  rental_price: null,
  area: 70,
  features: [],
  amenities: [],
  site_categories: [],
  is_featured_on_site: false,
  created_at: `2024-01-${String(id).padStart(2, '0')}T00:00:00Z`,
  ...fields,
});

const HOMES = [
  home(1),
  home(2, { bedrooms: 3, neighborhood: "Sant'Ana" }),
  home(3, { city: 'Campinas', neighborhood: 'Cambuí', status: 'rent', price: null, rental_price: 300_000 }),
  home(4, { is_featured_on_site: true, bedrooms: 4 }),
];

let fake: FakeMeilisearch;
const noWait = { sleep: async () => undefined };

async function start(options: FakeMeilisearchOptions = {}): Promise<void> {
  fake = await startFakeMeilisearch({ apiKey: TOKEN, indexes: { homes: HOMES, homes_dev: HOMES }, ...options });
}
const engineFor = (options: Partial<MeilisearchEngineOptions> = {}) =>
  createMeilisearchEngine({ host: fake.url, token: TOKEN, production: true, retry: noWait, ...options });
const bodies = () => fake.requests.map((r) => r.body);
const ids = (hits: readonly { id: number }[]) => hits.map((h) => h.id);

beforeEach(() => start());
afterEach(() => fake.close());

describe('search (spec §7.1 call 3)', () => {
  it('sends the compiled filter, the page and the sort, with the token as bearer', async () => {
    const result = await engineFor().search(filters({ status: 'sale', bedrooms: 2, page: 2, perPage: 1 }));
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/indexes/homes/search' });
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      q: '',
      filter: 'status = sale AND bedrooms >= 2',
      limit: 1,
      offset: 1,
      sort: ['is_featured_on_site:desc', 'created_at:desc', 'id:desc'],
      facets: ['status', 'state', 'city', 'neighborhood', 'features', 'amenities'],
    });
    expect(result).toMatchObject({ hits: [expect.objectContaining({ id: 2 })], total: 3 });
  });

  it('sends no filter when nothing filters', async () => {
    await engineFor().search(filters());
    expect(bodies()).toEqual([
      { q: '', limit: 30, offset: 0, sort: ['is_featured_on_site:desc', 'created_at:desc', 'id:desc'], facets: ['status', 'state', 'city', 'neighborhood', 'features', 'amenities'] },
    ]);
  });

  it('searches homes_dev outside production', async () => {
    const engine = engineFor({ production: false });
    expect(engine.indexName).toBe('homes_dev');
    await engine.search(filters());
    expect(fake.requests.map((r) => r.path)).toEqual(['/indexes/homes_dev/search']);
  });

  it('resolves city and neighbourhood slugs with one cached facets request', async () => {
    const engine = engineFor();
    const first = await engine.search(filters({ city: 'sao-paulo', neighborhood: ['santana', 'moema'] }));
    const second = await engine.search(filters({ city: 'campinas' }));
    expect(ids(first.hits)).toEqual([4, 2, 1]);
    expect(ids(second.hits)).toEqual([3]);
    expect(bodies()).toEqual([
      { q: '', limit: 0, facets: ['city', 'neighborhood'] },
      expect.objectContaining({ filter: `city = "São Paulo" AND neighborhood IN ["Sant'Ana", Moema]` }),
      expect.objectContaining({ filter: 'city = Campinas' }),
    ]);
  });

  it('answers no hits, without a search, for a slug no home has', async () => {
    const engine = engineFor();
    expect(await engine.search(filters({ city: 'recife' }))).toEqual({ hits: [], total: 0 });
    expect(await engine.facetSearch('neighborhood', 'mo', filters({ neighborhood: ['nowhere'] }))).toEqual([]);
    expect(fake.requests.map((r) => r.body)).toEqual([{ q: '', limit: 0, facets: ['city', 'neighborhood'] }]);
  });

  it('looks a slug up with a facet search when the distribution may be cut at 100 values', async () => {
    const many = Array.from({ length: 120 }, (_, i) => home(100 + i, { neighborhood: `Bairro ${String(i).padStart(3, '0')}` }));
    fake.setDocuments('homes', [...many, home(300, { neighborhood: 'Vila Nova Conceição' })]);
    const result = await engineFor().search(filters({ neighborhood: ['vila-nova-conceicao'] }));
    expect(ids(result.hits)).toEqual([300]);
    expect(fake.requests.map((r) => r.path)).toEqual(['/indexes/homes/search', '/indexes/homes/facet-search', '/indexes/homes/search']);
    expect(fake.requests[1]?.body).toEqual({ facetName: 'neighborhood', facetQuery: 'vila nova conceicao' });
  });

  it('falls back to the sort without tie-breakers when the index cannot sort by them, once', async () => {
    await fake.close();
    await start({ sortableAttributes: ['is_featured_on_site', 'created_at', 'price', 'rental_price', 'area'] });
    const engine = engineFor();
    expect(ids((await engine.search(filters({ sort: 'price_asc' }))).hits)).toEqual([1, 2, 4, 3]);
    await engine.search(filters());
    expect(fake.requests.map((r) => (r.body as { sort: string[] }).sort)).toEqual([
      ['comparable_price:asc', 'is_featured_on_site:desc', 'created_at:desc', 'id:desc'],
      ['price:asc'],
      ['is_featured_on_site:desc', 'created_at:desc'],
    ]);
  });
});

describe('a drawn area (issue #17)', () => {
  const triangle = { polygon: [{ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, { lat: 1, lng: 0 }] };
  const placed = [home(1, { _geo: { lat: 0.2, lng: 0.2 } }), home(2, { _geo: { lat: 0.9, lng: 0.9 } }), home(3, { _geo: { lat: 2, lng: 2 } }), home(4)];

  it('is a _geoPolygon filter on a server that has it', async () => {
    await fake.close();
    await start({ indexes: { homes: placed } });
    expect(ids((await engineFor().search(filters({ geo: triangle }))).hits)).toEqual([1]);
    expect(bodies()).toMatchObject([{ filter: '_geoPolygon([0, 0], [0, 1], [1, 0])' }]);
  });

  it('on a server before 1.22 becomes the box around it, the hits outside the shape dropped, from then on', async () => {
    await fake.close();
    await start({ indexes: { homes: placed }, geoPolygon: false });
    const engine = engineFor();
    expect(ids((await engine.search(filters({ geo: triangle }))).hits)).toEqual([1]);
    expect(ids((await engine.search(filters({ geo: triangle }))).hits)).toEqual([1]);
    expect(bodies().map((b) => (b as { filter: string }).filter)).toEqual([
      '_geoPolygon([0, 0], [0, 1], [1, 0])',
      '_geoBoundingBox([1, 1], [0, 0])',
      '_geoBoundingBox([1, 1], [0, 0])',
    ]);
  });
});

describe('facets (spec §7.1 call 4)', () => {
  it('asks for no hits and the named facets, and gives every name a distribution', async () => {
    const distribution = await engineFor().facets(filters({ status: 'sale' }), ['bedrooms', 'city', 'amenities']);
    expect(bodies()).toEqual([{ q: '', filter: 'status = sale', limit: 0, facets: ['bedrooms', 'city', 'amenities'] }]);
    expect(distribution).toEqual({ bedrooms: { '2': 1, '3': 1, '4': 1 }, city: { 'São Paulo': 3 }, amenities: {} });
  });
});

describe('facetSearch (spec §7.1 call 6)', () => {
  it('sends one request per facet, matchingStrategy last by default', async () => {
    const hits = await engineFor().facetSearch('neighborhood', 'sant', filters({ status: 'sale' }));
    expect(fake.requests.map((r) => r.path)).toEqual(['/indexes/homes/facet-search']);
    expect(bodies()).toEqual([{ facetName: 'neighborhood', facetQuery: 'sant', filter: 'status = sale', matchingStrategy: 'last' }]);
    expect(hits).toEqual([{ value: "Sant'Ana", count: 1 }]);
  });

  it("asks for all words to match for the suggestion box", async () => {
    await engineFor().facetSearch('city', 'são', filters(), { matchingStrategy: 'all' });
    expect(bodies()).toEqual([{ facetName: 'city', facetQuery: 'são', matchingStrategy: 'all' }]);
  });

  it('answers an empty list when the facet request keeps failing (spec §8), and says so', async () => {
    const onError = vi.fn();
    fake.failNext(4);
    expect(await engineFor({ onError }).facetSearch('city', 'sa', filters())).toEqual([]);
    expect(fake.requests).toHaveLength(4);
    expect(onError).toHaveBeenCalledWith(expect.any(SearchServiceError));
  });

  it('rejects when aborted, instead of answering an empty list', async () => {
    fake.failNext(1, 'timeout');
    const controller = new AbortController();
    const pending = engineFor().facetSearch('city', 'sa', filters(), { signal: controller.signal });
    await vi.waitUntil(() => fake.requests.length === 1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'source-aborted' });
  });
});

describe('similar (spec §7.1 call 5)', () => {
  it('asks for 6 homes with the named embedder', async () => {
    const hits = await engineFor().similar(1);
    expect(fake.requests.map((r) => r.path)).toEqual(['/indexes/homes/similar']);
    expect(bodies()).toEqual([{ id: 1, limit: 6, embedder: 'default' }]);
    expect(ids(hits)).toEqual([2, 3, 4]);
  });

  it('uses the embedder it is given, and explains an unknown one', async () => {
    await expect(engineFor({ embedder: 'homes-openai' }).similar(1, 2)).rejects.toThrow(/no embedder named "homes-openai"/);
    expect(bodies()).toEqual([{ id: 1, limit: 2, embedder: 'homes-openai' }]);
  });
});

describe('retries and failures', () => {
  it('retries a 500 and then succeeds', async () => {
    fake.failNext(2);
    const result = await engineFor().search(filters());
    expect(result.total).toBe(4);
    expect(fake.requests).toHaveLength(3);
    expect(new Set(fake.requests.map((r) => JSON.stringify(r.body))).size).toBe(1);
  });

  it('gives up after 3 retries', async () => {
    fake.failNext(10);
    await expect(engineFor().search(filters())).rejects.toThrow(/Meilisearch search on .* answered 500 internal/);
    expect(fake.requests).toHaveLength(4);
  });

  it("retries a proxy's HTML error page (the client parses it as JSON before looking at the status)", async () => {
    fake.failNext(1, { status: 502, rawBody: '<html>Bad Gateway</html>' });
    expect((await engineFor().search(filters())).total).toBe(4);
    fake.failNext(4, { status: 502, rawBody: '<html>Bad Gateway</html>' });
    await expect(engineFor().search(filters())).rejects.toThrow(/answered something that is not JSON/);
    expect(fake.requests).toHaveLength(6);
  });

  it('retries an attempt that does not answer in time', async () => {
    fake.failNext(1, 'timeout');
    const result = await engineFor({ timeoutMs: 300 }).search(filters());
    expect(result.total).toBe(4);
    expect(fake.requests).toHaveLength(2);
  });

  it('reports a timeout in words when every attempt is late', async () => {
    fake.failNext(4, 'timeout');
    await expect(engineFor({ timeoutMs: 100 }).search(filters())).rejects.toMatchObject({
      code: 'source-timeout',
      message: expect.stringMatching(/did not answer within 100 ms/),
    });
  });

  it('never retries after an abort', async () => {
    fake.failNext(1, 'timeout');
    const controller = new AbortController();
    const pending = engineFor().search(filters(), { signal: controller.signal });
    await vi.waitUntil(() => fake.requests.length === 1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'source-aborted' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a refused token, and names ms_token', async () => {
    const error = await engineFor({ token: 'wrong' }).search(filters()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchServiceError);
    expect(error).toMatchObject({ status: 403, apiCode: 'invalid_api_key', message: expect.stringMatching(/ms_token/) });
    expect(fake.requests).toHaveLength(1);
  });

  it('explains a missing token (401 missing_authorization_header)', async () => {
    await expect(engineFor({ token: '' }).search(filters())).rejects.toMatchObject({ status: 401, apiCode: 'missing_authorization_header' });
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('explains a missing index', async () => {
    await fake.close();
    await start({ indexes: { homes: HOMES } });
    await expect(engineFor({ production: false }).search(filters())).rejects.toThrow(/there is no index "homes_dev"/);
  });

  it('goes through a given fetch, with the same answers and errors', async () => {
    const seen: string[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    expect((await engineFor({ fetch: fetchSpy }).search(filters({ status: 'rent' }))).total).toBe(1);
    await expect(engineFor({ fetch: fetchSpy, token: 'wrong' }).search(filters())).rejects.toMatchObject({ apiCode: 'invalid_api_key' });
    expect(seen).toEqual([`${fake.url}/indexes/homes/search`, `${fake.url}/indexes/homes/search`]);
  });
});
