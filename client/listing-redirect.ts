/**
 * On a static host, an old or non-canonical listing URL (an old slug,
 * `/imovel/destaque/...`) lands on 404.html. This looks the id up in the
 * static search index and replaces the location with the canonical URL
 * (DESIGN §4), so links to a tenant's old site keep working.
 */
import { listingIdFromSlug } from '../domain/rules/listing.ts';
import { pagePath } from '../domain/rules/page-href.ts';
import { createStaticIndexEngine } from '../search/static-index/engine.ts';
import type { StaticIndexFile } from '../search/static-index/index-file.ts';
import { ListingLookupFailed } from '../domain/errors.ts';

async function loadIndex(): Promise<StaticIndexFile> {
  const latest = (await (await fetch('/builds/latest.json', { cache: 'no-store' })).json()) as { search?: string };
  if (!latest.search) throw new Error('this build has no search index');
  return (await (await fetch(latest.search)).json()) as StaticIndexFile;
}

export async function redirectToCanonicalListing(location: Location = window.location): Promise<void> {
  const id = Number(listingIdFromSlug(location.pathname));
  if (!Number.isInteger(id)) return;
  try {
    const engine = createStaticIndexEngine(loadIndex);
    const [hit] = (await engine.search({ page: 1, perPage: 1, code: String(id) })).hits;
    if (hit && pagePath(hit.url) !== pagePath(location.pathname)) location.replace(hit.url + location.search + location.hash);
  } catch (error) {
    console.warn(ListingLookupFailed.message, error);
  }
}
