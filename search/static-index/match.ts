/**
 * Evaluates a SearchQuery (search/query.ts, spec §5) over the static index: one tight pass
 * per active filter over typed columns, clearing a byte mask — no allocation per listing.
 * A missing value (NaN) never passes a ≥, a range or a geo filter, as in Meilisearch.
 * String values compare case-insensitively (Meilisearch filters do); slugs compare exactly.
 */
import type { GeoQuery, NumberRange, SearchQuery } from '../query.ts';
import type { CodedColumn, ListColumn, StaticIndex } from './index-file.ts';
import { insidePolygon } from '../../domain/rules/polygon.ts';

/** Mean Earth radius in metres, for the haversine distance of a radius filter. */
const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS = Math.PI / 180;
const NUMERIC_CODE = /^-?\d+(\.\d+)?$/;

const lower = (text: string) => text.toLowerCase();
const same = (text: string) => text;

/** A lookup table over a dictionary: 1 for the codes whose value is one of `wanted`. */
function acceptTable(values: readonly string[], wanted: readonly string[], normalize: (text: string) => string): Uint8Array {
  const want = new Set(wanted.map(normalize));
  const table = new Uint8Array(values.length);
  for (let code = 0; code < values.length; code++) if (want.has(normalize(values[code]!))) table[code] = 1;
  return table;
}

function keepCoded(mask: Uint8Array, column: CodedColumn, accept: Uint8Array): void {
  const { codes } = column;
  for (let row = 0; row < mask.length; row++) {
    if (mask[row] === 0) continue;
    const code = codes[row]!;
    if (code < 0 || accept[code] === 0) mask[row] = 0;
  }
}

/** Keeps rows with at least one listed value in `accept`. */
function keepAnyListed(mask: Uint8Array, column: ListColumn, accept: Uint8Array): void {
  const { offsets, items } = column;
  for (let row = 0; row < mask.length; row++) {
    if (mask[row] === 0) continue;
    let found = 0;
    for (let i = offsets[row]!, end = offsets[row + 1]!; i < end && found === 0; i++) found = accept[items[i]!]!;
    if (found === 0) mask[row] = 0;
  }
}

/** Every wanted value must be listed: one "any of this one" pass per value. */
function keepAllListed(mask: Uint8Array, column: ListColumn, wanted: readonly string[]): void {
  for (const value of wanted) keepAnyListed(mask, column, acceptTable(column.values, [value], lower));
}

function keepAtLeast(mask: Uint8Array, values: Float64Array, min: number): void {
  for (let row = 0; row < mask.length; row++) if (mask[row] === 1 && !(values[row]! >= min)) mask[row] = 0;
}

function keepInRange(mask: Uint8Array, values: Float64Array, range: NumberRange): void {
  const min = range.min ?? -Infinity;
  const max = range.max ?? Infinity;
  for (let row = 0; row < mask.length; row++) {
    if (mask[row] === 0) continue;
    const value = values[row]!;
    if (!(value >= min && value <= max)) mask[row] = 0;
  }
}

/** Without a status, a listing matches when its sale price OR its rent is in range (spec §5). */
function keepEitherInRange(mask: Uint8Array, first: Float64Array, second: Float64Array, range: NumberRange): void {
  const min = range.min ?? -Infinity;
  const max = range.max ?? Infinity;
  for (let row = 0; row < mask.length; row++) {
    if (mask[row] === 0) continue;
    const a = first[row]!;
    const b = second[row]!;
    if (!((a >= min && a <= max) || (b >= min && b <= max))) mask[row] = 0;
  }
}

function keepGeo(mask: Uint8Array, index: StaticIndex, geo: GeoQuery): void {
  const { lat, lng } = index;
  if (geo.kind === 'box' || geo.kind === 'polygon') {
    const { northEast, southWest } = geo.bounds;
    const south = Math.min(northEast.lat, southWest.lat);
    const north = Math.max(northEast.lat, southWest.lat);
    const west = southWest.lng;
    const east = northEast.lng;
    const crossesAntimeridian = west > east;
    for (let row = 0; row < mask.length; row++) {
      if (mask[row] === 0) continue;
      const y = lat[row]!;
      const x = lng[row]!;
      const inLng = crossesAntimeridian ? x >= west || x <= east : x >= west && x <= east;
      if (!(y >= south && y <= north && inLng)) mask[row] = 0;
      else if (geo.kind === 'polygon' && !insidePolygon(y, x, geo.points)) mask[row] = 0;
    }
    return;
  }
  const lat1 = geo.lat * RADIANS;
  const cosLat1 = Math.cos(lat1);
  for (let row = 0; row < mask.length; row++) {
    if (mask[row] === 0) continue;
    const lat2 = lat[row]! * RADIANS;
    const halfDLat = (lat2 - lat1) / 2;
    const halfDLng = ((lng[row]! - geo.lng) * RADIANS) / 2;
    const h = Math.sin(halfDLat) ** 2 + cosLat1 * Math.cos(lat2) * Math.sin(halfDLng) ** 2;
    const meters = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
    if (!(meters <= geo.meters)) mask[row] = 0; // NaN (no _geo) fails too
  }
}

/** The code filter: the listing whose id equals it (numerically, as Meilisearch compares numbers). */
function keepCode(mask: Uint8Array, index: StaticIndex, code: string): void {
  const row = NUMERIC_CODE.test(code) ? index.rowOfId.get(Number(code)) : undefined;
  const keep = row !== undefined && mask[row] === 1;
  mask.fill(0);
  if (keep) mask[row] = 1;
}

/** mask[row] is 1 for the rows matching the query. */
export function matchRows(index: StaticIndex, query: SearchQuery): Uint8Array {
  const mask = new Uint8Array(index.count).fill(1);
  if (query.code !== undefined) keepCode(mask, index, query.code);
  if (query.status) keepCoded(mask, index.status, acceptTable(index.status.values, [query.status], lower));
  if (query.state) keepCoded(mask, index.state, acceptTable(index.state.values, [query.state], lower));
  if (query.category) keepCoded(mask, index.category, acceptTable(index.category.values, [query.category], lower));
  if (query.citySlug) keepCoded(mask, index.city, acceptTable(index.city.slugs, [query.citySlug], same));
  if (query.neighborhoodSlugs) {
    keepCoded(mask, index.neighborhood, acceptTable(index.neighborhood.slugs, query.neighborhoodSlugs, same));
  }
  if (query.bedroomsMin !== undefined) keepAtLeast(mask, index.bedrooms, query.bedroomsMin);
  if (query.bathroomsMin !== undefined) keepAtLeast(mask, index.bathrooms, query.bathroomsMin);
  if (query.parkingMin !== undefined) keepAtLeast(mask, index.parkingSpaces, query.parkingMin);
  if (query.price) {
    const { field } = query.price;
    if (field === 'either') keepEitherInRange(mask, index.price, index.rentalPrice, query.price);
    else keepInRange(mask, field === 'price' ? index.price : index.rentalPrice, query.price);
  }
  if (query.area) keepInRange(mask, index.area, query.area);
  if (query.totalCost) keepInRange(mask, index.totalCost, query.totalCost);
  if (query.features) keepAllListed(mask, index.features, query.features);
  if (query.amenities) keepAllListed(mask, index.amenities, query.amenities);
  if (query.siteCategories) {
    keepAnyListed(mask, index.siteCategories, acceptTable(index.siteCategories.values, query.siteCategories, lower));
  }
  if (query.geo) keepGeo(mask, index, query.geo);
  return mask;
}
