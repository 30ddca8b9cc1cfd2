/**
 * What a page is rendered from. The build plans one PageData per URL, the
 * renderer turns it into HTML, and `_payload.json` carries exactly `data`
 * (DESIGN §4). The site-wide part (config, assets) is the same for every page
 * of a build, so it travels once per worker as SiteContext, not per page.
 */
import type { Provider } from '../domain/provider.ts';
import type { PublicProperty } from '../domain/rules/public-property.ts';
import type { FilterState, SearchDocument, SiteConfig } from '../domain/schemas/index.ts';
import type { HomeCard } from './home-card.ts';

export type PageKind = 'page' | 'property' | 'privacy' | 'favorites' | 'error';

/** A configured page of the site config (spec §3.3 `pages[]`). */
export type SitePage = SiteConfig['pages'][number];
export type Section = SitePage['sections'][number];


/** A prerendered /buscar combination: its filters and the first page of results. */
export interface SearchResultsData {
  filters: FilterState;
  total: number;
  hits: HomeCard[];
}

/**
 * Build-time summaries of the tenant's listings that sections show (category
 * counts, the map's homes, a landing page's development…), keyed as in
 * `_payload.json`. Each section that shows one declares its key here from its
 * own file (`declare module '…/contract/page-model.ts'`), next to the step that
 * computes it (sections/section-types.ts SectionDescriptor), so a new section
 * never edits this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SectionSummaries {}

export interface ConfiguredPageData extends Partial<SectionSummaries> {
  kind: 'page';
  path: string;
  pageId: string;
  /** Values of `{param}` segments of the page's url pattern. */
  params: Record<string, string>;
  /** Homes the page's sections show, resolved at build time. */
  featured: HomeCard[];
  latest: HomeCard[];
  /** On the search page (id 'search'): the combination this URL prerenders. */
  search?: SearchResultsData;
  /** On a listing page (composed from the page with id 'property'): the listing, for the listing sections. */
  listing?: PropertyPageData;
}

export interface PropertyPageData {
  kind: 'property';
  path: string;
  home: PublicProperty;
  similar: HomeCard[];
}

export interface PrivacyPageData {
  kind: 'privacy';
  path: string;
}

/** /favoritos (#17 item 1): the same shell for every visitor; the island lists this browser's saved homes. */
export interface FavoritesPageData {
  kind: 'favorites';
  path: string;
}

export interface ErrorPageData {
  kind: 'error';
  path: string;
  status: number;
  /** The catalogue entry shown (domain/errors.ts `name`); the page decides its back link by it. */
  code?: string;
  message: string;
  /**
   * The site's page patterns with `{param}` segments, on the static 404 page: the browser
   * tells a path one of them would answer ('Page Not Found: {path}', spec §2.2) from any other.
   */
  paramPatterns?: string[];
}

export type PageData = ConfiguredPageData | PropertyPageData | PrivacyPageData | FavoritesPageData | ErrorPageData;

/** Hashed client files of the app build, as URLs under the release root. */
export interface AssetRefs {
  css: string[];
  runtime: string;
  /**
   * Island name → the chunks its hydration needs beyond the runtime's (React included). A page
   * whose island waits for first use lists them as prefetch links: downloaded while the browser
   * is idle, run only when the visitor uses the island.
   */
  islandChunks?: Record<string, string[]>;
}

export interface SiteContext {
  site: SiteConfig;
  buildId: string;
  assets: AssetRefs;
  /** Provider shown in the footer and error page ('Desenvolvido por', 'Ir para a …'). */
  provider: Provider;
  /** Base URL of the provider's storage for relative image paths (spec §7.3). */
  storageBaseUrl: string;
  /** The year printed in copyright lines; passed in so rendering stays pure. */
  year: number;
  /**
   * Live search for the islands: Meilisearch when the build was given a search
   * host and the site has its search-only `ms_token` (the only credential that
   * may reach the browser); otherwise the static index.
   */
  search?: { meilisearch?: { host: string; token: string; production: boolean } };
  /**
   * Where lead forms post (DESIGN §8): `{api}/api/leads` for a build from the
   * back end, same-origin `/api/leads` (answered by `vitrine serve --data`) for
   * a build from a data folder.
   */
  leadsEndpoint: string;
  /**
   * Builder mode of `vitrine preview` (spec §6, DESIGN §7): set only for a
   * request with both `mode=builder` and `site_url`. The page then carries the
   * runtime (which loads the message listener), external links are not
   * clickable and internal links carry the builder parameters.
   */
  builder?: BuilderContext;
}

export interface BuilderContext {
  /** The tenant named by the query's `site_url`. */
  siteUrl: string;
  /** Origins whose messages the page accepts (patterns: `http://localhost:*`, `http://*.localhost:*`, exact origins). */
  allowedOrigins: readonly string[];
  /** Same-origin endpoint that renders the page for a posted config (the in-place re-render). */
  renderEndpoint: string;
  /** This page's builder-session secret, sent back with each render request (edits belong to the session that made them). */
  session: string;
}
