/**
 * SearchQuery → Meilisearch filter and sort (DESIGN §5, spec §5). Pure: the
 * rules live in `search/query.ts`; this only writes them in Meilisearch's
 * filter syntax. City and neighbourhoods travel as slugs; the engine resolves
 * them to the index's real values first and passes them in `resolve`.
 */
import type { NumberRange, SearchQuery } from '../query.ts';

/** Real values of the index for the query's city and neighbourhood slugs. */
export interface ResolvedPlaces {
  /** One value, or several when different spellings share the slug ("São Paulo", "Sao Paulo"). */
  city?: string | readonly string[];
  neighborhoods?: readonly string[];
}

const BARE_VALUE = /^[A-Za-z0-9_.-]+$/;
/** Words the filter parser reads as operators: a value spelled like one must be quoted. */
const KEYWORDS = new Set(['and', 'or', 'not', 'to', 'in', 'exists', 'is', 'null', 'empty', 'contains', 'starts', 'with']);

/** A filter value: bare when that is unambiguous, otherwise double-quoted with `"` and `\` escaped. */
export function filterValue(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const bare = BARE_VALUE.test(value) && !KEYWORDS.has(value.toLowerCase()) && !value.startsWith('_geo');
  return bare ? value : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

const equals = (attribute: string, value: string | number) => `${attribute} = ${filterValue(value)}`;

/** One value: `attr = v`; several: `attr IN [a, b]`. */
function anyOf(attribute: string, values: readonly string[]): string {
  const [only] = values;
  if (values.length === 1 && only !== undefined) return equals(attribute, only);
  return `${attribute} IN [${values.map(filterValue).join(', ')}]`;
}

/** Every value must be present (features, amenities): `attr = a AND attr = b`. */
const allOf = (attribute: string, values: readonly string[]) => values.map((v) => equals(attribute, v)).join(' AND ');

/** `attr a TO b` (inclusive), or `>=` / `<=` when one bound is missing. */
function range(attribute: string, { min, max }: NumberRange): string | undefined {
  if (min !== undefined && max !== undefined) return `${attribute} ${min} TO ${max}`;
  if (min !== undefined) return `${attribute} >= ${min}`;
  if (max !== undefined) return `${attribute} <= ${max}`;
  return undefined;
}

function priceClause(price: NonNullable<SearchQuery['price']>): string | undefined {
  if (price.field !== 'either') return range(price.field, price);
  const sale = range('price', price);
  const rent = range('rental_price', price);
  // Parenthesised: the clauses are joined with AND, which binds tighter than OR.
  return sale && rent ? `(${sale} OR ${rent})` : undefined;
}

/**
 * A drawn area is `_geoPolygon` (Meilisearch ≥ 1.22); with `polygon: false` (an older server
 * refused it) the box around it, and the engine drops the hits outside the shape.
 */
function geoClause(geo: NonNullable<SearchQuery['geo']>, polygon: boolean): string {
  if (geo.kind === 'radius') return `_geoRadius(${geo.lat}, ${geo.lng}, ${geo.meters})`;
  if (geo.kind === 'polygon' && polygon) return `_geoPolygon(${geo.points.map((p) => `[${p.lat}, ${p.lng}]`).join(', ')})`;
  const { northEast: ne, southWest: sw } = geo.bounds;
  return `_geoBoundingBox([${ne.lat}, ${ne.lng}], [${sw.lat}, ${sw.lng}])`; // north-east first
}

const asList = (value: string | readonly string[] | undefined): readonly string[] =>
  value === undefined ? [] : typeof value === 'string' ? [value] : value;

/**
 * The filter string, or undefined when nothing filters. A city or
 * neighbourhood slug without resolved values is compared as written; the
 * engine avoids that case by answering "no hits" without asking the server.
 */
export function compileFilter(query: SearchQuery, resolve: ResolvedPlaces = {}, { polygon = true } = {}): string | undefined {
  const clauses: (string | undefined)[] = [];
  if (query.status) clauses.push(equals('status', query.status));
  if (query.state) clauses.push(equals('state', query.state));
  if (query.category) clauses.push(equals('category', query.category));
  if (query.citySlug) {
    const cities = asList(resolve.city);
    clauses.push(anyOf('city', cities.length > 0 ? cities : [query.citySlug]));
  }
  if (query.neighborhoodSlugs) {
    const resolved = resolve.neighborhoods ?? [];
    const values = resolved.length > 0 ? resolved : query.neighborhoodSlugs;
    clauses.push(anyOf('neighborhood', values));
  }
  if (query.bedroomsMin !== undefined) clauses.push(`bedrooms >= ${query.bedroomsMin}`);
  if (query.bathroomsMin !== undefined) clauses.push(`bathrooms >= ${query.bathroomsMin}`);
  if (query.parkingMin !== undefined) clauses.push(`parking_spaces >= ${query.parkingMin}`);
  if (query.price) clauses.push(priceClause(query.price));
  if (query.area) clauses.push(range('area', query.area));
  if (query.totalCost) clauses.push(range('total_cost', query.totalCost));
  if (query.features) clauses.push(allOf('features', query.features));
  if (query.amenities) clauses.push(allOf('amenities', query.amenities));
  if (query.siteCategories) clauses.push(anyOf('site_categories', query.siteCategories));
  if (query.code !== undefined) clauses.push(equals('id', query.code));
  if (query.geo) clauses.push(geoClause(query.geo, polygon));
  const present = clauses.filter((c): c is string => c !== undefined && c !== '');
  return present.length > 0 ? present.join(' AND ') : undefined;
}

/** Featured first, then newest (spec §7.1): search/default-order.ts as Meilisearch sort rules. */
export const DEFAULT_SORT: readonly string[] = ['is_featured_on_site:desc', 'created_at:desc'];

/**
 * Sort rules. With `tieBreakers` (the default) they spell out the whole order
 * the static index follows (search/static-index/orders.ts): equal keys in the
 * default order, then by id, descending — without them Meilisearch breaks ties
 * by insertion order. Without `tieBreakers`, only the sort the product always
 * used, for an index where `id` (or the second price field) is not sortable.
 */
export function compileSort(query: SearchQuery, { tieBreakers = true } = {}): string[] {
  const tail = tieBreakers ? [...DEFAULT_SORT, 'id:desc'] : [];
  const direction = query.sort?.endsWith('_asc') ? 'asc' : 'desc';
  switch (query.sort) {
    case 'price_asc':
    case 'price_desc': {
      // The price order follows the price filter's field: the rent of rentals; either without a status.
      if (query.status === 'rent') return [`rental_price:${direction}`, ...tail];
      // Without a status: the comparable price (search/document.ts), so rentals and sales interleave.
      if (query.status === undefined && tieBreakers) return [`comparable_price:${direction}`, ...tail];
      return [`price:${direction}`, ...tail];
    }
    case 'total_cost_asc':
    case 'total_cost_desc':
      return [`total_cost:${direction}`, ...tail];
    case 'area_asc':
    case 'area_desc':
      return [`area:${direction}`, ...tail];
    default:
      return tieBreakers ? tail : [...DEFAULT_SORT];
  }
}
