/**
 * The configured pages of a plan (./page-data.ts): each page of the site config with its
 * `{param}` segments expanded from the listings' values (or, for a generic `{param}`, from the
 * site paths the config links to), the search page once per /buscar combination, and the home
 * lists and summaries each page's sections show. Pure.
 */
import { categorySlug } from '../domain/lookups/categories.ts';
import type { PublicProperty } from '../domain/rules/public-property.ts';
import { slugify } from '../domain/rules/slug.ts';
import { fillPattern, matchPattern, normalizePath, patternParams } from '../domain/rules/url-pattern.ts';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { messageOf, PatternNotExpandable } from '../domain/errors.ts';
import type { HomeCard } from '../contract/home-card.ts';
import type { ConfiguredPageData, SectionSummaries, SitePage } from '../contract/page-model.ts';
import { SEARCH_PAGE_ID, SEARCH_ROOT } from '../contract/routes.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state-values.ts';
import type { SearchCombination } from './search-combinations.ts';
import type { PlanWarning } from './plan-warning.ts';
import { sectionNeeds } from '../sections/index.ts';
import type { HomesSummary } from './showcase-record.ts';

const isFeatured = (doc: SearchDocument) => doc.is_featured_on_site;

export const FEATURED_LIMIT = 6;

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

/**
 * What showcase needs from the whole tenant: the full listings behind search
 * documents (the development section reads floor plans and stages), and the
 * card of a document (with its gallery when cards show one).
 */
export interface TenantLookups {
  homesOf(docs: readonly SearchDocument[]): PublicProperty[];
  card(doc: SearchDocument): HomeCard;
  /** `docs` newest first, sorted once per list (a list made from every home, a section computed from every full listing). */
  newest(docs: readonly SearchDocument[]): SearchDocument[];
  /** The lists and counts of `docs` (every home: patched from the live release's when it can be, ./showcase-record.ts). */
  summaryOf(docs: readonly SearchDocument[]): HomesSummary;
  /** The /buscar combinations of `docs` (every home: patched from the live release's when it can be, ./search-combinations-patch.ts). */
  searchCombinations(docs: readonly SearchDocument[]): SearchCombination[];
  /**
   * In a rebuild: the changed homes' documents as they were and as they are, and the live
   * release's key of a page. A `{param}` page none of them falls in, and a page whose whole-tenant
   * lists and counts are as recorded, keep their live key; their lists are made only if they are
   * rendered after all.
   */
  live?: { changed: readonly SearchDocument[]; keyOf(path: string): string | undefined };
}

const KNOWN_KEY = Symbol('known key');

/** The live release's key of a configured page no change reached; undefined for any other. */
export function knownPageKey(page: ConfiguredPageData): string | undefined {
  return (page as ConfiguredPageData & { [KNOWN_KEY]?: string })[KNOWN_KEY];
}

/** A page with the live release's key: its lists are made from `lists` the first time one is read (the page is rendered only if its live files cannot be kept). */
function unchangedPage(page: Omit<ConfiguredPageData, 'featured' | 'latest'>, fields: readonly string[], lists: () => Showcase, key: string): ConfiguredPageData {
  let made: Showcase | undefined;
  const lazy = { ...page, [KNOWN_KEY]: key } as unknown as ConfiguredPageData;
  // In showcase's order (a payload lists the page's fields as they were set); a summary it leaves out reads undefined, which JSON leaves out too.
  for (const field of fields) Object.defineProperty(lazy, field, { enumerable: true, configurable: true, get: () => (made ??= lists())[field as keyof Showcase] });
  return lazy;
}
type Showcase = Pick<ConfiguredPageData, 'featured' | 'latest'> & Partial<SectionSummaries>;

/** What a page's enabled sections show (sections/index.ts). */
const pageNeeds = (page: SitePage) => sectionNeeds(page.sections.filter((s) => s.enabled !== false).map((s) => s.component));

/**
 * The home lists and summaries a page's sections show, as their descriptors
 * declare (sections/index.ts). What no section reads stays out, so a changed
 * listing re-renders only the pages that show it.
 */
function showcase(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups): Showcase {
  const { homeLists, steps } = pageNeeds(page);
  if (homeLists.size === 0 && steps.length === 0) return { featured: [], latest: [] };
  const summary = tenant.summaryOf(docs);
  const summaries: Record<string, unknown> = {};
  for (const step of steps) {
    const value =
      'tally' in step
        ? step.summarize(summary.counts(step.key, step.tally) as never)
        : 'newest' in step
          ? step.summarize(summary.newest(step.key, step.newest.limit, step.newest.accept))
          : step.compute({ docs: tenant.newest(docs), homes: () => tenant.homesOf(tenant.newest(docs)) });
    if (value !== undefined) summaries[step.key] = value;
  }
  return {
    // Only homes flagged featured: with none, the section is left out rather than titled 'em destaque' over ordinary homes.
    featured: homeLists.has('featured') ? summary.newest('featured', FEATURED_LIMIT, isFeatured).map(tenant.card) : [],
    latest: homeLists.has('latest') ? summary.newest('latest', FEATURED_LIMIT).map(tenant.card) : [],
    ...(summaries as Partial<SectionSummaries>),
  };
}

/** The fields `showcase` gives a page, in its order. */
function showcaseFields(page: SitePage): string[] {
  const { homeLists, steps } = pageNeeds(page);
  return homeLists.size === 0 && steps.length === 0 ? ['featured', 'latest'] : ['featured', 'latest', ...steps.map((step) => step.key)];
}

/**
 * Whether every list and count the page shows of the whole tenant is as the live release's record
 * had it (./showcase-record.ts asRecorded). Asks for them (the next record lists them), but makes
 * neither cards nor summaries. A computed step (from every full listing) cannot tell.
 */
function showsAsRecorded(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups): boolean {
  const { homeLists, steps } = pageNeeds(page);
  if (steps.some((step) => 'compute' in step)) return false;
  const summary = tenant.summaryOf(docs);
  const shown: string[] = [...homeLists];
  if (homeLists.has('featured')) summary.newest('featured', FEATURED_LIMIT, isFeatured);
  if (homeLists.has('latest')) summary.newest('latest', FEATURED_LIMIT);
  for (const step of steps) {
    if ('tally' in step) summary.counts(step.key, step.tally);
    else if ('newest' in step) summary.newest(step.key, step.newest.limit, step.newest.accept);
    shown.push(step.key);
  }
  return shown.every((key) => summary.asRecorded(key));
}

/**
 * The search page (id 'search') is prerendered once per /buscar combination that has hits,
 * except those with the same homes as a shorter one: those are noted in `aliases` (path → the
 * shorter one's), and the hosts answer them with its page (builds/host-files.ts).
 */
function searchPages(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups, aliases: Map<string, string>): ConfiguredPageData[] {
  const lists = showcase(page, docs, tenant);
  const pages: ConfiguredPageData[] = [];
  const combinations = tenant.searchCombinations(docs);
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
export function expandPage(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups, warnings: PlanWarning[], links: readonly string[], aliases: Map<string, string>): ConfiguredPageData[] {
  if (String(page.id) === SEARCH_PAGE_ID) return searchPages(page, docs, tenant, aliases);
  // The page with id 'property' is the layout of every listing page, not a page of its own.
  if (String(page.id) === 'property') return [];
  const params = patternParams(page.url);
  if (params.length === 0) {
    const planned = { kind: 'page' as const, path: normalizePath(page.url), pageId: String(page.id), params: {} };
    // In a rebuild, a page whose lists and counts are all as the live release had them keeps its live key; they are made only if it is rendered after all.
    const liveKey = tenant.live && showsAsRecorded(page, docs, tenant) ? tenant.live.keyOf(planned.path) : undefined;
    if (liveKey !== undefined) return [unchangedPage(planned, showcaseFields(page), () => showcase(page, docs, tenant), liveKey)];
    return [{ ...planned, ...showcase(page, docs, tenant) }];
  }
  const unknown = params.filter((p) => !(p in paramFields));
  if (unknown.length > 0) {
    const linked = expandFromLinks(page, docs, tenant, links);
    if (linked.length === 0) warnings.push({ id: String(page.id), path: 'url', message: messageOf(PatternNotExpandable, unknown) });
    return linked;
  }
  const slugsOf = paramSlugs(params.map((p) => paramFields[p]!));
  const groups = new Map<string, { slugs: string[]; docs: SearchDocument[] }>();
  for (const doc of docs) {
    const slugs = slugsOf(doc);
    const empty = slugs.indexOf('');
    if (empty >= 0) {
      // '../..' or '%' names no page: this home is left off the pattern's pages, the rest expand.
      const message = `${JSON.stringify(doc[paramFields[params[empty]!]!].slice(0, 40))} gives no {${params[empty]}} segment; left off page ${page.id}`;
      warnings.push({ id: String(doc.id), path: paramFields[params[empty]!]!, message, kind: 'home' });
      continue;
    }
    const key = slugs.join('/');
    const group = groups.get(key);
    if (group) group.docs.push(doc);
    else groups.set(key, { slugs, docs: [doc] });
  }
  // A rebuild's changed homes, old and new versions: the groups they fall in are made again, the others keep their live key.
  const touched = tenant.live && new Set(tenant.live.changed.map((doc) => slugsOf(doc).join('/')));
  const fields = showcaseFields(page);
  return [...groups].map(([key, { slugs, docs: matching }]): ConfiguredPageData => {
    const values = Object.fromEntries(params.map((p, i) => [p, slugs[i]!]));
    const planned = { kind: 'page' as const, path: normalizePath(fillPattern(page.url, values)), pageId: String(page.id), params: values };
    const liveKey = touched && !touched.has(key) ? tenant.live!.keyOf(planned.path) : undefined;
    if (liveKey !== undefined) return unchangedPage(planned, fields, () => showcase(page, matching, tenant), liveKey);
    return { ...planned, ...showcase(page, matching, tenant) };
  });
}

/** Each `{param}` field's slug of a home, one slugify per distinct value (10,000 homes, a few hundred neighbourhoods). */
function paramSlugs(fields: readonly ParamField[]): (doc: SearchDocument) => string[] {
  const known = fields.map(() => new Map<string, string>());
  return (doc) =>
    fields.map((field, i) => {
      const raw = field === 'category' ? doc.category : doc[field];
      let slug = known[i]!.get(raw);
      if (slug === undefined) known[i]!.set(raw, (slug = paramValue(doc, field)));
      return slug;
    });
}
