/** Catalogue entries of the Meilisearch engine: what a failed call means for a Vitrine site. */
import { entry } from './entry.ts';

const meaning = (name: string, title: string, message: string) => entry({ name, code: 'source-http', title, message });

export const SearchCall = entry({
  name: 'SearchCall',
  code: 'source-http',
  title: 'Which Meilisearch call (the start of every search error)',
  message: (operation: string, host: string, index: string) => `Meilisearch ${operation} on ${host} (index ${index})`,
});
export const SearchTokenRefused = meaning('SearchTokenRefused', 'The search token was refused', "the site's search token (ms_token) was refused: check ms_token in the site config and that the key may search this index");
export const SearchIndexMissing = entry({
  name: 'SearchIndexMissing',
  code: 'source-http',
  title: 'No such index',
  message: (index: string) => `there is no index "${index}" (production sites use "homes", others "homes_dev")`,
});
export const SearchFilterRejected = entry({
  name: 'SearchFilterRejected',
  code: 'source-http',
  title: 'A filter the index refuses',
  message: (filter: string) => `the filter ${JSON.stringify(filter)} was rejected: are its attributes in filterableAttributes?`,
});
export const SearchSortRejected = entry({
  name: 'SearchSortRejected',
  code: 'source-http',
  title: 'A sort the index refuses',
  message: (sort: readonly string[]) => `the sort ${JSON.stringify(sort)} was rejected: are its attributes in sortableAttributes?`,
});
export const SearchFacetRejected = meaning('SearchFacetRejected', 'A facet the index refuses', 'a facet was rejected: facets must be in filterableAttributes (with facet search enabled)');
export const SearchEmbedderMissing = entry({
  name: 'SearchEmbedderMissing',
  code: 'source-http',
  title: 'No such embedder',
  message: (embedder: string) => `the index has no embedder named "${embedder}"`,
});
export const SearchHomeNotIndexed = meaning('SearchHomeNotIndexed', 'Similar homes of a home not in the index', 'that home is not in the index');
export const SearchExplained = entry({
  name: 'SearchExplained',
  code: 'source-http',
  title: 'Meilisearch answered an error we can explain',
  message: (where: string, meaning: string, detail: string) => `${where}: ${meaning} (${detail})`,
});
export const SearchAnswered = entry({ name: 'SearchAnswered', code: 'source-http', title: 'Meilisearch answered an error', message: (where: string, detail: string) => `${where} answered ${detail}` });
export const SearchAborted = entry({ name: 'SearchAborted', code: 'source-aborted', title: 'A search call was aborted', message: (where: string) => `${where} was aborted` });
export const SearchTimeout = entry({
  name: 'SearchTimeout',
  code: 'source-timeout',
  title: 'A search call got no answer in time',
  message: (where: string, ms: number) => `${where} did not answer within ${ms} ms`,
});
export const SearchCallFailed = entry({ name: 'SearchCallFailed', code: 'source-http', title: 'A search call failed (network)', message: (where: string, reason: string) => `${where} failed: ${reason}` });
export const SearchNotJson = entry({
  name: 'SearchNotJson',
  code: 'source-http',
  title: 'Meilisearch (or a proxy) answered something that is not JSON',
  message: (where: string, reason: string) => `${where} answered something that is not JSON (${reason})`,
});
