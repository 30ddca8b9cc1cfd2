/**
 * `vitrine serve`: the published releases over HTTP, as a static host or CDN
 * would serve them, plus the two things a static host is configured to do:
 * 301 from a non-canonical listing URL, and the error page for unknown hosts.
 * The site's route rules (builds/meta `redirects`) are answered with their own status.
 * Given a data folder, it also answers `POST /api/leads` (./leads-endpoint.ts)
 * and emulates the provider's storage at `/storage` (./storage-endpoint.ts).
 */
import { statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Provider } from '../domain/provider.ts';
import { ReleaseGone, SiteNotFound } from '../domain/errors.ts';
import { assertSafeUrlPath } from '../builds/output-paths.ts';
import { cacheControl, contentType, isBot, isCompressible } from './http-files.ts';
import { badRequest, guarded, logProblem, sendFile, sendRedirect, sendText } from './http-reply.ts';
import { sameSiteLocation } from './safe-location.ts';
import { createLeadsEndpoint, isLeadsRequest } from './leads-endpoint.ts';
import { renderSiteNotFound } from './site-not-found.ts';
import { createStorageEndpoint, isStorageRequest } from './storage-endpoint.ts';
import type { ImageResizeOptions } from './image-resize.ts';
import { needsTrailingSlash, pageHref, pagePath } from '../domain/rules/page-href.ts';
import { redirectHref } from '../domain/rules/redirects.ts';
import { isHostFile } from '../builds/host-files.ts';
import { canonicalListingPath, isActive, publishedSite, redirectFor, searchAliasOf, siteForHost, type PublishedSite } from './site-resolver.ts';
import { sendCompressed } from './text-compression.ts';
import { SEARCH_ROOT } from '../contract/routes.ts';

export interface StaticServerOptions {
  outDir: string;
  stagingSite?: string;
  /** 301 non-canonical listing URLs (default). Off, it behaves like a plain static host: 404.html answers. */
  redirectListings?: boolean;
  /** Answer the site's route rules with their status (default). Off, the page's runtime applies them, as on a plain static host. */
  routeRules?: boolean;
  /** Answer /buscar combinations that were not prerendered with a page (default), as hosts with rewrite rules do. Off: 404.html, as S3 and GitHub Pages answer. */
  searchRewrites?: boolean;
  /**
   * The data folder: leads posted to /api/leads are appended to `<dataDir>/<site>/leads.ndjson`
   * (without it, POST is 405), and `/storage/…` serves and resizes `<dataDir>/<site>/…` images.
   */
  dataDir?: string;
  /** The operator's brand on the 'site não encontrado' page (default Vitrine's). */
  provider?: Provider;
  /** Where the storage emulation keeps resized images (default: the OS temp folder). */
  imageCacheDir?: string;
  /** How much it keeps and how many it makes at once (./image-resize.ts). */
  images?: Omit<ImageResizeOptions, 'cacheDir'>;
}

function fileAt(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The encoding to answer in: brotli or gzip when the client takes it (browsers send br only over HTTPS). */
function encodingFor(req: IncomingMessage, type: string): 'br' | 'gzip' | undefined {
  if (!isCompressible(type)) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, file: string, urlPath: string): void {
  const type = contentType(file);
  // Text compressed as a CDN or static host would (HTML, CSS and JS shrink to a quarter), once per file version.
  const encoding = encodingFor(req, type);
  const headers = {
    'content-type': type,
    'cache-control': status === 200 ? cacheControl(urlPath) : 'no-cache',
    'x-content-type-options': 'nosniff',
    ...(isCompressible(type) ? { vary: 'Accept-Encoding' } : {}),
  };
  if (encoding) return sendCompressed(req, res, status, file, encoding, headers);
  sendFile(req, res, status, file, headers);
}

function notFound(req: IncomingMessage, res: ServerResponse, site: PublishedSite): void {
  if (isBot(req.headers['user-agent'])) return sendText(res, 404, 'Not Found'); // spec §2.6: bots never get the error page
  const page = path.join(site.root, '404.html');
  if (fileAt(page)) return send(req, res, 404, page, '/404.html');
  // A release without its 404 page (half-written, or rolled back to one): a plain 404, never a crash.
  logProblem('serve', req, new Error(`${site.siteUrl}: the release ${site.buildId} has no 404.html`));
  sendText(res, 404, 'Not Found');
}

function serveSite(req: IncomingMessage, res: ServerResponse, site: PublishedSite, url: URL, options: StaticServerOptions): void {
  const { redirectListings = true, routeRules = true, searchRewrites = true } = options;
  const rawPath = url.pathname;
  const urlPath = decodeURIComponent(rawPath);
  const search = url.search;
  if (!isActive(site) && !urlPath.startsWith('/assets/') && !urlPath.startsWith('/builds/')) return notFound(req, res, site);
  if (isHostFile(urlPath)) return notFound(req, res, site); // host configuration, not site content
  // Route rules come before files: a rule may retire a page that is still published.
  const rule = routeRules ? redirectFor(site, urlPath) : undefined;
  if (rule) return sendRedirect(res, rule.status, redirectHref(rule.external ? rule : { ...rule, location: sameSiteLocation(rule.location) }, search));
  // Pages are `<path>/index.html` at `/<path>/` (domain/rules/page-href.ts); `/<path>` gets a 301
  // to it, as Netlify, Cloudflare Pages, S3 websites and nginx answer it. Files are served as they are.
  const page = urlPath.endsWith('/') || needsTrailingSlash(urlPath) ? pagePath(urlPath) : undefined;
  const file = path.join(site.root, page ? path.posix.join(page, 'index.html') : urlPath);
  if (fileAt(file)) {
    if (page && !urlPath.endsWith('/')) return sendRedirect(res, 301, sameSiteLocation(pageHref(urlPath)) + search);
    return send(req, res, 200, file, urlPath);
  }
  // A /buscar combination that was not prerendered is answered by the page of a shorter one with
  // the same homes, else by the /buscar page; both read the filters from the URL (DESIGN §4).
  // Static hosts do the same with rewrites (builds/host-files.ts).
  if (searchRewrites && page?.startsWith(`${SEARCH_ROOT}/`)) {
    const answer = searchAliasOf(site, page) ?? SEARCH_ROOT;
    const searchPage = path.join(site.root, answer.slice(1), 'index.html');
    if (fileAt(searchPage)) return send(req, res, 200, searchPage, pageHref(answer));
  }
  if (redirectListings && page?.startsWith('/imovel/')) {
    const canonical = canonicalListingPath(site, page.slice(page.lastIndexOf('/') + 1));
    if (canonical && canonical !== page) return sendRedirect(res, 301, sameSiteLocation(pageHref(canonical)) + search);
  }
  notFound(req, res, site);
}

export function createStaticServer(options: StaticServerOptions): Server {
  const leads = options.dataDir ? createLeadsEndpoint({ dataDir: options.dataDir, ...(options.stagingSite ? { stagingSite: options.stagingSite } : {}) }) : undefined;
  const storage = options.dataDir ? createStorageEndpoint({ dataDir: options.dataDir, ...(options.stagingSite ? { stagingSite: options.stagingSite } : {}), ...(options.imageCacheDir ? { cacheDir: options.imageCacheDir } : {}), ...options.images }) : undefined;
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (leads && isLeadsRequest(req)) return leads(req, res);
    if (storage && isStorageRequest(req)) return storage(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed', undefined, { allow: 'GET, HEAD' });
    const url = new URL(req.url ?? '/', 'http://x');
    const urlPath = decodeURIComponent(url.pathname);
    assertSafeUrlPath(url.pathname);
    const siteUrl = siteForHost(req.headers.host, options.stagingSite);
    const site = publishedSite(options.outDir, siteUrl);
    if (site === 'unavailable') {
      // The site's symlink names a release that is gone: the site exists, and is down until a build or a rollback.
      logProblem('serve', req, new Error(`${siteUrl}: the live release is missing (dangling ${path.join(options.outDir, 'sites', siteUrl ?? '')})`));
      return sendText(res, 503, ReleaseGone.message, undefined, { 'retry-after': '30' });
    }
    if (!site) {
      if (isBot(req.headers['user-agent'])) return sendText(res, 404, 'Not Found');
      const page = renderSiteNotFound(siteUrl ?? 'desconhecido', urlPath, options.provider);
      if (page.asset) return fileAt(page.asset) ? send(req, res, 200, page.asset, urlPath) : sendText(res, 404, 'Not Found');
      return sendText(res, 404, page.html ?? SiteNotFound.message, 'text/html; charset=utf-8');
    }
    serveSite(req, res, site, url, options);
  };
  return createServer(guarded('serve', handle, badRequest));
}
