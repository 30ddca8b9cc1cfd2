/**
 * The search page's map (spec §2.7, §3.5): the hits as clustered price
 * markers on a Leaflet map. Moving the map reports the homes in view to the
 * store and, while 'Buscar ao mover o mapa' is checked, turns the map's box
 * into the search's geographic filter. Loaded lazily by MapToggle: Leaflet,
 * the cluster plugin and their CSS are all in this module's chunk.
 */
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map-view.css';
import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import type { GeoBounds } from '../../domain/rules/geo.ts';
import type { GeoFilter } from '../../domain/schemas/filter-state.ts';
import { applyHighlight, createMarkerLayer, homeIdOf, L, syncMarkers, type MarkerLayer } from './map-markers.ts';
import { boundsToGeoFilter, DEFAULT_ZOOM, fitFor, hitPoints, sameGeoFilter, visibleHomeIds } from './map-rules.ts';
import type { MapHome } from '../../contract/home-card.ts';
import type { MapStore } from './map-store.ts';
import { useMapState } from './use-map-state.ts';
import { cancelDrawing, drawArea, showArea } from './draw-area.ts';

import { OSM_ATTRIBUTION, OSM_TILE_URL } from './map-tiles.ts';

export { OSM_ATTRIBUTION, OSM_TILE_URL };
/** Where the map waits at the default zoom until the first hits with a location arrive (Brasília). */
const FALLBACK_CENTER: L.LatLngTuple = [-15.7939, -47.8828];
const MAX_ZOOM = 19;

export interface MapViewProps {
  /** The hits on screen; those with `_geo` get a marker. A SearchDocument[] fits. */
  hits: readonly MapHome[];
  /** Total hits of the search (spec §3.5 totalHits), shown beside the homes in view. */
  total: number;
  store: MapStore;
  /** A Leaflet URL template; default OpenStreetMap's standard tiles. */
  tileUrl?: string;
  /** HTML (trusted: it comes from code, never from tenant data). */
  tileAttribution?: string;
  /** Initial state of 'Buscar ao mover o mapa' (default on). */
  searchAsMapMoves?: boolean;
  /** Where relative image paths live (spec §7.3), as for the result cards. */
  storageBaseUrl?: string;
  /** The search's new geographic filter: a rounded box, or undefined to stop filtering by the map. */
  onGeoFilter(geo: GeoFilter | undefined): void;
  /** Classes of the map's box; it needs a height (default 60vh, at least 20rem). */
  className?: string;
  /** A map to browse, not a filter (the map section): no 'Buscar ao mover o mapa', no geographic filter. */
  browseOnly?: boolean;
}

interface LiveMap {
  map: L.Map;
  markers: MarkerLayer;
  /** True while we move the map ourselves (fit, resize): those moves never become a filter. */
  quiet: boolean;
  /** A popup is panning the map into view: opening a home is not a new search. */
  autoPanning: boolean;
  /** The ids last fitted, so a new result set refits but a re-render does not. */
  fittedIds: string | null;
  frame: number;
  /** The outline of the drawn area that filters the search, if any. */
  area: L.Polygon | null;
}

const drawnArea = (geo: GeoFilter | undefined) => (geo && 'polygon' in geo ? geo.polygon : undefined);

function boundsOf(map: L.Map): GeoBounds {
  const b = map.getBounds();
  return { northEast: { lat: b.getNorth(), lng: b.getEast() }, southWest: { lat: b.getSouth(), lng: b.getWest() } };
}

function quietly(live: LiveMap, move: () => void): void {
  live.quiet = true;
  try {
    move(); // Leaflet fires moveend synchronously for moves without animation
  } finally {
    live.quiet = false;
  }
}

export default function MapView(props: MapViewProps): ReactElement {
  const { hits, total, store, tileUrl = OSM_TILE_URL, tileAttribution = OSM_ATTRIBUTION, storageBaseUrl = '' } = props;
  const [searchOnMove, setSearchOnMove] = useState(props.browseOnly ? false : (props.searchAsMapMoves ?? true));
  // 'loading': the drawing plugin is on its way (its chunk loads on the first click).
  const [drawing, setDrawing] = useState<'off' | 'loading' | 'on'>('off');
  const { visibleHomes, geoFilter } = useMapState(store);
  const mapElement = useRef<HTMLDivElement>(null);
  const live = useRef<LiveMap | null>(null);
  const labelId = useId();
  // Leaflet's handlers are bound once; they read the current props through this.
  const latest = useRef({ hits, store, searchOnMove, onGeoFilter: props.onGeoFilter, storageBaseUrl });
  latest.current = { hits, store, searchOnMove, onGeoFilter: props.onGeoFilter, storageBaseUrl };

  const scheduleHighlight = () => {
    const current = live.current;
    if (!current) return;
    cancelAnimationFrame(current.frame);
    current.frame = requestAnimationFrame(() => {
      if (live.current === current) applyHighlight(current.markers, current.map.getContainer(), latest.current.store.getSnapshot().highlightedHomeId);
    });
  };

  /** The map's box as the search's filter, unless it is the filter already. */
  const reportGeo = (bounds: GeoBounds) => {
    const geo = boundsToGeoFilter(bounds);
    if (sameGeoFilter(geo, latest.current.store.getSnapshot().geoFilter)) return;
    latest.current.store.setGeoFilter(geo);
    latest.current.onGeoFilter(geo);
  };

  /** The homes in view (spec §3.5 visibleHomes) and the highlight, after any move or new hits. */
  const refreshVisible = () => {
    const current = live.current;
    if (!current) return;
    latest.current.store.setVisibleHomes(visibleHomeIds(latest.current.hits, boundsOf(current.map)));
    scheduleHighlight();
  };

  const onMoveEnd = () => {
    const current = live.current;
    if (!current) return;
    refreshVisible();
    const byVisitor = !current.quiet && !current.autoPanning;
    current.autoPanning = false;
    // A drawn area is the filter until it is cleared: looking around it is not a new search.
    const areaActive = drawnArea(latest.current.store.getSnapshot().geoFilter) !== undefined;
    if (byVisitor && latest.current.searchOnMove && !areaActive) reportGeo(boundsOf(current.map));
  };

  // The map itself: created once per mount, removed on unmount.
  useEffect(() => {
    const element = mapElement.current;
    if (!element) return;
    const map = L.map(element, { zoomControl: false, maxZoom: MAX_ZOOM });
    L.control.zoom({ zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(map);
    const current: LiveMap = { map, markers: createMarkerLayer(map), quiet: false, autoPanning: false, fittedIds: null, frame: 0, area: null };
    live.current = current;
    quietly(current, () => map.setView(FALLBACK_CENTER, DEFAULT_ZOOM, { animate: false }));
    // Opened with a box already filtering (a shared or reloaded map search): show that box.
    const startBox = latest.current.store.getSnapshot().geoFilter;
    if (startBox && 'bounds' in startBox) {
      const { southWest: sw, northEast: ne } = startBox.bounds;
      quietly(current, () => map.fitBounds([[sw.lat, sw.lng], [ne.lat, ne.lng]], { animate: false }));
    }
    const startArea = drawnArea(startBox);
    if (startArea) quietly(current, () => map.fitBounds(startArea.map((p) => [p.lat, p.lng] as L.LatLngTuple), { animate: false }));
    map.on('moveend', onMoveEnd);
    current.markers.cluster.on('animationend', scheduleHighlight);
    map.on('autopanstart', () => void (current.autoPanning = true));
    map.on('popupopen', (event) => {
      event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', 'Fechar');
    });
    // Keyboard users: focusing a marker highlights its home as hovering does.
    const onFocusIn = (event: FocusEvent) => {
      const id = homeIdOf(event.target);
      if (id !== undefined) latest.current.store.highlight(id);
    };
    const onFocusOut = (event: FocusEvent) => {
      const id = homeIdOf(event.target);
      if (id !== undefined) latest.current.store.unhighlight(id);
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    // The box can change size without the window doing so (layout toggles): Leaflet must re-measure.
    const resize = new ResizeObserver(() => quietly(current, () => map.invalidateSize()));
    resize.observe(element);
    return () => {
      resize.disconnect();
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      cancelAnimationFrame(current.frame);
      // Removed mid zoom animation, Leaflet's transition end reads the removed panes (Leaflet #9575): wait for it.
      if ((map as unknown as { _animatingZoom?: boolean })._animatingZoom) map.once('zoomend', () => map.remove());
      else map.remove();
      live.current = null;
    };
  }, []); // one map per mount; its handlers read `latest`

  // Tiles are decoration: when none loads (offline, tests) the markers still work.
  useEffect(() => {
    const map = live.current?.map;
    if (!map) return;
    const tiles = L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: MAX_ZOOM }).addTo(map);
    return () => void tiles.remove();
  }, [tileUrl, tileAttribution]);

  // Markers follow the hits. A new result set is fitted (spec §2.7) unless the map is what
  // filters it: then the map stays where the visitor put it.
  useEffect(() => {
    const current = live.current;
    if (!current) return;
    syncMarkers(current.markers, hits, latest.current.storageBaseUrl, {
      onEnter: (id) => latest.current.store.highlight(id),
      onLeave: (id) => latest.current.store.unhighlight(id),
    });
    const ids = hits.map((hit) => hit.id).join(',');
    const fit = fitFor(hitPoints(hits));
    if (fit && ids !== current.fittedIds && latest.current.store.getSnapshot().geoFilter === undefined) {
      current.fittedIds = ids;
      quietly(current, () => current.map.setView([fit.center.lat, fit.center.lng], fit.zoom, { animate: false }));
    }
    refreshVisible();
  }, [hits]); // the handlers read `latest`, so only new hits matter

  useEffect(() => store.subscribe(scheduleHighlight), [store]); // hover on a result card highlights its marker
  // The drawn area's outline follows the filter, whoever set it (a drawing, the URL, a cleared chip).
  const area = drawnArea(geoFilter);
  useEffect(() => {
    const current = live.current;
    if (current) current.area = showArea(current.map, current.area, area);
  }, [area]);

  const setArea = (geo: GeoFilter | undefined) => {
    store.setGeoFilter(geo);
    props.onGeoFilter(geo);
  };
  const toggleDrawing = async () => {
    const current = live.current;
    if (!current) return;
    if (drawing === 'on') {
      cancelDrawing(current.map);
      return;
    }
    if (drawing === 'loading') return;
    setDrawing('loading');
    try {
      const drawn = await drawArea(current.map, () => setDrawing('on'));
      if (drawn) setArea({ polygon: drawn.points });
    } finally {
      setDrawing('off');
    }
  };
  useEffect(() => store.setTotalHits(total), [store, total]);

  const toggleSearchOnMove = (checked: boolean) => {
    setSearchOnMove(checked);
    latest.current.searchOnMove = checked;
    const current = live.current;
    if (drawnArea(store.getSnapshot().geoFilter)) return; // the drawn area stays the filter either way
    if (checked && current) reportGeo(boundsOf(current.map));
    else if (!checked && store.getSnapshot().geoFilter !== undefined) {
      // Unchecked: the map stops filtering, so the list shows every home of the other filters again.
      store.setGeoFilter(undefined);
      props.onGeoFilter(undefined);
    }
  };

  const visibleText = `${visibleHomes.length} de ${total} ${total === 1 ? 'imóvel visível' : 'imóveis visíveis'} no mapa`;

  return (
    <div className="vt-map-view flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        {props.browseOnly ? null : (
          <label className="inline-flex cursor-pointer items-center gap-2">
            <input type="checkbox" checked={searchOnMove} onChange={(event) => toggleSearchOnMove(event.target.checked)} className="h-4 w-4" />
            Buscar ao mover o mapa
          </label>
        )}
        {props.browseOnly ? null : (
          <span className="inline-flex flex-wrap gap-2">
            <button type="button" className="vt-map-draw min-h-9 rounded-md border border-gray-300 bg-white px-3 font-semibold" aria-pressed={drawing !== 'off'} aria-busy={drawing === 'loading'} onClick={() => void toggleDrawing()}>
              {drawing === 'on' ? 'Cancelar desenho' : drawing === 'loading' ? 'Carregando…' : area ? 'Desenhar outra área' : 'Desenhar área'}
            </button>
            {area && drawing === 'off' ? (
              <button type="button" className="min-h-9 rounded-md border border-gray-300 bg-white px-3" onClick={() => setArea(undefined)}>
                Limpar área
              </button>
            ) : null}
          </span>
        )}
        <p id={labelId} role="status" className="text-gray-600">
          {drawing === 'on' ? 'Clique no mapa para marcar os cantos da área; clique no primeiro ponto para fechar. ' : ''}
          {visibleText}
        </p>
      </div>
      <div className={props.className ?? 'h-[60vh] min-h-80 w-full overflow-hidden rounded-lg border border-gray-200'}>
        {/* Leaflet owns this element's children and classes; React never re-renders it. */}
        <div ref={mapElement} role="region" aria-label="Mapa dos imóveis" aria-describedby={labelId} style={{ height: '100%', width: '100%' }} />
      </div>
    </div>
  );
}
