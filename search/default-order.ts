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

/** Comparator of two documents in the default order. */
export function defaultOrder(a: SearchDocument, b: SearchDocument): number {
  for (const key of DEFAULT_ORDER_KEYS) {
    const va = defaultOrderKey(a, key);
    const vb = defaultOrderKey(b, key);
    if (va === vb || (Number.isNaN(va) && Number.isNaN(vb))) continue;
    if (Number.isNaN(va)) return 1;
    if (Number.isNaN(vb)) return -1;
    return vb - va;
  }
  return 0;
}
