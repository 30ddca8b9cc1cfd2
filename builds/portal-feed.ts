/**
 * Portal feed stage (#17 item 6): the tenant's listings that a Grupo ZAP portal is enabled
 * for, as VRSync at `/feeds/vrsync.xml` in the release (the URL the broker gives ZAP,
 * VivaReal and OLX). Listings that break the format's rules are left out and reported as
 * warnings with their id and field; no feed is written when no listing is enabled.
 *
 * Incremental (#13 item 3): the feed's layout — each listing's id, raw record digest and
 * place in the file — goes into the pages manifest. The next build takes the element of
 * every listing whose record is unchanged from the live feed, when that feed was built
 * with the same code, site and settings (the build's salt), instead of mapping it again.
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync, writevSync } from 'node:fs';
import path from 'node:path';
import { FeedListingLeftOut, messageOf } from '../domain/errors.ts';
import { listingStart, VRSYNC_TAIL, vrsyncHead, vrsyncListing, type FeedHome } from '../domain/feeds/vrsync.ts';
import type { PlanWarning } from './page-data.ts';
import { featuredImage } from '../domain/rules/listing.ts';
import { imageUrl } from '../domain/rules/image-url.ts';
import { siteName } from '../domain/rules/site-name.ts';
import type { SearchDocument, SiteConfig } from '../domain/schemas/index.ts';
import type { TenantHome } from './tenant-homes.ts';
import { readVouched, type BaseSnapshot } from './base/base-release.ts';
import type { FileEntry } from './file-manifest.ts';
import { pacer } from './let-workers-in.ts';
import type { FeedLayout, FeedSpan } from './page-manifest.ts';

export type { FeedLayout };

export const VRSYNC_PATH = 'feeds/vrsync.xml';

/** The live release's feed (its bytes: 17 MB at 10,000 listings is never decoded) and its layout, read from the base. */
export interface PreviousFeed {
  bytes: Uint8Array;
  layout: FeedLayout;
}

export interface PortalFeedInput {
  site: SiteConfig;
  homes: readonly TenantHome[];
  /** The published listings (their canonical URLs); a home not among them is not on the site, so not in the feed. */
  docs: readonly SearchDocument[];
  storageBaseUrl: string;
  /** The build's salt (code, site, settings). */
  key: string;
  previous?: PreviousFeed | null;
}

/**
 * The live feed and its layout, when the live release recorded one and the file is the one its
 * files manifest lists (same sha256): otherwise null, and every listing is mapped again. Its
 * elements are reused only under the build's key (writePortalFeed); the read starts before the
 * plan, so a bucket or a CDN sends the 17 MB while the build plans.
 */
export async function readPreviousFeed(base: BaseSnapshot | null): Promise<PreviousFeed | null> {
  const layout = base?.pages?.feed;
  if (!base || !layout) return null;
  const bytes = await readVouched(base, VRSYNC_PATH);
  return bytes === null ? null : { bytes, layout };
}

const NEWLINE = Buffer.from('\n');

interface Listing {
  id: string;
  digest: string;
  xml: Buffer;
}

const LISTING_END = Buffer.from('</Listing>');

/** The listing's element from the previous feed, when its record is unchanged and the element is where the layout says. */
function reusedElement(previous: PreviousFeed | undefined, spans: ReadonlyMap<string, FeedSpan>, id: string, digest: string): Buffer | undefined {
  const span = spans.get(id);
  if (!previous || !span || span[1] !== digest || span[2] + span[3] > previous.bytes.length) return undefined;
  const xml = Buffer.from(previous.bytes.buffer, previous.bytes.byteOffset + span[2], span[3]);
  const start = Buffer.from(listingStart(id));
  return xml.subarray(0, start.length).equals(start) && xml.subarray(xml.length - LISTING_END.length).equals(LISTING_END) ? xml : undefined;
}

/** Parts per writev call (the usual IOV_MAX). */
const PARTS_PER_WRITE = 1024;

/**
 * Writes the parts as they are, a batch of them per call (a 10,000-listing feed is 17 MB: it is
 * never one string or one new buffer), digesting them on the way.
 */
function writeParts(file: string, parts: readonly Buffer[]): FileEntry {
  mkdirSync(path.dirname(file), { recursive: true });
  const digest = createHash('sha256');
  let total = 0;
  const fd = openSync(file, 'w');
  try {
    for (let i = 0; i < parts.length; i += PARTS_PER_WRITE) {
      const batch = parts.slice(i, i + PARTS_PER_WRITE);
      let written = writevSync(fd, batch);
      // A short write (rare on a file): the rest of the batch, piece by piece.
      for (const part of batch) {
        digest.update(part);
        total += part.length;
        if (written >= part.length) written -= part.length;
        else {
          for (let at = written; at < part.length; ) at += writeSync(fd, part, at);
          written = 0;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
  return { sha256: digest.digest('hex'), size: total };
}

/** Writes the feed when a listing is enabled for it; returns, as build warnings, the listings left out and why, the feed's layout and its digest. */
export async function writePortalFeed(releaseDir: string, input: PortalFeedInput): Promise<{ warnings: PlanWarning[]; layout: FeedLayout | null; entry: FileEntry | null }> {
  const pause = pacer(200);
  const { site } = input;
  const origin = `https://${site.site_url}`;
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
  const urlOf = new Map(input.docs.map((d) => [String(d.id), d.url]));
  const previous = input.previous && input.previous.layout.key === input.key ? input.previous : undefined;
  const spans = new Map((previous?.layout.listings ?? []).map((span) => [span[0], span]));
  const listings: Listing[] = [];
  const warnings: PlanWarning[] = [];
  let publishDate: string | undefined;
  for (const tenantHome of input.homes) {
    await pause();
    const { facts } = tenantHome;
    const id = String(facts.id);
    const url = urlOf.get(id);
    if (!url || !facts.portals) continue;
    const { digest } = tenantHome;
    let xml = reusedElement(previous, spans, id, digest);
    if (xml === undefined) {
      // Only a listing whose element cannot be reused has its record read.
      const home = tenantHome.property();
      const featured = featuredImage(home.gallery);
      const ordered = featured ? [featured, ...home.gallery.filter((g) => g !== featured)] : [];
      const photos = ordered.flatMap((g) => {
        const src = imageUrl(g.url, { storageBaseUrl: input.storageBaseUrl });
        return src ? [absolute(src)] : [];
      });
      const entry: FeedHome = { home: tenantHome.publicCopy(), portals: home.portals, url: absolute(url), photos };
      const one = vrsyncListing(entry);
      for (const p of one.problems) warnings.push({ id: p.id, path: p.field, message: messageOf(FeedListingLeftOut, p.message), kind: 'home' });
      xml = one.xml === undefined ? undefined : Buffer.from(one.xml);
    }
    // The newest listing change, not the build time: an unchanged tenant's feed is the same file (no new deploy).
    const { changed } = facts;
    if (changed !== null && (publishDate === undefined || changed > publishDate)) publishDate = changed;
    if (xml !== undefined) listings.push({ id, digest, xml });
  }
  if (listings.length === 0 && warnings.length === 0) return { warnings, layout: null, entry: null };
  const head = vrsyncHead(
    {
      provider: site.company.name ?? siteName(site),
      email: site.company.email ?? '',
      contactName: site.broker.name ?? site.company.name ?? siteName(site),
      ...(site.company.phone ? { telephone: site.company.phone } : {}),
      website: `${origin}/`,
      ...(publishDate ? { publishDate } : {}),
    },
  );
  // The head, the listings one per line (a description may hold newlines of its own), the tail; offsets in bytes.
  const parts: Buffer[] = [Buffer.from(head)];
  const layout: FeedLayout = { key: input.key, listings: [] };
  let offset = parts[0]!.length;
  listings.forEach((listing, i) => {
    if (i > 0) {
      parts.push(NEWLINE);
      offset += 1;
    }
    parts.push(listing.xml);
    layout.listings.push([listing.id, listing.digest, offset, listing.xml.length]);
    offset += listing.xml.length;
  });
  parts.push(Buffer.from(VRSYNC_TAIL));
  return { warnings, layout, entry: writeParts(path.join(releaseDir, VRSYNC_PATH), parts) };
}
