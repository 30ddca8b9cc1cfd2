/** What every page of a tenant's build is rendered with, and the salt of its pages' input keys. */
import { createHash } from 'node:crypto';
import type { SiteContext } from '../contract/page-model.ts';
import type { SiteConfig } from '../domain/schemas/index.ts';

export interface ContextOptions {
  provider: SiteContext['provider'];
  storageBaseUrl: string;
  leadsEndpoint: string;
  searchHost?: string;
  searchDev?: boolean;
  app: { hash: string; assets: SiteContext['assets'] };
}

export function siteContext(options: ContextOptions, site: SiteConfig, buildId: string, started: Date): SiteContext {
  return {
    site,
    buildId,
    assets: options.app.assets,
    provider: options.provider,
    storageBaseUrl: options.storageBaseUrl,
    leadsEndpoint: options.leadsEndpoint,
    year: started.getFullYear(),
    ...(options.searchHost && site.ms_token ? { search: { meilisearch: { host: options.searchHost, token: site.ms_token, production: !options.searchDev } } } : {}),
  };
}

/** The part of every page's input key that is not its data: the app bundle and the site context, whatever the build id. */
export function pageSalt(appHash: string, ctx: SiteContext): string {
  return createHash('sha1').update(appHash).update(JSON.stringify({ ...ctx, buildId: '' })).digest('base64url');
}
