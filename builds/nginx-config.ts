/**
 * nginx for many tenants on one machine (issue #13): one shared `server` whose root is
 * `<sites>/$host` (`dist/sites/<site_url>`, the symlink to the live release, so a new
 * build is served the moment its symlink flips), and two small map files per release
 * with that site's redirects, included by glob. Redirect files are read when nginx loads
 * its configuration: `nginx -s reload` after a build picks up changed redirects (pages
 * need no reload). Written with each release by ./host-files.ts.
 */
import { pageHref, pagePath } from '../domain/rules/page-href.ts';
import { isExternalTarget } from '../domain/rules/redirects.ts';
import { patternParams as ruleParams, withoutTrailingSlash as normalizeRulePath } from '../domain/rules/url-pattern.ts';
import type { HostFilesInput } from './host-input.ts';

export const DEFAULT_SITES_ROOT = '/srv/vitrine/sites';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A string as an nginx quoted value (a `$` would name a variable: it is written URL-encoded). */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&').replaceAll('$', '%24')}"`;
}

function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/"]/g, '\\$&');
}

/**
 * `builds/nginx/redirects.map`: `$host$uri` → "<status> <location>", this site's entries of
 * the shared map. An inactive site answers 404 everywhere (its error page is `/404.html`).
 */
export function nginxRedirectsMap(input: Pick<HostFilesInput, 'siteUrl' | 'active' | 'redirects'>): string {
  const host = input.siteUrl;
  const lines = [`# Vitrine ${host}: its route rules, for the map $host$uri $vitrine_redirect of vitrine.conf.`];
  if (!input.active) {
    lines.push(`~^${regexEscape(host)}/(?!assets/|builds/|404\\.html$) "404";`);
    return `${lines.join('\n')}\n`;
  }
  const exact: string[] = [];
  const patterned: string[] = [];
  for (const rule of input.redirects) {
    const from = normalizeRulePath(rule.from);
    const names = ruleParams(from);
    const external = isExternalTarget(rule.to);
    let target = external ? rule.to : pageHref(normalizeRulePath(rule.to));
    if (names.length === 0) {
      if (!external) target = encodeURI(target);
      for (const spelling of from === '/' ? ['/'] : [from, `${from}/`]) exact.push(`${quoted(`${host}${spelling}`)} ${quoted(`${rule.status} ${target}`)};`);
      continue;
    }
    const source = from.split('/').map((segment) => (/^\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(segment) ? '([^/]+)' : regexEscape(segment))).join('/');
    names.forEach((name, i) => (target = target.replaceAll(`{${name}}`, `$${i + 1}`)));
    if (!external) target = encodeURI(target);
    patterned.push(`~^${regexEscape(host)}${source}/?$ "${rule.status} ${target.replace(/["\\]/g, '\\$&').replace(/\$(?!\d)/g, '%24')}";`);
  }
  return `${[...lines, ...exact, ...patterned].join('\n')}\n`;
}

/** `builds/nginx/listings.map`: "$host/<listing id>" → the canonical listing URL, for old listing URLs. */
export function nginxListingsMap(input: Pick<HostFilesInput, 'siteUrl' | 'active' | 'listings'>): string {
  return [...nginxListingsMapLines(input)].join('');
}

/** The same, line by line (one per listing: 4.7 MB at 50,000). */
export function* nginxListingsMapLines(input: Pick<HostFilesInput, 'siteUrl' | 'active' | 'listings'>): Generator<string> {
  yield `# Vitrine ${input.siteUrl}: listing id → canonical URL, for the map "$host/$vitrine_listing_id" $vitrine_listing of vitrine.conf.\n`;
  if (input.active) for (const listing of input.listings) yield `${quoted(`${input.siteUrl}/${listing.id}`)} ${quoted(pageHref(pagePath(listing.path)))};\n`;
}

/** `builds/nginx/search-aliases.map`: "$host$uri" of a /buscar combination → the page of the shorter one with the same homes. */
export function nginxSearchAliasesMap(input: Pick<HostFilesInput, 'siteUrl' | 'active' | 'searchAliases'>): string {
  return [...nginxSearchAliasesMapLines(input)].join('');
}

/** The same, line by line. */
export function* nginxSearchAliasesMapLines(input: Pick<HostFilesInput, 'siteUrl' | 'active' | 'searchAliases'>): Generator<string> {
  yield `# Vitrine ${input.siteUrl}: /buscar combination → the page with the same homes, for the map $host$uri $vitrine_search_page of vitrine.conf.\n`;
  if (input.active) for (const [from, to] of input.searchAliases) yield `${quoted(`${input.siteUrl}${pageHref(from)}`)} ${quoted(`${pageHref(to)}index.html`)};\n`;
}

export interface NginxOptions {
  /** The folder of the per-site symlinks (`<out>/sites`). */
  sitesRoot?: string;
  listen?: string;
}

/** Cache-Control and nosniff: `add_header` in a location replaces the server's, so each location says both. */
function headers(cache: string): string {
  return `add_header Cache-Control ${quoted(cache)} always; add_header X-Content-Type-Options nosniff always;`;
}

/** The shared block, for the `http` context (it holds four maps and the server). */
export function nginxServerBlock(options: NginxOptions = {}): string {
  const root = options.sitesRoot ?? DEFAULT_SITES_ROOT;
  const listen = options.listen ?? '80';
  return `# Vitrine: every tenant from one nginx server (generated by vitrine build; the same for every site).
# Use it inside the http block (after include mime.types), e.g. copy it to /etc/nginx/conf.d/vitrine.conf.
# ${root}/<site_url> is the site's live release (vitrine build --out <dir>: <dir>/sites/<site_url>),
# chosen by the Host header. Pages are <path>/index.html at /<path>/; /<path> gets a 301 to it.
# Each site's redirects are in its release, builds/nginx/*.map: run nginx -s reload after a build.

# Keys are "$host$uri" (a long /buscar path: over 64 bytes) and many tenants' entries share one
# map. Remove these two lines if your http block sets them already (nginx rejects a duplicate).
map_hash_bucket_size 256;
map_hash_max_size 262144;

map $uri $vitrine_listing_id {
  default "";
  ~^/imovel/[^/]+/[^/]+/(?<id>[A-Za-z0-9_-]+)/?$ $id;
}
map $host$uri $vitrine_redirect {
  volatile; # evaluated again for the error page's internal redirect to /404.html
  default "";
  include ${root}/*/builds/nginx/redirects.map;
}
map "$host/$vitrine_listing_id" $vitrine_listing {
  default "";
  include ${root}/*/builds/nginx/listings.map;
}
map $host$uri $vitrine_search_page {
  default /buscar/index.html;
  include ${root}/*/builds/nginx/search-aliases.map;
}

server {
  listen ${listen};
  server_name _;
  root ${root}/$host;
  index index.html;
  absolute_redirect off;
  gzip on;
  gzip_types text/css application/javascript text/javascript application/json application/xml image/svg+xml;
  error_page 404 /404.html;

  # The site's route rules come before files: a rule may retire a page that is still published.
  if ($vitrine_redirect = "404") { return 404; }
  if ($vitrine_redirect ~ "^301 ([^?]+)$") { return 301 $1$is_args$args; }
  if ($vitrine_redirect ~ "^302 ([^?]+)$") { return 302 $1$is_args$args; }
  if ($vitrine_redirect ~ "^301 (.+)$") { return 301 $1; }
  if ($vitrine_redirect ~ "^302 (.+)$") { return 302 $1; }

  # Host files are configuration, not content.
  location = /_headers { return 404; }
  location = /_redirects { return 404; }
  location ^~ /builds/nginx/ { return 404; }

  # Content-named files never change under their name.
  location ^~ /assets/ { ${headers(IMMUTABLE)} try_files $uri =404; }
  location ^~ /search/ { ${headers(IMMUTABLE)} try_files $uri =404; }
  location ^~ /builds/meta/ { ${headers(IMMUTABLE)} try_files $uri =404; }
  location = /builds/latest.json { ${headers('no-cache')} try_files $uri =404; }
  location ^~ /media/ { ${headers('public, max-age=86400')} try_files $uri =404; }

  # A /buscar combination that was not prerendered: the page of a shorter one with the same
  # homes, else the /buscar page; both read the filters from the URL.
  location ^~ /buscar/ { ${headers('no-cache')} try_files $uri $uri/ $vitrine_search_page =404; }
  # An old listing URL (another slug or status, destaque): a 301 to the canonical one, by id.
  location ^~ /imovel/ { ${headers('no-cache')} try_files $uri $uri/ @vitrine_listing; }
  location @vitrine_listing {
    if ($vitrine_listing != "") { return 301 $vitrine_listing$is_args$args; }
    return 404;
  }
  location = /404.html { ${headers('no-cache')} }
  location / { ${headers('no-cache')} try_files $uri $uri/ =404; }
}
`;
}
