/**
 * A drawn search area (issue #17 item 3): a polygon of up to MAX_POLYGON_POINTS
 * vertices, in the URL as an Encoded Polyline (Google's format, 5 decimals ≈ 1 m):
 * a 12-point area is ~80 characters where "lat,lng" pairs would be ~250. Points
 * inside are found by ray casting, the rule both engines apply (the static index
 * here; Meilisearch with its `_geoPolygon` filter).
 */
import { boxSpanOk, type GeoBounds, type LatLng } from './geo.ts';

export const MIN_POLYGON_POINTS = 3;
export const MAX_POLYGON_POINTS = 100;
const PRECISION = 1e5;

function encodeNumber(value: number): string {
  let v = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>= 5;
  }
  return out + String.fromCharCode(v + 63);
}

/** The Encoded Polyline of the points (rounded to 5 decimals). */
export function encodePolygon(points: readonly LatLng[]): string {
  let lastLat = 0;
  let lastLng = 0;
  let out = '';
  for (const { lat, lng } of points) {
    const y = Math.round(lat * PRECISION);
    const x = Math.round(lng * PRECISION);
    out += encodeNumber(y - lastLat) + encodeNumber(x - lastLng);
    lastLat = y;
    lastLng = x;
  }
  return out;
}

/** The points of an Encoded Polyline; undefined for anything malformed, out of range or not an area. */
export function decodePolygon(text: string): LatLng[] | undefined {
  const points: LatLng[] = [];
  const values: number[] = [];
  let shift = 0;
  let result = 0;
  for (let i = 0; i < text.length; i++) {
    const byte = text.charCodeAt(i) - 63;
    if (byte < 0 || byte > 63) return undefined;
    result |= (byte & 0x1f) << shift;
    shift += 5;
    if (shift > 30) return undefined;
    if (byte < 0x20) {
      values.push(result & 1 ? ~(result >> 1) : result >> 1);
      shift = 0;
      result = 0;
    }
  }
  if (shift !== 0 || values.length % 2 !== 0) return undefined;
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < values.length; i += 2) {
    lat += values[i]!;
    lng += values[i + 1]!;
    points.push({ lat: lat / PRECISION, lng: lng / PRECISION });
  }
  return polygonOk(points) ? points : undefined;
}

export function polygonBounds(points: readonly LatLng[]): GeoBounds {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return { northEast: { lat: Math.max(...lats), lng: Math.max(...lngs) }, southWest: { lat: Math.min(...lats), lng: Math.min(...lngs) } };
}

/** An area to search: 3 to 100 valid coordinates, spanning no more than a map box may (15°). */
export function polygonOk(points: readonly LatLng[]): boolean {
  if (points.length < MIN_POLYGON_POINTS || points.length > MAX_POLYGON_POINTS) return false;
  if (!points.every((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180)) return false;
  return boxSpanOk(polygonBounds(points));
}

/** Ray casting (even-odd rule); a point without coordinates (NaN) is outside. */
export function insidePolygon(lat: number, lng: number, points: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (a.lat > lat !== b.lat > lat && lng < ((b.lng - a.lng) * (lat - a.lat)) / (b.lat - a.lat) + a.lng) inside = !inside;
  }
  return inside;
}
