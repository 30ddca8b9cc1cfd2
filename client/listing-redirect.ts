/**
 * On a static host without rewrite rules, a URL it has no file for lands on 404.html:
 * - an old or non-canonical listing URL (an old slug, `/imovel/destaque/...`): the id is looked
 *   up in the static search index and the location replaced with the canonical URL (DESIGN §4),
 *   so links to a tenant's old site keep working;
 * - a /buscar combination: on to a shorter one with the same homes, else to the /buscar page,
 *   which searches it.
 * A listing id that does not exist, or a `{param}` value no page was built for, is then named as
 * the spec's failed validity check: 'Page Not Found: {path}' (§2.2).
 */
import { listingIdFromSlug } from '../domain/rules/listing.ts';
import { pageHref, pagePath } from '../domain/rules/page-href.ts';
import { SEARCH_ROOT } from '../contract/routes.ts';
import { fetchPrerenderedSearchPaths } from './search/prerendered-paths.ts';
import { formSearchUrl } from '../search/url-codec.ts';
import { createStaticIndexEngine } from '../search/static-index/engine.ts';
import { loadStaticIndexFile } from './search/engine-for-site.ts';
import { matchPattern, normalizePath } from '../domain/rules/url-pattern.ts';
import { ListingLookupFailed, messageOf, PageInvalid } from '../domain/errors.ts';

/** True when the listing lives at another URL and the browser is on its way there. */
export async function redirectToCanonicalListing(location: Location = window.location): Promise<boolean> {
  const id = Number(listingIdFromSlug(location.pathname));
  if (!Number.isInteger(id)) return false;
  try {
    const engine = createStaticIndexEngine(loadStaticIndexFile);
    const [hit] = (await engine.search({ page: 1, perPage: 1, code: String(id) })).hits;
    if (hit && pagePath(hit.url) !== pagePath(location.pathname)) {
      location.replace(hit.url + location.search + location.hash);
      return true;
    }
  } catch (error) {
    console.warn(ListingLookupFailed.message, error);
  }
  return false;
}

/**
 * On a host without rewrite rules (S3, GitHub Pages), a /buscar combination the build did not
 * prerender lands here. One with the same homes as a shorter, prerendered one moves on to that
 * one's page; any other to the /buscar page with its filters in the query (search/url-codec.ts
 * formSearchUrl), which searches them. Other hosts answer these URLs with a page themselves (a
 * rewrite, or Cloudflare's buscar/404.html). Nothing moves on a site without a /buscar page.
 */
export async function redirectToSearch(location: Location = window.location): Promise<boolean> {
  try {
    const pages = await fetchPrerenderedSearchPaths();
    const path = normalizePath(location.pathname);
    const alias = pages?.aliases.get(path);
    if (alias) {
      location.replace(pageHref(alias) + location.search + location.hash);
      return true;
    }
    if (!pages?.paths.has(SEARCH_ROOT) || path === SEARCH_ROOT) return false;
    const target = formSearchUrl(location.pathname + location.search);
    if (!target) return false;
    location.replace(target + location.hash);
    return true;
  } catch {
    return false; // offline, or an old build: the 404 page stays
  }
}

/** The site's `{param}` page patterns the 404 page carries (pages/error-page.tsx). */
function paramPatterns(doc: Document): string[] {
  try {
    const parsed: unknown = JSON.parse(doc.querySelector('[data-param-patterns]')?.getAttribute('data-param-patterns') ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** On the 404 page: an old listing URL moves on; a listing or `{param}` page that does not exist says so. */
export async function explainMissingPage(location: Location = window.location, doc: Document = document): Promise<void> {
  const path = normalizePath(location.pathname);
  const listing = path.startsWith('/imovel/');
  if (listing && (await redirectToCanonicalListing(location))) return;
  if (path.startsWith(`${SEARCH_ROOT}/`) && (await redirectToSearch(location))) return;
  const message = doc.querySelector('[data-error-message]');
  if (message && (listing || paramPatterns(doc).some((pattern) => matchPattern(pattern, path)))) message.textContent = messageOf(PageInvalid, path);
}
