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

/** Comparator of two documents' keys (DEFAULT_ORDER_KEYS' values, in order): descending, NaN last. */
function compareOrderKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const va = a[i]!;
    const vb = b[i]!;
    if (va === vb || (Number.isNaN(va) && Number.isNaN(vb))) continue;
    if (Number.isNaN(va)) return 1;
    if (Number.isNaN(vb)) return -1;
    return vb - va;
  }
  return 0;
}

/** The documents in the default order; each one's keys are read once, not once per comparison (dates are parsed). */
export function inDefaultOrder(docs: readonly SearchDocument[]): SearchDocument[] {
  const keyed = docs.map((doc) => ({ doc, keys: DEFAULT_ORDER_KEYS.map((key) => defaultOrderKey(doc, key)) }));
  return keyed.sort((a, b) => compareOrderKeys(a.keys, b.keys)).map((entry) => entry.doc);
}
