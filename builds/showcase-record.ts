/**
 * The whole tenant's home lists and counts that configured pages show (the home page's featured
 * and latest homes, its map, its neighborhoods and categories; /buscar's states), made from
 * every home in a full build and recorded in the pages manifest's head, then patched in a
 * rebuild from that record and the changed homes (issue #13, the plan patched): a count loses
 * the old versions' tallies and gains the new ones'; a newest-first list keeps its recorded homes
 * that did not change and takes in the new versions. A list whose record cannot tell (more of
 * its homes changed than it keeps beyond what is shown) is made from every home, as is anything
 * the record lacks. Held to the full plan by a test over random changes. Pure.
 */
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { newestFirst } from '../search/newest-first.ts';
import type { CombinationChanges } from './search-combinations-patch.ts';

/** Homes a list's record keeps beyond what is shown: as many may leave it before it cannot tell. */
export const KEEP_BEYOND_LIST = 64;

/**
 * A newest-first list as recorded: every home it accepts down to the last listed (all of them
 * when `complete`), and that last one's sort key (created_at, id).
 */
export interface NewestListRecord {
  limit: number;
  ids: number[];
  complete: boolean;
  last: [created: string | null, id: number] | null;
}

export interface ShowcaseRecord {
  /** Per summary key, the homes per tally value. */
  counts: Record<string, Array<[value: string, homes: number]>>;
  /** Per list key (a summary's, or 'featured' and 'latest'). */
  newest: Record<string, NewestListRecord>;
}

/** The whole tenant's lists and counts, each made (or patched) the first time a page asks for it. */
export interface HomesSummary {
  /** Homes per tally value, by value (code-unit order). */
  counts(key: string, tally: (doc: SearchDocument) => string | null): ReadonlyMap<string, number>;
  newest(key: string, limit: number, accept?: (doc: SearchDocument) => boolean): readonly SearchDocument[];
  /**
   * Whether what a page shows of this list or count (asked for already) is what the record had:
   * patched from it, the same homes first with none of them changed, every count the same. A
   * page made only of such keeps its live key (./configured-pages.ts).
   */
  asRecorded(key: string): boolean;
  /** Every list and count asked for, for the next build. */
  record(): ShowcaseRecord;
  /** True when something was asked for and all of it came from a record. */
  readonly patched: boolean;
}

/** What changed since the recorded build, as the /buscar combinations' patch takes it: the homes' documents as they were and as they are, and their ids. */
type ShowcaseChanges = CombinationChanges;

type MadeList = NewestListRecord & { docs: readonly SearchDocument[] };

const keyOf = (doc: SearchDocument): [string | null, number] => [doc.created_at ?? null, Number(doc.id)];

/** A list's record from the homes it accepts, newest first: `exact` holds all of them (`complete`) or all down to its last. */
function listRecord(limit: number, exact: readonly SearchDocument[], complete: boolean): MadeList {
  const keep = limit + KEEP_BEYOND_LIST;
  const docs = exact.length > keep ? exact.slice(0, keep) : exact;
  const whole = complete && docs.length === exact.length;
  return { limit, ids: docs.map((doc) => Number(doc.id)), complete: whole, last: whole || docs.length === 0 ? null : keyOf(docs.at(-1)!), docs };
}

function recordOf(counts: ReadonlyMap<string, ReadonlyMap<string, number>>, lists: ReadonlyMap<string, MadeList>): ShowcaseRecord {
  return {
    counts: Object.fromEntries([...counts].map(([key, byValue]) => [key, [...byValue]])),
    newest: Object.fromEntries([...lists].map(([key, { docs: _docs, ...list }]) => [key, list])),
  };
}

/** A list made from every home it accepts, newest first (`sorted`: the homes newest first). */
function madeList(sorted: readonly SearchDocument[], limit: number, accept: ((doc: SearchDocument) => boolean) | undefined): MadeList {
  const keep = limit + KEEP_BEYOND_LIST;
  const exact: SearchDocument[] = [];
  for (const doc of sorted) {
    if (accept && !accept(doc)) continue;
    // One more than kept tells that the list is not complete.
    if (exact.length === keep) return listRecord(limit, exact, false);
    exact.push(doc);
  }
  return listRecord(limit, exact, true);
}

function madeCounts(docs: readonly SearchDocument[], tally: (doc: SearchDocument) => string | null): Map<string, number> {
  const byValue = new Map<string, number>();
  for (const doc of docs) {
    const value = tally(doc);
    if (value !== null) byValue.set(value, (byValue.get(value) ?? 0) + 1);
  }
  return byValue;
}

/** A recorded count with the changed homes' old tallies taken out and their new ones in; null when the record lacks a home it should hold. */
function patchedCounts(recorded: Array<[string, number]>, changes: ShowcaseChanges, tally: (doc: SearchDocument) => string | null): Map<string, number> | null {
  const byValue = new Map(recorded);
  for (const doc of changes.gone) {
    const value = tally(doc);
    if (value === null) continue;
    const homes = byValue.get(value) ?? 0;
    if (homes <= 0) return null;
    if (homes === 1) byValue.delete(value);
    else byValue.set(value, homes - 1);
  }
  for (const doc of changes.added) {
    const value = tally(doc);
    if (value !== null) byValue.set(value, (byValue.get(value) ?? 0) + 1);
  }
  return byValue;
}

/**
 * A recorded list with its changed homes taken out and their new versions placed. Every unchanged
 * home the list now accepts down to the recorded last one is in the record (it was then, and the
 * homes before it are the same or changed ones), so the merge is exact down to there; it is used
 * when that covers what the page shows. null otherwise, or when the record names a home the
 * tenant has not (unchanged).
 */
function patchedList(record: NewestListRecord, limit: number, accept: ((doc: SearchDocument) => boolean) | undefined, changes: ShowcaseChanges, docOf: (id: number) => SearchDocument | undefined): MadeList | null {
  if (record.limit !== limit) return null;
  const kept: SearchDocument[] = [];
  for (const id of record.ids) {
    if (changes.ids.has(id)) continue;
    // An unchanged home the list took then it takes now (the same record, code and config: the salt), so `accept` is not asked again (the map's reads each cached home's whole line).
    const doc = docOf(id);
    if (!doc) return null;
    kept.push(doc);
  }
  const joining = changes.added.filter((doc) => !accept || accept(doc));
  const merged = joining.length === 0 ? kept : [...kept, ...joining].sort(newestFirst);
  if (record.complete) return listRecord(limit, merged, true);
  if (!record.last) return null;
  const last = { created_at: record.last[0] ?? undefined, id: record.last[1] };
  let end = 0;
  while (end < merged.length && newestFirst(merged[end]!, last) <= 0) end++;
  return end < limit ? null : listRecord(limit, merged.slice(0, end), false);
}

/** The first `limit` ids of two lists are the same, and none of them changed. */
function sameHead(before: readonly number[], after: readonly number[], limit: number, changed: ReadonlySet<number>): boolean {
  const shown = Math.min(limit, before.length);
  if (Math.min(limit, after.length) !== shown) return false;
  for (let i = 0; i < shown; i++) if (before[i] !== after[i] || changed.has(before[i]!)) return false;
  return true;
}

/** A live release's record and what changed since: the whole tenant's lists and counts are patched from it. */
export interface ShowcasePatch {
  record: ShowcaseRecord;
  changes: ShowcaseChanges;
  /** A home's document now, by id. */
  docOf(id: number): SearchDocument | undefined;
}

/**
 * The lists and counts of `docs`, each made the first time it is asked for: patched from the
 * record when one is given and it can tell, else from every home (`newestOrder`: them all newest
 * first, sorted when a list is made).
 */
export function homesSummary(docs: readonly SearchDocument[], newestOrder: () => readonly SearchDocument[], patch?: ShowcasePatch): HomesSummary {
  const counts = new Map<string, ReadonlyMap<string, number>>();
  const lists = new Map<string, MadeList>();
  /** The keys whose shown part is the record's (`asRecorded`). */
  const recorded = new Set<string>();
  let asked = 0;
  let fromRecord = 0;
  return {
    get patched() {
      return asked > 0 && asked === fromRecord;
    },
    counts(key, tally) {
      let byValue = counts.get(key);
      if (!byValue) {
        asked++;
        const entries = patch && Object.hasOwn(patch.record.counts, key) ? patch.record.counts[key]! : null;
        const patched = entries && patchedCounts(entries, patch!.changes, tally);
        if (patched) fromRecord++;
        // By value: a patched count and one made from every home are the same (a Map keeps insertion order), for sections and for the record.
        byValue = new Map([...(patched ?? madeCounts(docs, tally))].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        counts.set(key, byValue);
        if (patched && entries!.length === byValue.size && entries!.every(([value, homes]) => byValue!.get(value) === homes)) recorded.add(key);
      }
      return byValue;
    },
    newest(key, limit, accept) {
      let list = lists.get(key);
      if (!list || list.limit !== limit) {
        asked++;
        const before = patch && Object.hasOwn(patch.record.newest, key) ? patch.record.newest[key]! : null;
        const patched = before && patchedList(before, limit, accept, patch!.changes, patch!.docOf);
        if (patched) fromRecord++;
        list = patched ?? madeList(newestOrder(), limit, accept);
        lists.set(key, list);
        recorded.delete(key);
        if (patched && sameHead(before!.ids, patched.ids, limit, patch!.changes.ids)) recorded.add(key);
      }
      return list.docs.slice(0, limit);
    },
    asRecorded: (key) => recorded.has(key),
    record: () => recordOf(counts, lists),
  };
}

const isCount = (e: unknown): e is [string, number] => Array.isArray(e) && e.length === 2 && typeof e[0] === 'string' && Number.isInteger(e[1]) && (e[1] as number) > 0;

function isListRecord(value: unknown): value is NewestListRecord {
  const list = value as Partial<NewestListRecord> | null;
  if (typeof list !== 'object' || list === null || !Number.isInteger(list.limit) || typeof list.complete !== 'boolean' || !Array.isArray(list.ids) || !list.ids.every(Number.isInteger)) return false;
  if (list.last === null) return list.complete || list.ids.length === 0;
  return Array.isArray(list.last) && list.last.length === 2 && (list.last[0] === null || typeof list.last[0] === 'string') && Number.isInteger(list.last[1]);
}

export function isShowcaseRecord(value: unknown): value is ShowcaseRecord {
  const record = value as Partial<ShowcaseRecord> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.counts === 'object' &&
    record.counts !== null &&
    Object.values(record.counts).every((entries) => Array.isArray(entries) && entries.every(isCount)) &&
    typeof record.newest === 'object' &&
    record.newest !== null &&
    Object.values(record.newest).every(isListRecord)
  );
}
