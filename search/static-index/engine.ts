/**
 * The static index engine (DESIGN §5): the SearchEngine port over `search/<hash>.json`, in the
 * browser and at build time, with the semantics of toSearchQuery (spec §5) and the orders of
 * ./orders.ts. Lazy: the file is fetched and read on the first call that needs it, once.
 */
import { slugify } from '../../domain/rules/slug.ts';
import type { FilterState } from '../../domain/schemas/filter-state.ts';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import type { CallOptions, FacetDistribution, FacetHit, FacetName, SearchEngine, SearchResult } from '../engine.ts';
import { toSearchQuery, type PriceField, type SearchQuery } from '../query.ts';
import { similarHomesIndex } from '../similar.ts';
import { readStaticIndex, type CodedColumn, type ListColumn, type StaticIndex, type StaticIndexFile } from './index-file.ts';
import { matchRows } from './match.ts';

export type StaticIndexSource = StaticIndexFile | (() => Promise<StaticIndexFile>);

export interface StaticIndexEngineOptions {
  /** Values per facet in a distribution, like Meilisearch's faceting.maxValuesPerFacet (default 100). */
  maxValuesPerFacet?: number;
}

/** Meilisearch's facet search answers at most 100 values. */
const MAX_FACET_HITS = 100;

function abortError(): DOMException {
  return new DOMException('The search was aborted', 'AbortError');
}

/** Rejects with an AbortError when the signal fires first; the load itself goes on for the next call. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** The sort order's rows: price sorts follow the price filter's field (spec §5). */
function orderFor(index: StaticIndex, query: SearchQuery): Uint32Array {
  const { orders } = index;
  switch (query.sort) {
    case 'area_asc':
    case 'area_desc':
      return orders.byArea(query.sort === 'area_asc' ? 'asc' : 'desc');
    case 'price_asc':
    case 'price_desc': {
      const field: PriceField = query.status === 'rent' ? 'rental_price' : query.status === 'sale' ? 'price' : 'either';
      return orders.byPrice(field, query.sort === 'price_asc' ? 'asc' : 'desc');
    }
    case 'total_cost_asc':
    case 'total_cost_desc':
      return orders.byTotalCost(query.sort === 'total_cost_asc' ? 'asc' : 'desc');
    default:
      return orders.default;
  }
}

type FacetSource =
  | { kind: 'coded'; column: CodedColumn }
  | { kind: 'list'; column: ListColumn }
  | { kind: 'number'; values: Float64Array };

function facetSource(index: StaticIndex, name: FacetName): FacetSource {
  switch (name) {
    case 'status':
    case 'state':
    case 'city':
    case 'neighborhood':
    case 'category':
      return { kind: 'coded', column: index[name] };
    case 'features':
    case 'amenities':
      return { kind: 'list', column: index[name] };
    case 'site_categories':
      return { kind: 'list', column: index.siteCategories };
    case 'bedrooms':
      return { kind: 'number', values: index.bedrooms };
    case 'bathrooms':
      return { kind: 'number', values: index.bathrooms };
    case 'parking_spaces':
      return { kind: 'number', values: index.parkingSpaces };
    case 'price':
      return { kind: 'number', values: index.price };
    case 'area':
      return { kind: 'number', values: index.area };
  }
}

interface FacetCount {
  value: string;
  slug: string;
  count: number;
  /** For ordering numbers numerically. */
  number: number;
}

/** Counts the facet's values over the matching rows; numbers become string keys ('2', '41.5'). */
function countFacet(source: FacetSource, mask: Uint8Array): FacetCount[] {
  if (source.kind === 'number') {
    const counts = new Map<number, number>();
    const { values } = source;
    for (let row = 0; row < mask.length; row++) {
      const value = values[row]!;
      if (mask[row] === 1 && value === value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return [...counts].map(([number, count]) => ({ value: String(number), slug: slugify(String(number)), count, number }));
  }
  const { column } = source;
  const counts = new Uint32Array(column.values.length);
  if (source.kind === 'coded') {
    const { codes } = source.column;
    for (let row = 0; row < mask.length; row++) {
      const code = codes[row]!;
      if (mask[row] === 1 && code >= 0) counts[code] = counts[code]! + 1;
    }
  } else {
    const { offsets, items } = source.column;
    for (let row = 0; row < mask.length; row++) {
      if (mask[row] === 0) continue;
      for (let i = offsets[row]!, end = offsets[row + 1]!; i < end; i++) {
        const code = items[i]!;
        counts[code] = counts[code]! + 1;
      }
    }
  }
  const out: FacetCount[] = [];
  counts.forEach((count, code) => {
    if (count > 0) out.push({ value: column.values[code]!, slug: column.slugs[code]!, count, number: Number.NaN });
  });
  return out;
}

/** Meilisearch's default facet order (alpha): numbers ascending, strings in code-unit order. */
const byValue = (a: FacetCount, b: FacetCount) =>
  a.number === a.number ? a.number - b.number : a.value < b.value ? -1 : a.value > b.value ? 1 : 0;

export function createStaticIndexEngine(source: StaticIndexSource, options: StaticIndexEngineOptions = {}): SearchEngine {
  const maxValuesPerFacet = options.maxValuesPerFacet ?? 100;
  let loading: Promise<StaticIndex> | undefined;
  let similarTo: ((target: SearchDocument, limit?: number) => SearchDocument[]) | undefined;

  const load = (signal: AbortSignal | undefined): Promise<StaticIndex> => {
    if (signal?.aborted) return Promise.reject(abortError());
    if (!loading) {
      const started = typeof source === 'function' ? source().then(readStaticIndex) : Promise.resolve().then(() => readStaticIndex(source));
      // A failed fetch is forgotten, so the next interaction tries again.
      started.catch(() => {
        if (loading === started) loading = undefined;
      });
      loading = started;
    }
    return abortable(loading, signal);
  };

  const matching = (index: StaticIndex, filters: FilterState) => matchRows(index, toSearchQuery(filters));

  return {
    async search(filters: FilterState, call?: CallOptions): Promise<SearchResult> {
      const index = await load(call?.signal);
      const query = toSearchQuery(filters);
      const mask = matchRows(index, query);
      const order = orderFor(index, query);
      const end = query.offset + query.perPage;
      const hits: SearchDocument[] = [];
      let total = 0;
      for (let i = 0; i < order.length; i++) {
        const row = order[i]!;
        if (mask[row] === 0) continue;
        if (total >= query.offset && total < end) hits.push(index.documentAt(row));
        total++;
      }
      return { hits, total };
    },

    async facets(filters: FilterState, names: readonly FacetName[], call?: CallOptions): Promise<FacetDistribution> {
      const index = await load(call?.signal);
      const mask = matching(index, filters);
      const distribution: FacetDistribution = {};
      for (const name of names) {
        const values: Record<string, number> = {};
        for (const facet of countFacet(facetSource(index, name), mask).sort(byValue).slice(0, maxValuesPerFacet)) {
          values[facet.value] = facet.count;
        }
        distribution[name] = values;
      }
      return distribution;
    },

    async facetSearch(name: FacetName, text: string, filters: FilterState, call?: CallOptions): Promise<FacetHit[]> {
      const index = await load(call?.signal);
      // Meilisearch's facet search matches the first word of the query only.
      const needle = slugify(text.trim().split(/\s+/)[0] ?? '');
      return countFacet(facetSource(index, name), matching(index, filters))
        .filter((facet) => facet.slug.startsWith(needle))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
        .slice(0, MAX_FACET_HITS)
        .map(({ value, count }) => ({ value, count }));
    },

    async similar(id: number, limit = 6, call?: CallOptions): Promise<SearchDocument[]> {
      const index = await load(call?.signal);
      const row = index.rowOfId.get(Number(id));
      if (row === undefined) return [];
      // The build's rule (search/similar.ts), so prerendered and live similar homes agree.
      similarTo ??= similarHomesIndex(Array.from({ length: index.count }, (_, r) => index.documentAt(r)));
      return similarTo(index.documentAt(row), limit);
    },
  };
}
