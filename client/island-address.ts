/**
 * Whether a page's HTML shows what its address asks for: an island loaded on first use
 * (ui/island.tsx, 'interaction-or-url') is loaded at once when it does not.
 */

/** Query parameters that only attribute a visit (campaigns, ad clicks): the page's HTML is right for them. */
const ATTRIBUTION = /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|_gl)$/;
const withSlash = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/**
 * True when the address asks for more than the page's HTML shows: a query beyond attribution,
 * or a path other than the one the page was rendered for (`<html data-page-path>`: a host
 * answering a path it has no file for with this page, as `/buscar/*` falls back to `/buscar`).
 * Not the canonical link: a combination's canonical may be another combination with the same homes.
 */
export function addressAsksForMore(href: string, pagePath: string | null | undefined): boolean {
  const url = new URL(href);
  for (const name of url.searchParams.keys()) if (!ATTRIBUTION.test(name)) return true;
  if (!pagePath) return false;
  return withSlash(new URL(pagePath, url).pathname) !== withSlash(url.pathname);
}
