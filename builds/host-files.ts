/**
 * Host files written with each release (issue #13, DESIGN §10), so that the hosts an
 * operator may choose serve a release as `vitrine serve` does, without a redirect on any
 * URL the build writes (the directory style, domain/rules/page-href.ts):
 *
 * - `_headers` (Netlify, Cloudflare Pages): immutable for content-named files, no-cache for
 *   HTML, payloads and `builds/latest.json`. No two rules match one path: both hosts apply
 *   every matching rule, and a header set twice would be merged into nonsense.
 * - `_redirects` (Netlify, Cloudflare Pages): the site's own route rules, old listing URLs
 *   (`destaque`, or the other status) as real 301s, the /buscar combinations answered with a
 *   shorter one's page (a rewrite, 200), and the `/buscar/*` fallback.
 * - `builds/nginx/redirects.map`, `listings.map` and `search-aliases.map`: this site's entries
 *   for the shared nginx server block (./nginx-config.ts), written beside them as
 *   `builds/nginx/vitrine.conf`.
 *
 * None of them is a page: they are not in the sitemap, and `vitrine serve` and the nginx
 * block answer 404 for them (`isHostFile`).
 */
import { listingStatusSegments } from '../domain/lookups/labels.ts';
import { pageHref, pagePath } from '../domain/rules/page-href.ts';
import { isExternalTarget } from '../domain/rules/redirects.ts';
import { patternParams as ruleParams, withoutTrailingSlash as normalizeRulePath } from '../domain/rules/url-pattern.ts';
import type { ListingStatus } from '../domain/lookups/labels.ts';
import { nginxListingsMapLines, nginxRedirectsMap, nginxSearchAliasesMapLines, nginxServerBlock } from './nginx-config.ts';
import type { HostFilesInput, ListingUrl } from './host-input.ts';
import { SEARCH_ROOT } from '../contract/routes.ts';

export type { HostFilesInput, ListingUrl } from './host-input.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const MEDIA_CACHE = 'public, max-age=86400';

/** Path pattern (`*` = anything) → Cache-Control. Disjoint: one rule per path. */
export const CACHE_RULES: ReadonlyArray<readonly [pattern: string, cacheControl: string]> = [
  ['/assets/*', IMMUTABLE],
  ['/search/*', IMMUTABLE],
  ['/builds/meta/*', IMMUTABLE],
  ['/builds/latest.json', NO_CACHE],
  ['/media/*', MEDIA_CACHE],
  ['/', NO_CACHE],
  ['/*/', NO_CACHE],
  ['/_payload.json', NO_CACHE],
  ['/*/_payload.json', NO_CACHE],
  ['/404.html', NO_CACHE],
  ['/sitemap.xml', NO_CACHE],
  ['/robots.txt', NO_CACHE],
];

export const HOST_FILE_NAMES = ['_headers', '_redirects', 'builds/nginx/redirects.map', 'builds/nginx/listings.map', 'builds/nginx/search-aliases.map', 'builds/nginx/vitrine.conf'] as const;

/**
 * Cloudflare Pages reads 2,000 static rules (and 100 dynamic ones) of `_redirects`; the site's
 * own rules come first, then the /buscar rewrites, those with most homes first. A combination
 * past the budget is answered by the `/buscar/*` fallback instead (the /buscar page reads its
 * filters from the URL), so nothing breaks, it only arrives without its homes in the HTML.
 */
export const STATIC_RULES_MAX = 2_000;

/** True for the host files' URLs: configuration for the host, never served as content. */
export function isHostFile(urlPath: string): boolean {
  return urlPath === '/_headers' || urlPath === '/_redirects' || urlPath.startsWith('/builds/nginx/');
}

/** What a host-file redirect needs from a listing: its id and canonical path (`/imovel/venda/…/123`). */
export function headersFile(input: Pick<HostFilesInput, 'siteUrl'>): string {
  const lines = [`# Vitrine ${input.siteUrl}: response headers for Netlify and Cloudflare Pages.`];
  for (const [pattern, cache] of CACHE_RULES) lines.push(pattern, `  Cache-Control: ${cache}`, '  X-Content-Type-Options: nosniff');
  return `${lines.join('\n')}\n`;
}

/** `/antigo/{slug}` → `/antigo/:slug` (the hosts' placeholder syntax). */
function hostPattern(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1');
}

/** A site rule's target as the hosts write it: a page in the URL style, an address as it is. */
function ruleTarget(to: string): string {
  return isExternalTarget(to) ? hostPattern(to) : pageHref(hostPattern(normalizeRulePath(to)));
}

/** Both spellings of a page path: the hosts match `from` literally, with or without the slash. */
function bothSpellings(from: string): string[] {
  const path = pagePath(hostPattern(from));
  return path === '/' ? ['/'] : [path, `${path}/`];
}

/** The other statuses' URL segments of a listing: `destaque`, and `aluguel` for a sale (and back). */
function oldStatusSegments(status: ListingStatus): string[] {
  const others = Object.entries(listingStatusSegments).filter(([s]) => s !== status).map(([, segment]) => segment);
  return ['destaque', ...others];
}

/**
 * The `_redirects` rules, static ones first (Cloudflare Pages counts dynamic rules from the
 * first one on). Listing rules never match a canonical URL: Cloudflare Pages applies rules
 * even where a file exists, so a rule that matched the canonical URL would loop there.
 */
export function redirectsFile(input: HostFilesInput): string {
  return [...redirectsFileLines(input)].join('');
}

/** The same, line by line (two or three per listing: 9.4 MB at 50,000). */
export function* redirectsFileLines(input: HostFilesInput): Generator<string> {
  yield `# Vitrine ${input.siteUrl}: redirects for Netlify and Cloudflare Pages.\n`;
  if (!input.active) return;
  const staticRules: string[] = [];
  const patternedRules: string[] = [];
  for (const rule of input.redirects) {
    const target = ruleTarget(rule.to);
    const lines = bothSpellings(rule.from).map((from) => `${from} ${target} ${rule.status}\n`);
    (ruleParams(rule.from).length > 0 ? patternedRules : staticRules).push(...lines);
  }
  yield '# The site\'s own redirects.\n';
  yield* staticRules;
  const budget = Math.max(0, STATIC_RULES_MAX - staticRules.length);
  let rewrites = 0;
  for (const [from, to] of input.searchAliases) {
    if (rewrites === budget) break;
    if (rewrites++ === 0) yield '# /buscar combinations with the same homes as a shorter one: answered with its page.\n';
    yield `${pageHref(from)} ${pageHref(to)} 200\n`;
  }
  yield '# Old listing URLs (another status, destaque) and patterned site redirects.\n';
  yield* patternedRules;
  for (const listing of input.listings) {
    const canonical = pageHref(listing.path);
    // One spelling, the one old links have (Netlify matches a rule with or without the trailing slash).
    for (const segment of oldStatusSegments(listing.status)) yield `/imovel/${segment}/:slug/${listing.id} ${canonical} 301\n`;
  }
  if (input.searchPage) {
    yield '# /buscar combinations that were not prerendered: the /buscar page reads its filters from the URL.\n';
    yield `${SEARCH_ROOT}/* ${pageHref(SEARCH_ROOT)} 200\n`;
  }
}

/** File (relative to the release) → contents. */
export function hostFiles(input: HostFilesInput): Map<string, string> {
  const files = new Map<string, string>();
  for (const [rel, pieces] of hostFileEntries(input)) files.set(rel, [...pieces].join(''));
  return files;
}

/** The host files one at a time, each as text pieces made as they are read (a build writes them as they come). */
export function* hostFileEntries(input: HostFilesInput): Generator<[string, Iterable<string>]> {
  yield ['_headers', [headersFile(input)]];
  yield ['_redirects', redirectsFileLines(input)];
  yield ['builds/nginx/redirects.map', [nginxRedirectsMap(input)]];
  yield ['builds/nginx/listings.map', nginxListingsMapLines(input)];
  yield ['builds/nginx/search-aliases.map', nginxSearchAliasesMapLines(input)];
  yield ['builds/nginx/vitrine.conf', [nginxServerBlock()]];
}

export function listingUrls(docs: ReadonlyArray<{ id: number | string; url: string; status: ListingStatus }>): ListingUrl[] {
  return docs.map((doc) => {
    const path = pagePath(doc.url);
    return { id: path.slice(path.lastIndexOf('/') + 1), path, status: doc.status };
  });
}
