/**
 * A listing's page as the plan makes it (./page-data.ts): its home read on first use, its
 * similar homes found on first use, and, for a page the incremental stage knows is unchanged
 * (./incremental.ts listingChanges), the live release's key: such a page is neither keyed nor
 * rendered, so neither is read. Pure.
 */
import type { HomeCard } from '../contract/home-card.ts';
import type { PropertyPageData } from '../contract/page-model.ts';
import { pagePath } from '../domain/rules/page-href.ts';
import type { SearchDocument } from '../domain/schemas/index.ts';
import type { SimilarHomes } from '../search/similar.ts';
import type { TenantHome } from './tenant-homes.ts';
import type { CombinationRecord } from './search-combinations-patch.ts';
import type { ShowcaseRecord } from './showcase-record.ts';

const LISTING_HOME = Symbol('listing home');
const KNOWN_KEY = Symbol('known key');

type PlannedListing = PropertyPageData & { [LISTING_HOME]: TenantHome; [KNOWN_KEY]?: string };

/**
 * `knownKey`: the input key the live release has for this page, when nothing it is made from
 * changed (its home's record, its similar homes and theirs, the salt).
 */
export function listingPage(path: string, home: TenantHome, similar: () => HomeCard[], knownKey?: string): PropertyPageData {
  const page = { kind: 'property', path, [LISTING_HOME]: home } as PlannedListing;
  if (knownKey !== undefined) page[KNOWN_KEY] = knownKey;
  let cards: HomeCard[] | undefined;
  // In this order: a payload lists the page's fields as they were set (kind, path, similar, home).
  Object.defineProperty(page, 'similar', { enumerable: true, configurable: true, get: () => (cards ??= similar()) });
  Object.defineProperty(page, 'home', { enumerable: true, configurable: true, get: () => home.publicCopy() });
  return page;
}

/**
 * A listing page to warm a render worker with before the plan (render-protocol.ts RenderWarm):
 * a changed home's when there is one (its record is at hand in the spill file), else the first
 * listed home's, with the next listed homes as its similar cards. Undefined without a listed home.
 */
export function warmingPage(homes: readonly TenantHome[], cards = 6): PropertyPageData | undefined {
  let chosen: TenantHome | undefined;
  for (const home of homes) {
    if (home.facts.doc === null) continue;
    chosen ??= home;
    if (!home.cached) {
      chosen = home;
      break;
    }
  }
  if (!chosen) return undefined;
  const similar: SearchDocument[] = [];
  for (const home of homes) {
    if (similar.length === cards) break;
    if (home !== chosen && home.facts.doc) similar.push(home.facts.doc);
  }
  return listingPage(pagePath(chosen.facts.doc!.url), chosen, () => similar);
}

/** The tenant home behind a listing page planned here; undefined for one built elsewhere. */
export function listingHome(page: PropertyPageData): TenantHome | undefined {
  return (page as Partial<PlannedListing>)[LISTING_HOME];
}

/** The live release's key of a listing page that did not change; undefined for any other. */
export function knownListingKey(page: PropertyPageData): string | undefined {
  return (page as Partial<PlannedListing>)[KNOWN_KEY];
}

/** What changed against the live release, for a plan that keys only the listing pages a change reaches (./incremental.ts listingChanges). */
export interface KnownListings {
  /** The changed homes' search documents as they are now (edited or new) and as the live release had them (edited or taken down). */
  added: readonly SearchDocument[];
  gone: readonly SearchDocument[];
  /** The live release's /buscar combinations, when it recorded them under this build's salt (./search-combinations-patch.ts). */
  combinations?: CombinationRecord;
  /** The live release's whole-tenant lists and counts, likewise (./showcase-record.ts). */
  showcase?: ShowcaseRecord;
  /** Their listing ids. */
  ids: ReadonlySet<number>;
  /** The live release's trusted key of a page, under this build's salt. */
  keyOf(path: string): string | undefined;
}

/**
 * The live keys of the listing pages no change reaches, by listing id: a listing page is made
 * from its home's record and its similar homes' (search/similar.ts), so a page whose home did
 * not change and that no changed home's versions are near has the live page's key.
 */
export function unchangedListingKeys(docs: readonly SearchDocument[], known: KnownListings, similar: SimilarHomes, limit: number): Map<number, string> {
  const reached = new Set([...known.added, ...known.gone].flatMap((doc) => similar.near(doc, limit, known.ids.size)).map((doc) => doc.id));
  const keys = new Map<number, string>();
  for (const doc of docs) {
    if (reached.has(doc.id) || known.ids.has(doc.id)) continue;
    const key = known.keyOf(pagePath(doc.url));
    if (key !== undefined) keys.set(doc.id, key);
  }
  return keys;
}
