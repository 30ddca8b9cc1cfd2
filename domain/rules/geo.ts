/** Geographic limits of the search filter (spec §5, §9). */

export const COORDINATE_DECIMALS = 6;
export const MAX_BOX_SPAN_DEGREES = 15;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface GeoBounds {
  northEast: LatLng;
  southWest: LatLng;
}

const COORDINATE_SCALE = 10 ** COORDINATE_DECIMALS;

/** Rounds to 6 decimals (about 11 cm), so map jitter does not change the filter. */
export function roundCoord(value: number): number {
  const rounded = Math.round(value * COORDINATE_SCALE) / COORDINATE_SCALE;
  return rounded === 0 ? 0 : rounded; // no '-0' in URLs or payloads
}

/**
 * False when the box spans more than 15° of latitude or longitude (the filter
 * is then dropped: such a box is the whole country, not a search), or when a
 * coordinate is not a finite number.
 */
export function boxSpanOk(bounds: GeoBounds): boolean {
  const { northEast, southWest } = bounds;
  const values = [northEast.lat, northEast.lng, southWest.lat, southWest.lng];
  if (!values.every(Number.isFinite)) return false;
  return (
    Math.abs(northEast.lat - southWest.lat) <= MAX_BOX_SPAN_DEGREES &&
    Math.abs(northEast.lng - southWest.lng) <= MAX_BOX_SPAN_DEGREES
  );
}
