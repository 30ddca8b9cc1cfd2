import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchEngine } from '../../search/engine.ts';
import { createLiveSearchData, retryDelay } from './live-data.ts';

function countingEngine(overrides: Partial<SearchEngine> = {}) {
  const calls = { search: 0, facets: 0 };
  const engine: SearchEngine = {
    search: async () => (calls.search++, { hits: [], total: 0 }),
    facets: async () => (calls.facets++, { city: { 'São Paulo': 3 } }),
    facetSearch: async () => [],
    similar: async () => [],
    ...overrides,
  };
  return { engine, calls };
}

afterEach(() => vi.useRealTimers());

describe('live search data', () => {
  it("asks the engine's facet search for every typed word, abortable (the suggestion box, spec §7.1)", async () => {
    const seen: unknown[] = [];
    const { engine } = countingEngine({ facetSearch: async (_name, _text, _filters, options) => (seen.push(options), []) });
    const controller = new AbortController();
    await createLiveSearchData(engine).facetSearch('city', 'vila nova', { page: 1, perPage: 30 }, controller.signal);
    expect(seen).toEqual([{ matchingStrategy: 'all', signal: controller.signal }]);
  });

  it('answers the same search from the cache while it is fresh', async () => {
    const { engine, calls } = countingEngine();
    const data = createLiveSearchData(engine);
    await data.search({ page: 1, perPage: 30, status: 'rent' });
    await data.search({ page: 1, perPage: 30, status: 'rent' });
    await data.search({ page: 2, perPage: 30, status: 'rent' });
    expect(calls.search).toBe(2);
  });

  it('retries a failing search 3 times with exponential delays capped at 30 s', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const { engine } = countingEngine({ search: async () => { attempts++; throw new Error('503'); } });
    const result = createLiveSearchData(engine).search({ page: 1, perPage: 30 }).catch((e: Error) => e.message);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    await expect(result).resolves.toBe('503');
    expect(attempts).toBe(4);
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('never retries after an abort', async () => {
    let attempts = 0;
    const { engine } = countingEngine({ search: async () => { attempts++; throw new DOMException('aborted', 'AbortError'); } });
    await expect(createLiveSearchData(engine).search({ page: 1, perPage: 30 })).rejects.toThrow('aborted');
    expect(attempts).toBe(1);
  });

  it('gives an empty facet list when the facet request fails', async () => {
    vi.useFakeTimers();
    const { engine } = countingEngine({ facets: async () => { throw new Error('down'); } });
    const result = createLiveSearchData(engine).facets({ page: 1, perPage: 30 }, ['city']);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(result).resolves.toEqual({});
  });
});
