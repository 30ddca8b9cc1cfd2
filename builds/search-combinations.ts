/**
 * Which /buscar URLs are prerendered (DESIGN §4, spec §2.7): every combination
 * of status, state, category, city and `{N}-quartos` (N or more bedrooms)
 * that has at least one hit, most hits first, capped. One pass over the
 * documents in the default order counts each combination and keeps its first
 * page, so no per-combination query runs. Pure.
 */
import { slugify } from '../domain/rules/slug.ts';
import type { FilterState } from '../domain/schemas/filter-state.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state-values.ts';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { defaultOrder } from '../search/default-order.ts';
import { canonicalSearchPath, isPrerenderable } from '../search/url-codec.ts';

export const COMBINATION_CAP = 5_000;
/** `{N}-quartos` combinations stop here: more bedrooms than this are found by live search. */
export const MAX_BEDROOMS_SEGMENT = 10;

export interface SearchCombination {
  path: string;
  filters: FilterState;
  total: number;
  /** The first page of hits in the default order (featured first, then newest). */
  hits: SearchDocument[];
}

interface Tally {
  filters: FilterState;
  total: number;
  hits: SearchDocument[];
}

export function planSearchCombinations(docs: readonly SearchDocument[], cap = COMBINATION_CAP, perPage = DEFAULT_PER_PAGE): SearchCombination[] {
  const tallies = new Map<string, Tally>();
  // 10,000 homes share a few dozen cities: each city is slugified once.
  const citySlugs = new Map<string, string>();
  for (const doc of [...docs].sort(defaultOrder)) {
    let city = citySlugs.get(doc.city);
    if (city === undefined) citySlugs.set(doc.city, (city = slugify(doc.city)));
    const dimensions = [
      ['status', doc.status],
      ['state', doc.state.toUpperCase()],
      ['category', doc.category],
      ['city', city],
    ] as const;
    const maxBedrooms = Math.min(Math.floor(doc.bedrooms ?? 0), MAX_BEDROOMS_SEGMENT);
    for (let mask = 0; mask < 1 << dimensions.length; mask++) {
      const base: Record<string, string> = {};
      dimensions.forEach(([name, value], i) => {
        if (mask & (1 << i) && value) base[name] = value;
      });
      const prefix = `${mask}|${base.status ?? ''}|${base.state ?? ''}|${base.category ?? ''}|${base.city ?? ''}|`;
      for (let bedrooms = 0; bedrooms <= maxBedrooms; bedrooms++) {
        const key = prefix + bedrooms;
        let tally = tallies.get(key);
        if (!tally) {
          const filters: FilterState = { page: 1, perPage, ...base, ...(bedrooms > 0 ? { bedrooms } : {}) };
          tally = { filters, total: 0, hits: [] };
          tallies.set(key, tally);
        }
        tally.total++;
        if (tally.hits.length < perPage) tally.hits.push(doc);
      }
    }
  }
  const combinations: SearchCombination[] = [];
  const seen = new Set<string>();
  for (const tally of [...tallies.values()].sort((a, b) => b.total - a.total)) {
    if (combinations.length >= cap) break;
    // A combination the URL codec cannot read back exactly (a city slug that looks like a state) stays live-only.
    if (!isPrerenderable(tally.filters)) continue;
    const path = canonicalSearchPath(tally.filters);
    if (seen.has(path)) continue;
    seen.add(path);
    combinations.push({ path, filters: tally.filters, total: tally.total, hits: tally.hits });
  }
  return combinations;
}
