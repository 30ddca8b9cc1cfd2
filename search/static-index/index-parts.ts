/**
 * The static index in parts (issue #13: records in parts). The build cuts the tenant's search
 * documents into runs and writes each run as an index file of its own (./index-file.ts); the
 * browser fetches the parts `builds/latest.json` names and merges them back into the one file
 * the build would have written whole. A one-listing change rewrites the part that holds it,
 * and a delta release uploads it, not the tenant's whole index; a visitor's cached parts stay good.
 *
 * Where a run ends is decided by the listing ids themselves (a run ends after an id whose mix
 * falls on a multiple of the run length): adding or removing one listing moves the edges of its
 * own run only, where fixed-size runs would shift every run after it. Pure.
 */
import { mixId } from '../../domain/rules/mix-id.ts';
import { slugify } from '../../domain/rules/slug.ts';
import type { SearchDocument } from '../../domain/schemas/search-document.ts';
import { Dictionary, STATIC_INDEX_VERSION, type StaticIndexFile } from './index-file.ts';

/** Listings a part holds on average, at least; a larger tenant gets longer parts, so ~32 at most on average. */
const MIN_RUN = 512;
const AVERAGE_PARTS = 32;
/** A run that has met no edge by then ends anyway (runs of ids that never mix to an edge). */
const MAX_RUN_FACTOR = 4;

/** The average run length for `count` listings: a power of two, so a tenant changes it only when it doubles. */
export function runLength(count: number): number {
  let run = MIN_RUN;
  while (run * AVERAGE_PARTS < count) run *= 2;
  return run;
}

/** The documents cut into runs, in their order; none for none. */
export function splitIntoRuns<T extends Pick<SearchDocument, 'id'>>(docs: readonly T[]): T[][] {
  const run = runLength(docs.length);
  const runs: T[][] = [];
  let current: T[] = [];
  for (const doc of docs) {
    current.push(doc);
    if (mixId(doc.id) % run === 0 || current.length >= run * MAX_RUN_FACTOR) {
      runs.push(current);
      current = [];
    }
  }
  if (current.length > 0) runs.push(current);
  return runs;
}

type Dictionaries = StaticIndexFile['dictionaries'];
type Columns = StaticIndexFile['columns'];
type CodedName = 'status' | 'type' | 'category' | 'state' | 'city' | 'neighborhood';
type ListName = 'features' | 'amenities' | 'site_categories';
const CODED: readonly CodedName[] = ['status', 'type', 'category', 'state', 'city', 'neighborhood'];
const LISTS: readonly ListName[] = ['features', 'amenities', 'site_categories'];
const PLAIN = [
  'name', 'title', 'url', 'image', 'bedrooms', 'suites', 'bathrooms', 'parking_spaces', 'area', 'price', 'rental_price',
  'condominium_price', 'iptu_price', 'featured', 'lat', 'lng',
] as const satisfies readonly (keyof Columns)[];

/**
 * The parts as the one index file buildStaticIndex writes for all their documents: the same
 * dictionaries (first met first), columns, id deltas and time base. Throws on a part of
 * another version or a column of the wrong length, as readStaticIndex would.
 */
export function mergeStaticIndexFiles(parts: readonly StaticIndexFile[]): StaticIndexFile {
  const dictionaries = Object.fromEntries([...CODED, ...LISTS].map((name) => [name, new Dictionary()])) as Record<CodedName | ListName, Dictionary>;
  const columns = Object.fromEntries([...CODED, ...LISTS, ...PLAIN, 'idDelta', 'created_at'].map((name) => [name, [] as unknown[]])) as unknown as Columns;
  // The earliest numeric time of all parts: buildStaticIndex's base for the whole.
  let timeBase = Number.POSITIVE_INFINITY;
  for (const part of parts) if (part.columns.created_at.some((t) => typeof t === 'number')) timeBase = Math.min(timeBase, part.timeBase);
  if (timeBase === Number.POSITIVE_INFINITY) timeBase = 0;
  let count = 0;
  let lastId = 0;
  for (const part of parts) {
    if (part?.version !== STATIC_INDEX_VERSION) throw new Error(`Static search index version ${String(part?.version)} is not ${STATIC_INDEX_VERSION}: rebuild the site`);
    for (const [name, column] of Object.entries(part.columns)) {
      if (column.length !== part.count) throw new Error(`Static search index column ${name} has ${column.length} rows, not ${part.count}`);
    }
    const c = part.columns;
    for (const name of CODED) {
      const codes = part.dictionaries[name].map((value) => dictionaries[name].code(value));
      for (const code of c[name]) (columns[name] as (number | null)[]).push(code === null ? null : codes[code]!);
    }
    for (const name of LISTS) {
      const codes = part.dictionaries[name].map((value) => dictionaries[name].code(value));
      for (const list of c[name]) columns[name].push(list.map((code) => codes[code]!));
    }
    for (const name of PLAIN) (columns[name] as unknown[]).push(...c[name]);
    // A part's first delta is its first id; merged, it counts from the previous part's last id.
    let id = 0;
    for (let row = 0; row < part.count; row++) {
      id += c.idDelta[row]!;
      columns.idDelta.push(row === 0 ? id - lastId : c.idDelta[row]!);
    }
    if (part.count > 0) lastId = id;
    for (const t of c.created_at) columns.created_at.push(typeof t === 'number' ? t + part.timeBase - timeBase : t);
    count += part.count;
  }
  const values = (name: CodedName | ListName) => dictionaries[name].values;
  const merged: Dictionaries = {
    status: values('status'), type: values('type'), category: values('category'), state: values('state'),
    city: values('city'), citySlug: values('city').map(slugify),
    neighborhood: values('neighborhood'), neighborhoodSlug: values('neighborhood').map(slugify),
    features: values('features'), amenities: values('amenities'), site_categories: values('site_categories'),
  };
  return { version: STATIC_INDEX_VERSION, count, timeBase, dictionaries: merged, columns };
}
