/**
 * Host → published site. `localhost` (and loopback addresses) serve the
 * staging site; `<site>.localhost` serves <site>, so every tenant can be
 * opened from a browser on one machine. The symlink is resolved on each
 * request, so a publish is picked up at once.
 */
import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveRedirect, type RedirectMatch, type RedirectRule } from '../domain/rules/redirects.ts';
import { isSearchPath } from '../search/url-codec.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const HOST_SHAPE = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

export function siteForHost(hostHeader: string | undefined, stagingSite: string | undefined): string | undefined {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  if (LOOPBACK.has(host)) return stagingSite;
  const site = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : host;
  return HOST_SHAPE.test(site) ? site : undefined;
}

export interface PublishedSite {
  siteUrl: string;
  root: string;
  buildId: string;
}

/**
 * The site's live release; undefined when the site was never published;
 * 'unavailable' when its symlink names a release that is gone (the site exists
 * and is down: 503, not 'site não encontrado').
 */
export function publishedSite(outDir: string, siteUrl: string | undefined): PublishedSite | 'unavailable' | undefined {
  if (!siteUrl) return undefined;
  const link = path.join(outDir, 'sites', siteUrl);
  try {
    lstatSync(link);
  } catch {
    return undefined;
  }
  try {
    const root = realpathSync(link);
    if (!statSync(root).isDirectory()) return 'unavailable';
    return { siteUrl, root, buildId: path.basename(root) };
  } catch {
    return 'unavailable';
  }
}

interface ReleaseInfo {
  active: boolean;
  /** Listing id → canonical path. */
  listings: Map<string, string>;
  /** The site's route rules, as the build copied them from its config. */
  redirects: RedirectRule[];
  /** /buscar combinations answered with a shorter one's page (its path). */
  searchAliases: Map<string, string>;
}

/** What the server needs from a release's meta file, read once per release. */
const releaseInfo = new Map<string, ReleaseInfo>();
const RELEASES_REMEMBERED = 64;

function infoFor(site: PublishedSite): ReleaseInfo {
  let info = releaseInfo.get(site.root);
  if (!info) {
    info = { active: true, listings: new Map(), redirects: [], searchAliases: new Map() };
    try {
      const meta = JSON.parse(readFileSync(path.join(site.root, 'builds', 'meta', `${site.buildId}.json`), 'utf8')) as { active?: boolean; prerendered: string[]; redirects?: RedirectRule[]; searchAliases?: Record<string, unknown> };
      info.active = meta.active !== false;
      info.redirects = Array.isArray(meta.redirects) ? meta.redirects : [];
      // Only paths of the /buscar shape: an alias chooses a file to answer with.
      for (const [from, to] of Object.entries(meta.searchAliases ?? {})) if (typeof to === 'string' && isSearchPath(to)) info.searchAliases.set(from, to);
      for (const p of meta.prerendered) if (p.startsWith('/imovel/')) info.listings.set(p.slice(p.lastIndexOf('/') + 1), p);
    } catch {
      // no meta: no redirects, the 404 page answers
    }
    if (releaseInfo.size >= RELEASES_REMEMBERED) releaseInfo.clear();
    releaseInfo.set(site.root, info);
  }
  return info;
}

export function canonicalListingPath(site: PublishedSite, id: string): string | undefined {
  return infoFor(site).listings.get(id);
}

/** The path of the prerendered /buscar combination that answers `page` (a page path) with the same homes, if any. */
export function searchAliasOf(site: PublishedSite, page: string): string | undefined {
  return infoFor(site).searchAliases.get(page);
}

/** Where the site's route rules send `urlPath` (decoded), if anywhere. */
export function redirectFor(site: PublishedSite, urlPath: string): RedirectMatch | undefined {
  const { redirects } = infoFor(site);
  return redirects.length > 0 ? resolveRedirect(redirects, urlPath) : undefined;
}

/** An inactive site's release is its error page; every path answers 404 (spec §4). */
export function isActive(site: PublishedSite): boolean {
  return infoFor(site).active;
}
