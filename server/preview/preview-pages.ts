/**
 * What the preview renders, from the source on every request: the tenant
 * (validated by the domain, with the builder's posted config in builder
 * mode), the PageData of one path from the build's own planner
 * (`plan.pageAt`), and the SiteContext — then the one document renderer (DESIGN §1, §7).
 */
import { createHash } from 'node:crypto';
import type { AppBundle } from '../../builds/app-bundle.ts';
import { loadTenant } from '../../builds/load-tenant.ts';
import { planTenant, type TenantPlan } from '../../builds/page-data.ts';
import { VitrineError } from '../../domain/errors.ts';
import { PROVIDER, type Provider } from '../../domain/provider.ts';
import type { Property, SearchDocument, SiteConfig } from '../../domain/schemas/index.ts';
import { renderDocument, type RenderedDocument } from '../../renderer/document.tsx';
import type { PageData, SiteContext } from '../../contract/page-model.ts';
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
  /** The operator's brand (default Vitrine's). */
  provider?: Provider;
}

/**
 * The tenant as the source has it now (undefined: no such tenant); in builder mode with the config
 * posted by that builder session (`session`, from ConfigOverrides.sessionOf), if any.
 */
export async function loadPreviewTenant(setup: PreviewSetup, siteUrl: string, builder: boolean, session?: string): Promise<PreviewTenantData | undefined> {
  let tenant;
  try {
    tenant = await loadTenant(setup.source, siteUrl);
  } catch (error) {
    if (error instanceof VitrineError && error.code === 'source-not-found') return undefined;
    throw error;
  }
  const site = (builder ? setup.overrides.get(session, siteUrl) : undefined) ?? tenant.site;
  // Builder mode shows inactive sites (spec §2.3): they are planned as if active.
  const plan = planTenant(builder ? { ...site, active: true } : site, tenant.homes);
  const buildId = `preview-${createHash('sha1').update(JSON.stringify(site)).update(tenant.fingerprint).digest('base64url').slice(0, 12)}`;
  return { site, homes: tenant.homes.map((home) => home.property()), docs: plan.docs, plan, buildId };
}

export function previewContext(setup: PreviewSetup, tenant: PreviewTenantData, builder: boolean): SiteContext {
  return {
    site: tenant.site,
    buildId: tenant.buildId,
    assets: setup.app.assets,
    provider: setup.provider ?? PROVIDER,
    storageBaseUrl: setup.storageBaseUrl,
    leadsEndpoint: setup.leadsEndpoint,
    year: setup.now().getFullYear(),
    ...(builder ? { builder: { siteUrl: tenant.site.site_url, allowedOrigins: setup.allowedOrigins, renderEndpoint: RENDER_ENDPOINT, session: setup.overrides.issue() } } : {}),
  };
}

export function renderPreview(setup: PreviewSetup, tenant: PreviewTenantData, data: PageData, builder: boolean): RenderedDocument {
  return renderDocument(previewContext(setup, tenant, builder), data);
}
