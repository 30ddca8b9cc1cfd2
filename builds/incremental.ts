/**
 * Incremental stage (issue #13): decides on the main thread which pages must be rendered.
 * A page's input key covers everything it is rendered from (the salt: app bundle and site
 * context; the page data). Listing pages share their home and their similar homes'
 * documents with other pages, so each of those objects is digested once per build, by
 * identity, instead of once per page that shows it. A page whose key equals the live
 * release's is never rendered: it is hard-linked from the live release on this disk
 * (./page-linker.ts), or not written at all in a delta (the host already has it).
 */
import { hash } from 'node:crypto';
import type { PageData, PropertyPageData } from '../contract/page-model.ts';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { PRIVACY_PATH } from '../contract/routes.ts';
import type { HomeCache } from './home-cache.ts';
import { knownListingKey, listingHome, type KnownListings } from './listing-page.ts';
import { knownPageKey } from './configured-pages.ts';
import type { TenantHome } from './tenant-homes.ts';
import type { PageLinker } from './page-linker.ts';
import type { RenderJob } from './render-protocol.ts';

export type PageKeyer = (page: PageData) => string;

/**
 * `homeDigest`: a home's raw record digest by id (builds/load-tenant.ts); every home a page
 * carries (the listing and its similar homes, a /buscar combination's hits, featured and
 * latest lists) is keyed by it. Without it (or for an id it lacks) the derived object itself
 * is digested.
 */
export function pageKeyer(salt: string, homeDigest: (id: number) => string | undefined = () => undefined): PageKeyer {
  const digests = new WeakMap<object, string>();
  const digestOf = (value: { id: number }): string => {
    let digest = homeDigest(value.id) ?? digests.get(value);
    if (digest === undefined) {
      digest = hash('sha1', JSON.stringify(value), 'base64url');
      digests.set(value, digest);
    }
    return digest;
  };
  // Each home-derived list is keyed by its homes' digests; the rest of the page is stringified.
  // The key's text is put together and digested in one call: 10,000 listing pages, one hash each.
  const digestList = (tag: string, homes: readonly { id: number }[]) => {
    let text = `\0${tag}${homes.length}`;
    for (const home of homes) text += `\0${digestOf(home)}`;
    return text;
  };
  const listingPart = (listing: PropertyPageData) => {
    // Spelled out rather than destructured: reading `home` would read the home's record (page-data.ts listingPage).
    const rest: Omit<PropertyPageData, 'home' | 'similar'> = { kind: listing.kind, path: listing.path };
    const planned = listingHome(listing);
    const homeKey = planned && planned.digest !== '' ? planned.digest : digestOf(listing.home);
    return `${JSON.stringify(rest)}\0${homeKey}${digestList('s', listing.similar)}`;
  };
  return (page) => {
    let text = `${salt}\0`;
    if (page.kind === 'property') {
      const known = knownListingKey(page);
      if (known !== undefined) return known;
      text += listingPart(page);
    } else if (page.kind === 'page') {
      const known = knownPageKey(page);
      if (known !== undefined) return known;
      // A /buscar combination carries 30 cards, a home page its featured and latest lists.
      const { featured, latest, search, listing, ...rest } = page;
      text += JSON.stringify(rest) + digestList('f', featured) + digestList('l', latest);
      if (search) {
        const { hits, ...query } = search;
        text += `\0q${JSON.stringify(query)}${digestList('h', hits)}`;
      }
      if (listing) text += `\0p${listingPart(listing)}`;
    } else {
      text += JSON.stringify(page);
    }
    return hash('sha1', text, 'base64url');
  };
}

export interface IncrementalOptions {
  salt: string;
  /** Page path → input key in the live release (empty on --full or without a base). */
  previousHashes: Record<string, string>;
  /**
   * Links an unchanged page's files from the live release on this disk (./page-linker.ts);
   * null in a delta, whose host has them already.
   */
  linker: PageLinker | null;
  /** The raw record digest of each home, by id (./pageKeyer). */
  homeDigest?: (id: number) => string | undefined;
}

/**
 * The render jobs of a release: every page whose input changed, with its key. Unchanged
 * pages are reported through `onUnchanged` as they are met and yield nothing; on this disk
 * they go to the linker, which hands back any whose files it could not link.
 */
export function* pagesToRender(pages: Iterable<PageData>, options: IncrementalOptions, onUnchanged: (path: string, hash: string) => void): Generator<RenderJob> {
  const keyOf = pageKeyer(options.salt, options.homeDigest);
  for (const page of pages) {
    const hash = keyOf(page);
    if (options.previousHashes[page.path] !== hash) {
      yield { page, hash };
      continue;
    }
    options.linker?.add({ path: page.path, hash, page: () => page });
    onUnchanged(page.path, hash);
  }
}

/** More changed homes than this, and the plan keys every listing page (the windows around each change would cover most). */
const MAX_LISTING_CHANGES = 64;

/**
 * What changed against the live release, for the plan (./listing-page.ts KnownListings): the
 * homes whose record digest the live home cache does not list, and the records it lists that no
 * home has now (edited or gone), with their documents as they are and as the cache had them.
 * null when the plan must key every listing page: no cache, a record it cannot read, too many
 * changes, or keys made under another salt (the privacy page, keyed by the salt alone, tells).
 */
export function listingChanges(homes: readonly TenantHome[], cache: HomeCache | null, salt: string, trusted: Record<string, string>): KnownListings | null {
  if (!cache || trusted[PRIVACY_PATH] !== pageKeyer(salt)({ kind: 'privacy', path: PRIVACY_PATH })) return null;
  const ids = new Set<number>();
  const added: SearchDocument[] = [];
  const gone: SearchDocument[] = [];
  const kept: string[] = [];
  for (const home of homes) {
    // A record the cache lists is the live one, under the same id (the id is in the record).
    if (home.cached) {
      kept.push(home.digest);
      continue;
    }
    ids.add(home.facts.id);
    if (home.facts.doc) added.push(home.facts.doc);
    if (ids.size > MAX_LISTING_CHANGES) return null;
  }
  for (const digest of cache.notIn(kept)) {
    const before = cache.facts(digest);
    if (!before) return null;
    ids.add(before.id);
    if (before.doc) gone.push(before.doc);
    if (ids.size > MAX_LISTING_CHANGES) return null;
  }
  return { added, gone, ids, keyOf: (path) => trusted[path] };
}
