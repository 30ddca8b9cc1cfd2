/** The Map store in a component: re-renders when the store's snapshot changes (server render reads it too). */
import { useSyncExternalStore } from 'react';
import type { MapState, MapStore } from './map-store.ts';

export function useMapState(store: MapStore): MapState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
