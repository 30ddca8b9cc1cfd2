/**
 * The Meilisearch engine (DESIGN §5, spec §7.1 calls 3–6): the SearchEngine
 * port over the tenant's search service, with the official client, the
 * tenant's read token (ms_token) as bearer, and the index `homes` (`homes_dev`
 * outside production). Filters are compiled from the same SearchQuery the
 * static index evaluates, so both give the same hits in the same order.
 *
 * Each call is retried (sources/retry.ts: 3 retries, never after an abort,
 * never on a 4xx but 408/429) and bounded by `timeoutMs`. The deadline is our
 * own signal: the client's `timeout` option does not work together with a
 * caller's signal in 0.62 (its timer aborts a controller fetch never sees).
 */
import { Meilisearch, MeilisearchApiError, type Config, type MatchingStrategies } from 'meilisearch';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import { isAbortError, withRetry, type RetryPolicy } from '../../sources/retry.ts';
import { DEFAULT_FACET_SEARCH, type CallOptions, type FacetDistribution, type FacetHit, type FacetName, type SearchEngine, type SearchResult } from '../engine.ts';
import { toSearchQuery, type SearchQuery } from '../query.ts';
import { describeError, SearchServiceError, type ErrorContext } from './errors.ts';
import { compileFilter, compileSort } from './filter.ts';
import { insidePolygon } from '../../domain/rules/polygon.ts';
import { PLACE_FACETS, placeResolver } from './places.ts';

export interface MeilisearchEngineOptions {
  /** The search service, e.g. https://search.example.com (DESIGN §5: --search-host). */
  host: string;
  /** The tenant's ms_token: a search-only key, sent as `Authorization: Bearer`. */
  token: string;
  /** Production sites search `homes`, every other build `homes_dev`. */
  production: boolean;
  /** Another index than homes / homes_dev (a contract test's temporary index). */
  index?: string;
  /** Replaces the global fetch (the client then reads answers through it). */
  fetch?: typeof globalThis.fetch;
  /** Deadline of each attempt (default 10 s). */
  timeoutMs?: number;
  /** Embedder of similar-homes searches (default 'default'). */
  embedder?: string;
  retry?: RetryPolicy;
  /** Told of failures answered as an empty list (a facet search, spec §8). */
  onError?: (error: unknown) => void;
}

export interface FacetSearchOptions extends CallOptions {
  /** 'last' by default; the suggestion box asks for 'all' (spec §7.1). */
  matchingStrategy?: MatchingStrategies;
}

export interface MeilisearchEngine extends SearchEngine {
  readonly indexName: string;
  facetSearch(name: FacetName, text: string, filters: FilterState, options?: FacetSearchOptions): Promise<FacetHit[]>;
}

export const SIMILAR_DEFAULT_LIMIT = 6;
const DEFAULT_TIMEOUT_MS = 10_000;

export const homesIndexName = (production: boolean) => (production ? 'homes' : 'homes_dev');

/**
 * A client `httpClient` over a given fetch, answering like the built-in one:
 * the parsed body, or a MeilisearchApiError for a non-2xx status.
 */
function httpClientOver(fetchImpl: typeof globalThis.fetch): NonNullable<Config['httpClient']> {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const text = await response.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    if (!response.ok) throw new MeilisearchApiError(response, body as ConstructorParameters<typeof MeilisearchApiError>[1]);
    return body;
  };
}

type CallContext = Pick<ErrorContext, 'operation' | 'filter' | 'sort'>;

export function createMeilisearchEngine(options: MeilisearchEngineOptions): MeilisearchEngine {
  const { host, token, production, timeoutMs = DEFAULT_TIMEOUT_MS, embedder = 'default', retry = {}, onError } = options;
  const indexName = options.index ?? homesIndexName(production);
  const client = new Meilisearch({
    host,
    apiKey: token,
    // Still needed for the similar call, which takes no signal in 0.62.
    timeout: timeoutMs,
    ...(options.fetch ? { httpClient: httpClientOver(options.fetch) } : {}),
  });
  const index = client.index<SearchDocument>(indexName);
  /** Whether sorts spell out the static index's tie order (off once the index refuses them). */
  let tieBreakers = true;
  /** Whether the server takes `_geoPolygon` (Meilisearch ≥ 1.22; off once it refuses it). */
  let polygons = true;

  /** One client call with retries and a deadline per attempt; errors become SearchServiceErrors. */
  function call<T>(context: CallContext, run: (signal: AbortSignal) => Promise<T>, callerSignal?: AbortSignal): Promise<T> {
    return withRetry(
      async () => {
        const deadline = AbortSignal.timeout(timeoutMs);
        const signal = callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline;
        try {
          return await run(signal);
        } catch (error) {
          const aborted = callerSignal?.aborted === true;
          const timedOut = deadline.aborted && !aborted;
          throw describeError(error, { ...context, host, indexName, embedder, timeoutMs, aborted, timedOut });
        }
      },
      callerSignal ? { ...retry, signal: callerSignal } : retry,
    );
  }

  const places = placeResolver({
    async distribution() {
      const params = { limit: 0, facets: [...PLACE_FACETS] };
      const answer = await call({ operation: 'place lookup' }, (signal) => index.search('', params, { signal }));
      return answer.facetDistribution ?? {};
    },
    async facetValues(facet, text) {
      const params = { facetName: facet, facetQuery: text };
      const answer = await call({ operation: 'place lookup' }, (signal) => index.searchForFacetValues(params, { signal }));
      return answer.facetHits.map((hit) => hit.value);
    },
  });

  /** The filter of a query, or null when a city or neighbourhood slug matches nothing in the index. */
  async function filterOf(query: SearchQuery, signal: AbortSignal | undefined): Promise<string | undefined | null> {
    if (!places.needed(query)) return compileFilter(query, {}, { polygon: polygons });
    const resolved = await abortable(places.resolve(query), signal);
    return resolved === undefined ? null : compileFilter(query, resolved, { polygon: polygons });
  }

  async function searchOnce(query: SearchQuery, signal: AbortSignal | undefined): Promise<SearchResult> {
    const filter = await filterOf(query, signal);
    if (filter === null) return { hits: [], total: 0 };
    const searchWith = (sort: string[]) => {
      // facets: the counts of the filters panel come back with the hits (spec §7.1 call 3).
      const params = { filter, limit: query.perPage, offset: query.offset, sort, facets: [...DEFAULT_FACET_SEARCH] };
      return call({ operation: 'search', filter, sort }, (s) => index.search('', params, { signal: s }), signal);
    };
    let answer: Awaited<ReturnType<typeof searchWith>>;
    try {
      answer = await searchWith(compileSort(query, { tieBreakers }));
    } catch (error) {
      // An index that cannot sort by the tie-breakers still gets the product's own sort, from now on.
      if (!tieBreakers || !(error instanceof SearchServiceError) || error.apiCode !== 'invalid_search_sort') throw error;
      tieBreakers = false;
      answer = await searchWith(compileSort(query, { tieBreakers }));
    }
    // offset/limit answers estimatedTotalHits; a server set up for pages answers totalHits (spec §7.1 call 3).
    const counts: { estimatedTotalHits?: number; totalHits?: number } = answer;
    const { geo } = query;
    const outsideShape = geo?.kind === 'polygon' && !polygons;
    const hits = outsideShape ? answer.hits.filter((h) => h._geo !== undefined && insidePolygon(h._geo.lat, h._geo.lng, geo.points)) : answer.hits;
    return {
      hits,
      total: counts.estimatedTotalHits ?? counts.totalHits ?? answer.hits.length,
      ...(answer.facetDistribution ? { facets: answer.facetDistribution as FacetDistribution } : {}),
    };
  }

  return {
    indexName,

    async search(filters: FilterState, callOptions?: CallOptions): Promise<SearchResult> {
      const query = toSearchQuery(filters);
      const signal = callOptions?.signal;
      try {
        return await searchOnce(query, signal);
      } catch (error) {
        // A server before 1.22 refuses `_geoPolygon`: from now on the box around the area, the shape checked here.
        if (query.geo?.kind !== 'polygon' || !polygons || !(error instanceof SearchServiceError) || error.apiCode !== 'invalid_search_filter') throw error;
        polygons = false;
        return searchOnce(query, signal);
      }
    },

    async facets(filters: FilterState, names: readonly FacetName[], callOptions?: CallOptions): Promise<FacetDistribution> {
      const query = toSearchQuery(filters);
      const filter = await filterOf(query, callOptions?.signal);
      const distribution: FacetDistribution = {};
      if (filter !== null) {
        const params = { filter, limit: 0, facets: [...names] };
        const run = (signal: AbortSignal) => index.search('', params, { signal });
        const answer = await call({ operation: 'facet counts', filter }, run, callOptions?.signal);
        Object.assign(distribution, answer.facetDistribution);
      }
      for (const name of names) distribution[name] ??= {};
      return distribution;
    },

    async facetSearch(name: FacetName, text: string, filters: FilterState, callOptions?: FacetSearchOptions): Promise<FacetHit[]> {
      const signal = callOptions?.signal;
      try {
        const filter = await filterOf(toSearchQuery(filters), signal);
        if (filter === null) return [];
        const params = { facetName: name, facetQuery: text, filter, matchingStrategy: callOptions?.matchingStrategy ?? 'last' };
        const run = (s: AbortSignal) => index.searchForFacetValues(params, { signal: s });
        const answer = await call({ operation: `facet search (${name})`, filter }, run, signal);
        // Meilisearch answers in value order; both engines list the most common values first.
        return answer.facetHits.map(({ value, count }) => ({ value, count })).sort(byCountThenValue);
      } catch (error) {
        // An abort is the caller's own doing and stays an error; any other failure is an empty list (spec §8).
        if (signal?.aborted || isAbortError(error)) throw error;
        onError?.(error);
        return [];
      }
    },

    async similar(id: number, limit = SIMILAR_DEFAULT_LIMIT, callOptions?: CallOptions): Promise<SearchDocument[]> {
      const signal = callOptions?.signal;
      const params = { id, limit, embedder };
      // searchSimilarDocuments takes no signal: an abort only stops the waiting and the retries.
      const run = () => abortable(index.searchSimilarDocuments<SearchDocument>(params), signal);
      const answer = await call({ operation: 'similar homes' }, run, signal);
      return answer.hits;
    },
  };
}

function byCountThenValue(a: FacetHit, b: FacetHit): number {
  return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
}

/** Rejects as soon as the signal fires; the work itself goes on (and may still be shared). */
function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  const aborted = () => new SearchServiceError('source-aborted', 'the search was aborted', { cause: signal.reason });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
