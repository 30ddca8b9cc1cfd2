/**
 * Portal feed stage (#17 item 6): the tenant's listings that a Grupo ZAP portal is enabled
 * for, as VRSync at `/feeds/vrsync.xml` in the release (the URL the broker gives ZAP,
 * VivaReal and OLX). Listings that break the format's rules are left out and reported as
 * warnings with their id and field; no feed is written when no listing is enabled.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FeedListingLeftOut, messageOf } from '../domain/errors.ts';
import { enabledForPortals, vrsyncFeed, type FeedHome } from '../domain/feeds/vrsync.ts';
import type { PlanWarning } from './page-data.ts';
import { featuredImage } from '../domain/rules/listing.ts';
import { imageUrl } from '../domain/rules/image-url.ts';
import { toPublicProperty } from '../domain/rules/public-property.ts';
import { siteName } from '../domain/rules/site-name.ts';
import type { Property, SearchDocument, SiteConfig } from '../domain/schemas/index.ts';

export const VRSYNC_PATH = 'feeds/vrsync.xml';

export interface PortalFeedInput {
  site: SiteConfig;
  homes: readonly Property[];
  /** The published listings (their canonical URLs); a home not among them is not on the site, so not in the feed. */
  docs: readonly SearchDocument[];
  storageBaseUrl: string;
}

function publishDateOf(entries: readonly FeedHome[]): { publishDate?: string } {
  const dates = entries.map((e) => e.home.updated_at ?? e.home.created_at).filter((d): d is string => typeof d === 'string' && d !== '');
  return dates.length > 0 ? { publishDate: dates.sort().at(-1)! } : {};
}

/** Writes the feed when a listing is enabled for it; returns, as build warnings, the listings left out and why. */
export function writePortalFeed(releaseDir: string, input: PortalFeedInput): PlanWarning[] {
  const { site } = input;
  const origin = `https://${site.site_url}`;
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  const urlOf = new Map(input.docs.map((d) => [String(d.id), d.url]));
  const entries: FeedHome[] = [];
  for (const home of input.homes) {
    const url = urlOf.get(String(home.id));
    if (!url || !enabledForPortals(home.portals)) continue;
    const featured = featuredImage(home.gallery);
    const ordered = featured ? [featured, ...home.gallery.filter((g) => g !== featured)] : [];
    const photos = ordered.flatMap((g) => {
      const src = imageUrl(g.url, { storageBaseUrl: input.storageBaseUrl });
      return src ? [absolute(src)] : [];
    });
    entries.push({ home: toPublicProperty(home), portals: home.portals, url: absolute(url), photos });
  }
  if (entries.length === 0) return [];
  const feed = vrsyncFeed(
    {
      provider: site.company.name ?? siteName(site),
      email: site.company.email ?? '',
      contactName: site.broker.name ?? site.company.name ?? siteName(site),
      ...(site.company.phone ? { telephone: site.company.phone } : {}),
      website: `${origin}/`,
      // The newest listing change, not the build time: an unchanged tenant's feed is the same file (no new deploy).
      ...publishDateOf(entries),
    },
    entries,
  );
  const file = path.join(releaseDir, VRSYNC_PATH);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, feed.xml);
  return feed.problems.map((p) => ({ id: p.id, path: p.field, message: messageOf(FeedListingLeftOut, p.message), kind: 'home' }));
}
