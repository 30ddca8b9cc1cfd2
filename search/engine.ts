/**
 * The port both search engines implement (DESIGN §5), like a Hono adapter:
 * the static index (a JSON file the build writes, queried in the browser or at
 * build time) and Meilisearch (the tenant's search service). The same
 * FilterState must give the same hits in the same order on both; one table of
 * cases (`search/cases.ts`) drives both engines' tests.
 */
import type { FilterState } from '../domain/schemas/filter-state.ts';
import type { SearchDocument } from '../domain/schemas/search-document.ts';

/** Facet fields of spec §3.2 (plus category, which the /buscar path filters on). */
export const FACET_NAMES = [
  'status',
  'state',
  'city',
  'neighborhood',
  'category',
  'bedrooms',
  'bathrooms',
  'parking_spaces',
  'features',
  'amenities',
  'price',
  'area',
  'site_categories',
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** Default facets of a facet-search round (spec §7.1 call 6). */
export const DEFAULT_FACET_SEARCH: readonly FacetName[] = ['status', 'state', 'city', 'neighborhood', 'features', 'amenities'];
/** Facets the suggestion box searches (spec §7.1, §2.8). */
export const SUGGESTION_FACETS: readonly FacetName[] = ['state', 'city', 'neighborhood'];

export interface SearchResult {
  hits: SearchDocument[];
  total: number;
  /** The counts of DEFAULT_FACET_SEARCH for the same filters, when the engine answers them with the hits (Meilisearch, spec §7.1 call 3). */
  facets?: FacetDistribution;
}

/** Facet value → number of matching homes. */
export type FacetDistribution = Partial<Record<FacetName, Record<string, number>>>;

export interface FacetHit {
  value: string;
  count: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** A facet search: 'last' (default) or 'all' words of the text must match (the suggestion box asks for all, spec §7.1). */
export interface FacetSearchCallOptions extends CallOptions {
  matchingStrategy?: 'all' | 'last';
}

export interface SearchEngine {
  search(filters: FilterState, options?: CallOptions): Promise<SearchResult>;
  facets(filters: FilterState, names: readonly FacetName[], options?: CallOptions): Promise<FacetDistribution>;
  facetSearch(name: FacetName, text: string, filters: FilterState, options?: FacetSearchCallOptions): Promise<FacetHit[]>;
  similar(id: number, limit?: number, options?: CallOptions): Promise<SearchDocument[]>;
}
