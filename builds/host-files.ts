/**
 * Host files written with each release (issue #13, DESIGN §10), so that the hosts an
 * operator may choose serve a release as `vitrine serve` does, without a redirect on any
 * URL the build writes (the directory style, domain/rules/page-href.ts):
 *
 * - `_headers` (Netlify, Cloudflare Pages): immutable for content-named files, no-cache for
 *   payloads, `builds/latest.json` and the crawler files, the hosts' own default for pages
 *   (`CACHE_RULES`). No two rules set one header for a path: both hosts apply every matching
 *   rule, and a header set twice would be merged into nonsense.
 * - `_redirects` (Netlify, Cloudflare Pages): the site's own route rules, listing URLs that
 *   moved and the featured listings' `destaque` URLs as real 301s, the /buscar combinations
 *   answered with a shorter one's page (a rewrite, 200), and the `/buscar/*` fallback, in the
 *   order and numbers both hosts read (`redirectsFileLines`).
 * - `builds/nginx/redirects.map`, `listings.map` and `search-aliases.map`: this site's entries
 *   for the shared nginx server block (./nginx-config.ts), written beside them as
 *   `builds/nginx/vitrine.conf`.
 *
 * None of them is a page: they are not in the sitemap, and `vitrine serve` and the nginx
 * block answer 404 for them (`isHostFile`).
 */
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

/**
 * Path pattern (`*` = anything) → Cache-Control, as `_headers` says it. Disjoint: one rule per
 * path (both hosts merge the values of every matching rule). Pages have none: Netlify drops a
 * pattern's trailing slash, so a splat-then-slash pattern for pages would match every file and
 * add `no-cache` to the immutable assets. Both hosts send `public, max-age=0, must-revalidate`
 * for a page by default, which browsers treat as `no-cache`; `vitrine serve` and the deploy set
 * `no-cache` on pages themselves.
 */
export const CACHE_RULES: ReadonlyArray<readonly [pattern: string, cacheControl: string]> = [
  ['/assets/*', IMMUTABLE],
  ['/search/*', IMMUTABLE],
  ['/builds/meta/*', IMMUTABLE],
  ['/builds/latest.json', NO_CACHE],
  ['/media/*', MEDIA_CACHE],
  // Every page's payload, the home page's too: one pattern that reads the same on both hosts.
  ['/*_payload.json', NO_CACHE],
  ['/404.html', NO_CACHE],
  ['/buscar/404.html', NO_CACHE],
  ['/sitemap.xml', NO_CACHE],
  ['/robots.txt', NO_CACHE],
];

export const HOST_FILE_NAMES = ['_headers', '_redirects', 'builds/nginx/redirects.map', 'builds/nginx/listings.map', 'builds/nginx/search-aliases.map', 'builds/nginx/vitrine.conf'] as const;

/**
 * Cloudflare Pages reads 2,000 static rules (and 100 dynamic ones) of `_redirects`; the site's
 * own rules come first, then the moved listing URLs, then the /buscar rewrites, those with most
 * homes first. A combination past the budget is answered by the /buscar page instead (the
 * fallback on Netlify, `buscar/404.html` on Cloudflare Pages; it reads its filters from the URL),
 * so nothing breaks, it only arrives without its homes in the HTML.
 */
export const STATIC_RULES_MAX = 2_000;

/** True for the host files' URLs: configuration for the host, never served as content. */
export function isHostFile(urlPath: string): boolean {
  return urlPath === '/_headers' || urlPath === '/_redirects' || urlPath.startsWith('/builds/nginx/');
}

export function headersFile(input: Pick<HostFilesInput, 'siteUrl'>): string {
  // nosniff once, for every path: a header two matching rules set is sent with both values.
  const lines = [`# Vitrine ${input.siteUrl}: response headers for Netlify and Cloudflare Pages.`, '/*', '  X-Content-Type-Options: nosniff'];
  for (const [pattern, cache] of CACHE_RULES) lines.push(pattern, `  Cache-Control: ${cache}`);
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

/**
 * The `_redirects` rules, as both hosts that read the file parse it (Cloudflare Pages' parser,
 * workers-shared `parseRedirects`; Netlify's). Cloudflare counts a rule as static only until the
 * first dynamic one (a placeholder or a splat), reads 2,000 static and 100 dynamic rules and skips
 * the rest of the file, and applies a rule even where a file exists; Netlify applies a rewrite
 * only where no file exists and advises placeholders past 10,000 rules. So:
 *
 * 1. static: the site's own rules (both spellings), listing URLs that moved (301), /buscar
 *    combinations with the same homes as a shorter one (a rewrite to its page, 200);
 * 2. dynamic: the site's patterned rules, the `/buscar/*` fallback to the /buscar page (Netlify
 *    only: Cloudflare ignores a splat rewritten to an index page, and answers those URLs with
 *    `buscar/404.html`, the same page), then `/imovel/destaque/:slug/<id>`, the featured
 *    listings' URLs of the site before Vitrine, featured listings first, to the file's 10,000.
 *
 * No generated rule matches a URL the release has a file for.
 */
export function redirectsFile(input: HostFilesInput): string {
  return [...redirectsFileLines(input)].join('');
}

/** Rules Netlify reads before it advises placeholders and functions instead; the file stops there. */
export const RULES_MAX = 10_000;

/** The same, line by line. */
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
  let rules = staticRules.length;
  const canonical = new Map(input.listings.map((listing) => [listing.id, pageHref(listing.path)]));
  for (const [from, id] of input.moved) {
    const to = canonical.get(id);
    if (to === undefined || rules >= STATIC_RULES_MAX) continue;
    if (rules++ === staticRules.length) yield '# Listing URLs that moved (status, type, bedrooms or place edited): the old URL to the new one.\n';
    yield `${pageHref(from)} ${to} 301\n`;
  }
  const rewritesFrom = rules;
  for (const [from, to] of input.searchAliases) {
    if (rules >= STATIC_RULES_MAX) break;
    if (rules++ === rewritesFrom) yield '# /buscar combinations with the same homes as a shorter one: answered with its page.\n';
    yield `${pageHref(from)} ${pageHref(to)} 200\n`;
  }
  if (patternedRules.length > 0) yield '# The site\'s patterned redirects.\n';
  yield* patternedRules;
  rules += patternedRules.length;
  if (input.searchPage) {
    yield '# /buscar combinations that were not prerendered: the /buscar page (Netlify; Cloudflare Pages ignores this rule and serves buscar/404.html, the same page).\n';
    yield `${SEARCH_ROOT}/* ${SEARCH_ROOT}/index.html 200\n`;
    rules++;
  }
  const destaque = [...input.listings.filter((listing) => listing.featured), ...input.listings.filter((listing) => !listing.featured)];
  if (destaque.length > 0 && rules < RULES_MAX) yield '# Listing URLs of the site before Vitrine (/imovel/destaque/…), featured listings first (Cloudflare Pages reads the first 100 dynamic rules).\n';
  for (const listing of destaque.slice(0, Math.max(0, RULES_MAX - rules))) {
    // One spelling, the one old links have (Netlify matches a rule with or without the trailing slash).
    yield `/imovel/destaque/:slug/${listing.id} ${canonical.get(listing.id)} 301\n`;
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

export function listingUrls(docs: ReadonlyArray<{ id: number | string; url: string; status: ListingStatus; is_featured_on_site?: boolean }>): ListingUrl[] {
  return docs.map((doc) => {
    const path = pagePath(doc.url);
    return { id: path.slice(path.lastIndexOf('/') + 1), path, status: doc.status, featured: doc.is_featured_on_site === true };
  });
}
