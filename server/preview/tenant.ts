/**
 * Request → tenant for `vitrine preview` (spec §1, §6). Builder mode is on
 * only when the query has both `mode=builder` and `site_url`; then `site_url`
 * names the tenant. Otherwise the Host does, as for `vitrine serve`
 * (`<site>.localhost` → site, `localhost` → the staging site).
 *
 * The page's own requests (latest.json, the search index, payloads, leads)
 * carry no query; they are the page's, so they take the builder tenant from
 * the page that asked (the Referer of a same-origin request).
 */
import { isSafeSiteUrl } from '../../sources/data-folder.ts';
import { siteForHost } from '../site-resolver.ts';

export interface PreviewTenant {
  siteUrl: string | undefined;
  builder: boolean;
}

export interface TenantRequest {
  host: string | undefined;
  /** The request target: path and query. */
  url: string;
  referer?: string | undefined;
}

const SITE_SHAPE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** The builder tenant a query names, when it has both parameters and a well-formed site. */
export function builderSite(query: URLSearchParams): string | undefined {
  const site = query.get('site_url')?.trim().toLowerCase();
  if (query.get('mode') !== 'builder' || !site) return undefined;
  return SITE_SHAPE.test(site) && isSafeSiteUrl(site) ? site : undefined;
}

/** The builder tenant of the page that made a same-origin request, if that page was in builder mode. */
export function refererBuilderSite(referer: string | undefined, host: string | undefined): string | undefined {
  if (!referer || !host) return undefined;
  try {
    const url = new URL(referer);
    return url.host === host.toLowerCase() ? builderSite(url.searchParams) : undefined;
  } catch {
    return undefined;
  }
}

export function pageTenant(request: TenantRequest, stagingSite: string | undefined): PreviewTenant {
  const query = new URL(request.url, 'http://preview.invalid').searchParams;
  const site = builderSite(query);
  if (site) return { siteUrl: site, builder: true };
  return { siteUrl: siteForHost(request.host, stagingSite), builder: false };
}

/** For the page's own data requests: the query, else the asking builder page, else the Host. */
export function dataTenant(request: TenantRequest, stagingSite: string | undefined): PreviewTenant {
  const direct = pageTenant(request, stagingSite);
  if (direct.builder) return direct;
  const site = refererBuilderSite(request.referer, request.host);
  return site ? { siteUrl: site, builder: true } : direct;
}
