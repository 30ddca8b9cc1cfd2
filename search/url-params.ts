/**
 * The query half of a /buscar URL (spec §2.7 table): FilterState ⇄ parameters.
 * Writing is canonical (fixed parameter order, nothing written that filters
 * nothing) so prerendered URLs have one spelling; reading never throws and
 * drops what it cannot use, as search/query.ts does (a visitor's URL never
 * breaks the search page).
 */
import { decodePolygon, encodePolygon } from '../domain/rules/polygon.ts';
import { categoryCodeBySlug } from '../domain/lookups/categories.ts';
import { statusFromSearchSegment } from '../domain/lookups/labels.ts';
import { amenityCodeBySlug, amenitySlug, featureCodeBySlug, featureSlug } from '../domain/lookups/vocabulary.ts';
import { stateByCode } from '../domain/lookups/states.ts';
import { slugify } from '../domain/rules/slug.ts';
import type { FilterState, FilterStateInput, Range } from '../domain/schemas/filter-state.ts';
import { SORT_ORDERS, type SortOrder } from '../domain/schemas/filter-state-values.ts';

/** Parameter names, in the order they are written (the spec table, then codigo). */
export const SEARCH_PARAMS = {
  bathrooms: 'banheiros',
  parking_spaces: 'vagas',
  price: 'valor',
  area: 'area',
  /** Not in the spec's table (issue #15): a rental's monthly total range, 'min-max' in cents like valor. */
  total_cost: 'custo_total',
  amenities: 'comodidades',
  neighborhood: 'bairro',
  features: 'caracteristicas',
  site_categories: 'categorias',
  page: 'pagina',
  sort: 'ordenar',
  code: 'codigo',
} as const;

/**
 * The search map in the URL (not in the spec's table; issue #15), so a map search can be
 * shared and reloaded: `mapa=1` while the map is open, or its box while the map filters by
 * it: `mapa=<south>,<west>,<north>,<east>` (degrees, 6 decimals at most). A box implies an
 * open map (closing the map clears the box, spec §4). An area drawn on the map (issue #17) is
 * `poligono=<Encoded Polyline>` beside `mapa=1` (domain/rules/polygon.ts).
 */
export const MAP_PARAM = 'mapa';
export const POLYGON_PARAM = 'poligono';

/** What the hero form sends ('status=alugar', 'estado=sp', 'cidade=Campinas'); written URLs carry them as path segments. */
export const FORM_STATUS_PARAM = 'status';
export const FORM_STATE_PARAM = 'estado';
export const FORM_CITY_PARAM = 'cidade';
/**
 * The type and bedrooms of a /buscar path as a query ('tipo=casa', 'quartos=3'): what 404.html
 * sends on a host without rewrites (S3, GitHub Pages) for a combination the build did not
 * prerender, to the /buscar page (`formSearchUrl`, client/listing-redirect.ts). Never written otherwise.
 */
export const FORM_CATEGORY_PARAM = 'tipo';
export const FORM_BEDROOMS_PARAM = 'quartos';

/** Builder-mode parameters carried from URL to URL (spec §2.2, §2.7). */
export const PRESERVED_PARAMS = ['mode', 'site_url'] as const;

const WRITTEN_PARAMS: ReadonlySet<string> = new Set([...Object.values(SEARCH_PARAMS), MAP_PARAM, POLYGON_PARAM]);

/** Plain decimal numbers only: '2', '45.5'. Rejects '', '1e3', '-1', 'Infinity', '0x10'. */
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** A count or bound written in a URL: above 0 and a safe size (so it writes back without exponent), else undefined. */
export function parsePositive(raw: string | null | undefined): number | undefined {
  const text = raw?.trim() ?? '';
  if (!DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && value <= Number.MAX_SAFE_INTEGER ? value : undefined;
}

/** Counts of 0 mean "any" (search/query.ts ignores them), so only positive counts are written. */
export function formatCount(value: number | undefined): string | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? String(value) : undefined;
}

/**
 * [min, max] → 'min-max', a missing bound (0, negative, not finite) written as 0:
 * [0, 500000] → '0-500000'. Price is written in cents, as FilterState holds it,
 * so the URL needs no currency rounding. [0, 0] filters nothing and is not written.
 */
export function formatRange(range: Range | undefined): string | undefined {
  if (!range) return undefined;
  const min = formatCount(range[0]) ?? '0';
  const max = formatCount(range[1]) ?? '0';
  return min === '0' && max === '0' ? undefined : `${min}-${max}`;
}

/** 'min-max' → [min, max]; a missing or invalid bound becomes 0 (spec §2.7). 'abc-' filters nothing: undefined. */
export function parseRange(raw: string | null): Range | undefined {
  if (raw === null) return undefined;
  const dash = raw.indexOf('-');
  const minText = dash === -1 ? raw : raw.slice(0, dash);
  const maxText = dash === -1 ? '' : raw.slice(dash + 1);
  const range: Range = [parsePositive(minText) ?? 0, parsePositive(maxText) ?? 0];
  return range[0] === 0 && range[1] === 0 ? undefined : range;
}

/** Code list → comma-separated slugs; empty slugs dropped, an empty list not written. */
function formatList(values: readonly string[] | undefined, toSlug: (value: string) => string): string | undefined {
  const slugs = (values ?? []).map(toSlug).filter(Boolean);
  return slugs.length > 0 ? slugs.join(',') : undefined;
}

/** Comma-separated slugs → codes; a slug without a code is kept as it is (spec §2.7). */
function parseList(raw: string | null, toCode: (slug: string) => string | undefined = () => undefined): string[] | undefined {
  if (raw === null) return undefined;
  const slugs = raw.split(',').map(slugify).filter(Boolean);
  return slugs.length > 0 ? slugs.map((slug) => toCode(slug) ?? slug) : undefined;
}

/** pagina: a whole number; below 1, invalid or absurdly large reads as page 1. */
function parsePage(raw: string | null): number {
  const text = raw?.trim() ?? '';
  const page = /^\d+$/.test(text) ? Number(text) : 1;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

function parseSort(raw: string | null): SortOrder | undefined {
  return SORT_ORDERS.find((order) => order === raw?.trim());
}

/** The filter parameters of `filters`, in canonical order, values not yet URL-encoded. */
export function searchParamEntries(filters: FilterState): [string, string][] {
  const values: Record<keyof typeof SEARCH_PARAMS, string | undefined> = {
    bathrooms: formatCount(filters.bathrooms),
    parking_spaces: formatCount(filters.parking_spaces),
    price: formatRange(filters.price),
    area: formatRange(filters.area),
    total_cost: formatRange(filters.total_cost),
    amenities: formatList(filters.amenities, amenitySlug),
    neighborhood: formatList(filters.neighborhood, slugify),
    features: formatList(filters.features, featureSlug),
    site_categories: formatList(filters.site_categories, slugify),
    page: filters.page > 1 ? String(filters.page) : undefined,
    sort: filters.sort,
    code: filters.code?.trim() || undefined,
  };
  const entries: [string, string][] = [];
  for (const [key, name] of Object.entries(SEARCH_PARAMS) as [keyof typeof SEARCH_PARAMS, string][]) {
    const value = values[key];
    if (value !== undefined) entries.push([name, value]);
  }
  return entries;
}

/** `mapa=` of the filters' box (written whenever there is one), else `mapa=1` when the map is open. */
export function mapEntries(geo: FilterState['geo'], mapOpen = false): [string, string][] {
  if (geo && 'polygon' in geo) return [[MAP_PARAM, '1'], [POLYGON_PARAM, encodePolygon(geo.polygon)]];
  if (geo && 'bounds' in geo) {
    const { southWest: sw, northEast: ne } = geo.bounds;
    const numbers = [sw.lat, sw.lng, ne.lat, ne.lng];
    if (numbers.every(Number.isFinite)) return [[MAP_PARAM, numbers.map((n) => String(Number(n.toFixed(6)))).join(',')]];
  }
  return mapOpen ? [[MAP_PARAM, '1']] : [];
}

const COORDINATE = /^-?\d{1,3}(?:\.\d+)?$/;

/** `mapa` read back: whether the map is open, and its box when it carries a valid one (south < north); a drawn area (`poligono`) wins. */
export function readMapParam(params: URLSearchParams): { open: boolean; geo?: NonNullable<FilterStateInput['geo']> } {
  const polygon = decodePolygon(params.get(POLYGON_PARAM)?.trim() ?? '');
  if (polygon) return { open: true, geo: { polygon } };
  const raw = params.get(MAP_PARAM)?.trim();
  if (!raw) return { open: false };
  const parts = raw.split(',');
  if (parts.length !== 4 || !parts.every((part) => COORDINATE.test(part.trim()))) return { open: true };
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  const valid = Math.abs(south) <= 90 && Math.abs(north) <= 90 && Math.abs(west) <= 180 && Math.abs(east) <= 180 && south < north;
  if (!valid) return { open: true };
  return { open: true, geo: { bounds: { southWest: { lat: south, lng: west }, northEast: { lat: north, lng: east } } } };
}

/** Builder parameters to append: every preserved entry except one that would shadow a filter parameter. */
export function preservedEntries(preserve: Record<string, string> | undefined): [string, string][] {
  return Object.entries(preserve ?? {}).filter(([name]) => !WRITTEN_PARAMS.has(name));
}

/** Percent-encodes like encodeURIComponent but keeps the list commas readable (',' is legal in a query). */
export function encodeQuery(entries: readonly [string, string][]): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%2C/gi, ',');
  return entries.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}

/** The filters the query carries; unknown parameters are ignored. */
export function readSearchParams(params: URLSearchParams): FilterStateInput {
  const filters: FilterStateInput = { page: parsePage(params.get(SEARCH_PARAMS.page)) };
  const bathrooms = parsePositive(params.get(SEARCH_PARAMS.bathrooms));
  if (bathrooms !== undefined) filters.bathrooms = bathrooms;
  const parking = parsePositive(params.get(SEARCH_PARAMS.parking_spaces));
  if (parking !== undefined) filters.parking_spaces = parking;
  const price = parseRange(params.get(SEARCH_PARAMS.price));
  if (price) filters.price = price;
  const area = parseRange(params.get(SEARCH_PARAMS.area));
  if (area) filters.area = area;
  const totalCost = parseRange(params.get(SEARCH_PARAMS.total_cost));
  if (totalCost) filters.total_cost = totalCost;
  const amenities = parseList(params.get(SEARCH_PARAMS.amenities), amenityCodeBySlug);
  if (amenities) filters.amenities = amenities;
  const neighborhoods = parseList(params.get(SEARCH_PARAMS.neighborhood));
  if (neighborhoods) filters.neighborhood = neighborhoods;
  const features = parseList(params.get(SEARCH_PARAMS.features), featureCodeBySlug);
  if (features) filters.features = features;
  const siteCategories = parseList(params.get(SEARCH_PARAMS.site_categories));
  if (siteCategories) filters.site_categories = siteCategories;
  const sort = parseSort(params.get(SEARCH_PARAMS.sort));
  if (sort) filters.sort = sort;
  const code = params.get(SEARCH_PARAMS.code)?.trim();
  if (code) filters.code = code;
  const map = readMapParam(params);
  if (map.geo) filters.geo = map.geo;
  // What a plain HTML form (the hero's search box) sends: status, and the chosen place as
  // estado, cidade or bairro (client/search/suggestions.ts suggestionField); the path wins when it has them.
  const status = statusFromSearchSegment(params.get(FORM_STATUS_PARAM)?.trim().toLowerCase() ?? '');
  if (status) filters.status = status;
  const state = stateByCode(params.get(FORM_STATE_PARAM) ?? '');
  if (state) filters.state = state.code;
  const city = slugify(params.get(FORM_CITY_PARAM) ?? '');
  if (city) filters.city = city;
  const category = slugify(params.get(FORM_CATEGORY_PARAM) ?? '');
  if (category) filters.category = categoryCodeBySlug(category) ?? category;
  const bedrooms = parsePositive(params.get(FORM_BEDROOMS_PARAM));
  if (bedrooms !== undefined) filters.bedrooms = bedrooms;
  return filters;
}

/** mode and site_url as they appear in the query (empty values skipped). */
export function readPreservedParams(params: URLSearchParams): Record<string, string> {
  const preserved: Record<string, string> = {};
  for (const name of PRESERVED_PARAMS) {
    const value = params.get(name);
    if (value) preserved[name] = value;
  }
  return preserved;
}
