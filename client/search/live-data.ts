/**
 * The browser's live search data (spec §7.1, §9): every call goes through one
 * query cache (TanStack Query's framework-free core) with the stale/kept times
 * of spec §9, no refetch on window focus, 3 retries with an exponential delay
 * capped at 30 s and never after an abort. A failed facet request gives an
 * empty facet list (spec §8).
 */
import { QueryClient } from '@tanstack/query-core';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import type { FacetDistribution, FacetHit, FacetName, SearchEngine, SearchResult } from '../../search/engine.ts';
import { isAbort } from './abort.ts';

const SECOND = 1000;
/** Spec §9: [stale, kept]. */
export const cacheTimes = {
  search: [120 * SECOND, 300 * SECOND],
  home: [600 * SECOND, 900 * SECOND],
  facets: [300 * SECOND, 600 * SECOND],
  similar: [900 * SECOND, 1800 * SECOND],
} as const;

export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < MAX_RETRIES && !isAbort(error),
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export interface LiveSearchData {
  search(filters: FilterState): Promise<SearchResult>;
  facets(filters: FilterState, names: readonly FacetName[]): Promise<FacetDistribution>;
  /** Not cached: each keystroke's request is aborted by the next one (spec §4). */
  facetSearch(name: FacetName, text: string, filters: FilterState, signal?: AbortSignal): Promise<FacetHit[]>;
  similar(id: number, limit?: number): Promise<SearchDocument[]>;
  home(id: number): Promise<SearchDocument | null>;
}

export function createLiveSearchData(engine: SearchEngine, client: QueryClient = createQueryClient()): LiveSearchData {
  const [searchStale, searchKept] = cacheTimes.search;
  const [facetStale, facetKept] = cacheTimes.facets;
  const [similarStale, similarKept] = cacheTimes.similar;
  const [homeStale, homeKept] = cacheTimes.home;
  return {
    search: (filters) =>
      client.fetchQuery({
        queryKey: ['search', filters],
        queryFn: ({ signal }) => engine.search(filters, { signal }),
        staleTime: searchStale,
        gcTime: searchKept,
      }),
    facets: (filters, names) =>
      client
        .fetchQuery({
          queryKey: ['facets', filters, names],
          queryFn: ({ signal }) => engine.facets(filters, names, { signal }),
          staleTime: facetStale,
          gcTime: facetKept,
        })
        .catch((): FacetDistribution => ({})),
    // The suggestion box's facet search: every typed word must match (spec §7.1), abortable.
    facetSearch: (name, text, filters, signal) => engine.facetSearch(name, text, filters, { matchingStrategy: 'all', ...(signal ? { signal } : {}) }),
    similar: (id, limit = 6) =>
      client.fetchQuery({
        queryKey: ['similar', id, limit],
        queryFn: ({ signal }) => engine.similar(id, limit, { signal }),
        staleTime: similarStale,
        gcTime: similarKept,
      }),
    home: (id) =>
      client.fetchQuery({
        queryKey: ['home', id],
        queryFn: async ({ signal }) => (await engine.search({ page: 1, perPage: 1, code: String(id) }, { signal })).hits[0] ?? null,
        staleTime: homeStale,
        gcTime: homeKept,
      }),
  };
}
