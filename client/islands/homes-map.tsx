/**
 * The map section's island: the homes the build listed, as the search page's
 * clustered price markers (client/search/map-view.tsx), to browse rather than
 * filter. Hydrated when visible; Leaflet arrives in the map's own chunk only
 * then, and the server HTML is a placeholder box of the same size (no layout
 * shift).
 */
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import type { MapHome } from '../../contract/home-card.ts';
import { createMapStore } from '../search/map-store.ts';
import { LOADING_MAP_TEXT, MapLoadBoundary } from '../search/map-toggle.tsx';

const MapView = lazy(() => import('../search/map-view.tsx'));

export interface HomesMapProps {
  homes: MapHome[];
  storageBaseUrl: string;
  /** Classes of the map's box (it needs a height). */
  boxClass: string;
}

export default function HomesMap({ homes, storageBaseUrl, boxClass }: HomesMapProps): ReactElement {
  const [store] = useState(createMapStore);
  // The server render and the hydration pass draw the placeholder; the map mounts after.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const placeholder = (
    <div className={`flex items-center justify-center bg-gray-100 text-gray-700 ${boxClass}`}>
      <p role="status">{LOADING_MAP_TEXT}</p>
    </div>
  );
  if (!mounted) return placeholder;
  return (
    <MapLoadBoundary>
      <Suspense fallback={placeholder}>
        <MapView hits={homes} total={homes.length} store={store} browseOnly onGeoFilter={() => undefined} storageBaseUrl={storageBaseUrl} className={boxClass} />
      </Suspense>
    </MapLoadBoundary>
  );
}
