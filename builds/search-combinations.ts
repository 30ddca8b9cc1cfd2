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
}

const DIMENSIONS = ['status', 'state', 'category', 'city'] as const;

interface Tally {
  filters: FilterState;
  total: number;
  hits: SearchDocument[];
  mask: number;
  bedrooms: number;
  /** The buckets of its homes, from which `hits` is taken. */
  buckets: Bucket[];
}

/** The tally key of a combination: which dimensions it sets, their values, its bedrooms. */
function tallyKey(mask: number, values: Partial<Record<(typeof DIMENSIONS)[number], string>>, bedrooms: number): string {
  return `${mask}|${values.status ?? ''}|${values.state ?? ''}|${values.category ?? ''}|${values.city ?? ''}|${bedrooms}`;
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

export function planSearchCombinations(docs: readonly SearchDocument[], cap = COMBINATION_CAP, perPage = DEFAULT_PER_PAGE): SearchCombination[] {
  // 10,000 homes fall in a few dozen buckets (place and bedrooms): combinations are counted
  // from the buckets, not home by home (16 sets of dimensions × each bedrooms count: ~500,000
  // steps at 10,000 homes).
  const buckets = new Map<string, Bucket>();
  // 10,000 homes share a few dozen cities: each city is slugified once.
  const citySlugs = new Map<string, string>();
  let rank = 0;
  for (const doc of inDefaultOrder(docs)) {
    let city = citySlugs.get(doc.city);
    if (city === undefined) citySlugs.set(doc.city, (city = slugify(doc.city)));
    const bedrooms = Math.min(Math.floor(doc.bedrooms ?? 0), MAX_BEDROOMS_SEGMENT);
    const state = doc.state.toUpperCase();
    const key = `${doc.status}|${state}|${doc.category}|${city}|${bedrooms}`;
    let bucket = buckets.get(key);
    if (!bucket) buckets.set(key, (bucket = { values: [doc.status, state, doc.category, city], bedrooms, docs: [], ranks: [] }));
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
          const base: Record<string, string> = {};
          DIMENSIONS.forEach((name, i) => {
            if (mask & (1 << i) && values[i]) base[name] = values[i]!;
          });
          const filters: FilterState = { page: 1, perPage, ...base, ...(bedrooms > 0 ? { bedrooms } : {}) };
          tally = group[bedrooms] = { filters, total: 0, hits: [], mask, bedrooms, buckets: [] };
          tallies.set(`${key}|${bedrooms}`, tally);
        }
        tally.total += bucket.docs.length;
        tally.buckets.push(bucket);
      }
    }
  }
  for (const tally of tallies.values()) tally.hits = firstInOrder(tally.buckets, perPage);
  const combinations: SearchCombination[] = [];
  const chosen = new Map<Tally, SearchCombination>();
  const seen = new Set<string>();
  for (const tally of [...tallies.values()].sort((a, b) => b.total - a.total)) {
    if (combinations.length >= cap) break;
    // A combination the URL codec cannot read back exactly (a city slug that looks like a state) stays live-only.
    if (!isPrerenderable(tally.filters)) continue;
    const path = canonicalSearchPath(tally.filters);
    if (seen.has(path)) continue;
    seen.add(path);
    const combination = { path, filters: tally.filters, total: tally.total, hits: tally.hits, canonical: path };
    combinations.push(combination);
    chosen.set(tally, combination);
  }
  for (const [tally, combination] of chosen) combination.canonical = shortestEquivalent(tally, tallies, chosen) ?? combination.path;
  return combinations;
}

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
 * The prerendered combination with the fewest segments (then the most telling, KEEP_WEIGHT)
 * that this one narrows and that has as many homes: dropping a filter can only add homes, so
 * an equal count means the same homes.
 */
function shortestEquivalent(tally: Tally, tallies: ReadonlyMap<string, Tally>, chosen: ReadonlyMap<Tally, SearchCombination>): string | undefined {
  const values = tally.filters as Partial<Record<(typeof DIMENSIONS)[number], string>>;
  let best: { segments: number; weight: number; path: string } | undefined;
  // Every subset of the dimensions it sets (submasks), with any bedrooms up to its own.
  for (let mask = tally.mask; ; mask = (mask - 1) & tally.mask) {
    const kept: Partial<Record<(typeof DIMENSIONS)[number], string>> = {};
    DIMENSIONS.forEach((name, i) => {
      if (mask & (1 << i)) kept[name] = values[name];
    });
    for (let bedrooms = 0; bedrooms <= tally.bedrooms; bedrooms++) {
      const wider = tallies.get(tallyKey(mask, kept, bedrooms));
      const combination = wider && wider.total === tally.total ? chosen.get(wider) : undefined;
      if (!combination) continue;
      const candidate = { segments: segmentCount(mask, bedrooms), weight: keptWeight(mask, bedrooms), path: combination.path };
      if (!best || candidate.segments < best.segments || (candidate.segments === best.segments && candidate.weight > best.weight)) best = candidate;
    }
    if (mask === 0) break;
  }
  return best?.path;
}
