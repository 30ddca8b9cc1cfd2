/**
 * Where the results of a filter state come from (DESIGN §4, spec §2.7): a
 * prerendered /buscar combination answers from its `_payload.json` (the same
 * hits the HTML shows, no search index needed); anything else — and any
 * combination the build did not publish — is answered live by the engine.
 */
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import { DEFAULT_PER_PAGE } from '../../domain/schemas/filter-state-values.ts';
import type { SearchResult } from '../../search/engine.ts';
import { canonicalSearchPath, filtersToUrl, isPrerenderable } from '../../search/url-codec.ts';
import { payloadHref } from '../../domain/rules/page-href.ts';
import { toCardFields, type HomeCard } from '../../contract/home-card.ts';
import type { LiveSearchData } from './live-data.ts';
import type { SearchPages } from './prerendered-paths.ts';

export type ResultsRequest = { kind: 'payload'; url: string; path: string } | { kind: 'live' };

/** Where a prerendered combination's data is: beside its page. */

/** The live build's /buscar pages; undefined when unknown (then the payload is tried). */
export type PrerenderedPaths = () => Promise<SearchPages | undefined>;

export interface Results {
  total: number;
  hits: HomeCard[];
}

/**
 * Payload when the canonical path alone is the whole search. The build
 * prerenders the first page at the default page size, so a smaller page size
 * (a section setting) still reads it: its first page is the payload's first
 * hits. A larger one would need hits the payload does not have.
 */
export function resultsRequestFor(filters: FilterState): ResultsRequest {
  if (filters.perPage > DEFAULT_PER_PAGE) return { kind: 'live' };
  if (!isPrerenderable({ ...filters, perPage: DEFAULT_PER_PAGE })) return { kind: 'live' };
  const path = canonicalSearchPath(filters);
  return { kind: 'payload', url: payloadHref(path), path };
}

/** Same search, whatever the spelling (city name or slug, state case): compared as URLs. */
export function sameSearch(a: FilterState, b: FilterState): boolean {
  return filtersToUrl(a) === filtersToUrl(b) && a.perPage === b.perPage;
}

interface PayloadSearch {
  filters: FilterState;
  total: number;
  hits: HomeCard[];
}

function payloadSearch(payload: unknown): PayloadSearch | undefined {
  const search = (payload as { data?: { search?: Partial<PayloadSearch> } } | null)?.data?.search;
  if (!search || typeof search.total !== 'number' || !Array.isArray(search.hits) || typeof search.filters !== 'object' || search.filters === null) {
    return undefined;
  }
  return search as PayloadSearch;
}

/** The first page of the payload at `path` (the search's own, or its alias), or undefined when it is missing, malformed or of another search. */
async function fromPayload(path: string, filters: FilterState, signal: AbortSignal): Promise<Results | undefined> {
  try {
    const response = await fetch(payloadHref(path), { signal, headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const search = payloadSearch(await response.json());
    if (!search || canonicalSearchPath(search.filters) !== path) return undefined;
    return { total: search.total, hits: search.hits.slice(0, filters.perPage).map(toCardFields) };
  } catch (error) {
    if (signal.aborted) throw error;
    return undefined; // not published (404), offline, not JSON: the engine answers instead
  }
}

/**
 * `live` is asked for only when no payload answers: the engine and its cache are downloaded then.
 * A combination the build did not prerender (not in `prerendered`) is never asked for; one with
 * the same homes as a shorter one reads that one's payload.
 */
export async function loadResults(
  filters: FilterState,
  live: () => Promise<LiveSearchData>,
  signal: AbortSignal,
  prerendered: PrerenderedPaths = async () => undefined,
): Promise<Results> {
  const request = resultsRequestFor(filters);
  const known = request.kind === 'payload' ? await prerendered() : undefined;
  if (signal.aborted) throw new DOMException('The search was aborted', 'AbortError');
  const source = request.kind === 'payload' ? (known?.aliases.get(request.path) ?? request.path) : undefined;
  if (source && (!known || known.paths.has(source))) {
    const prerendered = await fromPayload(source, filters, signal);
    if (prerendered) return prerendered;
  }
  const result: SearchResult = await (await live()).search(filters);
  return { total: result.total, hits: result.hits.map(toCardFields) };
}
