import { describe, expect, it } from 'vitest';
import { createMapStore, highlightHandlers } from './map-store.ts';

const box = { bounds: { northEast: { lat: -23.5, lng: -46.6 }, southWest: { lat: -23.6, lng: -46.7 } } };

function watched() {
  const store = createMapStore();
  let notified = 0;
  store.subscribe(() => notified++);
  return { store, notifications: () => notified };
}

describe('the Map store (spec §3.5)', () => {
  it('starts closed, with nothing visible, no geo filter, no total and no highlight', () => {
    expect(createMapStore().getSnapshot()).toEqual({
      mapOpen: false,
      visibleHomes: [],
      geoFilter: undefined,
      totalHits: 0,
      highlightedHomeId: null,
    });
  });

  it('opens, tracks visible homes, the geo filter and the total, each change notifying once', () => {
    const { store, notifications } = watched();
    store.openMap();
    store.setVisibleHomes([3, 1]);
    store.setGeoFilter(box);
    store.setTotalHits(42);
    expect(store.getSnapshot()).toMatchObject({ mapOpen: true, visibleHomes: [3, 1], geoFilter: box, totalHits: 42 });
    expect(notifications()).toBe(4);
  });

  it('keeps the same snapshot (and stays quiet) when nothing changes', () => {
    const { store, notifications } = watched();
    store.setVisibleHomes([1, 2]);
    store.setGeoFilter(box);
    const before = store.getSnapshot();
    store.setVisibleHomes([1, 2]);
    store.setGeoFilter(structuredClone(box));
    store.setTotalHits(0);
    store.highlight(null);
    expect(store.getSnapshot()).toBe(before);
    expect(notifications()).toBe(2);
  });

  it('does not let a caller mutate the visible list it passed in', () => {
    const store = createMapStore();
    const ids = [1, 2];
    store.setVisibleHomes(ids);
    ids.push(3);
    expect(store.getSnapshot().visibleHomes).toEqual([1, 2]);
  });

  it('clears the geographic filter when the map closes (spec §4)', () => {
    const store = createMapStore();
    store.openMap();
    store.setGeoFilter(box);
    store.setVisibleHomes([5]);
    store.highlight(5);
    store.setTotalHits(9);
    store.closeMap();
    expect(store.getSnapshot()).toEqual({ mapOpen: false, visibleHomes: [], geoFilter: undefined, totalHits: 9, highlightedHomeId: null });
  });

  it('highlights a home and clears it only from the same home', () => {
    const store = createMapStore();
    store.highlight(1);
    store.highlight(2);
    store.unhighlight(1); // the first card's late mouseleave
    expect(store.getSnapshot().highlightedHomeId).toBe(2);
    store.unhighlight(2);
    expect(store.getSnapshot().highlightedHomeId).toBeNull();
  });

  it('gives result cards hover and focus handlers that drive the highlight', () => {
    const store = createMapStore();
    const card = highlightHandlers(store, 8);
    card.onMouseEnter();
    expect(store.getSnapshot().highlightedHomeId).toBe(8);
    card.onMouseLeave();
    expect(store.getSnapshot().highlightedHomeId).toBeNull();
    card.onFocus();
    expect(store.getSnapshot().highlightedHomeId).toBe(8);
    card.onBlur();
    expect(store.getSnapshot().highlightedHomeId).toBeNull();
  });

  it('stops notifying after unsubscribe', () => {
    const store = createMapStore();
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.openMap();
    stop();
    store.closeMap();
    expect(calls).toBe(1);
  });
});
