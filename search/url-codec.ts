/**
 * /buscar URLs ⇄ FilterState (spec §2.7, authoritative). Pure: no DOM, no window.
 *
 * Path: /buscar/{comprar|alugar}/{uf}/{category slug}/{city slug}/{N}-quartos, each segment
 * written only when set. Query: see url-params.ts (spec table order, then codigo, then the
 * builder's mode/site_url). Price is written like area, 'min-max', in cents as FilterState
 * holds it; a missing bound is written as 0.
 *
 * Reading recognises path segments by shape, so a URL may skip any of them
 * ('/buscar/alugar/campinas'): each segment, in order, is taken as the first of these
 * whose slot is still empty —
 *   status word (comprar, alugar) → state code (27 UFs) → known category slug →
 *   '{N}-quartos' / '1-quarto' (always bedrooms, never a city) → otherwise free text.
 * One free segment is the city (slugified). Two free segments are an unknown category
 * (written slugified, kept as it is) followed by the city; further ones are ignored.
 * Consequence, accepted: a city whose slug is a status word, a state code or a category
 * slug reads back as the city only when that slot is already filled by an earlier segment
 * ('/buscar/sp/sp' is state SP + city 'sp', but '/buscar/sp' is the state); likewise an
 * unknown category needs a city after it. No real Brazilian city is affected;
 * isPrerenderable() refuses such filters so the build never publishes a wrong page.
 *
 * Not in the URL: perPage (always the default 30 on reading). The map (open, and its box as
 * the geo filter) is `mapa=` (url-params.ts MAP_PARAM), after the spec's parameters.
 * The state reads back as the upper-case code ('SP'), like the documents.
 */
import { categoryCodeBySlug, categorySlug } from '../domain/lookups/categories.ts';
import { searchPathSegments, statusFromSearchSegment } from '../domain/lookups/labels.ts';
import { stateByCode } from '../domain/lookups/states.ts';
import { pageHref } from '../domain/rules/page-href.ts';
import { slugify } from '../domain/rules/slug.ts';
import type { FilterState, FilterStateInput } from '../domain/schemas/filter-state.ts';
import { checkFilterState } from '../domain/schemas/filter-state-check.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state-values.ts';
import {
  encodeQuery,
  FORM_BEDROOMS_PARAM,
  FORM_CATEGORY_PARAM,
  FORM_CITY_PARAM,
  FORM_STATE_PARAM,
  FORM_STATUS_PARAM,
  formatCount,
  mapEntries,
  parsePositive,
  readMapParam,
  preservedEntries,
  readPreservedParams,
  readSearchParams,
  searchParamEntries,
} from './url-params.ts';

export { PRESERVED_PARAMS, SEARCH_PARAMS } from './url-params.ts';

export const SEARCH_ROOT = '/buscar';

/** A combination's path as the build writes it: `/buscar` and slug segments, nothing a browser or a server could read as another place. */
export const isSearchPath = (path: string): boolean => /^\/buscar(\/[a-z0-9-]+)*$/.test(path);

/** '2-quartos', and the singular '1-quarto' people type by hand. */
const BEDROOMS_SEGMENT = /^(\d+(?:\.\d+)?)-quartos?$/;

/** Any base will do: only the path and query of a relative URL are read. */
const RELATIVE_BASE = 'http://vitrine.invalid';

export interface FiltersToUrlOptions {
  /** Builder parameters (mode, site_url) appended as they are (spec §2.7). */
  preserve?: Record<string, string>;
  /** The search map is open: `mapa=1` when it does not filter by its box (a box is always written). */
  mapOpen?: boolean;
}

/** The path segments after /buscar, in the spec order. Every one is a safe slug: no encoding needed. */
function pathSegments(filters: FilterState): string[] {
  const segments: string[] = [];
  if (filters.status) segments.push(searchPathSegments[filters.status]);
  // A state that is not one of the 27 is not written: it could not be read back as a state.
  const state = stateByCode(filters.state);
  if (state) segments.push(state.code.toLowerCase());
  const category = filters.category?.trim() ? categorySlug(filters.category) : '';
  if (category) segments.push(category);
  const city = slugify(filters.city ?? '');
  if (city) segments.push(city);
  const bedrooms = formatCount(filters.bedrooms);
  if (bedrooms) segments.push(`${bedrooms}-quartos`);
  return segments;
}

/** '/buscar/alugar/sp/apartamento/sao-paulo/2-quartos': the path only, for prerendered combinations. */
export function canonicalSearchPath(filters: FilterState): string {
  return [SEARCH_ROOT, ...pathSegments(filters)].join('/');
}

/** '/buscar/alugar/sp/?banheiros=2': the URL, in the site's URL style (domain/rules/page-href.ts). */
export function filtersToUrl(filters: FilterState, options: FiltersToUrlOptions = {}): string {
  const query = encodeQuery([...searchParamEntries(filters), ...mapEntries(filters.geo, options.mapOpen), ...preservedEntries(options.preserve)]);
  const path = pageHref(canonicalSearchPath(filters));
  return query ? `${path}?${query}` : path;
}

/** A malformed escape ('%E0%A4%A') makes the segment unreadable: it is skipped, not fatal. */
function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw).trim().toLowerCase();
  } catch {
    return '';
  }
}

/** The path filters, recognised by shape (see the file comment). Not a /buscar path: none. */
function readPath(pathname: string): FilterStateInput {
  const [root, ...rest] = pathname.split('/').filter(Boolean);
  if (root?.toLowerCase() !== SEARCH_ROOT.slice(1)) return {};
  const filters: FilterStateInput = {};
  const freeSlugs: string[] = [];
  for (const segment of rest.map(decodeSegment)) {
    if (!segment) continue;
    const status = statusFromSearchSegment(segment);
    const state = stateByCode(segment);
    const category = categoryCodeBySlug(segment);
    const bedrooms = BEDROOMS_SEGMENT.exec(segment);
    if (status && filters.status === undefined) filters.status = status;
    else if (state && filters.state === undefined) filters.state = state.code;
    else if (category && filters.category === undefined) filters.category = category;
    else if (bedrooms) {
      const count = parsePositive(bedrooms[1]);
      if (count !== undefined && filters.bedrooms === undefined) filters.bedrooms = count;
    } else {
      const slug = slugify(segment);
      if (slug) freeSlugs.push(slug);
    }
  }
  if (filters.category === undefined && freeSlugs.length >= 2) filters.category = freeSlugs.shift();
  if (freeSlugs[0]) filters.city = freeSlugs[0];
  return filters;
}

/** Parses without throwing; undefined when even the URL parser gives up. */
function toUrl(url: string | URL): URL | undefined {
  if (url instanceof URL) return url;
  try {
    return new URL(url, RELATIVE_BASE);
  } catch {
    return undefined;
  }
}

/** The exact reverse of filtersToUrl; any input gives valid filters (defaults applied). */
export function urlToFilters(url: string | URL): FilterState {
  const parsed = toUrl(url);
  if (!parsed) return clearFilters();
  return filtersOf(parsed.searchParams, parsed.pathname);
}

/** The filters of a query and a path (the path's win), checked; defaults for anything invalid. */
function filtersOf(params: URLSearchParams, pathname: string): FilterState {
  const input: FilterStateInput = { ...readSearchParams(params), ...readPath(pathname) };
  return checkFilterState(input) ?? clearFilters();
}

/**
 * A /buscar URL the host has no page for, as the /buscar page's URL: the path's filters in the
 * query as the hero form and 404.html send them (`status`, `estado`, `tipo`, `cidade`, `quartos`),
 * the rest of the query as it was. '/buscar/alugar/4-quartos/?banheiros=2' →
 * '/buscar/?status=alugar&quartos=4&banheiros=2'. For hosts without rewrites (S3, GitHub Pages),
 * where such a URL lands on 404.html (client/listing-redirect.ts).
 */
export function formSearchUrl(url: string | URL): string | undefined {
  const parsed = toUrl(url);
  if (!parsed) return undefined;
  const path = readPath(parsed.pathname);
  const entries: [string, string][] = [];
  if (path.status) entries.push([FORM_STATUS_PARAM, searchPathSegments[path.status]]);
  if (path.state) entries.push([FORM_STATE_PARAM, path.state.toLowerCase()]);
  if (path.category) entries.push([FORM_CATEGORY_PARAM, categorySlug(path.category)]);
  if (path.city) entries.push([FORM_CITY_PARAM, path.city]);
  if (path.bedrooms !== undefined) entries.push([FORM_BEDROOMS_PARAM, String(path.bedrooms)]);
  const formNames = new Set(entries.map(([name]) => name));
  for (const [name, value] of parsed.searchParams) if (!formNames.has(name)) entries.push([name, value]);
  const query = encodeQuery(entries);
  return query ? `${pageHref(SEARCH_ROOT)}?${query}` : pageHref(SEARCH_ROOT);
}

/** Whether the URL has the search map open (`mapa=`). */
export function urlMapOpen(url: string | URL): boolean {
  const parsed = toUrl(url);
  return parsed ? readMapParam(parsed.searchParams).open : false;
}

/** The builder parameters (mode, site_url) of a URL, to hand back to filtersToUrl. */
export function urlPreserved(url: string | URL): Record<string, string> {
  const parsed = toUrl(url);
  return parsed ? readPreservedParams(parsed.searchParams) : {};
}

/** A path the URL parser gives back unchanged: slug segments only (letters, digits, '-'), so no dot segment or escape. */
const PLAIN_PATH = /^(?:\/[a-z0-9-]+)+$/;
const NO_QUERY = new URLSearchParams();

/** `urlToFilters` of a path without a query; a plain one is read without the URL parser (a build reads back hundreds). */
function pathToFilters(path: string): FilterState {
  if (!PLAIN_PATH.test(path)) return urlToFilters(path);
  return filtersOf(NO_QUERY, path);
}

/** Whether the path alone reads back as these filters' status, state, category, city and bedrooms. */
function pathRoundTrips(filters: FilterState): boolean {
  const back = pathToFilters(canonicalSearchPath(filters));
  const bedrooms = formatCount(filters.bedrooms) === undefined ? undefined : filters.bedrooms;
  return (
    back.status === filters.status &&
    back.state === (filters.state?.trim().toUpperCase() || undefined) &&
    back.category === (filters.category?.trim() || undefined) &&
    back.city === (slugify(filters.city ?? '') || undefined) &&
    back.bedrooms === bedrooms
  );
}

/**
 * True when the canonical path alone is the whole search: only status, state, category,
 * city and bedrooms, page 1, default sort and page size, no map area — and the path
 * reads back unambiguously (see the file comment).
 */
export function isPrerenderable(filters: FilterState): boolean {
  return (
    filters.geo === undefined &&
    filters.perPage === DEFAULT_PER_PAGE &&
    (onlyPathFilters(filters) || filtersToUrl(filters) === pageHref(canonicalSearchPath(filters))) &&
    pathRoundTrips(filters)
  );
}

const PATH_FILTERS: ReadonlySet<string> = new Set(['status', 'state', 'category', 'city', 'bedrooms', 'page', 'perPage']);

/** Page 1 and no filter but the path's: `filtersToUrl` writes no query, only the canonical path (a /buscar combination's filters). */
function onlyPathFilters(filters: FilterState): boolean {
  if (filters.page !== 1) return false;
  for (const key in filters) if (!PATH_FILTERS.has(key) && (filters as Record<string, unknown>)[key] !== undefined) return false;
  return true;
}

/** Structural equality, enough for filter values (numbers, text, lists, plain objects). */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Applies a change (undefined clears a filter). Spec §2.7: changing any filter other than
 * page resets page to 1 — also when the change names a page too, so a results list never
 * opens past its end. Setting a filter to the value it already has changes nothing.
 */
export function withFilter(filters: FilterState, change: Partial<FilterState>): FilterState {
  const next: FilterState = { ...filters, ...change };
  const otherChanged = (Object.keys(change) as (keyof FilterState)[]).some(
    (key) => key !== 'page' && !sameValue(filters[key], change[key]),
  );
  const requestedPage = change.page ?? filters.page;
  next.page = otherChanged ? 1 : Number.isSafeInteger(requestedPage) && requestedPage >= 1 ? requestedPage : 1;
  if (!(Number.isSafeInteger(next.perPage) && next.perPage >= 1)) next.perPage = DEFAULT_PER_PAGE;
  // Cleared filters disappear rather than linger as `key: undefined` in payloads.
  for (const key of Object.keys(next) as (keyof FilterState)[]) {
    if (next[key] === undefined && key !== 'page' && key !== 'perPage') delete next[key];
  }
  return next;
}

/** The default FilterState: page 1, 30 per page, no filter. Its URL is /buscar (spec §2.7). */
export function clearFilters(): FilterState {
  return { page: 1, perPage: DEFAULT_PER_PAGE };
}
