/**
 * What the preview renders, from the source on every request: the tenant
 * (validated by the domain, with the builder's posted config in builder
 * mode), the PageData of one path from the build's own planner, and the
 * SiteContext — then the one document renderer (DESIGN §1, §7).
 */
import { createHash } from 'node:crypto';
import type { AppBundle } from '../../builds/app-bundle.ts';
import { loadTenant } from '../../builds/load-tenant.ts';
import { planTenant, SIMILAR_LIMIT, type TenantPlan } from '../../builds/page-data.ts';
import { messages, VitrineError } from '../../domain/errors.ts';
import { pagePath } from '../../domain/rules/page-href.ts';
import { PROVIDER } from '../../domain/provider.ts';
import type { Property, SearchDocument, SiteConfig } from '../../domain/schemas/index.ts';
import { renderDocument, type RenderedDocument } from '../../renderer/document.tsx';
import type { PageData, SiteContext } from '../../renderer/page-data.ts';
import { normalizePath } from '../../renderer/select-page.ts';
import { similarHomesIndex } from '../../search/similar.ts';
import type { TenantSource } from '../../sources/source.ts';
import type { ConfigOverrides } from './config-overrides.ts';

export const RENDER_ENDPOINT = '/__vitrine/preview/render';

export interface PreviewTenantData {
  site: SiteConfig;
  homes: Property[];
  /** Search documents of the visible homes, as the build computes them. */
  docs: SearchDocument[];
  /** The build's plan of the tenant (in builder mode, planned as if active). */
  plan: TenantPlan;
  /** Changes with the config or any listing: the pages' data-build-id and latest.json's id. */
  buildId: string;
}

export interface PreviewSetup {
  source: TenantSource;
  app: AppBundle;
  overrides: ConfigOverrides;
  allowedOrigins: readonly string[];
  leadsEndpoint: string;
  /** The storage base URL of relative image paths ('' → served from the site root, unresized). */
  storageBaseUrl: string;
  now: () => Date;
}

/** The tenant as the source has it now (undefined: no such tenant); in builder mode with the posted config, if any. */
export async function loadPreviewTenant(setup: PreviewSetup, siteUrl: string, builder: boolean): Promise<PreviewTenantData | undefined> {
  let tenant;
  try {
    tenant = await loadTenant(setup.source, siteUrl);
  } catch (error) {
    if (error instanceof VitrineError && error.code === 'source-not-found') return undefined;
    throw error;
  }
  const site = (builder ? setup.overrides.get(siteUrl) : undefined) ?? tenant.site;
  // Builder mode shows inactive sites (spec §2.3): they are planned as if active.
  const plan = planTenant(builder ? { ...site, active: true } : site, tenant.homes);
  const buildId = `preview-${createHash('sha1').update(JSON.stringify(site)).update(JSON.stringify(tenant.homes)).digest('base64url').slice(0, 12)}`;
  return { site, homes: tenant.homes, docs: plan.docs, plan, buildId };
}

export function previewContext(setup: PreviewSetup, tenant: PreviewTenantData, builder: boolean): SiteContext {
  return {
    site: tenant.site,
    buildId: tenant.buildId,
    assets: setup.app.assets,
    provider: PROVIDER,
    storageBaseUrl: setup.storageBaseUrl,
    leadsEndpoint: setup.leadsEndpoint,
    year: setup.now().getFullYear(),
    ...(builder ? { builder: { siteUrl: tenant.site.site_url, allowedOrigins: setup.allowedOrigins, renderEndpoint: RENDER_ENDPOINT } } : {}),
  };
}

export type PreviewPage = { data: PageData } | { redirect: string };

/**
 * The PageData of `urlPath`, from the build's planner: a configured page, a
 * listing (an old slug of a listing that exists redirects to its canonical
 * URL), the privacy page; a /buscar combination that was not planned gets the
 * /buscar page, as `vitrine serve` does; anything else the 404 page.
 */
export function previewPageData(tenant: PreviewTenantData, urlPath: string, builder: boolean): PreviewPage {
  const target = normalizePath(urlPath);
  if (!builder && !tenant.site.active) return { data: { kind: 'error', path: target, status: 404, message: messages.siteInactive } };
  if (target === '/politica-de-privacidade') return { data: { kind: 'privacy', path: target } };
  if (target.startsWith('/imovel/')) {
    const id = target.slice(target.lastIndexOf('/') + 1);
    const doc = tenant.docs.find((d) => pagePath(d.url) === target) ?? tenant.docs.find((d) => String(d.id) === id);
    const home = doc && tenant.homes.find((h) => String(h.id) === String(doc.id));
    if (doc && home) {
      if (pagePath(doc.url) !== target) return { redirect: doc.url };
      return { data: { kind: 'property', path: target, home, similar: similarHomesIndex(tenant.docs)(doc, SIMILAR_LIMIT) } };
    }
  }
  let searchPage: PageData | undefined;
  for (const page of tenant.plan.pages()) {
    if (page.kind !== 'page') break; // configured pages come first; listings are handled above
    if (page.path === target) return { data: page };
    if (page.path === '/buscar') searchPage = page;
  }
  if (searchPage && target.startsWith('/buscar/')) return { data: searchPage };
  return { data: { kind: 'error', path: target, status: 404, message: messages.pageNotConfigured } };
}

export function renderPreview(setup: PreviewSetup, tenant: PreviewTenantData, data: PageData, builder: boolean): RenderedDocument {
  return renderDocument(previewContext(setup, tenant, builder), data);
}
