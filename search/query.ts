/**
 * The filter semantics of spec §5, once, for both engines: a FilterState in,
 * a normalized SearchQuery out. Values that cannot filter (empty, not numeric,
 * a box wider than 15°, a radius of 0) are dropped, never errors — a visitor's
 * URL never breaks the search page. The static index evaluates the query;
 * the Meilisearch engine compiles it to a filter string.
 */
import { boxSpanOk, roundCoord, type GeoBounds, type LatLng } from '../domain/rules/geo.ts';
import { polygonBounds, polygonOk } from '../domain/rules/polygon.ts';
import type { FilterState, SortOrder } from '../domain/schemas/filter-state.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state-values.ts';

/** Which price field a price range applies to (spec §5). */
export type PriceField = 'rental_price' | 'price' | 'either';

export interface NumberRange {
  min?: number;
  max?: number;
}

export type GeoQuery =
  | { kind: 'box'; bounds: GeoBounds }
  | { kind: 'radius'; lat: number; lng: number; meters: number }
  /** A drawn area and the box around it (engines narrow by the box first). */
  | { kind: 'polygon'; points: LatLng[]; bounds: GeoBounds };

export interface SearchQuery {
  status?: 'rent' | 'sale';
  /** Two-letter state code, upper case. */
  state?: string;
  /** Category code ('apartment') as in the documents. */
  category?: string;
  /** City as a slug; engines match it against slugify(document.city). */
  citySlug?: string;
  /** Neighbourhoods as slugs (any of them). */
  neighborhoodSlugs?: string[];
  bedroomsMin?: number;
  bathroomsMin?: number;
  parkingMin?: number;
  /** In cents, like the documents. */
  price?: NumberRange & { field: PriceField };
  area?: NumberRange;
  /** In cents: a rental's rent + condomínio + IPTU a month; a sale has none, so it never matches. */
  totalCost?: NumberRange;
  /** Every listed code must be present. */
  features?: string[];
  amenities?: string[];
  /** Any of them, as slugs (the URL carries slugs); engines compare slugify(document value). */
  siteCategories?: string[];
  code?: string;
  geo?: GeoQuery;
  /** Undefined: the default order, featured first, then newest. */
  sort?: SortOrder;
  page: number;
  perPage: number;
  offset: number;
}

/** ≥ filters: ignored when empty or not a finite number (spec §5). */
function atLeast(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * Price and area take a list of values or a [min, max] pair: the smallest and
 * largest are used (spec §5). In a pair, 0 (or anything not a positive
 * number) is a missing bound, as the URL codec writes it (spec §2.7):
 * [0, 500000] is "up to", [150000, 0] is "from".
 */
export function rangeOf(values: readonly unknown[] | undefined): NumberRange | undefined {
  const bound = (v: unknown) => {
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) && n > 0 ? n : undefined;
  };
  if (values?.length === 2) {
    const [a, b] = values.map(bound);
    const range: NumberRange = {};
    const low = a !== undefined && b !== undefined ? Math.min(a, b) : a;
    const high = a !== undefined && b !== undefined ? Math.max(a, b) : b;
    if (low !== undefined) range.min = low;
    if (high !== undefined) range.max = high;
    return low === undefined && high === undefined ? undefined : range;
  }
  const numbers = (values ?? []).map(bound).filter((n): n is number => n !== undefined);
  return numbers.length === 0 ? undefined : { min: Math.min(...numbers), max: Math.max(...numbers) };
}

function geoQuery(geo: FilterState['geo']): GeoQuery | undefined {
  if (!geo) return undefined;
  if ('bounds' in geo) {
    const { northEast, southWest } = geo.bounds;
    const bounds: GeoBounds = {
      northEast: { lat: roundCoord(northEast.lat), lng: roundCoord(northEast.lng) },
      southWest: { lat: roundCoord(southWest.lat), lng: roundCoord(southWest.lng) },
    };
    return boxSpanOk(bounds) ? { kind: 'box', bounds } : undefined;
  }
  if ('polygon' in geo) {
    const points = geo.polygon.map((p) => ({ lat: roundCoord(p.lat), lng: roundCoord(p.lng) }));
    return polygonOk(points) ? { kind: 'polygon', points, bounds: polygonBounds(points) } : undefined;
  }
  const { lat, lng, radius } = geo;
  if (![lat, lng, radius].every(Number.isFinite) || radius <= 0) return undefined;
  return { kind: 'radius', lat: roundCoord(lat), lng: roundCoord(lng), meters: radius };
}

const nonEmpty = (list: readonly string[] | undefined) => {
  const clean = (list ?? []).map((v) => v.trim()).filter(Boolean);
  return clean.length > 0 ? clean : undefined;
};

export function toSearchQuery(filters: FilterState): SearchQuery {
  const page = Math.max(1, Math.floor(filters.page || 1));
  const perPage = Math.max(1, Math.floor(filters.perPage || DEFAULT_PER_PAGE));
  const query: SearchQuery = { page, perPage, offset: (page - 1) * perPage };
  if (filters.status) query.status = filters.status;
  if (filters.state?.trim()) query.state = filters.state.trim().toUpperCase();
  if (filters.category?.trim()) query.category = filters.category.trim();
  if (filters.city?.trim()) query.citySlug = filters.city.trim();
  const neighborhoods = nonEmpty(filters.neighborhood);
  if (neighborhoods) query.neighborhoodSlugs = neighborhoods;
  const bedrooms = atLeast(filters.bedrooms);
  if (bedrooms !== undefined) query.bedroomsMin = bedrooms;
  const bathrooms = atLeast(filters.bathrooms);
  if (bathrooms !== undefined) query.bathroomsMin = bathrooms;
  const parking = atLeast(filters.parking_spaces);
  if (parking !== undefined) query.parkingMin = parking;
  const price = rangeOf(filters.price);
  if (price) query.price = { ...price, field: filters.status === 'rent' ? 'rental_price' : filters.status === 'sale' ? 'price' : 'either' };
  const area = rangeOf(filters.area);
  if (area) query.area = area;
  const totalCost = rangeOf(filters.total_cost);
  if (totalCost) query.totalCost = totalCost;
  const features = nonEmpty(filters.features);
  if (features) query.features = features;
  const amenities = nonEmpty(filters.amenities);
  if (amenities) query.amenities = amenities;
  const siteCategories = nonEmpty(filters.site_categories);
  if (siteCategories) query.siteCategories = siteCategories;
  if (filters.code?.trim()) query.code = filters.code.trim();
  const geo = geoQuery(filters.geo);
  if (geo) query.geo = geo;
  if (filters.sort) query.sort = filters.sort;
  return query;
}
