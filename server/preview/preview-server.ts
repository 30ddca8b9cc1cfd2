/**
 * `vitrine preview` (DESIGN §7): every page of every tenant rendered on
 * request from the source, with the build's planner and the one document
 * renderer, plus what the pages need to work — the app's client assets, the
 * tenant's media, latest.json / the search index / payloads computed from the
 * same source, `POST /api/leads` with a data folder, and the in-place
 * re-render endpoint of builder mode.
 */
import type { Provider } from '../../domain/provider.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { projectRoot, type AppBundle } from '../../builds/app-bundle.ts';
import { assertSafeUrlPath } from '../../builds/output-paths.ts';
import { SiteNotFound, VitrineError } from '../../domain/errors.ts';
import { redirectHref, resolveRedirect } from '../../domain/rules/redirects.ts';
import { needsTrailingSlash, pageHref } from '../../domain/rules/page-href.ts';
import type { TenantSource } from '../../sources/source.ts';
import { contentType, isBot } from '../http-files.ts';
import { badRequest, guarded, sendFile, sendText as reply, type Headers } from '../http-reply.ts';
import { safeFileInside } from '../safe-files.ts';
import { sameSiteLocation } from '../safe-location.ts';
import { createLeadsEndpoint, isLeadsRequest } from '../leads-endpoint.ts';
import { renderSiteNotFound } from '../site-not-found.ts';
import { createStorageEndpoint, isStorageRequest } from '../storage-endpoint.ts';
import { ConfigOverrides } from './config-overrides.ts';
import { dataAnswer, isDataRequest } from './data-endpoints.ts';
import { loadPreviewTenant, RENDER_ENDPOINT, renderPreview, type PreviewSetup } from './preview-pages.ts';
import { handleRenderRequest } from './render-endpoint.ts';
import { dataTenant, pageTenant, refererBuilderSite, type TenantRequest } from './tenant.ts';

export interface PreviewServerOptions {
  source: TenantSource;
  app: AppBundle;
  /** Origins whose builder messages the pages accept. */
  allowedOrigins: readonly string[];
  /** Served on localhost. */
  stagingSite?: string;
  /** The data folder: its media is served, `/storage/…` emulates the provider's storage, and leads are appended to `<dataDir>/<site>/leads.ndjson`. */
  dataDir?: string;
  /** The storage base URL of relative image paths (spec §7.3); '' (default) serves them from the site root, unresized. */
  storageBaseUrl?: string;
  /** Where the storage emulation keeps resized images (default: the OS temp folder). */
  imageCacheDir?: string;
  /** Where lead forms post: `{api}/api/leads` with an API source, `/api/leads` otherwise. */
  leadsEndpoint?: string;
  /** The operator's brand (default Vitrine's). */
  provider?: Provider;
  now?: () => Date;
}

/** The preview's answers are never stored: every request renders the source as it is now. */
function sendText(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8', headers: Headers = {}): void {
  reply(res, status, body, type, { 'cache-control': 'no-store', ...headers });
}

/** A file of `root` (symlinks followed only while they stay inside it), or a 404. */
async function serveFileUnder(req: IncomingMessage, res: ServerResponse, root: string | undefined, relative: string, cache: string): Promise<void> {
  const file = root ? await safeFileInside(root, relative) : undefined;
  if (!file) return sendText(res, 404, 'Not Found');
  sendFile(req, res, 200, file, { 'content-type': contentType(file), 'cache-control': cache, 'x-content-type-options': 'nosniff' });
}

function tenantRequest(req: IncomingMessage): TenantRequest {
  return { host: req.headers.host, url: req.url ?? '/', referer: req.headers.referer };
}

export function createPreviewServer(options: PreviewServerOptions): Server {
  const now = options.now ?? (() => new Date());
  const setup: PreviewSetup = {
    source: options.source,
    app: options.app,
    overrides: new ConfigOverrides(),
    allowedOrigins: options.allowedOrigins,
    leadsEndpoint: options.leadsEndpoint ?? '/api/leads',
    storageBaseUrl: options.storageBaseUrl ?? '',
    ...(options.provider ? { provider: options.provider } : {}),
    now,
  };
  const leads = options.dataDir ? createLeadsEndpoint({ dataDir: options.dataDir, ...(options.stagingSite ? { stagingSite: options.stagingSite } : {}), now }) : undefined;
  const storage = options.dataDir
    ? createStorageEndpoint({ dataDir: options.dataDir, ...(options.stagingSite ? { stagingSite: options.stagingSite } : {}), ...(options.imageCacheDir ? { cacheDir: options.imageCacheDir } : {}) })
    : undefined;

  async function page(req: IncomingMessage, res: ServerResponse, url: URL, urlPath: string): Promise<void> {
    const request = tenantRequest(req);
    const tenant = pageTenant(request, options.stagingSite);
    // Spec §2.2: mode and site_url are carried to the next page when it has neither — also when an
    // island navigated by script to a URL without them.
    const from = tenant.builder || url.searchParams.has('mode') || url.searchParams.has('site_url') ? undefined : refererBuilderSite(request.referer, request.host);
    if (from && req.headers['sec-fetch-mode'] === 'navigate') {
      url.searchParams.set('mode', 'builder');
      url.searchParams.set('site_url', from);
      return sendText(res, 302, '', undefined, { location: sameSiteLocation(url.pathname) + url.search });
    }
    // Pages are at /<path>/ (domain/rules/page-href.ts): /<path> gets a 301 to it, as on every static host.
    if (needsTrailingSlash(url.pathname)) return sendText(res, 301, '', undefined, { location: sameSiteLocation(pageHref(url.pathname)) + url.search });
    const data = tenant.siteUrl ? await loadPreviewTenant(setup, tenant.siteUrl, tenant.builder) : undefined;
    if (!data) {
      if (isBot(req.headers['user-agent'])) return sendText(res, 404, 'Not Found');
      return sendText(res, 404, renderSiteNotFound(tenant.siteUrl ?? 'desconhecido', urlPath, setup.provider).html ?? '', 'text/html; charset=utf-8');
    }
    if (tenant.builder || data.site.active) {
      const rule = data.site.redirects.length > 0 ? resolveRedirect(data.site.redirects, urlPath) : undefined;
      if (rule) return sendText(res, rule.status, '', undefined, { location: redirectHref(rule.external ? rule : { ...rule, location: sameSiteLocation(rule.location) }, url.search) });
    }
    const found = data.plan.pageAt(urlPath);
    if ('redirect' in found) return sendText(res, 301, '', undefined, { location: sameSiteLocation(found.redirect) + url.search });
    if (found.data.kind === 'error' && isBot(req.headers['user-agent'])) return sendText(res, 404, 'Not Found'); // spec §2.6
    const { html, status } = renderPreview(setup, data, found.data, tenant.builder);
    sendText(res, status, req.method === 'HEAD' ? '' : html, 'text/html; charset=utf-8');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://preview.invalid');
    assertSafeUrlPath(url.pathname);
    const urlPath = decodeURIComponent(url.pathname);
    if (urlPath === RENDER_ENDPOINT) return handleRenderRequest(setup, req, res);
    if (isLeadsRequest(req)) {
      if (!leads) return sendText(res, 404, 'Not Found');
      // A builder-mode page files its leads under its tenant, as a page on <site>.localhost would.
      const tenant = dataTenant(tenantRequest(req), options.stagingSite);
      if (tenant.builder && tenant.siteUrl) req.headers.host = tenant.siteUrl;
      return leads(req, res);
    }
    if (isStorageRequest(req) && storage) {
      // A builder-mode page's images are its tenant's (named by its Referer), as for leads.
      const tenant = dataTenant(tenantRequest(req), options.stagingSite);
      if (tenant.builder && tenant.siteUrl) req.headers.host = tenant.siteUrl;
      return storage(req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method Not Allowed', undefined, { allow: 'GET, HEAD' });
    if (urlPath.startsWith('/assets/')) {
      return serveFileUnder(req, res, options.app.clientAssetsDir, urlPath.slice('/assets/'.length), 'public, max-age=31536000, immutable');
    }
    // The templates' preview images the builder lists (their descriptors' `preview`, made by scripts/template-previews.ts).
    if (/^\/templates\/[a-z0-9-]+\/preview\.webp$/.test(urlPath)) {
      return serveFileUnder(req, res, path.join(projectRoot, 'templates'), urlPath.slice('/templates/'.length), 'public, max-age=3600');
    }
    if (urlPath.startsWith('/media/') || isDataRequest(urlPath)) {
      const tenant = dataTenant(tenantRequest(req), options.stagingSite);
      if (urlPath.startsWith('/media/')) {
        // Only the tenant's media folder: a symlink out of it (to /etc, to the site config) is a 404.
        const dir = options.dataDir && tenant.siteUrl ? path.join(options.dataDir, tenant.siteUrl, 'media') : undefined;
        return serveFileUnder(req, res, dir, urlPath.slice('/media/'.length), 'no-cache');
      }
      const data = tenant.siteUrl ? await loadPreviewTenant(setup, tenant.siteUrl, tenant.builder) : undefined;
      if (!data) return sendText(res, 404, JSON.stringify({ error: SiteNotFound.message }), 'application/json; charset=utf-8');
      const answer = dataAnswer(data, urlPath, now);
      return sendText(res, answer.status, answer.body, 'application/json; charset=utf-8');
    }
    return page(req, res, url, urlPath);
  }

  return createServer(guarded('preview', handle, badRequest));
}
