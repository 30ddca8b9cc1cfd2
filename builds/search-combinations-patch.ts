/**
 * The /buscar combinations of a rebuild patched from the live release's (issue #13, the plan
 * patched): the live build records each prerendered combination's filters, total and first
 * homes in the default order (a page and some), and a rebuild where a few homes changed
 * updates only the combinations those homes' old or new versions fall in, instead of sorting
 * and bucketing the whole tenant again (~55 ms of a 10,000-listing rebuild's plan). Anything
 * the record cannot tell — more homes left a first page than it keeps, the cap reached, other
 * settings — returns null, and the plan makes the combinations from every home
 * (./search-combinations.ts). Held to that by a test over random changes. Pure.
 */
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { defaultOrderComparer } from '../search/default-order.ts';
import { canonicalSearchPath, isPrerenderable } from '../search/url-codec.ts';
import { bedroomsOf, byTotalThenPath, combinationFilters, DIMENSIONS, homePlace, inCombination, placeKey, placeOf, withCanonicals, type Place, type SearchCombination } from './search-combinations.ts';

/** Homes a combination's record keeps beyond its first page: as many may leave it before the record cannot tell its page. */
export const KEEP_BEYOND_PAGE = 10;

/** A prerendered combination as recorded: its path, its place and bedrooms, its total, the ids of its first homes in the default order. */
export type CombinationEntry = [path: string, place: Place, bedrooms: number, total: number, ids: number[]];

export interface CombinationRecord {
  perPage: number;
  entries: CombinationEntry[];
}

/** What changed: the documents of the homes as they were (edited or gone) and as they are (edited or new), and their ids. */
export interface CombinationChanges {
  gone: readonly SearchDocument[];
  added: readonly SearchDocument[];
  ids: ReadonlySet<number>;
}

/** The record of a build's combinations (each with its head's ids, or its hits'). */
export function combinationRecord(combinations: readonly SearchCombination[], perPage: number): CombinationRecord {
  return {
    perPage,
    // Not the empty /buscar of a site without listings (../configured-pages.ts): a record lists homes.
    entries: combinations
      .filter((c) => c.total > 0)
      .map((c): CombinationEntry => {
        const { place, bedrooms } = placeOf(c.filters);
        return [c.path, place, bedrooms, c.total, c.headIds ?? c.hits.map((doc) => Number(doc.id))];
      }),
  };
}

export function isCombinationRecord(value: unknown): value is CombinationRecord {
  const record = value as Partial<CombinationRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    Number.isInteger(record.perPage) &&
    Array.isArray(record.entries) &&
    record.entries.every(
      (e) =>
        Array.isArray(e) &&
        typeof e[0] === 'string' &&
        Array.isArray(e[1]) &&
        e[1].length === DIMENSIONS.length &&
        e[1].every((v) => typeof v === 'string') &&
        Number.isInteger(e[2]) &&
        Number.isInteger(e[3]) &&
        e[3] > 0 &&
        Array.isArray(e[4]) &&
        e[4].every(Number.isInteger),
    )
  );
}

/** `kept` and `joining` (each in the default order already) merged into one list in that order. */
function merged(kept: SearchDocument[], joining: SearchDocument[], compare: (a: SearchDocument, b: SearchDocument) => number): SearchDocument[] {
  if (joining.length === 0) return kept;
  const out: SearchDocument[] = [];
  let k = 0;
  for (const doc of joining) {
    while (k < kept.length && compare(kept[k]!, doc) <= 0) out.push(kept[k++]!);
    out.push(doc);
  }
  while (k < kept.length) out.push(kept[k++]!);
  return out;
}

/**
 * The combinations after `changes`, from the live record, with each one's head for the next
 * record; null when the record cannot tell. `docOf` gives a home's document now by id.
 */
export function patchSearchCombinations(
  record: CombinationRecord,
  changes: CombinationChanges,
  docOf: (id: number) => SearchDocument | undefined,
  cap: number,
  perPage: number,
): SearchCombination[] | null {
  if (record.perPage !== perPage || record.entries.length >= cap) return null;
  const keep = perPage + KEEP_BEYOND_PAGE;
  const slugs = new Map<string, string>();
  const compare = defaultOrderComparer();
  const added = [...changes.added].sort(compare);
  // Each changed home's place and bedrooms, worked out once (452 combinations at 10,000 listings ask).
  const homeOf = (doc: SearchDocument) => ({ doc, place: homePlace(doc, slugs), bedrooms: bedroomsOf(doc) });
  const gone = changes.gone.map(homeOf);
  const joiners = added.map(homeOf);
  const combinations: SearchCombination[] = [];
  const known = new Set<string>();
  for (const [path, place, bedrooms, total, ids] of record.entries) {
    // A record lists at least a page of each combination's homes (all of them when fewer).
    if (ids.length < Math.min(perPage, total)) return null;
    known.add(placeKey(place, bedrooms));
    const leaving = gone.filter((home) => inCombination(home, place, bedrooms)).length;
    const joining = joiners.filter((home) => inCombination(home, place, bedrooms)).map((home) => home.doc);
    const keptIds = ids.filter((id) => !changes.ids.has(id));
    const filters = combinationFilters(place, bedrooms, perPage);
    if (leaving === 0 && joining.length === 0 && keptIds.length === ids.length) {
      // No changed home in it: its page and record as they were (most combinations, for one change).
      const hits: SearchDocument[] = [];
      for (const id of ids.slice(0, perPage)) {
        const doc = docOf(id);
        if (!doc) return null;
        hits.push(doc);
      }
      combinations.push({ path, filters, total, hits, canonical: path, headIds: ids });
      continue;
    }
    const now = total - leaving + joining.length;
    // A recorded home no longer matching or gone, unless the record says so too: it cannot tell.
    if (now < 0 || keptIds.length > total - leaving) return null;
    if (now === 0) continue;
    const kept: SearchDocument[] = [];
    for (const id of keptIds) {
      const doc = docOf(id);
      if (!doc) return null; // the record names a home that is not here unchanged
      kept.push(doc);
    }
    // The recorded homes are the first of the unchanged ones: the list is right up to the last of
    // them, or whole when it holds every unchanged home.
    const list = merged(kept, joining, compare);
    const whole = kept.length === total - leaving;
    const certain = whole ? list.length : kept.length === 0 ? 0 : list.indexOf(kept[kept.length - 1]!) + 1;
    if (certain < Math.min(perPage, now)) return null;
    const head = list.slice(0, Math.min(keep, certain));
    combinations.push({ path, filters, total: now, hits: head.slice(0, perPage), canonical: path, headIds: head.map((doc) => Number(doc.id)) });
  }
  // Combinations only the changed homes fall in (a city new to the site): no unchanged home is in
  // them, or they would have been recorded (a combination the URL codec refuses stays refused).
  for (const joiner of joiners) {
    for (let mask = 0; mask < 1 << DIMENSIONS.length; mask++) {
      const place = joiner.place.map((value, i) => (mask & (1 << i) ? value : '')) as Place;
      for (let bedrooms = 0; bedrooms <= joiner.bedrooms; bedrooms++) {
        const key = placeKey(place, bedrooms);
        if (known.has(key)) continue;
        known.add(key);
        const filters = combinationFilters(place, bedrooms, perPage);
        if (!isPrerenderable(filters)) continue;
        const homes = joiners.filter((other) => inCombination(other, place, bedrooms)).map((other) => other.doc);
        combinations.push({ path: canonicalSearchPath(filters), filters, total: homes.length, hits: homes.slice(0, perPage), canonical: '', headIds: homes.slice(0, keep).map((doc) => Number(doc.id)) });
      }
    }
  }
  if (combinations.length >= cap) return null;
  return withCanonicals(combinations.sort(byTotalThenPath));
}
