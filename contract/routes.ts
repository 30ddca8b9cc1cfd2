/**
 * Route paths the build writes and pages, islands and the server link to.
 * Listing URLs are built by domain/rules/listing.ts and search URLs by
 * search/url-codec.ts; these are the fixed ones.
 */

/** The search page, and the prefix of every prerendered search combination. */
export { SEARCH_ROOT } from '../search/url-codec.ts';
/** The id of the configured page that answers /buscar and its combinations (spec §2.3). */
export const SEARCH_PAGE_ID = 'search';

/**
 * Whether a site has a search page. Without one /buscar answers 404, so nothing the build draws
 * links or posts there (the featured homes' "Ver todos", the hero's search form, the category and
 * neighborhood tiles, the favourites' empty state).
 */
export function hasSearchPage(site: { pages: ReadonlyArray<{ id: string | number }> }): boolean {
  return site.pages.some((page) => String(page.id) === SEARCH_PAGE_ID);
}

/** The privacy policy page (spec §2.8), linked from every lead form and the footer. */
export const PRIVACY_PATH = '/politica-de-privacidade';

/** The visitor's saved homes (#17 item 1): a shell page the favourites island fills from this browser; personal, so noindex and out of the sitemap. */
export const FAVORITES_PATH = '/favoritos';

/** Pages that are planned and written but are no search result: never in the sitemap. */
export const UNLISTED_PATHS: readonly string[] = [FAVORITES_PATH];
