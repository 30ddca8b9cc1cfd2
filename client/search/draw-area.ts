/**
 * Drawing a search area on the map (issue #17 item 3), with Leaflet-Geoman (the kept
 * Leaflet drawing plugin, MIT). Loaded on the first "Desenhar área" click only: the plugin
 * and its CSS are a chunk of their own, never part of the map's first load. The drawn
 * shape becomes the search's `geo: { polygon }` filter; the outline of the active area
 * is drawn by `showArea`, whatever set it (a drawing, a shared URL, a reload).
 */
import type { LatLng } from '../../domain/rules/geo.ts';
import { MAX_POLYGON_POINTS } from '../../domain/rules/polygon.ts';
import { L } from './map-markers.ts';

const AREA_STYLE: L.PathOptions = { color: '#1d4ed8', weight: 2, fillOpacity: 0.08, interactive: false };

let plugin: Promise<unknown> | undefined;

/** Geoman patches the global `L` it finds when loaded: ours, the one the map was made with. */
function loadPlugin(): Promise<unknown> {
  (globalThis as { L?: typeof L }).L ??= L;
  plugin ??= Promise.all([import('@geoman-io/leaflet-geoman-free'), import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css')]);
  return plugin;
}

/** Vertices, in order, without the closing repeat; at most MAX_POLYGON_POINTS (every n-th kept beyond). */
export function areaPoints(latlngs: readonly L.LatLng[]): LatLng[] {
  const points = latlngs.map((p) => ({ lat: p.lat, lng: p.lng }));
  if (points.length <= MAX_POLYGON_POINTS) return points;
  const step = points.length / MAX_POLYGON_POINTS;
  return Array.from({ length: MAX_POLYGON_POINTS }, (_, i) => points[Math.floor(i * step)]!);
}

/**
 * Starts drawing a polygon (click the vertices, click the first one to close); `onDrawing`
 * once the plugin is loaded and clicks place vertices. Resolves with the points, or
 * undefined when cancelled (Esc, or `cancelDrawing`).
 */
export async function drawArea(map: L.Map, onDrawing: () => void): Promise<{ points: LatLng[] } | undefined> {
  await loadPlugin();
  // Geoman equips the maps made after it loaded (an init hook); this one is older.
  const pm = L as unknown as { PM: { Map: new (map: L.Map) => L.PM.PMMap } };
  if (!map.pm) {
    map.pm = new pm.PM.Map(map);
    map.pm.setGlobalOptions({});
  }
  map.pm.setLang('pt_br');
  return new Promise((resolve) => {
    const done = (value: { points: LatLng[] } | undefined) => {
      map.off('pm:create', created);
      map.off('pm:drawend', ended);
      resolve(value);
    };
    const created = (event: { layer: L.Layer }) => {
      const layer = event.layer as L.Polygon;
      const ring = layer.getLatLngs()[0] as L.LatLng[];
      layer.remove(); // the active area is drawn by showArea, from the filter
      done({ points: areaPoints(ring) });
    };
    // drawend comes after create when a shape was made, alone when drawing was cancelled.
    const ended = () => queueMicrotask(() => done(undefined));
    map.on('pm:create', created);
    map.on('pm:drawend', ended);
    map.pm.enableDraw('Polygon', { snappable: false, templineStyle: AREA_STYLE, hintlineStyle: { ...AREA_STYLE, dashArray: '4 4' }, pathOptions: AREA_STYLE });
    onDrawing();
  });
}

export function cancelDrawing(map: L.Map): void {
  if (map.pm) map.pm.disableDraw();
}

/** The outline of the active area, or none: replaces the previous one. */
export function showArea(map: L.Map, current: L.Polygon | null, points: readonly LatLng[] | undefined): L.Polygon | null {
  current?.remove();
  if (!points || points.length < 3) return null;
  return L.polygon(points.map((p) => [p.lat, p.lng] as L.LatLngTuple), { ...AREA_STYLE, className: 'vt-drawn-area', pmIgnore: true } as L.PolylineOptions).addTo(map);
}
