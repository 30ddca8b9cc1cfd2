/**
 * `POST /__vitrine/preview/render`: the in-place re-render of builder mode
 * (spec §7.2 `set-site-config`). The page posts the builder's config and its
 * current path; the config is validated with the domain's schema, kept for the
 * tenant in the page's builder session (its ms_token kept from the current
 * config) and the page rendered with it by the one document renderer. Without
 * a config, the session's edits are rendered for the path (a new page of the
 * session asks so), or 204 when it has none.
 *
 * Only a builder page of this preview may call it: same origin (the Origin
 * header names this server) and the session secret the page was given
 * (`x-vitrine-session`, ./config-overrides.ts) — Origin alone is forged by
 * any HTTP client.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { SiteNotFound } from '../../domain/errors.ts';
import { siteConfigSchema } from '../../domain/schemas/index.ts';
import { loadPreviewTenant, renderPreview, type PreviewSetup } from './preview-pages.ts';
import { builderSite } from './tenant.ts';
import { SESSION_HEADER } from './config-overrides.ts';
import { sendJson } from '../http-reply.ts';
import { readBodyUpTo } from '../request-body.ts';

export const MAX_CONFIG_BYTES = 2 * 1024 * 1024;

const renderRequest = z.object({
  site_url: z.string().min(1).max(253),
  path: z.string().startsWith('/').max(4096),
  config: z.unknown().optional(),
});

interface Problem {
  path: string;
  message: string;
}

function fail(res: ServerResponse, status: number, problems: Problem[]): void {
  sendJson(res, status, { errors: problems });
}

/** A same-origin request from one of the preview's pages (browsers always send Origin on a POST fetch). */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

export async function handleRenderRequest(setup: PreviewSetup, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return fail(res, 405, [{ path: '', message: 'use POST' }]);
  if (!isSameOrigin(req)) return fail(res, 403, [{ path: 'Origin', message: 'only the preview pages may re-render' }]);
  const session = setup.overrides.sessionOf(req.headers[SESSION_HEADER]);
  if (!session) return fail(res, 403, [{ path: SESSION_HEADER, message: 'only a builder page of this preview may re-render (its session secret)' }]);
  const body = await readBodyUpTo(req, MAX_CONFIG_BYTES);
  if (body === undefined) return fail(res, 413, [{ path: '', message: `the body must be at most ${MAX_CONFIG_BYTES} bytes` }]);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return fail(res, 400, [{ path: '', message: 'must be valid JSON' }]);
  }
  const request = renderRequest.safeParse(json);
  if (!request.success) return fail(res, 400, request.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  const siteUrl = builderSite(new URLSearchParams({ mode: 'builder', site_url: request.data.site_url }));
  if (!siteUrl) return fail(res, 400, [{ path: 'site_url', message: 'must be a site host name' }]);
  const current = await loadPreviewTenant(setup, siteUrl, false);
  if (!current) return fail(res, 404, [{ path: 'site_url', message: SiteNotFound.message }]);
  if (request.data.config === undefined) {
    if (!setup.overrides.get(session, siteUrl)) return void res.writeHead(204, { 'cache-control': 'no-store' }).end();
  } else {
    const config = siteConfigSchema.safeParse(request.data.config);
    if (!config.success) return fail(res, 400, config.error.issues.map((i) => ({ path: `config.${i.path.join('.')}`, message: i.message })));
    if (config.data.site_url !== siteUrl) return fail(res, 400, [{ path: 'config.site_url', message: `must be ${siteUrl}` }]);
    setup.overrides.set(session, siteUrl, config.data, current.site);
  }
  const tenant = (await loadPreviewTenant(setup, siteUrl, true, session))!;
  const path = new URL(request.data.path, 'http://preview.invalid').pathname;
  let page = tenant.plan.pageAt(decodeURIComponent(path));
  if ('redirect' in page) page = tenant.plan.pageAt(page.redirect);
  if ('redirect' in page) return fail(res, 500, [{ path: 'path', message: 'redirect loop' }]);
  const { html, status } = renderPreview(setup, tenant, page.data, true);
  // What the build would warn about for this config, for the builder to show its owner (client/builder/messages.ts).
  const warnings = tenant.plan.warnings.map((w) => ({ kind: w.kind ?? 'page', id: w.id, path: w.path, message: w.message }));
  sendJson(res, 200, { html, status, warnings });
}
