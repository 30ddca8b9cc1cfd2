/**
 * The Map store (spec §3.5): whether the map is open, which homes it shows,
 * the geographic filter it set, the total hits and the highlighted home.
 * A tiny external store (subscribe/getSnapshot for React's
 * useSyncExternalStore), so the search page, the result cards and the lazily
 * loaded map share one state without the map chunk owning it. No React here.
 */
import type { GeoFilter } from '../../domain/schemas/filter-state.ts';
import { sameGeoFilter } from './map-rules.ts';

export interface MapState {
  mapOpen: boolean;
  /** Ids of the hits inside the map's current bounds, in the hits' order. */
  visibleHomes: readonly number[];
  /** The box the map last applied to the search; undefined when the map does not filter. */
  geoFilter: GeoFilter | undefined;
  totalHits: number;
  /** The home under the pointer or focus, on a marker or a result card. */
  highlightedHomeId: number | null;
}

export interface MapStore {
  subscribe(listener: () => void): () => void;
  /** The same object until something changes (useSyncExternalStore relies on it). */
  getSnapshot(): MapState;
  openMap(): void;
  /** Spec §4: closing the map clears the geographic filter (and what the map showed). */
  closeMap(): void;
  setVisibleHomes(ids: readonly number[]): void;
  setGeoFilter(geo: GeoFilter | undefined): void;
  setTotalHits(total: number): void;
  highlight(id: number | null): void;
  /** Clears the highlight only if it is still `id`: a late mouseleave must not undo the next card's hover. */
  unhighlight(id: number): void;
}

export const CLOSED_MAP: MapState = {
  mapOpen: false,
  visibleHomes: [],
  geoFilter: undefined,
  totalHits: 0,
  highlightedHomeId: null,
};

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

export function createMapStore(initial: Partial<MapState> = {}): MapStore {
  let state: MapState = { ...CLOSED_MAP, ...initial };
  const listeners = new Set<() => void>();

  const update = (patch: Partial<MapState>) => {
    const next = { ...state, ...patch };
    const changed = (Object.keys(patch) as (keyof MapState)[]).some((key) => next[key] !== state[key]);
    if (!changed) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => state,
    openMap: () => update({ mapOpen: true }),
    closeMap: () => update({ mapOpen: false, geoFilter: undefined, visibleHomes: CLOSED_MAP.visibleHomes, highlightedHomeId: null }),
    setVisibleHomes(ids) {
      if (!sameIds(ids, state.visibleHomes)) update({ visibleHomes: [...ids] });
    },
    setGeoFilter(geo) {
      if (!sameGeoFilter(geo, state.geoFilter)) update({ geoFilter: geo });
    },
    setTotalHits: (total) => update({ totalHits: Math.max(0, Math.floor(total) || 0) }),
    highlight: (id) => update({ highlightedHomeId: id }),
    unhighlight(id) {
      if (state.highlightedHomeId === id) update({ highlightedHomeId: null });
    },
  };
}

export interface HighlightHandlers {
  onMouseEnter(): void;
  onMouseLeave(): void;
  onFocus(): void;
  onBlur(): void;
}

/**
 * What a result card spreads onto its root so hovering or focusing it
 * highlights its marker: `<article {...highlightHandlers(store, hit.id)}>`.
 * Focus events bubble in React, so focusing the card's link counts.
 */
export function highlightHandlers(store: MapStore, id: number): HighlightHandlers {
  return {
    onMouseEnter: () => store.highlight(id),
    onMouseLeave: () => store.unhighlight(id),
    onFocus: () => store.highlight(id),
    onBlur: () => store.unhighlight(id),
  };
}
