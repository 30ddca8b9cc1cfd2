/**
 * Host → published site. `localhost` (and loopback addresses) serve the
 * staging site; `<site>.localhost` serves <site>, so every tenant can be
 * opened from a browser on one machine. The symlink is resolved on each
 * request, so a publish is picked up at once.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

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

export function publishedSite(outDir: string, siteUrl: string | undefined): PublishedSite | undefined {
  if (!siteUrl) return undefined;
  const link = path.join(outDir, 'sites', siteUrl);
  if (!existsSync(link)) return undefined;
  const root = realpathSync(link);
  return { siteUrl, root, buildId: path.basename(root) };
}

/** Listing id → canonical path, from the build's meta file (cached per build). */
const canonicalCache = new Map<string, Map<string, string>>();

export function canonicalListingPath(site: PublishedSite, id: string): string | undefined {
  let byId = canonicalCache.get(site.root);
  if (!byId) {
    byId = new Map();
    try {
      const meta = JSON.parse(readFileSync(path.join(site.root, 'builds', 'meta', `${site.buildId}.json`), 'utf8')) as { prerendered: string[] };
      for (const p of meta.prerendered) if (p.startsWith('/imovel/')) byId.set(p.slice(p.lastIndexOf('/') + 1), p);
    } catch {
      // no meta: no redirects, the 404 page answers
    }
    canonicalCache.set(site.root, byId);
  }
  return byId.get(id);
}
