/**
 * The list ↔ map switch of the search page (spec §2.7, §4): a 'Ver mapa' /
 * 'Ver lista' button and, while open, the map — loaded on first open as its
 * own chunk (Leaflet and its CSS never reach visitors who stay on the list).
 *
 * Mounting it on the search page:
 *
 *   import { MapToggle } from '../search/map-toggle.tsx';
 *   import { createMapStore, highlightHandlers } from '../search/map-store.ts';
 *   import { useMapState } from '../search/use-map-state.ts';
 *
 *   const [mapStore] = useState(createMapStore);              // one store per page
 *   const { mapOpen } = useMapState(mapStore);                // e.g. to go two-column, or hide the list on mobile
 *   <MapToggle
 *     hits={results.hits}                 // SearchDocument[] (or cards that keep id, status, title, url,
 *                                         //   image, price, rental_price and `_geo`; hits without _geo get no marker)
 *     total={results.total}
 *     store={mapStore}
 *     onGeoFilter={(geo) => setFilters({ ...filters, geo, page: 1 })}  // geo: rounded box, or undefined to drop it
 *     storageBaseUrl={card.storageBaseUrl}                    // optional: relative image paths (spec §7.3)
 *     tileUrl={...} tileAttribution={...}                     // optional: default OpenStreetMap
 *     searchAsMapMoves                                        // optional: initial 'Buscar ao mover o mapa' (default true)
 *     mapClassName="h-[70vh] ..."                             // optional: the map box's classes (it needs a height)
 *   />
 *   // Result cards highlight their marker on hover/focus:
 *   <article {...highlightHandlers(mapStore, hit.id)}> … </article>
 *   // and may read useMapState(mapStore).highlightedHomeId to highlight the card a marker hovers.
 *
 * The page keeps its filters as the source of truth: onGeoFilter is the only way the map
 * changes them. Closing the map calls store.closeMap() and onGeoFilter(undefined), so the
 * geographic filter goes away with the map (spec §4).
 */
import { Component, lazy, Suspense, useId, type ReactElement, type ReactNode } from 'react';
import { ComponentFailed } from '../../domain/errors.ts';
import type { GeoFilter } from '../../domain/schemas/filter-state.ts';
import type { MapHome } from '../../contract/home-card.ts';
import type { MapStore } from './map-store.ts';
import { useMapState } from './use-map-state.ts';

const MapView = lazy(() => import('./map-view.tsx'));

export const LOADING_MAP_TEXT = 'Carregando mapa...';
/** Spec §8's message for a lazy component that fails to load. */
export const MAP_FAILED_TEXT = ComponentFailed.message;

export interface MapToggleProps {
  hits: readonly MapHome[];
  total: number;
  store: MapStore;
  onGeoFilter(geo: GeoFilter | undefined): void;
  storageBaseUrl?: string;
  tileUrl?: string;
  tileAttribution?: string;
  searchAsMapMoves?: boolean;
  /** Classes of the map's box (it needs a height). */
  mapClassName?: string;
  /** Classes of the toggle button; default a bordered pill. */
  buttonClassName?: string;
}

/** A failed chunk (offline, new deploy) shows spec §8's message instead of taking the search page down. */
export class MapLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error(MAP_FAILED_TEXT, error);
  }
  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <p role="alert" className="text-sm text-red-700">
          {MAP_FAILED_TEXT}
        </p>
      );
    }
    return this.props.children;
  }
}

export function MapToggle(props: MapToggleProps): ReactElement {
  const { store, onGeoFilter } = props;
  const { mapOpen } = useMapState(store);
  const panelId = useId();

  const toggle = () => {
    if (!mapOpen) {
      store.openMap();
      return;
    }
    store.closeMap();
    onGeoFilter(undefined);
  };

  return (
    <div className="vt-map-toggle flex flex-col gap-3">
      <button
        type="button"
        onClick={toggle}
        aria-expanded={mapOpen}
        aria-controls={mapOpen ? panelId : undefined}
        className={
          props.buttonClassName ??
          'inline-flex items-center gap-2 self-start rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-text shadow-sm hover:bg-gray-50'
        }
      >
        <MapIcon />
        {mapOpen ? 'Ver lista' : 'Ver mapa'}
      </button>
      {mapOpen ? (
        <div id={panelId}>
          <MapLoadBoundary>
            <Suspense fallback={<p role="status" className="text-sm text-gray-600">{LOADING_MAP_TEXT}</p>}>
              <MapView
                hits={props.hits}
                total={props.total}
                store={store}
                onGeoFilter={onGeoFilter}
                storageBaseUrl={props.storageBaseUrl}
                tileUrl={props.tileUrl}
                tileAttribution={props.tileAttribution}
                searchAsMapMoves={props.searchAsMapMoves}
                className={props.mapClassName}
              />
            </Suspense>
          </MapLoadBoundary>
        </div>
      ) : null}
    </div>
  );
}

function MapIcon(): ReactElement {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14" strokeLinejoin="round" />
    </svg>
  );
}
