/**
 * FilterState, the search state (spec §3.4, filters of §2.7). This is the shape only; the
 * semantics of spec §5 (≥ for counts, price vs rental_price, dropping a geo box wider than
 * 15 degrees or a radius of 0) belong to search/, which ignores rather than rejects.
 */
import { z } from 'zod';
import { expecting, latitude, longitude, nonNegative, num, oneOf, text } from './common.ts';
import { PROPERTY_STATUSES } from './property-enums.ts';

import { DEFAULT_PER_PAGE, SORT_ORDERS } from './filter-state-values.ts';
export { DEFAULT_PER_PAGE, SORT_ORDERS, type SortOrder } from './filter-state-values.ts';

const point = () => z.object({ lat: latitude(), lng: longitude() }, { error: expecting('an object with lat and lng') });

export const geoBoundsSchema = z.object(
  { bounds: z.object({ northEast: point(), southWest: point() }, { error: expecting('an object') }) },
  { error: expecting('an object') },
);

export const geoRadiusSchema = z.object(
  { lat: latitude(), lng: longitude(), radius: nonNegative() },
  { error: expecting('an object') },
);

/** An area drawn on the map (issue #17): its vertices, in order; the last joins the first. */
export const geoPolygonSchema = z.object(
  { polygon: z.array(point(), { error: expecting('a list of points') }).min(3, 'needs at least 3 points').max(100, 'has more than 100 points') },
  { error: expecting('an object') },
);

export const geoFilterSchema = z.union([geoBoundsSchema, geoRadiusSchema, geoPolygonSchema], {
  error: expecting('a bounding box {bounds: {northEast, southWest}}, {lat, lng, radius} or a drawn area {polygon: [{lat, lng}, …]}'),
});
export type GeoFilter = z.output<typeof geoFilterSchema>;

/** A [min, max] pair (price in cents, area in m²). */
export const rangeSchema = z.tuple([num(), num()], { error: expecting('a [min, max] pair') });
export type Range = z.output<typeof rangeSchema>;

const positiveInt = () => z.int({ error: expecting('a whole number') }).min(1, 'must be at least 1');
const textList = () => z.array(text(), { error: expecting('a list') }).optional();

export const filterStateSchema = z.object(
  {
    page: positiveInt().default(1),
    perPage: positiveInt().default(DEFAULT_PER_PAGE),
    sort: oneOf(SORT_ORDERS).optional(),
    geo: geoFilterSchema.optional(),
    /** Matched against the home id. */
    code: z
      .union([text(), num()], { error: expecting('text or a number') })
      .transform((v) => String(v).trim())
      .optional(),
    status: oneOf(PROPERTY_STATUSES).optional(),
    state: text().optional(),
    category: text().optional(),
    city: text().optional(),
    bedrooms: nonNegative().optional(),
    bathrooms: nonNegative().optional(),
    parking_spaces: nonNegative().optional(),
    price: rangeSchema.optional(),
    area: rangeSchema.optional(),
    /** A rental's total a month (rent + condomínio + IPTU), in cents like price; not in the spec: `custo_total`. */
    total_cost: rangeSchema.optional(),
    amenities: textList(),
    features: textList(),
    neighborhood: textList(),
    site_categories: textList(),
  },
  { error: expecting('an object') },
);

export type FilterState = z.output<typeof filterStateSchema>;
export type FilterStateInput = z.input<typeof filterStateSchema>;
