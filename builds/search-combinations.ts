/**
 * Which /buscar URLs are prerendered (DESIGN §4, spec §2.7): every combination
 * of status, state, category, city and `{N}-quartos` (N or more bedrooms)
 * that has at least one hit, most hits first, capped. One pass over the
 * documents in the default order puts each in its bucket (place and bedrooms);
 * each combination's count and first page come from its buckets, so no
 * per-combination query runs. Pure.
 *
 * A small tenant's combinations mostly repeat each other: with every home in one state and city,
 * `/buscar/comprar/sp/casa/campinas/` lists exactly the homes of `/buscar/casa/` (in the 20
 * generated 200-listing tenants of the bench, 3,887 of 4,420 combinations had the same homes as a
 * shorter one). Each combination names its canonical: the prerendered combination with the fewest
 * segments among those it narrows (a subset of its filters, fewer or no bedrooms) that have as
 * many homes, hence the same ones. One whose canonical is another is not prerendered: the hosts
 * answer it with the canonical's page (builds/page-data.ts searchAliases, builds/host-files.ts).
 */
import { slugify } from '../domain/rules/slug.ts';
import type { FilterState } from '../domain/schemas/filter-state.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state-values.ts';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { inDefaultOrder } from '../search/default-order.ts';
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
  /** The path of the shortest prerendered combination with the same homes (this one's own path when none is shorter). */
  canonical: string;
  /** The ids of its first homes in the default order, a page and some (`keep`), for the next build's record (./search-combinations-patch.ts). */
  headIds?: number[];
}

export const DIMENSIONS = ['status', 'state', 'category', 'city'] as const;
/** A combination's place: its status, state, category and city ('' where it sets none). */
export type Place = [status: string, state: string, category: string, city: string];

/** The filters of a place and bedrooms, keys always in this order (page keys hash them as JSON). */
export function combinationFilters(place: Readonly<Place>, bedrooms: number, perPage: number): FilterState {
  const filters: Record<string, unknown> = { page: 1, perPage };
  DIMENSIONS.forEach((name, i) => {
    if (place[i]) filters[name] = place[i];
  });
  if (bedrooms > 0) filters.bedrooms = bedrooms;
  return filters as unknown as FilterState;
}

/** A combination's place and bedrooms from its filters. */
export function placeOf(filters: FilterState): { place: Place; bedrooms: number } {
  const values = filters as Partial<Record<(typeof DIMENSIONS)[number], string>>;
  return { place: DIMENSIONS.map((name) => values[name] ?? '') as Place, bedrooms: filters.bedrooms ?? 0 };
}

/** One key per set of filters: combinations with the same filters list the same homes. */
export const placeKey = (place: Readonly<Place>, bedrooms: number): string => `${place.join('|')}|${bedrooms}`;

/** A home's bedrooms as combinations count them: `{N}-quartos` is N or more, capped. */
export const bedroomsOf = (doc: SearchDocument): number => Math.min(Math.floor(doc.bedrooms ?? 0), MAX_BEDROOMS_SEGMENT);

/** A home's own place (its state upper-cased, its city as a slug); `slugs` keeps each city's slug. */
export function homePlace(doc: SearchDocument, slugs: Map<string, string>): Place {
  let city = slugs.get(doc.city);
  if (city === undefined) slugs.set(doc.city, (city = slugify(doc.city)));
  return [doc.status, doc.state.toUpperCase(), doc.category, city];
}

/** Whether a home of this place and bedrooms (`homePlace`, `bedroomsOf`) is among a combination's. */
export function inCombination(home: { place: Readonly<Place>; bedrooms: number }, place: Readonly<Place>, bedrooms: number): boolean {
  return home.bedrooms >= bedrooms && place.every((value, i) => value === '' || value === home.place[i]);
}

interface Tally {
  filters: FilterState;
  total: number;
  /** The buckets of its homes, from which its first homes are taken. */
  buckets: Bucket[];
}

const segmentCount = (mask: number, bedrooms: number) => {
  let count = bedrooms > 0 ? 1 : 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
};

// Between two as short, the one that keeps what says most about the homes: the category, then
// the status, the city, the state, the bedrooms ('casa', not '2-quartos', for houses of 3+).
const KEEP_WEIGHT = { category: 16, status: 8, city: 4, state: 2 } as const;
const keptWeight = (mask: number, bedrooms: number) =>
  DIMENSIONS.reduce((sum, name, i) => sum + (mask & (1 << i) ? KEEP_WEIGHT[name] : 0), bedrooms > 0 ? 1 : 0);

/** Homes of one place (status, state, category, city) with as many bedrooms (capped), in the default order. */
interface Bucket {
  values: string[];
  bedrooms: number;
  docs: SearchDocument[];
  /** Each home's position in the default order, ascending. */
  ranks: number[];
}

export function planSearchCombinations(docs: readonly SearchDocument[], cap = COMBINATION_CAP, perPage = DEFAULT_PER_PAGE, keep = perPage): SearchCombination[] {
  // 10,000 homes fall in a few dozen buckets (place and bedrooms): combinations are counted
  // from the buckets, not home by home (16 sets of dimensions × each bedrooms count: ~500,000
  // steps at 10,000 homes).
  const buckets = new Map<string, Bucket>();
  // 10,000 homes share a few dozen cities: each city is slugified once.
  const citySlugs = new Map<string, string>();
  let rank = 0;
  for (const doc of inDefaultOrder(docs)) {
    const place = homePlace(doc, citySlugs);
    const bedrooms = bedroomsOf(doc);
    const key = placeKey(place, bedrooms);
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = { values: place, bedrooms, docs: [], ranks: [] }));
    bucket.docs.push(doc);
    bucket.ranks.push(rank++);
  }
  // A combination's tallies by bedrooms (0 = any), under its dimensions' key.
  const groups = new Map<string, Tally[]>();
  const tallies = new Map<string, Tally>();
  // Buckets in the order of their first home: tallies are made in the order the homes first meet them, as a pass over the homes would.
  for (const bucket of buckets.values()) {
    const { values } = bucket;
    for (let mask = 0; mask < 1 << DIMENSIONS.length; mask++) {
      const key = `${mask}|${mask & 1 ? values[0] : ''}|${mask & 2 ? values[1] : ''}|${mask & 4 ? values[2] : ''}|${mask & 8 ? values[3] : ''}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = []));
      for (let bedrooms = 0; bedrooms <= bucket.bedrooms; bedrooms++) {
        let tally = group[bedrooms];
        if (!tally) {
          const place = values.map((value, i) => (mask & (1 << i) ? value : '')) as Place;
          tally = group[bedrooms] = { filters: combinationFilters(place, bedrooms, perPage), total: 0, buckets: [] };
          tallies.set(`${key}|${bedrooms}`, tally);
        }
        tally.total += bucket.docs.length;
        tally.buckets.push(bucket);
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
    const head = firstInOrder(tally.buckets, Math.max(perPage, keep));
    combinations.push({ path, filters: tally.filters, total: tally.total, hits: head.slice(0, perPage), canonical: path, ...(keep > perPage ? { headIds: head.map((doc) => Number(doc.id)) } : {}) });
  }
  return withCanonicals(combinations.sort(byTotalThenPath));
}

/**
 * The order combinations are listed in (and their aliases written to the host files): most homes
 * first, then by path, so that a patched plan lists them as a full one does.
 */
export const byTotalThenPath = (a: SearchCombination, b: SearchCombination): number => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** The first `count` homes in the default order of these buckets together (each in that order already): a merge. */
function firstInOrder(buckets: readonly Bucket[], count: number): SearchDocument[] {
  if (buckets.length === 1) return buckets[0]!.docs.slice(0, count);
  const next = new Array<number>(buckets.length).fill(0);
  const hits: SearchDocument[] = [];
  while (hits.length < count) {
    let best = -1;
    for (let i = 0; i < buckets.length; i++) {
      const at = next[i]!;
      if (at < buckets[i]!.ranks.length && (best < 0 || buckets[i]!.ranks[at]! < buckets[best]!.ranks[next[best]!]!)) best = i;
    }
    if (best < 0) break;
    hits.push(buckets[best]!.docs[next[best]!++]!);
  }
  return hits;
}

/**
 * Names each combination's canonical: the prerendered combination with the fewest segments
 * (then the most telling, KEEP_WEIGHT) that it narrows (a subset of its filters, fewer or no
 * bedrooms) and that has as many homes. Dropping a filter can only add homes, so an equal count
 * means the same homes. Only prerendered combinations are named: a host answers the others' URLs.
 */
export function withCanonicals(combinations: SearchCombination[]): SearchCombination[] {
  // Each place as numbers (a value's index in its dimension, 0 for none): a narrower combination's
  // key is then arithmetic, not a string made for each subset (~10,000 at 10,000 listings).
  const codes = DIMENSIONS.map(() => new Map<string, number>([['', 0]]));
  const places = combinations.map((combination) => {
    const { place, bedrooms } = placeOf(combination.filters);
    return { code: place.map((value, i) => codes[i]!.get(value) ?? codes[i]!.set(value, codes[i]!.size).size - 1), bedrooms };
  });
  const sizes = codes.map((values) => values.size);
  const keyOf = (code: readonly number[], sub: number, bedrooms: number) => {
    let key = 0;
    for (let i = 0; i < code.length; i++) key = key * sizes[i]! + (sub & (1 << i) ? code[i]! : 0);
    return key * (MAX_BEDROOMS_SEGMENT + 1) + bedrooms;
  };
  const byKey = new Map<number, SearchCombination>();
  combinations.forEach((combination, i) => byKey.set(keyOf(places[i]!.code, (1 << DIMENSIONS.length) - 1, places[i]!.bedrooms), combination));
  for (const [i, combination] of combinations.entries()) {
    const { code, bedrooms } = places[i]!;
    const mask = code.reduce((m, value, d) => (value ? m | (1 << d) : m), 0);
    let best: { segments: number; weight: number; path: string } | undefined;
    // Every subset of the dimensions it sets (submasks), with any bedrooms up to its own.
    for (let sub = mask; ; sub = (sub - 1) & mask) {
      for (let b = 0; b <= bedrooms; b++) {
        const wider = byKey.get(keyOf(code, sub, b));
        if (!wider || wider.total !== combination.total) continue;
        const candidate = { segments: segmentCount(sub, b), weight: keptWeight(sub, b), path: wider.path };
        if (!best || candidate.segments < best.segments || (candidate.segments === best.segments && candidate.weight > best.weight)) best = candidate;
      }
      if (sub === 0) break;
    }
    combination.canonical = best?.path ?? combination.path;
  }
  return combinations;
}
