/**
 * Plan stage: every URL of a tenant's release and the data it is rendered
 * from (DESIGN §4). Configured pages (with `{param}` segments expanded from
 * the listings), each visible listing, the privacy page, the favourites page
 * (#17 item 1, every tenant, whatever its config) and the error page.
 * Pure: takes validated data, yields PageData lazily so memory stays flat.
 */
import { categorySlug } from '../domain/lookups/categories.ts';
import type { PublicProperty } from '../domain/rules/public-property.ts';
import { pagePath } from '../domain/rules/page-href.ts';
import { slugify } from '../domain/rules/slug.ts';
import { fillPattern, matchPattern, normalizePath, patternParams } from '../domain/rules/url-pattern.ts';
import type { Property, SearchDocument, SiteConfig } from '../domain/schemas/index.ts';
import { MenuLinkNotFound, messageOf, PageInvalid, PageNotFound, PatternNotExpandable, SiteInactive, UnknownSection, type ErrorData } from '../domain/errors.ts';
import type { HomeCard } from '../contract/home-card.ts';
import type { ConfiguredPageData, ErrorPageData, PageData, PropertyPageData, SectionSummaries, SitePage } from '../contract/page-model.ts';
import { FAVORITES_PATH, PRIVACY_PATH, SEARCH_PAGE_ID, SEARCH_ROOT } from '../contract/routes.ts';
import { similarHomesIndex } from '../search/similar.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state-values.ts';
import { planSearchCombinations } from './search-combinations.ts';
import { deadMenuLinks, linkedPaths } from './site-links.ts';
import { listingPage, unchangedListingKeys, type KnownListings } from './listing-page.ts';
import { tenantHomes, type TenantHome } from './tenant-homes.ts';
import { isKnownSection, sectionNeeds } from '../sections/index.ts';

export const FEATURED_LIMIT = 6;
export const SIMILAR_LIMIT = 6;

type ParamField = 'neighborhood' | 'city' | 'state' | 'category';
/** Which listing field a `{param}` segment expands from, by its name (pt-BR or English); every value is a slug. */
const paramFields: Record<string, ParamField> = {
  bairro: 'neighborhood',
  neighborhood: 'neighborhood',
  cidade: 'city',
  city: 'city',
  estado: 'state',
  state: 'state',
  uf: 'state',
  categoria: 'category',
  category: 'category',
  tipo: 'category',
};
const paramValue = (doc: SearchDocument, field: ParamField): string => (field === 'category' ? categorySlug(doc.category) : slugify(doc[field]));

export interface PlanWarning {
  /** The page id; the home id when `kind` is 'home'; the part of the site config ('menu') when it is 'config'. */
  id: string;
  path: string;
  message: string;
  kind?: 'home' | 'config';
}

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
}

// Dates are ISO 8601 UTC (domain/rules/timestamp.ts): compared as text, not through the locale's collation (10,000 a list).
const newestFirst = (a: SearchDocument, b: SearchDocument) => {
  const [x, y] = [a.created_at ?? '', b.created_at ?? ''];
  return x === y ? Number(b.id) - Number(a.id) : x < y ? 1 : -1;
};

/**
 * What showcase needs from the whole tenant: the full listings behind search
 * documents (the development section reads floor plans and stages), and the
 * card of a document (with its gallery when cards show one).
 */
interface TenantLookups {
  homesOf(docs: readonly SearchDocument[]): PublicProperty[];
  card(doc: SearchDocument): HomeCard;
  /** `docs` newest first, sorted once per list: the home page, /buscar and others show the whole tenant's (10,000 at a time). */
  newest(docs: readonly SearchDocument[]): SearchDocument[];
}
type Showcase = Pick<ConfiguredPageData, 'featured' | 'latest'> & Partial<SectionSummaries>;

/**
 * The home lists and summaries a page's sections show, as their descriptors
 * declare (sections/index.ts). What no section reads stays out, so a changed
 * listing re-renders only the pages that show it.
 */
function showcase(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups): Showcase {
  const { homeLists, steps } = sectionNeeds(page.sections.filter((s) => s.enabled !== false).map((s) => s.component));
  if (homeLists.size === 0 && steps.length === 0) return { featured: [], latest: [] };
  const latest = tenant.newest(docs);
  const featured = homeLists.has('featured') ? latest.filter((d) => d.is_featured_on_site) : [];
  const summaries: Record<string, unknown> = {};
  const input = { docs: latest, homes: () => tenant.homesOf(latest) };
  for (const step of steps) {
    const value = step.compute(input);
    if (value !== undefined) summaries[step.key] = value;
  }
  return {
    // Only homes flagged featured: with none, the section is left out rather than titled 'em destaque' over ordinary homes.
    featured: featured.slice(0, FEATURED_LIMIT).map(tenant.card),
    latest: homeLists.has('latest') ? latest.slice(0, FEATURED_LIMIT).map(tenant.card) : [],
    ...(summaries as Partial<SectionSummaries>),
  };
}

/**
 * The search page (id 'search') is prerendered once per /buscar combination that has hits,
 * except those with the same homes as a shorter one: those are noted in `aliases` (path → the
 * shorter one's), and the hosts answer them with its page (builds/host-files.ts).
 */
function searchPages(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups, aliases: Map<string, string>): ConfiguredPageData[] {
  const lists = showcase(page, docs, tenant);
  const pages: ConfiguredPageData[] = [];
  const combinations = planSearchCombinations(docs);
  // Without a listing on the site (a new broker's, or all hidden) no combination has hits, but
  // /buscar is still the search page the menu links to: its empty results, never a 404.
  if (combinations.length === 0) combinations.push({ path: SEARCH_ROOT, canonical: SEARCH_ROOT, filters: { page: 1, perPage: DEFAULT_PER_PAGE }, total: 0, hits: [] });
  for (const combination of combinations) {
    if (combination.canonical !== combination.path) {
      aliases.set(combination.path, combination.canonical);
      continue;
    }
    pages.push({ kind: 'page', path: combination.path, pageId: String(page.id), params: {}, ...lists, search: { filters: combination.filters, total: combination.total, hits: combination.hits } });
  }
  return pages;
}

/**
 * A pattern with a generic `{param}` no listing field fills: one page per site path the config
 * links to that it matches (./site-links.ts); its homes are those matching its named params.
 */
function expandFromLinks(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups, links: readonly string[]): ConfiguredPageData[] {
  const pattern = normalizePath(page.url);
  return links.flatMap((path) => {
    const values = matchPattern(pattern, path);
    if (!values || Object.values(values).some((v) => v === '')) return [];
    const named = Object.entries(values).filter(([name]) => name in paramFields);
    const matching = docs.filter((doc) => named.every(([name, value]) => paramValue(doc, paramFields[name]!) === value));
    if (named.length > 0 && matching.length === 0) return []; // a {bairro} no listing has is not this page's
    return [{ kind: 'page' as const, path, pageId: String(page.id), params: values, ...showcase(page, matching, tenant) }];
  });
}

/** Expands one page pattern into the parameter combinations the listings actually have. */
function expandPage(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups, warnings: PlanWarning[], links: readonly string[], aliases: Map<string, string>): ConfiguredPageData[] {
  if (String(page.id) === SEARCH_PAGE_ID) return searchPages(page, docs, tenant, aliases);
  // The page with id 'property' is the layout of every listing page, not a page of its own.
  if (String(page.id) === 'property') return [];
  const params = patternParams(page.url);
  if (params.length === 0) {
    return [{ kind: 'page', path: normalizePath(page.url), pageId: String(page.id), params: {}, ...showcase(page, docs, tenant) }];
  }
  const unknown = params.filter((p) => !(p in paramFields));
  if (unknown.length > 0) {
    const linked = expandFromLinks(page, docs, tenant, links);
    if (linked.length === 0) warnings.push({ id: String(page.id), path: 'url', message: messageOf(PatternNotExpandable, unknown) });
    return linked;
  }
  const groups = new Map<string, { values: Record<string, string>; docs: SearchDocument[] }>();
  for (const doc of docs) {
    const values = Object.fromEntries(params.map((p) => [p, paramValue(doc, paramFields[p]!)]));
    const empty = params.find((p) => values[p] === '');
    if (empty !== undefined) {
      // '../..' or '%' names no page: this home is left off the pattern's pages, the rest expand.
      const message = `${JSON.stringify(doc[paramFields[empty]!].slice(0, 40))} gives no {${empty}} segment; left off page ${page.id}`;
      warnings.push({ id: String(doc.id), path: paramFields[empty]!, message, kind: 'home' });
      continue;
    }
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, docs: [] };
    group.docs.push(doc);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ values, docs: matching }) => ({
    kind: 'page',
    path: normalizePath(fillPattern(page.url, values)),
    pageId: String(page.id),
    params: values,
    ...showcase(page, matching, tenant),
  }));
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
    };
  }
  const homeOf = (doc: SearchDocument) => byId.get(String(doc.id))!;
  const sorted = new WeakMap<readonly SearchDocument[], SearchDocument[]>();
  const tenant: TenantLookups = {
    homesOf: (list) => list.map((d) => homeOf(d).publicCopy()),
    card: site.card.carrouselGallery ? (doc) => ({ ...doc, images: homeOf(doc).facts.images }) : (doc) => doc,
    newest(list) {
      let latest = sorted.get(list);
      if (!latest) sorted.set(list, (latest = [...list].sort(newestFirst)));
      return latest;
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
  for (const path of [...byPath.keys(), PRIVACY_PATH, FAVORITES_PATH]) liveKeys.delete(listingAt(path)?.id ?? NaN);
  const listing = (doc: SearchDocument): PageData => listingPage(pagePath(doc.url), homeOf(doc), () => similar(doc, SIMILAR_LIMIT), liveKeys.get(doc.id));
  const plan: TenantPlan = {
    docs,
    warnings,
    searchAliases,
    liveListings: liveKeys.size,
    count: configured.length + docs.length + 1 + (byPath.has(FAVORITES_PATH) ? 0 : 1),
    *pages() {
      yield* configured;
      // In their similar homes' order, not the source's: a worker's card cache then hits 9 times in 10, not 1 in 8 (bench/README.md).
      for (const doc of similar.inWalkOrder()) if (!liveKeys.has(doc.id)) yield listing(doc);
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
