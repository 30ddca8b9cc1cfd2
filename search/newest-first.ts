/** Newest first: the order of a page's latest and featured homes and of its map (created_at descending, then id). Pure. */
import type { SearchDocument } from '../domain/schemas/search-document.ts';

// Dates are ISO 8601 UTC (domain/rules/timestamp.ts): compared as text, not through the locale's collation (10,000 a list).
export const newestFirst = (a: Pick<SearchDocument, 'created_at' | 'id'>, b: Pick<SearchDocument, 'created_at' | 'id'>): number => {
  const x = a.created_at ?? '';
  const y = b.created_at ?? '';
  return x === y ? Number(b.id) - Number(a.id) : x < y ? 1 : -1;
};
