/**
 * The page's analytics (spec §7.4), loaded by the runtime only when the site
 * has GA or the pixel, or the URL has UTM parameters: UTM capture, the
 * listing's property_view and view_item, and one delegated click listener for
 * property_click (result and home cards) and whatsapp_click (any element with
 * `data-track="whatsapp_click"`). Every failure is logged only (track.ts).
 */
import { PAGE_ANALYTICS_ID, type PageAnalytics, type TrackedHome } from '../../contract/home-analytics.ts';
import { HOME_ID_ATTR } from '../../contract/html-ids.ts';
import { homeParams, track, viewItemParams } from './track.ts';
import { captureUtm } from './utm.ts';
import { PageAnalyticsUnreadable } from '../../domain/errors.ts';

/** The page's declared analytics data; nothing when it has none or it cannot be read. */
export function pageAnalytics(doc: Document = document): PageAnalytics {
  const script = doc.getElementById(PAGE_ANALYTICS_ID);
  if (!script?.textContent) return {};
  try {
    return JSON.parse(script.textContent) as PageAnalytics;
  } catch (error) {
    console.warn(PageAnalyticsUnreadable.message, error);
    return {};
  }
}

/** A card's home, from the data-home-* attributes HomeCardView writes (the price is already in reais). */
export function cardHome(card: HTMLElement): TrackedHome | undefined {
  const data = card.dataset;
  const id = Number(data.homeId);
  const status = data.homeStatus;
  if (!Number.isFinite(id) || (status !== 'rent' && status !== 'sale')) return undefined;
  const price = data.homePrice === undefined ? undefined : Number(data.homePrice);
  return {
    id,
    name: data.homeName,
    type: data.homeType,
    status,
    city: data.homeCity ?? '',
    state: data.homeState ?? '',
    neighborhood: data.homeNeighborhood ?? '',
    price: Number.isFinite(price) ? price : undefined,
  };
}

/** whatsapp_click's fields (spec §7.4: context, property id, name, city, state): the home is the card's, or the listing's. */
export function whatsappParams(button: HTMLElement, page: PageAnalytics): Record<string, unknown> {
  const card = button.closest<HTMLElement>(`[${HOME_ID_ATTR}]`);
  const propertyId = button.dataset.propertyId ?? card?.dataset.homeId;
  const home = card ? cardHome(card) : page.home && String(page.home.id) === propertyId ? page.home : undefined;
  return {
    context: button.dataset.trackContext ?? 'page',
    property_id: propertyId === undefined ? undefined : Number(propertyId),
    name: home?.name ?? undefined,
    city: home?.city,
    state: home?.state,
  };
}

/** The event a click is worth, if any: whatsapp_click first (a WhatsApp button may sit on a card), then a card's link. */
export function clickEvent(target: Element, page: PageAnalytics): { event: 'whatsapp_click' | 'property_click'; params: Record<string, unknown> } | undefined {
  const tracked = target.closest<HTMLElement>('[data-track="whatsapp_click"]');
  if (tracked) return { event: 'whatsapp_click', params: whatsappParams(tracked, page) };
  const card = target.closest('a[href]')?.closest<HTMLElement>(`[${HOME_ID_ATTR}]`);
  const home = card ? cardHome(card) : undefined;
  return home ? { event: 'property_click', params: homeParams(home) } : undefined;
}

/** add_to_wishlist (GA4's name; the pixel's AddToWishlist): a home saved with its heart, the card's home or the listing's. */
export function trackFavorite(button: HTMLElement, doc: Document = document): void {
  const id = button.dataset.favorite;
  const card = button.closest<HTMLElement>(`[${HOME_ID_ATTR}]`);
  const page = pageAnalytics(doc);
  const home = card ? cardHome(card) : page.home && String(page.home.id) === id ? page.home : undefined;
  track('add_to_wishlist', home ? homeParams(home) : { property_id: Number(id) });
}

export function startPageEvents(doc: Document = document): void {
  captureUtm();
  const page = pageAnalytics(doc);
  if (page.home) {
    track('property_view', homeParams(page.home));
    track('view_item', viewItemParams(page.home));
  }
  // Capture phase: islands may stop a click's propagation, and the visit counts either way.
  doc.addEventListener(
    'click',
    (event) => {
      // A click the island runtime replays after hydration is untrusted: the visitor's own click was counted.
      if (!event.isTrusted || !(event.target instanceof Element)) return;
      const click = clickEvent(event.target, page);
      if (click) track(click.event, click.params);
    },
    { capture: true },
  );
}
