/**
 * The error page for a host with no published site (spec §2.6: 404, 'site não
 * encontrado', no back button), rendered by the same document renderer as
 * every page, with the app's own stylesheet.
 */
import path from 'node:path';
import { readAppBundle } from '../builds/app-bundle.ts';
import { PROVIDER, type Provider } from '../domain/provider.ts';
import { SiteNotFound } from '../domain/errors.ts';
import { errorPage } from '../builds/page-data.ts';
import { siteConfigSchema } from '../domain/schemas/index.ts';
import { renderDocument } from '../renderer/document.tsx';

export function renderSiteNotFound(host: string, urlPath: string, provider: Provider = PROVIDER): { html?: string; asset?: string } {
  const app = readAppBundle();
  if (urlPath.startsWith('/assets/')) {
    const file = path.join(app.clientAssetsDir, path.basename(urlPath));
    return { asset: file };
  }
  const parsed = siteConfigSchema.safeParse({ site_url: host, site_name: provider.name });
  const site = parsed.success ? parsed.data : siteConfigSchema.parse({ site_url: 'desconhecido', site_name: provider.name });
  const { html } = renderDocument(
    { site, buildId: 'none', assets: app.assets, provider, storageBaseUrl: '', leadsEndpoint: '/api/leads', year: new Date().getFullYear() },
    errorPage(urlPath, SiteNotFound),
  );
  return { html };
}
