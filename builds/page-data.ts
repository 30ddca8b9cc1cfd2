/**
 * Plan stage: every URL of a tenant's release and the data it is rendered
 * from (DESIGN §4). Configured pages (with `{param}` segments expanded from
 * the listings: ./configured-pages.ts), each visible listing, the privacy page,
 * the favourites page (#17 item 1, every tenant, whatever its config) and the error page.
 * Pure: takes validated data, yields PageData lazily so memory stays flat.
 */
import { pagePath } from '../domain/rules/page-href.ts';
import { matchPattern, normalizePath, patternParams } from '../domain/rules/url-pattern.ts';
import type { Property, SearchDocument, SiteConfig } from '../domain/schemas/index.ts';
import { MenuLinkNotFound, messageOf, PageInvalid, PageNotFound, SiteInactive, UnknownSection, type ErrorData } from '../domain/errors.ts';
import type { ErrorPageData, PageData } from '../contract/page-model.ts';
import { FAVORITES_PATH, PRIVACY_PATH, SEARCH_PAGE_ID, SEARCH_ROOT } from '../contract/routes.ts';
import { expandPage, type TenantLookups } from './configured-pages.ts';
import { newestFirst } from '../search/newest-first.ts';
import type { PlanWarning } from './plan-warning.ts';
import { similarHomesIndex } from '../search/similar.ts';
import { COMBINATION_CAP, planSearchCombinations, type SearchCombination } from './search-combinations.ts';
import { combinationRecord, KEEP_BEYOND_PAGE, patchSearchCombinations, type CombinationRecord } from './search-combinations-patch.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state-values.ts';
import { deadMenuLinks, linkedPaths } from './site-links.ts';
import { listingPage, unchangedListingKeys, type KnownListings } from './listing-page.ts';
import { tenantHomes, type TenantHome } from './tenant-homes.ts';
import { homesSummary, type HomesSummary, type ShowcaseRecord } from './showcase-record.ts';
import { isKnownSection } from '../sections/index.ts';
import { plainDoc } from './cached-facts.ts';

export type { PlanWarning };
export const SIMILAR_LIMIT = 6;

/** The page at a path: its data, or where an old listing URL now lives. */
export type PlannedPage = { data: PageData } | { redirect: string };

export interface TenantPlan {
  docs: SearchDocument[];
  warnings: PlanWarning[];
  /** Number of pages `pages()` will yield. */
  count: number;
  /** Listing pages that keep the live release's key, neither keyed nor read (`known`). */
  liveListings: number;
  /** Every page but those `livePages` gives. */
  pages(): Generator<PageData>;
  /**
   * The listing pages no change reaches (`known`), as path and live key: they are not made at
   * all, the build keeps the live files (`pageAt` makes one whose files it cannot keep).
   */
  livePages(): Generator<[path: string, key: string]>;
  /**
   * The page at one path, as the build plans it (the preview asks per request): a planned
   * page; a listing by its id when the slug is old (redirect); a /buscar combination with
   * the same homes as a shorter one gets that one's page, any other that was not planned the
   * /buscar page, as `vitrine serve` does; anything else the 404 page; every path of an
   * inactive site its error page.
   */
  pageAt(path: string): PlannedPage;
  /**
   * /buscar combinations not prerendered because a shorter one lists the same homes → that
   * one's path (builds/search-combinations.ts). Hosts answer them with its page.
   */
  searchAliases: ReadonlyMap<string, string>;
  /** The /buscar combinations as the next build patches them (none without a search page). */
  combinations?: CombinationRecord;
  /** They were patched from the live release's record, not made from every home. */
  combinationsPatched: boolean;
  /** The whole tenant's lists and counts its configured pages show, as the next build patches them (./showcase-record.ts). */
  showcase?: ShowcaseRecord;
  /** They were patched from the live release's record, not made from every home. */
  showcasePatched: boolean;
}

function sectionWarnings(site: SiteConfig): PlanWarning[] {
  return site.pages.flatMap((page) =>
    page.sections
      .filter((s) => s.enabled !== false && !isKnownSection(s.component))
      .map((s) => ({ id: String(page.id), path: `sections.${s.id}`, message: messageOf(UnknownSection, s.component) })),
  );
}

/** The 404 error page at `path` showing a visitor text of the catalogue (spec §2.6). */
export function errorPage(path: string, entry: ErrorData & { message: string }): ErrorPageData {
  return { kind: 'error', path, status: 404, code: entry.name, message: entry.message };
}

/** The 404 of a path a page would answer if its listing id or `{param}` value existed (spec §2.2's failed validity check). */
export function invalidPage(path: string): ErrorPageData {
  return { kind: 'error', path, status: 404, code: PageInvalid.name, message: messageOf(PageInvalid, path) };
}

/** The configured page patterns with `{param}` segments, which a path can match without naming a planned page. */
export function paramPatterns(site: SiteConfig): string[] {
  return site.pages.filter((page) => String(page.id) !== SEARCH_PAGE_ID && String(page.id) !== 'property' && patternParams(page.url).length > 0).map((page) => normalizePath(page.url));
}

/** Listings by page path, the first of each path. */
function firstByPath(docs: readonly SearchDocument[]): Map<string, SearchDocument> {
  const byPath = new Map<string, SearchDocument>();
  for (const doc of docs) {
    const path = pagePath(doc.url);
    if (!byPath.has(path)) byPath.set(path, doc);
  }
  return byPath;
}

/**
 * The plan of a tenant from its kept homes. Only the search documents and card photos of every
 * home are read; a listing page's home is read when the page's `home` is (./tenant-homes.ts), so
 * a build that renders a handful of pages reads a handful of records.
 */
export function planTenant(site: SiteConfig, homes: readonly (TenantHome | Property)[], known?: KnownListings): TenantPlan {
  // Pages, payloads, JSON-LD and the search index are built from the public copy alone.
  const byId = new Map<string, TenantHome>();
  const docs: SearchDocument[] = [];
  for (const home of tenantHomes(homes)) {
    if (home.facts.doc === null) continue;
    docs.push(home.facts.doc);
    byId.set(String(home.facts.id), home);
  }
  const warnings = sectionWarnings(site);

  if (!site.active) {
    return {
      docs: [],
      warnings,
      count: 0,
      liveListings: 0,
      *pages() {},
      *livePages() {},
      pageAt: (path) => ({ data: errorPage(normalizePath(path), SiteInactive) }),
      searchAliases: new Map(),
      combinationsPatched: false,
      showcasePatched: false,
    };
  }
  const homeOf = (doc: SearchDocument) => byId.get(String(doc.id))!;
  const sorted = new WeakMap<readonly SearchDocument[], SearchDocument[]>();
  // The live release's /buscar combinations, patched with the changed homes when its record can tell (./search-combinations-patch.ts).
  let combinations: SearchCombination[] | undefined;
  let combinationsPatched = false;
  const newest = (list: readonly SearchDocument[]) => {
    let latest = sorted.get(list);
    if (!latest) sorted.set(list, (latest = [...list].sort(newestFirst)));
    return latest;
  };
  // The whole tenant's lists and counts, patched from the live release's record when it can tell (./showcase-record.ts); a part's are made from its homes.
  const docOf = (id: number) => byId.get(String(id))?.facts.doc ?? undefined;
  const wholeTenant = homesSummary(docs, () => newest(docs), known?.showcase ? { record: known.showcase, changes: known, docOf } : undefined);
  const summaries = new WeakMap<readonly SearchDocument[], HomesSummary>();
  const tenant: TenantLookups = {
    homesOf: (list) => list.map((d) => homeOf(d).publicCopy()),
    newest,
    summaryOf(list) {
      if (list === docs) return wholeTenant;
      let summary = summaries.get(list);
      if (!summary) summaries.set(list, (summary = homesSummary(list, () => newest(list))));
      return summary;
    },
    card: site.card.carrouselGallery ? (doc) => ({ ...plainDoc(doc), images: homeOf(doc).facts.images }) : (doc) => doc,
    ...(known ? { live: { changed: [...known.gone, ...known.added], keyOf: (path: string) => known.keyOf(path) } } : {}),
    searchCombinations(list) {
      const patched = known?.combinations && patchSearchCombinations(known.combinations, known, docOf, COMBINATION_CAP, DEFAULT_PER_PAGE);
      combinationsPatched = Boolean(patched);
      return (combinations = patched ?? planSearchCombinations(list, COMBINATION_CAP, DEFAULT_PER_PAGE, DEFAULT_PER_PAGE + KEEP_BEYOND_PAGE));
    },
  };
  const links = linkedPaths(site);
  const searchAliases = new Map<string, string>();
  const configured = site.pages.flatMap((page) => expandPage(page, docs, tenant, warnings, links, searchAliases));
  const similar = similarHomesIndex(docs);
  const byPath = new Map<string, PageData>();
  for (const page of configured) if (!byPath.has(page.path)) byPath.set(page.path, page);
  let listingsByPath: Map<string, SearchDocument> | undefined;
  const listingAt = (path: string) => (listingsByPath ??= firstByPath(docs)).get(path);
  const liveKeys = known ? unchangedListingKeys(docs, known, similar, SIMILAR_LIMIT) : new Map<number, string>();
  // A listing whose path another page takes goes the way of every page, for the duplicate's warning.
  // Listing URLs start with /imovel/ (the schema's rule): other paths need no map of every listing's.
  for (const path of [...byPath.keys(), PRIVACY_PATH, FAVORITES_PATH]) if (path.startsWith('/imovel/')) liveKeys.delete(listingAt(path)?.id ?? NaN);
  const listing = (doc: SearchDocument): PageData => listingPage(pagePath(doc.url), homeOf(doc), () => similar(doc, SIMILAR_LIMIT), liveKeys.get(doc.id));
  const showcase = wholeTenant.record();
  const plan: TenantPlan = {
    docs,
    warnings,
    searchAliases,
    ...(combinations ? { combinations: combinationRecord(combinations, DEFAULT_PER_PAGE) } : {}),
    combinationsPatched,
    ...(Object.keys(showcase.counts).length + Object.keys(showcase.newest).length > 0 ? { showcase } : {}),
    showcasePatched: wholeTenant.patched,
    liveListings: liveKeys.size,
    count: configured.length + docs.length + 1 + (byPath.has(FAVORITES_PATH) ? 0 : 1),
    *pages() {
      yield* configured;
      // In their similar homes' order, not the source's: a worker's card cache then hits 9 times in 10, not 1 in 8 (bench/README.md).
      for (const doc of similar.inWalkOrder(liveKeys.size > 0 ? (d) => !liveKeys.has(d.id) : undefined)) yield listing(doc);
      yield { kind: 'privacy', path: PRIVACY_PATH };
      // A configured page at the same path (the owner's own) wins, as the privacy page's does not: it is the site's.
      if (!byPath.has(FAVORITES_PATH)) yield { kind: 'favorites', path: FAVORITES_PATH };
    },
    *livePages() {
      for (const doc of docs) {
        const key = liveKeys.get(doc.id);
        if (key !== undefined) yield [pagePath(doc.url), key];
      }
    },
    pageAt(path) {
      const target = normalizePath(path);
      if (target === PRIVACY_PATH) return { data: { kind: 'privacy', path: target } };
      if (target === FAVORITES_PATH && !byPath.has(FAVORITES_PATH)) return { data: { kind: 'favorites', path: target } };
      if (target.startsWith('/imovel/')) {
        const id = target.slice(target.lastIndexOf('/') + 1);
        const doc = listingAt(target) ?? docs.find((d) => String(d.id) === id);
        if (doc) return pagePath(doc.url) === target ? { data: listing(doc) } : { redirect: doc.url };
      }
      const page = byPath.get(searchAliases.get(target) ?? target) ?? (target.startsWith(`${SEARCH_ROOT}/`) ? byPath.get(SEARCH_ROOT) : undefined);
      if (page) return { data: page };
      const invalid = target.startsWith('/imovel/') || paramPatterns(site).some((pattern) => matchPattern(pattern, target));
      return { data: invalid ? invalidPage(target) : errorPage(target, PageNotFound) };
    },
  };
  const answered = (path: string) => {
    const page = plan.pageAt(path);
    return 'redirect' in page || page.data.kind !== 'error';
  };
  for (const { index, title, path } of deadMenuLinks(site, answered)) warnings.push({ id: 'menu', path: `menu.${index}.url`, message: messageOf(MenuLinkNotFound, title, path), kind: 'config' });
  return plan;
}
