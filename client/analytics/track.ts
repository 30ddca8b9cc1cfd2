/**
 * Analytics events (spec §7.4) to Google Analytics and the Facebook pixel,
 * whichever the site has loaded (their scripts are added by the head only
 * when the site config has their ids). Failures are logged, never thrown
 * (spec §8): a visitor's action must never break because analytics did.
 */
import type { TrackedHome } from '../../contract/home-analytics.ts';
import { GaEventFailed, PixelEventFailed } from '../../domain/errors.ts';

export type AnalyticsEvent = 'form_submit' | 'property_view' | 'property_click' | 'whatsapp_click' | 'search' | 'view_item' | 'add_to_wishlist';

type Gtag = (command: 'event', name: string, params?: Record<string, unknown>) => void;
type Fbq = (command: 'track' | 'trackCustom', name: string, params?: Record<string, unknown>) => void;

interface AnalyticsWindow {
  gtag?: Gtag;
  fbq?: Fbq;
}

/** Facebook's standard names where one exists (spec §7.4: view_item / ViewContent). */
const pixelNames: Partial<Record<AnalyticsEvent, string>> = {
  view_item: 'ViewContent',
  form_submit: 'Lead',
  search: 'Search',
  add_to_wishlist: 'AddToWishlist',
};

export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}, target: AnalyticsWindow = globalThis as AnalyticsWindow): void {
  try {
    target.gtag?.('event', event, params);
  } catch (error) {
    console.warn(GaEventFailed.message, error);
  }
  try {
    const standard = pixelNames[event];
    if (standard) target.fbq?.('track', standard, params);
    else target.fbq?.('trackCustom', event, params);
  } catch (error) {
    console.warn(PixelEventFailed.message, error);
  }
}

/** The fields of spec §7.4 for property events: price, or rental_price for rent. */
export function homeParams(home: TrackedHome): Record<string, unknown> {
  const { id, name, type, status, city, state, neighborhood, price } = home;
  return { property_id: id, name: name ?? undefined, type: type ?? undefined, status, city, state, neighborhood, [status === 'rent' ? 'rental_price' : 'price']: price ?? undefined };
}

/**
 * view_item (GA4's e-commerce shape) and the pixel's ViewContent from one set
 * of params (spec §7.4: currency BRL): value in reais, the home as the item.
 */
export function viewItemParams(home: TrackedHome): Record<string, unknown> {
  const id = String(home.id);
  const value = home.price ?? undefined;
  return {
    currency: 'BRL',
    value,
    items: [{ item_id: id, item_name: home.name ?? undefined, item_category: home.type ?? undefined, price: value }],
    content_ids: [id],
    content_type: 'home_listing',
  };
}
