/**
 * The listing's location (spec §2.9): a small Leaflet map with one marker,
 * loaded when it is in view once the visitor has used the page (ui/island.tsx,
 * 'visible-after-input'). Wheel zoom is off so the page scrolls
 * past it; one-finger drag is off on touch screens for the same reason.
 * Leaflet and its CSS load with this island, imported in the effect: Leaflet
 * touches `window` on import, and the server (which renders this too) cannot
 * import CSS.
 */
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, type ReactElement } from 'react';
import { OSM_ATTRIBUTION, OSM_TILE_URL } from '../search/map-tiles.ts';
import { LocationMapFailed } from '../../domain/errors.ts';

export interface LocationMapProps {
  lat: number;
  lng: number;
  /** The marker's accessible name: the address. */
  label: string;
  tileUrl?: string;
}

const ZOOM = 15;
const PIN =
  '<svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path fill="var(--vt-primary, #1d4ed8)" stroke="#fff" stroke-width="1.5" ' +
  'd="M12 22.5s-7.5-6.6-7.5-12.2a7.5 7.5 0 0 1 15 0c0 5.6-7.5 12.2-7.5 12.2z"/><circle cx="12" cy="10.3" r="2.8" fill="#fff"/></svg>';

export default function LocationMap({ lat, lng, label, tileUrl = OSM_TILE_URL }: LocationMapProps): ReactElement {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = element.current;
    if (!box) return;
    let map: LeafletMap | undefined;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([{ default: L }]) => {
      if (cancelled) return;
      const touch = window.matchMedia('(pointer: coarse)').matches;
      map = L.map(box, { scrollWheelZoom: false, dragging: !touch, zoomControl: false }).setView([lat, lng], ZOOM);
      L.control.zoom({ zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(map);
      L.tileLayer(tileUrl, { attribution: OSM_ATTRIBUTION, maxZoom: 19 }).addTo(map);
      const icon = L.divIcon({ html: PIN, className: 'vt-location-pin', iconSize: [36, 36], iconAnchor: [18, 34] });
      L.marker([lat, lng], { icon, title: label, alt: label, keyboard: true }).addTo(map);
    }, (error: unknown) => console.warn(LocationMapFailed.message, error));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [lat, lng, label, tileUrl]);
  return <div ref={element} className="h-72 w-full overflow-hidden rounded-lg bg-gray-100 sm:h-80" role="region" aria-label={`Mapa: ${label}`} data-location-map="" />;
}
