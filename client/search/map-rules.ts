/**
 * The map view's rules (spec §2.7, §5), pure so they are tested without a
 * browser: how far to zoom for a set of homes, which homes the map shows,
 * and the geographic filter a map box becomes.
 */
import { boxSpanOk, roundCoord, type GeoBounds, type LatLng } from '../../domain/rules/geo.ts';
import type { GeoFilter } from '../../domain/schemas/filter-state.ts';
import type { MapHome } from '../../contract/home-card.ts';


export const DEFAULT_ZOOM = 12;
/** A lone home is shown in a box of ±0.01° around it (spec §2.7). */
export const SINGLE_POINT_PADDING_DEGREES = 0.01;

/** Spec §2.7's table: the first row whose span is larger than the box's gives the zoom. */
const ZOOM_BY_SPAN: ReadonlyArray<readonly [maxSpan: number, zoom: number]> = [
  [0.001, 16],
  [0.005, 15],
  [0.01, 14],
  [0.05, 12],
  [0.1, 10],
  [0.5, 8],
];
const WIDEST_ZOOM = 6;

export function zoomForSpan(spanDegrees: number): number {
  for (const [maxSpan, zoom] of ZOOM_BY_SPAN) if (spanDegrees < maxSpan) return zoom;
  return WIDEST_ZOOM;
}

export interface MapFit {
  center: LatLng;
  zoom: number;
  bounds: GeoBounds;
}

/**
 * Where to open the map for these points: their bounding box, zoomed by its
 * larger span. One point — or several at the same place — gets a box of
 * ±0.01° around it, so a lone home is not shown at street level.
 * Undefined when there is no point (the caller keeps its default view).
 */
export function fitFor(points: readonly LatLng[]): MapFit | undefined {
  const first = points[0];
  if (first === undefined) return undefined;
  let north = first.lat;
  let south = first.lat;
  let east = first.lng;
  let west = first.lng;
  for (const { lat, lng } of points) {
    north = Math.max(north, lat);
    south = Math.min(south, lat);
    east = Math.max(east, lng);
    west = Math.min(west, lng);
  }
  if (north === south && east === west) {
    const pad = SINGLE_POINT_PADDING_DEGREES;
    [north, south, east, west] = [north + pad, south - pad, east + pad, west - pad];
  }
  const span = Math.max(north - south, east - west);
  return {
    center: { lat: (north + south) / 2, lng: (east + west) / 2 },
    zoom: zoomForSpan(span),
    bounds: { northEast: { lat: north, lng: east }, southWest: { lat: south, lng: west } },
  };
}

/**
 * The map's box as FilterState['geo'], each coordinate rounded to 6 decimals
 * (so sub-pixel jitter does not make a new search). Undefined when the box
 * spans more than 15° (spec §5: that is the country, not a search) or crosses
 * the antimeridian (a world-wrapped map gives longitudes past ±180).
 */
export function boundsToGeoFilter(bounds: GeoBounds): GeoFilter | undefined {
  const clampLat = (lat: number) => Math.min(90, Math.max(-90, lat));
  const rounded: GeoBounds = {
    northEast: { lat: roundCoord(clampLat(bounds.northEast.lat)), lng: roundCoord(bounds.northEast.lng) },
    southWest: { lat: roundCoord(clampLat(bounds.southWest.lat)), lng: roundCoord(bounds.southWest.lng) },
  };
  if (!boxSpanOk(rounded)) return undefined;
  if (Math.abs(rounded.northEast.lng) > 180 || Math.abs(rounded.southWest.lng) > 180) return undefined;
  return { bounds: rounded };
}

/** True when both filters are the same box or circle (or both absent). */
export function sameGeoFilter(a: GeoFilter | undefined, b: GeoFilter | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function insideBounds(point: LatLng, bounds: GeoBounds): boolean {
  return (
    point.lat <= bounds.northEast.lat &&
    point.lat >= bounds.southWest.lat &&
    point.lng <= bounds.northEast.lng &&
    point.lng >= bounds.southWest.lng
  );
}

/** Ids of the homes with a location inside the box, in the hits' order. */
export function visibleHomeIds(hits: readonly MapHome[], bounds: GeoBounds): number[] {
  return hits.filter((hit) => hit._geo !== undefined && insideBounds(hit._geo, bounds)).map((hit) => hit.id);
}

/** The points of the homes that have a location. */
export function hitPoints(hits: readonly MapHome[]): LatLng[] {
  return hits.flatMap((hit) => (hit._geo ? [hit._geo] : []));
}
