/**
 * The default order of search results, defined once for the build's /buscar pages and both
 * engines (search/cases.ts checks them against it): featured first, then newest, then id.
 * Every key is a number read descending, a missing one (NaN) last in any direction — as
 * Meilisearch places missing sort values. The static index sorts its columns by these keys
 * (static-index/orders.ts); Meilisearch spells them as sort rules (meilisearch/filter.ts).
 */
import type { SearchDocument } from '../domain/schemas/search-document.ts';

export const DEFAULT_ORDER_KEYS = ['featured', 'created', 'id'] as const;
export type DefaultOrderKey = (typeof DEFAULT_ORDER_KEYS)[number];

/** A document's value of each default-order key. */
export function defaultOrderKey(doc: SearchDocument, key: DefaultOrderKey): number {
  if (key === 'featured') return doc.is_featured_on_site ? 1 : 0;
  if (key === 'created') return doc.created_at ? Date.parse(doc.created_at) : Number.NaN;
  return Number(doc.id);
}

/** One key of two documents, descending, a missing one (NaN) last. */
function descending(va: number, vb: number): number {
  if (va === vb) return 0;
  if (va !== va) return vb !== vb ? 0 : 1; // NaN: missing
  if (vb !== vb) return -1;
  return vb - va;
}

/**
 * Two documents in the default order (negative: `a` first), as `inDefaultOrder` places them, for
 * many comparisons among the same documents (the /buscar patch merges the changed homes into ~60
 * recorded first pages, builds/search-combinations-patch.ts): each document's keys are read once,
 * its date parsed once rather than at every comparison.
 */
export function defaultOrderComparer(): (a: SearchDocument, b: SearchDocument) => number {
  const read = new WeakMap<SearchDocument, Float64Array>();
  const keysOf = (doc: SearchDocument) => {
    let keys = read.get(doc);
    if (!keys) {
      keys = new Float64Array(DEFAULT_ORDER_KEYS.length);
      for (let i = 0; i < keys.length; i++) keys[i] = defaultOrderKey(doc, DEFAULT_ORDER_KEYS[i]!);
      read.set(doc, keys);
    }
    return keys;
  };
  return (a, b) => {
    const x = keysOf(a);
    const y = keysOf(b);
    for (let i = 0; i < x.length; i++) {
      const order = descending(x[i]!, y[i]!);
      if (order !== 0) return order;
    }
    return 0;
  };
}

/**
 * The documents in the default order. Each one's keys are read once into typed arrays (dates are
 * parsed) and positions are sorted, not documents: a plan sorts the whole tenant this way
 * (10,000 documents) in a process that runs it once, so no per-comparison allocation or lookup.
 */
export function inDefaultOrder(docs: readonly SearchDocument[]): SearchDocument[] {
  const count = docs.length;
  const keys = DEFAULT_ORDER_KEYS.map((key) => {
    const values = new Float64Array(count);
    for (let i = 0; i < count; i++) values[i] = defaultOrderKey(docs[i]!, key);
    return values;
  });
  const positions = Array.from({ length: count }, (_, i) => i);
  // The first key that differs decides; Array#sort is stable: ties keep the documents' order.
  positions.sort((a, b) => {
    for (const values of keys) {
      const order = descending(values[a]!, values[b]!);
      if (order !== 0) return order;
    }
    return 0;
  });
  return positions.map((i) => docs[i]!);
}
