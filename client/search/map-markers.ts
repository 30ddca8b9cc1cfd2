/**
 * The Leaflet pieces of the map view: price markers, their popups, the
 * cluster group and the highlight. Imported only by map-view.tsx, so Leaflet
 * and its CSS stay in the map's lazily loaded chunk.
 */
// The default import is Leaflet's live object: leaflet.markercluster adds
// markerClusterGroup to it when loaded, which a namespace import's copy would miss.
import L from 'leaflet';
import 'leaflet.markercluster';
import { imageUrl } from '../../domain/rules/image-url.ts';
import { escapeHtml, safeHref } from '../../contract/escape.ts';
import type { MapHome } from '../../contract/home-card.ts';
import { cardPrice } from '../../ui/card/card-display.ts';

export { L };

const HIGHLIGHTED = 'is-highlighted';
const POPUP_IMAGE = { width: 320, height: 200 };
/** Spec §2.7 leaves clustering to us: 40 px keeps price pills from piling up without hiding distinct homes. */
const CLUSTER_RADIUS_PX = 40;
/** Highlighted marker above its neighbours (Leaflet sets z-index inline, so CSS cannot). */
const HIGHLIGHT_Z_OFFSET = 1000;

export interface HomeMarker extends L.Marker {
  homeId: number;
}

interface MarkerEntry {
  marker: HomeMarker;
  /** What the marker draws; a hit whose key changed gets a new marker. */
  key: string;
}

export interface MarkerLayer {
  cluster: L.MarkerClusterGroup;
  entries: Map<number, MarkerEntry>;
  highlighted: L.Marker | null;
}

export interface MarkerEvents {
  onEnter(id: number): void;
  onLeave(id: number): void;
}

/**
 * A 0×0 icon at the home's point; CSS lifts the pill above it, whatever the
 * price's width. Its accessible name is the title then the price.
 */
function priceIcon(hit: MapHome): L.DivIcon {
  const html =
    `<span class="vt-map-price" data-home-id="${hit.id}">` +
    `<span class="sr-only">${escapeHtml(hit.title)}, </span>${escapeHtml(cardPrice(hit))}</span>`;
  // The popup's tip points at the pill's top, not at the point the pill covers.
  return L.divIcon({ html, className: 'vt-map-marker', iconSize: [0, 0], popupAnchor: [0, -30] });
}

/** Built as DOM, never as an HTML string: title, url and image come from tenant data. */
function popupContent(hit: MapHome, storageBaseUrl: string): HTMLElement {
  const card = document.createElement('article');
  card.className = 'vt-map-popup';
  const src = imageUrl(hit.image, { storageBaseUrl, ...POPUP_IMAGE });
  if (src) {
    const img = document.createElement('img');
    Object.assign(img, { src, alt: '', width: POPUP_IMAGE.width, height: POPUP_IMAGE.height, loading: 'lazy', decoding: 'async' });
    card.append(img);
  }
  const price = document.createElement('p');
  price.className = 'vt-map-popup-price';
  price.textContent = cardPrice(hit);
  const link = document.createElement('a');
  link.className = 'vt-map-popup-title';
  link.href = safeHref(hit.url);
  link.textContent = hit.title;
  card.append(price, link);
  return card;
}

const markerKey = (hit: MapHome) => JSON.stringify([hit._geo?.lat, hit._geo?.lng, cardPrice(hit), hit.title, hit.url, hit.image]);

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const html = `<span aria-hidden="true">${count}</span><span class="sr-only">${count} imóveis, aproximar</span>`;
  return L.divIcon({ html, className: 'vt-map-cluster', iconSize: [40, 40] });
}

export function createMarkerLayer(map: L.Map): MarkerLayer {
  const cluster = L.markerClusterGroup({
    maxClusterRadius: CLUSTER_RADIUS_PX,
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    iconCreateFunction: clusterIcon,
  });
  cluster.addTo(map);
  return { cluster, entries: new Map(), highlighted: null };
}

/**
 * Makes the markers match the hits: homes that left are removed, new or
 * changed homes get a marker, unchanged markers stay (an open popup survives
 * a search that keeps its home). Homes without a location are not drawn.
 */
export function syncMarkers(layer: MarkerLayer, hits: readonly MapHome[], storageBaseUrl: string, events: MarkerEvents): void {
  const wanted = new Map<number, MapHome>();
  for (const hit of hits) if (hit._geo) wanted.set(hit.id, hit);

  const stale: L.Marker[] = [];
  for (const [id, entry] of layer.entries) {
    const hit = wanted.get(id);
    if (hit === undefined || markerKey(hit) !== entry.key) {
      stale.push(entry.marker);
      layer.entries.delete(id);
    }
  }
  if (stale.length > 0) layer.cluster.removeLayers(stale);

  const fresh: L.Marker[] = [];
  for (const [id, hit] of wanted) {
    if (layer.entries.has(id) || !hit._geo) continue;
    const marker = L.marker([hit._geo.lat, hit._geo.lng], { icon: priceIcon(hit), keyboard: true, riseOnHover: true }) as HomeMarker;
    marker.homeId = id;
    marker.bindPopup(() => popupContent(hit, storageBaseUrl), { minWidth: 200, maxWidth: 260 });
    marker.on('mouseover', () => events.onEnter(id));
    marker.on('mouseout', () => events.onLeave(id));
    layer.entries.set(id, { marker, key: markerKey(hit) });
    fresh.push(marker);
  }
  if (fresh.length > 0) layer.cluster.addLayers(fresh);
}

/**
 * Marks the highlighted home's marker — or the cluster that holds it — and
 * unmarks the rest. Idempotent: called again whenever Leaflet redraws icons
 * (zoom, clustering), which drops classes it did not set.
 */
export function applyHighlight(layer: MarkerLayer, container: HTMLElement, homeId: number | null): void {
  for (const el of container.querySelectorAll(`.${HIGHLIGHTED}`)) el.classList.remove(HIGHLIGHTED);
  layer.highlighted?.setZIndexOffset(0);
  layer.highlighted = null;
  const marker = homeId === null ? undefined : layer.entries.get(homeId)?.marker;
  if (!marker) return;
  // The marker itself, or the cluster drawn in its place (null when off screen).
  const shown = layer.cluster.getVisibleParent(marker) as L.Marker | null;
  if (!shown) return;
  shown.getElement()?.classList.add(HIGHLIGHTED);
  shown.setZIndexOffset(HIGHLIGHT_Z_OFFSET);
  layer.highlighted = shown;
}

/** The home whose marker holds this element (for focus, which Leaflet does not report). */
export function homeIdOf(target: EventTarget | null): number | undefined {
  if (!(target instanceof Element)) return undefined;
  const tagged = target.closest('.vt-map-marker')?.querySelector('[data-home-id]');
  const id = Number(tagged?.getAttribute('data-home-id'));
  return tagged && Number.isInteger(id) ? id : undefined;
}
