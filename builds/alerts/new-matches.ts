/**
 * What a saved search has not been told about yet: the published homes that match its
 * /buscar URL — by the one filter semantics of search/ (the same static engine the site's
 * search box runs) — listed after the search was saved and after `since`, and not already
 * sent to it. Pure but for the engine's promise.
 */
import type { SearchDocument } from '../../domain/schemas/index.ts';
import { buildStaticIndex } from '../../search/static-index/index-file.ts';
import { createStaticIndexEngine } from '../../search/static-index/engine.ts';
import { urlToFilters } from '../../search/url-codec.ts';
import type { SavedSearch } from './saved-searches.ts';

export interface SearchNews {
  search: SavedSearch;
  homes: SearchDocument[];
}

export async function newMatches(
  docs: readonly SearchDocument[],
  searches: readonly SavedSearch[],
  options: { since: string | null; notified: Readonly<Record<string, readonly string[]>> },
): Promise<SearchNews[]> {
  const engine = createStaticIndexEngine(buildStaticIndex(docs));
  const news: SearchNews[] = [];
  for (const search of searches) {
    const filters = { ...urlToFilters(search.searchUrl), page: 1, perPage: Math.max(1, docs.length) };
    const { hits } = await engine.search(filters);
    const after = [options.since, search.savedAt].filter((d): d is string => d !== null).sort().at(-1) ?? null;
    const sent = new Set(options.notified[search.key] ?? []);
    const homes = hits.filter((doc) => !sent.has(String(doc.id)) && (after === null || (doc.created_at ?? '') > after));
    if (homes.length > 0) news.push({ search, homes });
  }
  return news;
}
