/**
 * Portal feed stage (#17 item 6): the tenant's listings that a Grupo ZAP portal is enabled
 * for, as VRSync at `/feeds/vrsync.xml` in the release (the URL the broker gives ZAP,
 * VivaReal and OLX). Listings that break the format's rules are left out and reported as
 * warnings with their id and field; no feed is written when no listing is enabled.
 *
 * Incremental (#13 item 3): the feed's layout — each listing's id, raw record digest and
 * place in the file — goes into the pages manifest. The next build takes the element of
 * every listing whose record is unchanged from the live feed, when that feed was built
 * with the same code, site and settings (the build's salt), instead of mapping it again; when
 * no listing of the feed changed at all, the live file itself is kept (linked, or only listed
 * in a delta), not written and digested again (17 MB at 10,000 listings).
 */
import path from 'node:path';
import { FeedListingLeftOut, messageOf } from '../domain/errors.ts';
import { listingStart, VRSYNC_TAIL, vrsyncHead, vrsyncListing } from '../domain/feeds/vrsync.ts';
import type { PlanWarning } from './page-data.ts';
import { featuredImage } from '../domain/rules/listing.ts';
import { toPublicProperty } from '../domain/rules/public-property.ts';
import { imageUrl } from '../domain/rules/image-url.ts';
import { siteName } from '../domain/rules/site-name.ts';
import { holdsAscii } from '../domain/rules/ascii-bytes.ts';
import type { Property, SearchDocument, SiteConfig } from '../domain/schemas/index.ts';
import type { TenantHome } from './tenant-homes.ts';
import { readVouched, type BaseSnapshot } from './base/base-release.ts';
import type { CarryForward } from './carry-forward.ts';
import type { FileEntry } from './file-manifest.ts';
import { pacer } from './let-workers-in.ts';
import { PartsWriter } from './parts-writer.ts';
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
  /** Keeps the live feed as it is when it would be written again byte for byte (./carry-forward.ts). */
  carry?: Pick<CarryForward, 'carry'>;
}

/**
 * The live feed and its layout, when the live release recorded one and the file is the one its
 * files manifest lists (same sha256): otherwise null, and every listing is mapped again. Its
 * elements are reused only under the build's key (writePortalFeed); the read starts before the
 * plan, so a bucket or a CDN sends the 17 MB while the build plans. When the feed's listings are
 * the live ones, record for record, the file is kept and not read at all (no bytes).
 */
export async function readPreviousFeed(base: BaseSnapshot | null, homes: readonly TenantHome[]): Promise<PreviousFeed | null> {
  const layout = base?.pages?.feed;
  if (!base || !layout) return null;
  // No listing of the feed changed: the live file will be kept as it is (writePortalFeed), its bytes are not needed.
  if (sameListings(homes.filter((home) => home.facts.portals && home.facts.doc !== null), layout)) return { bytes: new Uint8Array(0), layout };
  const bytes = await readVouched(base, VRSYNC_PATH);
  return bytes === null ? null : { bytes, layout };
}

const NEWLINE = Buffer.from('\n');
const LF = 0x0a;

const LISTING_END = '</Listing>';

/** The listing's element in the previous feed (its span), when its record is unchanged and the element is where the layout says. */
function reusedSpan(previous: PreviousFeed | undefined, spans: ReadonlyMap<string, FeedSpan>, id: string, digest: string): FeedSpan | undefined {
  const span = spans.get(id);
  if (!previous || !span || span[1] !== digest || span[2] + span[3] > previous.bytes.length) return undefined;
  const end = span[2] + span[3];
  // Compared in place: 10,000 elements a build, no text or buffer made for each.
  return holdsAscii(previous.bytes, span[2], listingStart(id)) && holdsAscii(previous.bytes, end - LISTING_END.length, LISTING_END) ? span : undefined;
}

/**
 * Whether the live feed lists exactly these listings, in this order, from the same records: then,
 * under the same key, this build would write it again byte for byte (the head's date comes from
 * the same records' facts, and a live layout holds no listing that was left out with a warning).
 */
function sameListings(entries: readonly TenantHome[], layout: FeedLayout): boolean {
  if (entries.length !== layout.listings.length) return false;
  for (let i = 0; i < entries.length; i++) {
    const [id, digest] = layout.listings[i]!;
    if (entries[i]!.digest === '' || entries[i]!.digest !== digest || String(entries[i]!.facts.id) !== id) return false;
  }
  return true;
}

/** A URL of the site made absolute, as portals need them (they fetch pages and photos from elsewhere). */
function absoluteOn(origin: string): (url: string) => string {
  return (url) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);
}

/**
 * A listing mapped to its VRSync element: its photos featured first and absolute, its page's URL;
 * or the problems that leave it out of the feed, as build warnings (also what `vitrine validate`
 * reports). `url`: the listing page's path.
 */
export function feedElement(home: Property, url: string, site: SiteConfig, storageBaseUrl: string): { xml?: string; warnings: PlanWarning[] } {
  const absolute = absoluteOn(`https://${site.site_url}`);
  const featured = featuredImage(home.gallery);
  const ordered = featured ? [featured, ...home.gallery.filter((g) => g !== featured)] : [];
  const photos = ordered.flatMap((g) => {
    const src = imageUrl(g.url, { storageBaseUrl });
    return src ? [absolute(src)] : [];
  });
  const one = vrsyncListing({ home: toPublicProperty(home), portals: home.portals, url: absolute(url), photos });
  const warnings = one.problems.map((p): PlanWarning => ({ id: p.id, path: p.field, message: messageOf(FeedListingLeftOut, p.message), kind: 'home' }));
  return { ...(one.xml === undefined ? {} : { xml: one.xml }), warnings };
}

/** Writes the feed when a listing is enabled for it; returns, as build warnings, the listings left out and why, the feed's layout and its digest. */
export async function writePortalFeed(releaseDir: string, input: PortalFeedInput): Promise<{ warnings: PlanWarning[]; layout: FeedLayout | null; entry: FileEntry | null }> {
  const pause = pacer(200);
  const { site } = input;
  const origin = `https://${site.site_url}`;
  const urlOf = new Map(input.docs.map((d) => [String(d.id), d.url]));
  const previous = input.previous && input.previous.layout.key === input.key ? input.previous : undefined;
  const spans = new Map((previous?.layout.listings ?? []).map((span) => [span[0], span]));
  const warnings: PlanWarning[] = [];
  // The feed's homes, and its date from their facts, known before any is mapped: the head is written first.
  const entries = input.homes.filter((home) => home.facts.portals && urlOf.has(String(home.facts.id)));
  if (entries.length === 0) return { warnings, layout: null, entry: null };
  // No listing of the feed changed (a price change off the portals): the live file is kept, not written and digested again.
  if (previous && input.carry && sameListings(entries, previous.layout)) {
    const kept = input.carry.carry([VRSYNC_PATH])?.[0];
    if (kept) return { warnings, layout: previous.layout, entry: { sha256: kept.sha256, size: kept.size } };
  }
  // The newest listing change, not the build time: an unchanged tenant's feed is the same file (no new deploy).
  let publishDate: string | undefined;
  for (const { facts } of entries) if (facts.changed !== null && (publishDate === undefined || facts.changed > publishDate)) publishDate = facts.changed;
  const head = Buffer.from(
    vrsyncHead({
      provider: site.company.name ?? siteName(site),
      email: site.company.email ?? '',
      contactName: site.broker.name ?? site.company.name ?? siteName(site),
      ...(site.company.phone ? { telephone: site.company.phone } : {}),
      website: `${origin}/`,
      ...(publishDate ? { publishDate } : {}),
    }),
  );
  // The head, the listings one per line (a description may hold newlines of its own), the tail; offsets in bytes.
  const feed = new PartsWriter(path.join(releaseDir, VRSYNC_PATH));
  const layout: FeedLayout = { key: input.key, listings: [] };
  // Reused elements that follow each other in the live feed go out as one stretch of its bytes
  // (one part for thousands of listings, not two for each): [start, end) not yet added.
  let stretch: [number, number] | null = null;
  const addStretch = () => {
    if (stretch && previous) feed.add(previous.bytes.subarray(stretch[0], stretch[1]));
    stretch = null;
  };
  try {
    feed.add(head);
    for (const tenantHome of entries) {
      await pause();
      const id = String(tenantHome.facts.id);
      const { digest } = tenantHome;
      const span = reusedSpan(previous, spans, id, digest);
      const first = layout.listings.length === 0;
      if (span) {
        const [, , start, length] = span;
        if (stretch && !first && stretch[1] + 1 === start && previous!.bytes[stretch[1]] === LF) {
          layout.listings.push([id, digest, feed.size + (stretch[1] - stretch[0]) + 1, length]);
          stretch[1] = start + length;
          continue;
        }
        addStretch();
        if (!first) feed.add(NEWLINE);
        layout.listings.push([id, digest, feed.size, length]);
        stretch = [start, start + length];
        continue;
      }
      // Only a listing whose element cannot be reused has its record read.
      const one = feedElement(tenantHome.property(), urlOf.get(id)!, site, input.storageBaseUrl);
      warnings.push(...one.warnings);
      if (one.xml === undefined) continue;
      const xml = Buffer.from(one.xml);
      addStretch();
      if (!first) feed.add(NEWLINE);
      layout.listings.push([id, digest, feed.size, xml.length]);
      feed.add(xml);
    }
    addStretch();
    feed.add(Buffer.from(VRSYNC_TAIL));
  } catch (error) {
    feed.abandon(); // the release it is in is discarded
    throw error;
  }
  return { warnings, layout, entry: feed.finish() };
}
