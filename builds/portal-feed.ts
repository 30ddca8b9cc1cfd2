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
 * in a delta), not written and digested again (17 MB at 10,000 listings). In a rebuild the file
 * is put together on a render worker while the main thread plans (./feed-splice.ts): this
 * thread makes only the changed listings' elements.
 */
import path from 'node:path';
import { FeedListingLeftOut, messageOf, VitrineError, WorkersStopped } from '../domain/errors.ts';
import { vrsyncHead, vrsyncListing } from '../domain/feeds/vrsync.ts';
import type { PlanWarning } from './page-data.ts';
import { featuredImage } from '../domain/rules/listing.ts';
import { toPublicProperty } from '../domain/rules/public-property.ts';
import { imageUrl } from '../domain/rules/image-url.ts';
import { siteName } from '../domain/rules/site-name.ts';
import type { Property, SearchDocument, SiteConfig } from '../domain/schemas/index.ts';
import type { TenantHome } from './tenant-homes.ts';
import type { CarryForward } from './carry-forward.ts';
import { VRSYNC_PATH, vouchedFeedBytes, type LiveFeed } from './live-feed.ts';
import type { FileEntry } from './file-manifest.ts';
import { pacer } from './let-workers-in.ts';
import { spliceFeed, type FeedSpliced, type FeedSpliceInput } from './feed-splice.ts';
import type { FeedLayout, FeedSpan } from './page-manifest.ts';

export type { FeedLayout };

export { VRSYNC_PATH };

/** The live release's feed as bytes (17 MB at 10,000 listings, never decoded) that its files manifest lists, and its layout. */
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
  /** The live feed: its bytes, or where to read them (./live-feed.ts). */
  previous?: PreviousFeed | LiveFeed | null;
  /** Keeps the live feed as it is when it would be written again byte for byte (./carry-forward.ts). */
  carry?: Pick<CarryForward, 'carry'>;
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

/** The feed written: listings left out (build warnings), its layout and its entry; no layout or entry without a listing for it. */
export interface FeedWritten {
  warnings: PlanWarning[];
  layout: FeedLayout | null;
  entry: FileEntry | null;
}

/** The published listings' documents (the visible homes'), in the homes' order: the plan's `docs`, known before it. */
export function visibleDocs(homes: readonly TenantHome[]): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (const home of homes) if (home.facts.doc !== null) docs.push(home.facts.doc);
  return docs;
}

/**
 * Puts a feed together from the live one off the caller's thread (a render worker,
 * ./render-pool.ts), which reads it or is handed its bytes (not copied). Rejects when it cannot
 * (the bytes are not the listed file, an element is not where the layout says, no worker): the
 * caller then writes the feed itself.
 */
export type FeedSplicer = (file: string, input: FeedSpliceInput, elements: Map<number, Uint8Array | null>, live: LiveFeedSource) => Promise<FeedSpliced>;

/** Where a worker finds the live feed: a file on this disk or the bytes themselves, and the digest they must have (null: already checked). */
export interface LiveFeedSource {
  source: { file: string } | { bytes: Uint8Array };
  sha256: string | null;
}

/**
 * Writes the feed when a listing is enabled for it; returns, as build warnings, the listings left
 * out and why, the feed's layout and its digest. With `splicer`, and a live feed to take
 * elements from, the file is put together there: only the changed listings' elements are made
 * here (the main thread plans meanwhile).
 */
export async function writePortalFeed(releaseDir: string, input: PortalFeedInput, splicer?: FeedSplicer): Promise<FeedWritten> {
  const { site } = input;
  const origin = `https://${site.site_url}`;
  // By number: 10,000 ids are not turned into strings twice over.
  const urlOf = new Map(input.docs.map((d) => [Number(d.id), d.url]));
  const previous = input.previous && input.previous.layout.key === input.key ? input.previous : undefined;
  // The feed's homes, and its date from their facts, known before any is mapped: the head is written first.
  const entries = input.homes.filter((home) => home.facts.portals && urlOf.has(home.facts.id));
  if (entries.length === 0) return { warnings: [], layout: null, entry: null };
  // No listing of the feed changed (a price change off the portals): the live file is kept, not written and digested again.
  if (previous && input.carry && sameListings(entries, previous.layout)) {
    const kept = input.carry.carry([VRSYNC_PATH])?.[0];
    if (kept) return { warnings: [], layout: previous.layout, entry: { sha256: kept.sha256, size: kept.size } };
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
  // Each listing's live element, when its record is unchanged (the splice checks that the element is there).
  const spans = new Map((previous?.layout.listings ?? []).map((span) => [span[0], span]));
  const ids = entries.map((home) => String(home.facts.id));
  const starts = new Float64Array(entries.length).fill(-1);
  const lengths = new Float64Array(entries.length).fill(-1);
  entries.forEach((home, i) => {
    const span = spans.get(ids[i]!);
    if (span && home.digest !== '' && span[1] === home.digest) [starts[i], lengths[i]] = [span[2], span[3]];
  });
  const file = path.join(releaseDir, VRSYNC_PATH);
  const splice: FeedSpliceInput = { head, previous: new Uint8Array(0), ids, starts, lengths };
  const layoutOf = ({ offsets, lengths: written }: FeedSpliced): FeedLayout => {
    const listings: FeedSpan[] = [];
    for (let i = 0; i < entries.length; i++) if (offsets[i]! >= 0) listings.push([ids[i]!, entries[i]!.digest, offsets[i]!, written[i]!]);
    return { key: input.key, listings };
  };
  // Only a listing whose element cannot be taken from the live feed has its record read.
  const mapped = (warnings: PlanWarning[]) => (i: number) => {
    const one = feedElement(entries[i]!.property(), urlOf.get(entries[i]!.facts.id)!, site, input.storageBaseUrl);
    warnings.push(...one.warnings);
    return one.xml === undefined ? null : Buffer.from(one.xml);
  };
  // Handed to the worker at once when the bytes are here (a file here, or fetched already): this thread then plans while it works.
  const source = splicer && previous ? liveFeedSource(previous) : null;
  const handOver = source instanceof Promise ? await source : source;
  if (splicer && handOver) {
    const warnings: PlanWarning[] = [];
    const elements = new Map<number, Uint8Array | null>();
    const make = mapped(warnings);
    for (let i = 0; i < entries.length; i++) if (starts[i]! < 0) elements.set(i, make(i));
    // Stopped workers (Ctrl-C) end the build; any other failure has the feed made here instead.
    const spliced = await splicer(file, splice, elements, handOver).catch((error: unknown) => {
      if (error instanceof VitrineError && error.entry === WorkersStopped.name) throw error;
      return null;
    });
    if (spliced) return { warnings, layout: layoutOf(spliced), entry: spliced.entry };
    // The worker could not (bytes or layout not the live ones, a worker gone): made here, from the
    // start, with the live feed read again (bytes handed over are gone from this thread).
  }
  const warnings: PlanWarning[] = [];
  if (previous) splice.previous = ('bytes' in previous ? previous.bytes : await vouchedFeedBytes(previous)) ?? splice.previous;
  const spliced = await spliceFeed(file, splice, mapped(warnings), pacer(200));
  return { warnings, layout: layoutOf(spliced), entry: spliced.entry };
}

/** What a worker is given to read the live feed from: at once when it is here, else once fetched. */
function liveFeedSource(previous: PreviousFeed | LiveFeed): LiveFeedSource | null | Promise<LiveFeedSource | null> {
  if ('bytes' in previous) return { source: { bytes: previous.bytes }, sha256: null };
  if (previous.file !== null) return { source: { file: previous.file }, sha256: previous.sha256 };
  const given = (bytes: Uint8Array | null) => (bytes === null ? null : { source: { bytes }, sha256: previous.sha256 });
  const fetched = previous.fetched();
  return fetched !== undefined ? given(fetched) : previous.fetch().then(given);
}
