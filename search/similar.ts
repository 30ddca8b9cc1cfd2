/**
 * Similar homes at build time: same status and category, same city first,
 * closest price (rent for rentals, sale price otherwise), then the same
 * status and category anywhere. Groups are sorted once, so each lookup is a
 * binary search plus `limit` steps — no per-page work that grows with the
 * number of listings.
 */
import type { SearchDocument } from '../domain/schemas/index.ts';

const priceOf = (doc: SearchDocument) => (doc.status === 'rent' ? doc.rental_price : doc.price) ?? 0;

function sortedGroups(docs: readonly SearchDocument[], key: (d: SearchDocument) => string): Map<string, SearchDocument[]> {
  const groups = new Map<string, SearchDocument[]>();
  for (const doc of docs) {
    const k = key(doc);
    const group = groups.get(k);
    if (group) group.push(doc);
    else groups.set(k, [doc]);
  }
  for (const group of groups.values()) group.sort((a, b) => priceOf(a) - priceOf(b) || Number(a.id) - Number(b.id));
  return groups;
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

export function similarHomesIndex(docs: readonly SearchDocument[]) {
  const byCity = sortedGroups(docs, (d) => `${d.status}|${d.category}|${d.city}`);
  const byCategory = sortedGroups(docs, (d) => `${d.status}|${d.category}`);
  return (target: SearchDocument, limit = 6): SearchDocument[] => {
    const skip = new Set([String(target.id)]);
    const sameCity = nearestByPrice(byCity.get(`${target.status}|${target.category}|${target.city}`) ?? [], target, limit, skip);
    if (sameCity.length >= limit) return sameCity;
    const rest = nearestByPrice(byCategory.get(`${target.status}|${target.category}`) ?? [], target, limit - sameCity.length, skip);
    return [...sameCity, ...rest];
  };
}
