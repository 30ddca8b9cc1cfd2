/**
 * The one URL style of every page (issue #13, DESIGN §10): the directory style,
 * `/sobre/`, `/imovel/venda/…/123/`, `/buscar/comprar/`, the root `/`. A page is
 * published as `<path>/index.html`, and that is the URL every static host serves
 * as is, without a rule: Netlify, Cloudflare Pages, S3 website hosting, GitHub
 * Pages and nginx (`try_files $uri $uri/index.html`) all answer `/sobre` with a
 * redirect to `/sobre/`, never the opposite. So every URL the build writes (links,
 * canonicals, Open Graph, JSON-LD, sitemap, search URLs) ends with a slash.
 *
 * A page's *path* (its identity: the planner, the file layout, the meta file,
 * page matching — spec §2.3 removes the trailing slash) stays `/sobre`;
 * `pageHref` turns it into the URL, `pagePath` turns a URL back into the path.
 */
import { withoutTrailingSlash } from './url-pattern.ts';

/** Site folders that hold files, never pages. */
const FILE_FOLDERS = /^\/(assets|builds|search|media|storage|api)(\/|$)/;
/** A last segment with an extension: `/sitemap.xml`, `/404.html`, `_payload.json`, `/media/x.jpg`. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/**
 * `/sobre` → `/sobre/`, `/buscar/comprar?pagina=2#lista` → `/buscar/comprar/?pagina=2#lista`.
 * Anything that is not a site page is left alone: external and protocol-relative
 * URLs, `mailto:`/`tel:`, `#hash`, `?query`, relative paths, files and the file folders.
 */
export function pageHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  if (path.endsWith('/') || FILE_FOLDERS.test(path) || FILE_NAME.test(path)) return href;
  return `${path}/${cut < 0 ? '' : href.slice(cut)}`;
}

/** `/sobre/` → `/sobre`, `/` stays `/`: the page's path (spec §2.3), from a URL's pathname. */
export const pagePath = withoutTrailingSlash;

/** True when the pathname is a page's URL that lacks its slash (`/sobre`): hosts answer it with a 301 to `/sobre/`. */
export function needsTrailingSlash(pathname: string): boolean {
  return pageHref(pathname) !== pathname;
}

/**
 * The URL of a page's `_payload.json`, beside its `index.html` (builds/output-paths.ts): `/` →
 * `/_payload.json`, `/sobre` and `/sobre/` → `/sobre/_payload.json`.
 */
export function payloadHref(path: string): string {
  const folder = pagePath(path);
  return `${folder === '/' ? '' : folder}/_payload.json`;
}
