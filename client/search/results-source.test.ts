import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import { loadResults, resultsRequestFor, sameSearch } from './results-source.ts';
import type { LiveSearchData } from './live-data.ts';

const filters = (extra: Partial<FilterState> = {}): FilterState => ({ page: 1, perPage: 30, ...extra });

function doc(id: number, extra: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id,
    status: 'rent',
    category: 'apartment',
    title: `Imóvel ${id}`,
    url: `/imovel/aluguel/apartamento-1-quarto-centro-campinas/${id}`,
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
    area: 50,
    features: [],
    amenities: [],
    site_categories: [],
    is_featured_on_site: false,
    rental_price: 150_000,
    seo_text: 'long text the cards never show',
    ...extra,
  };
}

function fakeLive(hits: SearchDocument[] = [doc(9)]): { live: () => Promise<LiveSearchData>; searched: FilterState[] } {
  const searched: FilterState[] = [];
  const data = {
    search: async (f: FilterState) => (searched.push(f), { hits, total: hits.length }),
  } as Partial<LiveSearchData> as LiveSearchData;
  return { live: async () => data, searched };
}

function payloadResponse(search: { filters: FilterState; total: number; hits: SearchDocument[] }): Response {
  return new Response(JSON.stringify({ buildId: 'b', path: '/x', kind: 'page', data: { kind: 'page', search } }), { status: 200 });
}

afterEach(() => vi.unstubAllGlobals());

describe('which source answers a filter state', () => {
  it('uses the payload of a prerendered combination: status, state, category, city, bedrooms, page 1, default order', () => {
    expect(resultsRequestFor(filters())).toMatchObject({ kind: 'payload', url: '/buscar/_payload.json' });
    expect(resultsRequestFor(filters({ status: 'rent' }))).toMatchObject({ kind: 'payload', url: '/buscar/alugar/_payload.json' });
    expect(resultsRequestFor(filters({ status: 'sale', state: 'sp', category: 'house', city: 'campinas', bedrooms: 3 }))).toMatchObject({
      kind: 'payload',
      url: '/buscar/comprar/sp/casa/campinas/3-quartos/_payload.json',
    });
  });

  it('answers live anything a payload cannot: query filters, other pages, other orders, the map, larger pages', () => {
    expect(resultsRequestFor(filters({ status: 'rent', bathrooms: 2 }))).toEqual({ kind: 'live' });
    expect(resultsRequestFor(filters({ page: 2 }))).toEqual({ kind: 'live' });
    expect(resultsRequestFor(filters({ sort: 'price_asc' }))).toEqual({ kind: 'live' });
    expect(resultsRequestFor(filters({ code: '101' }))).toEqual({ kind: 'live' });
    expect(resultsRequestFor(filters({ price: [0, 300_000] }))).toEqual({ kind: 'live' });
    expect(resultsRequestFor(filters({ geo: { lat: -23.5, lng: -46.6, radius: 1000 } }))).toEqual({ kind: 'live' });
    expect(resultsRequestFor(filters({ perPage: 50 }))).toEqual({ kind: 'live' });
    // A city whose slug reads back as a state is never prerendered (url-codec.ts).
    expect(resultsRequestFor(filters({ city: 'sp' }))).toEqual({ kind: 'live' });
  });

  it('still reads payloads for a smaller page size: its first page is the payload’s first hits', () => {
    expect(resultsRequestFor(filters({ perPage: 6, status: 'rent' }))).toMatchObject({ kind: 'payload', url: '/buscar/alugar/_payload.json' });
  });

  it('compares searches by their URL, not their spelling', () => {
    expect(sameSearch(filters({ state: 'SP', city: 'campinas' }), filters({ state: 'sp', city: 'Campinas' }))).toBe(true);
    expect(sameSearch(filters({ status: 'rent' }), filters({ status: 'rent', bathrooms: 2 }))).toBe(false);
    expect(sameSearch(filters({ perPage: 6 }), filters())).toBe(false);
  });
});

describe('loading the results', () => {
  it('reads a prerendered payload, cut to the page size, with only the card fields', async () => {
    const hits = [doc(1), doc(2), doc(3)];
    const fetchMock = vi.fn(async () => payloadResponse({ filters: filters({ status: 'rent' }), total: 3, hits }));
    vi.stubGlobal('fetch', fetchMock);
    const { live, searched } = fakeLive();
    const results = await loadResults(filters({ status: 'rent', perPage: 2 }), live, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledWith('/buscar/alugar/_payload.json', expect.anything());
    expect(results.total).toBe(3);
    expect(results.hits.map((hit) => hit.id)).toEqual([1, 2]);
    expect(results.hits[0]).not.toHaveProperty('seo_text');
    expect(searched).toEqual([]);
  });

  it('falls back to live search when the combination was not published, or the payload is of another search', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<!doctype html>', { status: 404 })));
    const first = fakeLive();
    expect((await loadResults(filters({ status: 'rent', state: 'RJ' }), first.live, new AbortController().signal)).hits.map((h) => h.id)).toEqual([9]);
    expect(first.searched).toHaveLength(1);

    vi.stubGlobal('fetch', vi.fn(async () => payloadResponse({ filters: filters({ status: 'sale' }), total: 1, hits: [doc(5)] })));
    const second = fakeLive();
    await loadResults(filters({ status: 'rent' }), second.live, new AbortController().signal);
    expect(second.searched).toEqual([filters({ status: 'rent' })]);

    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
    const third = fakeLive();
    await loadResults(filters(), third.live, new AbortController().signal);
    expect(third.searched).toHaveLength(1);
  });

  it('never asks for the payload of a combination the build did not prerender (no 404), and reads a listed one', async () => {
    const fetchMock = vi.fn(async () => payloadResponse({ filters: filters({ status: 'rent' }), total: 1, hits: [doc(4)] }));
    vi.stubGlobal('fetch', fetchMock);
    const prerendered = async () => ({ paths: new Set(['/buscar', '/buscar/alugar']), aliases: new Map<string, string>() });
    const absent = fakeLive();
    await loadResults(filters({ status: 'rent', state: 'RJ' }), absent.live, new AbortController().signal, prerendered);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(absent.searched).toEqual([filters({ status: 'rent', state: 'RJ' })]);
    const listed = fakeLive();
    const results = await loadResults(filters({ status: 'rent' }), listed.live, new AbortController().signal, prerendered);
    expect(fetchMock).toHaveBeenCalledWith('/buscar/alugar/_payload.json', expect.anything());
    expect(results.hits.map((h) => h.id)).toEqual([4]);
    expect(listed.searched).toEqual([]);
  });

  it('reads the payload of the shorter combination with the same homes (its alias) for one that was not prerendered', async () => {
    const fetchMock = vi.fn(async () => payloadResponse({ filters: filters({ status: 'rent' }), total: 1, hits: [doc(4)] }));
    vi.stubGlobal('fetch', fetchMock);
    const prerendered = async () => ({ paths: new Set(['/buscar', '/buscar/alugar']), aliases: new Map([['/buscar/alugar/rj', '/buscar/alugar']]) });
    const { live, searched } = fakeLive();
    const results = await loadResults(filters({ status: 'rent', state: 'RJ' }), live, new AbortController().signal, prerendered);
    expect(fetchMock).toHaveBeenCalledWith('/buscar/alugar/_payload.json', expect.anything());
    expect(results.hits.map((h) => h.id)).toEqual([4]);
    expect(searched).toEqual([]);
    // A payload of another search than the alias (a stale file) is not taken.
    vi.stubGlobal('fetch', vi.fn(async () => payloadResponse({ filters: filters({ status: 'sale' }), total: 1, hits: [doc(5)] })));
    const stale = fakeLive();
    await loadResults(filters({ status: 'rent', state: 'RJ' }), stale.live, new AbortController().signal, prerendered);
    expect(stale.searched).toEqual([filters({ status: 'rent', state: 'RJ' })]);
  });

  it('asks the engine directly for what no payload can answer', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { live, searched } = fakeLive();
    await loadResults(filters({ status: 'rent', bathrooms: 2 }), live, new AbortController().signal);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(searched).toEqual([filters({ status: 'rent', bathrooms: 2 })]);
  });
});
