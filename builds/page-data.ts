/**
 * Plan stage: every URL of a tenant's release and the data it is rendered
 * from (DESIGN §4). Configured pages (with `{param}` segments expanded from
 * the listings), each visible listing, the privacy page and the error page.
 * Pure: takes validated data, yields PageData lazily so memory stays flat.
 */
import { categorySlug } from '../domain/lookups/categories.ts';
import { pagePath } from '../domain/rules/page-href.ts';
import { slugify } from '../domain/rules/slug.ts';
import type { Property, SearchDocument, SiteConfig } from '../domain/schemas/index.ts';
import type { ConfiguredPageData, HomeCard, PageData, SitePage } from '../renderer/page-data.ts';
import { normalizePath, patternParams } from '../renderer/select-page.ts';
import { toSearchDocument } from '../search/document.ts';
import { similarHomesIndex } from '../search/similar.ts';
import { planSearchCombinations } from './search-combinations.ts';
import { isKnownSection, sectionDataNeeds, sectionHomeLists, type HomeList, type SectionData } from '../templates/sections/index.ts';
import { categoryCounts, developmentOf, mapHomes, neighbourhoodCounts } from './section-data.ts';

export const FEATURED_LIMIT = 6;
export const SIMILAR_LIMIT = 6;

/** Which listing field a `{param}` segment expands from, by its name (pt-BR or English). */
const paramFields: Record<string, (doc: SearchDocument) => string> = {
  bairro: (d) => slugify(d.neighborhood),
  neighborhood: (d) => slugify(d.neighborhood),
  cidade: (d) => slugify(d.city),
  city: (d) => slugify(d.city),
  estado: (d) => d.state.toLowerCase(),
  state: (d) => d.state.toLowerCase(),
  uf: (d) => d.state.toLowerCase(),
  categoria: (d) => categorySlug(d.category),
  category: (d) => categorySlug(d.category),
  tipo: (d) => categorySlug(d.category),
};

export interface PlanWarning {
  id: string;
  path: string;
  message: string;
}

export interface TenantPlan {
  docs: SearchDocument[];
  warnings: PlanWarning[];
  /** Number of pages `pages()` will yield. */
  count: number;
  pages(): Generator<PageData>;
}

const newestFirst = (a: HomeCard, b: HomeCard) =>
  (b.created_at ?? '').localeCompare(a.created_at ?? '') || Number(b.id) - Number(a.id);

/**
 * What showcase needs from the whole tenant: the full listings behind search
 * documents (the development section reads floor plans and stages), and the
 * card of a document (with its gallery when cards show one).
 */
interface TenantLookups {
  homesOf(docs: readonly SearchDocument[]): Property[];
  card(doc: SearchDocument): HomeCard;
}
/** Photos a card's scroll-snap strip shows (site.card.carrouselGallery). */
export const CARD_GALLERY_LIMIT = 5;
type Showcase = Pick<ConfiguredPageData, 'featured' | 'latest' | 'categories' | 'neighbourhoods' | 'mapHomes' | 'development'>;

function needsOf<T extends string>(page: SitePage, table: Readonly<Record<string, readonly T[]>>): Set<T> {
  return new Set(page.sections.filter((s) => s.enabled !== false).flatMap((s) => (Object.hasOwn(table, s.component) ? table[s.component]! : [])));
}

/**
 * The home lists and summaries a page's sections show. What no section reads
 * stays out, so a changed listing re-renders only the pages that show it.
 */
function showcase(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups): Showcase {
  const needed = needsOf<HomeList>(page, sectionHomeLists);
  const data = needsOf<SectionData>(page, sectionDataNeeds);
  if (needed.size === 0 && data.size === 0) return { featured: [], latest: [] };
  const latest = [...docs].sort(newestFirst);
  const featured = needed.has('featured') ? latest.filter((d) => d.is_featured_on_site) : [];
  const development = data.has('development') ? developmentOf(tenant.homesOf(latest), latest) : undefined;
  return {
    featured: needed.has('featured') ? (featured.length ? featured : latest).slice(0, FEATURED_LIMIT).map(tenant.card) : [],
    latest: needed.has('latest') ? latest.slice(0, FEATURED_LIMIT).map(tenant.card) : [],
    ...(data.has('categories') ? { categories: categoryCounts(latest) } : {}),
    ...(data.has('neighbourhoods') ? { neighbourhoods: neighbourhoodCounts(latest) } : {}),
    ...(data.has('map') ? { mapHomes: mapHomes(latest) } : {}),
    ...(development ? { development } : {}),
  };
}

/** The search page (id 'search') is prerendered once per /buscar combination that has hits. */
function searchPages(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups): ConfiguredPageData[] {
  const lists = showcase(page, docs, tenant);
  return planSearchCombinations(docs).map((combination) => ({
    kind: 'page',
    path: combination.path,
    pageId: String(page.id),
    params: {},
    ...lists,
    search: { filters: combination.filters, total: combination.total, hits: combination.hits },
  }));
}

/** Expands one page pattern into the parameter combinations the listings actually have. */
function expandPage(page: SitePage, docs: readonly SearchDocument[], tenant: TenantLookups, warnings: PlanWarning[]): ConfiguredPageData[] {
  if (String(page.id) === 'search') return searchPages(page, docs, tenant);
  // The page with id 'property' is the layout of every listing page, not a page of its own.
  if (String(page.id) === 'property') return [];
  const params = patternParams(page.url);
  if (params.length === 0) {
    return [{ kind: 'page', path: normalizePath(page.url), pageId: String(page.id), params: {}, ...showcase(page, docs, tenant) }];
  }
  const unknown = params.filter((p) => !(p in paramFields));
  if (unknown.length > 0) {
    warnings.push({ id: String(page.id), path: 'url', message: `cannot expand {${unknown.join('}, {')}} from the listings; page skipped` });
    return [];
  }
  const groups = new Map<string, { values: Record<string, string>; docs: SearchDocument[] }>();
  for (const doc of docs) {
    const values = Object.fromEntries(params.map((p) => [p, paramFields[p]!(doc)]));
    if (Object.values(values).some((v) => v === '')) continue;
    const key = JSON.stringify(values);
    const group = groups.get(key) ?? { values, docs: [] };
    group.docs.push(doc);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ values, docs: matching }) => ({
    kind: 'page',
    path: normalizePath(page.url.replace(/\{([^}/]+)\}/g, (_, name: string) => values[name] ?? '')),
    pageId: String(page.id),
    params: values,
    ...showcase(page, matching, tenant),
  }));
}

function sectionWarnings(site: SiteConfig): PlanWarning[] {
  return site.pages.flatMap((page) =>
    page.sections
      .filter((s) => s.enabled !== false && !isKnownSection(s.component))
      .map((s) => ({ id: String(page.id), path: `sections.${s.id}`, message: `unknown component "${s.component}" skipped` })),
  );
}

export function planTenant(site: SiteConfig, homes: readonly Property[]): TenantPlan {
  const visible = homes.filter((h) => h.is_visible_on_site && !h.deleted_at);
  const docs = visible.map(toSearchDocument);
  const byId = new Map(visible.map((h) => [String(h.id), h]));
  const warnings = sectionWarnings(site);

  if (!site.active) {
    return {
      docs: [],
      warnings,
      count: 0,
      *pages() {},
    };
  }
  const tenant: TenantLookups = {
    homesOf: (list) => list.map((d) => byId.get(String(d.id))!),
    card: site.card.carrouselGallery
      ? (doc) => ({ ...doc, images: byId.get(String(doc.id))!.gallery.slice(0, CARD_GALLERY_LIMIT).map((g) => g.url) })
      : (doc) => doc,
  };
  const configured = site.pages.flatMap((page) => expandPage(page, docs, tenant, warnings));
  const similar = similarHomesIndex(docs);
  return {
    docs,
    warnings,
    count: configured.length + docs.length + 1,
    *pages() {
      yield* configured;
      for (const doc of docs) {
        yield { kind: 'property', path: pagePath(doc.url), home: byId.get(String(doc.id))!, similar: similar(doc, SIMILAR_LIMIT) };
      }
      yield { kind: 'privacy', path: '/politica-de-privacidade' };
    },
  };
}
