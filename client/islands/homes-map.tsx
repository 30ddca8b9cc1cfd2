/**
 * The map section's island: the homes the build listed, as the search page's
 * clustered price markers (client/search/map-view.tsx), to browse rather than
 * filter. Hydrated when visible; Leaflet arrives in the map's own chunk only
 * then, and the server HTML is a placeholder box of the same size (no layout
 * shift).
 *
 * The homes come inline (a development's one point) or from the page's own `_payload.json`
 * (`data.mapHomes`), fetched when the map loads: a home page's map lists up to 500 homes,
 * ~160 KB that every visitor downloaded in the HTML, most without ever touching the map.
 */
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { MapHome } from '../../contract/home-card.ts';
import { createMapStore } from '../search/map-store.ts';
import { LOADING_MAP_TEXT, MAP_FAILED_TEXT, MapLoadBoundary } from '../search/map-toggle.tsx';

const MapView = lazy(() => import('../search/map-view.tsx'));

export type HomesMapProps = ({ homes: MapHome[] } | { payload: string }) & {
  storageBaseUrl: string;
  /** Classes of the map's box (it needs a height). */
  boxClass: string;
};

/** The map's homes in a page payload (`{ data: { mapHomes } }`), or undefined when it has none. */
function payloadMapHomes(payload: unknown): MapHome[] | undefined {
  const homes = (payload as { data?: { mapHomes?: unknown } } | null)?.data?.mapHomes;
  return Array.isArray(homes) ? (homes as MapHome[]) : undefined;
}

export default function HomesMap(props: HomesMapProps): ReactElement {
  const { storageBaseUrl, boxClass } = props;
  const [store] = useState(createMapStore);
  // The server render and the hydration pass draw the placeholder; the map mounts after.
  const [mounted, setMounted] = useState(false);
  const [fetched, setFetched] = useState<MapHome[] | 'failed'>();
  const payload = 'payload' in props ? props.payload : undefined;
  const homes = 'homes' in props ? props.homes : fetched;
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!payload) return;
    const abort = new AbortController();
    fetch(payload, { signal: abort.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((json: unknown) => setFetched(payloadMapHomes(json) ?? 'failed'))
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error(MAP_FAILED_TEXT, error);
        setFetched('failed');
      });
    return () => abort.abort();
  }, [payload]);
  const placeholder = (
    <div className={`flex items-center justify-center bg-gray-100 text-gray-700 ${boxClass}`}>
      <p role="status">{LOADING_MAP_TEXT}</p>
    </div>
  );
  if (homes === 'failed') {
    return (
      <div className={`flex items-center justify-center bg-gray-100 ${boxClass}`}>
        <p role="alert" className="text-sm text-red-700">
          {MAP_FAILED_TEXT}
        </p>
      </div>
    );
  }
  if (!mounted || !homes) return placeholder;
  return (
    <MapLoadBoundary>
      <Suspense fallback={placeholder}>
        <MapView hits={homes} total={homes.length} store={store} browseOnly onGeoFilter={() => undefined} storageBaseUrl={storageBaseUrl} className={boxClass} />
      </Suspense>
    </MapLoadBoundary>
  );
}
