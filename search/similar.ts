/**
 * Similar homes at build time: same status and category, same city first,
 * closest price (rent for rentals, sale price otherwise), then the same
 * status and category anywhere. Groups are sorted once, so each lookup is a
 * binary search plus `limit` steps — no per-page work that grows with the
 * number of listings.
 */
import type { SearchDocument } from '../domain/schemas/index.ts';

const priceOf = (doc: SearchDocument) => (doc.status === 'rent' ? doc.rental_price : doc.price) ?? 0;

const byPrice = (a: SearchDocument, b: SearchDocument) => priceOf(a) - priceOf(b) || Number(a.id) - Number(b.id);
const cityKey = (d: SearchDocument) => `${d.status}|${d.category}|${d.city}`;
const categoryKey = (d: SearchDocument) => `${d.status}|${d.category}`;

/**
 * Homes by city group (same status, category and city) and by category group (same status and
 * category), each group sorted by price the first time it is asked for: a rebuild asks only for
 * the groups of its changed homes and of the pages it makes (a full build sorts them all). One
 * pass over the homes: a category group is its city groups put together, when first asked for.
 */
function lazilySortedGroups(docs: readonly SearchDocument[]) {
  const byCity = new Map<string, SearchDocument[]>();
  const citiesOf = new Map<string, SearchDocument[][]>();
  for (const doc of docs) {
    const k = cityKey(doc);
    const group = byCity.get(k);
    if (group) {
      group.push(doc);
      continue;
    }
    const created = [doc];
    byCity.set(k, created);
    const category = categoryKey(doc);
    const cities = citiesOf.get(category);
    if (cities) cities.push(created);
    else citiesOf.set(category, [created]);
  }
  const byCategory = new Map<string, SearchDocument[]>();
  const sorted = new Set<SearchDocument[]>();
  const inPriceOrder = (group: SearchDocument[]): readonly SearchDocument[] => {
    if (!sorted.has(group)) {
      group.sort(byPrice);
      sorted.add(group);
    }
    return group;
  };
  return {
    city: (k: string): readonly SearchDocument[] => {
      const group = byCity.get(k);
      return group ? inPriceOrder(group) : [];
    },
    category: (k: string): readonly SearchDocument[] => {
      let group = byCategory.get(k);
      if (!group) byCategory.set(k, (group = (citiesOf.get(k) ?? []).flat()));
      return inPriceOrder(group);
    },
    /** Each city group's homes (as they came), in the order of each group's first home, and the group sorted when asked. */
    *cities(): Generator<[homes: readonly SearchDocument[], sorted: () => readonly SearchDocument[]]> {
      for (const group of byCity.values()) yield [group, () => inPriceOrder(group)];
    },
  };
}

function firstAtLeast(group: readonly SearchDocument[], price: number): number {
  let lo = 0;
  let hi = group.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (priceOf(group[mid]!) < price) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Walks outwards from the target price, picking the closer neighbour each step. */
function nearestByPrice(group: readonly SearchDocument[], target: SearchDocument, limit: number, skip: Set<string>): SearchDocument[] {
  const price = priceOf(target);
  let hi = firstAtLeast(group, price);
  let lo = hi - 1;
  const out: SearchDocument[] = [];
  while (out.length < limit && (lo >= 0 || hi < group.length)) {
    const below = lo >= 0 ? group[lo] : undefined;
    const above = hi < group.length ? group[hi] : undefined;
    const takeAbove = above !== undefined && (below === undefined || priceOf(above) - price <= price - priceOf(below));
    const pick = takeAbove ? above : below;
    if (takeAbove) hi++;
    else lo--;
    if (pick && !skip.has(String(pick.id))) {
      skip.add(String(pick.id));
      out.push(pick);
    }
  }
  return out;
}

/** Similar homes of a target, and where a home's change can reach them (`near`). */
export interface SimilarHomes {
  (target: SearchDocument, limit?: number): SearchDocument[];
  /**
   * Every home whose similar list (of `limit`) may hold `doc`, a version of a home as it is
   * or as it was before `changes` homes changed at once (their shifts widen the window): the
   * homes around its price in its groups. A home not near any changed home's versions has the
   * same similar list as before (the walk from its own price never reaches them).
   */
  near(doc: SearchDocument, limit: number, changes: number): SearchDocument[];
  /**
   * Every home once (or those `include` takes), group by group (same status, category and city)
   * in price order: homes next to each other here share most of their similar homes, so listing
   * pages rendered in this order draw the same cards again (renderer/fragment-cache.ts keeps the
   * last few hundred). A group with no home `include` takes is not sorted.
   */
  inWalkOrder(include?: (doc: SearchDocument) => boolean): Iterable<SearchDocument>;
}

/**
 * The homes of a sorted group whose walk can reach a home of `price`. A walk starts at the first
 * home of its own price, goes up through its equals (x itself among them) before going down,
 * and visits at most `limit` + 1 positions: a home that reaches another is within `limit` + 1
 * positions of it. Each changed home shifts positions by one between the old order and this one.
 */
function around(group: readonly SearchDocument[], price: number, limit: number, changes: number): SearchDocument[] {
  const start = firstAtLeast(group, price);
  let stop = start;
  while (stop < group.length && priceOf(group[stop]!) === price) stop++;
  const reach = limit + 2 * changes + 2;
  return group.slice(Math.max(0, start - reach), Math.min(group.length, stop + reach));
}

export function similarHomesIndex(docs: readonly SearchDocument[]): SimilarHomes {
  const groups = lazilySortedGroups(docs);
  const similar = (target: SearchDocument, limit = 6): SearchDocument[] => {
    const skip = new Set([String(target.id)]);
    const sameCity = nearestByPrice(groups.city(cityKey(target)), target, limit, skip);
    if (sameCity.length >= limit) return sameCity;
    const rest = nearestByPrice(groups.category(categoryKey(target)), target, limit - sameCity.length, skip);
    return [...sameCity, ...rest];
  };
  return Object.assign(similar, {
    *inWalkOrder(include?: (doc: SearchDocument) => boolean) {
      for (const [homes, sorted] of groups.cities()) {
        if (!include) yield* sorted();
        else if (homes.some(include)) for (const doc of sorted()) if (include(doc)) yield doc;
      }
    },
    near: (doc: SearchDocument, limit: number, changes: number) => [
      ...around(groups.city(cityKey(doc)), priceOf(doc), limit, changes),
      ...around(groups.category(categoryKey(doc)), priceOf(doc), limit, changes),
    ],
  });
}
