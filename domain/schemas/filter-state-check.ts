/**
 * FilterState read without zod, for the browser (issue #16: zod was ≈ 27 KB gzip of the search
 * page's JavaScript, there only to read filters from a URL). `checkFilterState` accepts and
 * returns exactly what `filterStateSchema` (filter-state.ts) does — defaults applied, unknown
 * keys dropped, the first matching geo shape — and undefined where the schema fails; a test
 * holds the two together over generated inputs.
 */
import type { FilterState, GeoFilter, Range } from './filter-state.ts';
import { DEFAULT_PER_PAGE, SORT_ORDERS } from './filter-state-values.ts';
import { PROPERTY_STATUSES } from './property-enums.ts';


/** Thrown inside the check, caught at its top: the input is not a FilterState. */
const INVALID = Symbol('invalid');

function fail(): never {
  throw INVALID;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : fail());
const between = (v: unknown, min: number, max: number): number => {
  const n = finite(v);
  return n >= min && n <= max ? n : fail();
};
const text = (v: unknown): string => (typeof v === 'string' ? v : fail());
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.map(text) : fail());
const positiveInt = (v: unknown): number => (Number.isSafeInteger(v) && (v as number) >= 1 ? (v as number) : fail());
const nonNegative = (v: unknown): number => between(v, 0, Infinity);
const range = (v: unknown): Range => (Array.isArray(v) && v.length === 2 ? [finite(v[0]), finite(v[1])] : fail());
const point = (v: unknown) => (isObject(v) ? { lat: between(v.lat, -90, 90), lng: between(v.lng, -180, 180) } : fail());

/** The first of the three shapes that reads, as zod's union does; only its own keys kept. */
function geo(v: unknown): GeoFilter {
  if (!isObject(v)) fail();
  const shapes = [
    () => (isObject(v.bounds) ? { bounds: { northEast: point(v.bounds.northEast), southWest: point(v.bounds.southWest) } } : fail()),
    () => ({ lat: between(v.lat, -90, 90), lng: between(v.lng, -180, 180), radius: nonNegative(v.radius) }),
    () => (Array.isArray(v.polygon) && v.polygon.length >= 3 && v.polygon.length <= 100 ? { polygon: v.polygon.map(point) } : fail()),
  ];
  for (const shape of shapes) {
    try {
      return shape();
    } catch (error) {
      if (error !== INVALID) throw error;
    }
  }
  return fail();
}

function oneOf<T extends string>(values: readonly T[], v: unknown): T {
  return values.includes(v as T) ? (v as T) : fail();
}

const OPTIONAL: { [K in keyof FilterState]?: (v: unknown) => FilterState[K] } = {
  sort: (v) => oneOf(SORT_ORDERS, v),
  geo,
  code: (v) => (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)) ? String(v).trim() : fail()),
  status: (v) => oneOf(PROPERTY_STATUSES, v),
  state: text,
  category: text,
  city: text,
  bedrooms: nonNegative,
  bathrooms: nonNegative,
  parking_spaces: nonNegative,
  price: range,
  area: range,
  total_cost: range,
  amenities: texts,
  features: texts,
  neighborhood: texts,
  site_categories: texts,
};

/** The FilterState `input` reads as, or undefined when filterStateSchema would reject it. */
export function checkFilterState(input: unknown): FilterState | undefined {
  if (!isObject(input)) return undefined;
  try {
    const out: FilterState = {
      page: input.page === undefined ? 1 : positiveInt(input.page),
      perPage: input.perPage === undefined ? DEFAULT_PER_PAGE : positiveInt(input.perPage),
    };
    for (const key of Object.keys(OPTIONAL) as (keyof typeof OPTIONAL)[]) {
      if (input[key] !== undefined) (out as Record<string, unknown>)[key] = OPTIONAL[key]!(input[key]);
    }
    return out;
  } catch (error) {
    if (error === INVALID) return undefined;
    throw error;
  }
}
