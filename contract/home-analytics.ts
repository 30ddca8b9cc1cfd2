/**
 * What analytics may know of a home (spec §3.1, §7.4), written once for the
 * listing page's declaration (`<script id="vitrine-page">`) and the cards'
 * `data-home-*` attributes; the runtime reads both back
 * (client/analytics/page-events.ts).
 */
import { PAGE_ANALYTICS_ID } from './html-ids.ts';

export { PAGE_ANALYTICS_ID };

/** Spec §3.1: id, name, type, status, city, state, neighborhood, and the price (rental_price for rent) in reais. */
export interface TrackedHome {
  id: number;
  name?: string | null;
  type?: string | null;
  status: 'rent' | 'sale';
  city: string;
  state: string;
  neighborhood: string;
  /** In reais. */
  price?: number | null;
}

/** What a page declares for analytics: the listing page's home. */
export interface PageAnalytics {
  home?: TrackedHome;
}

/** A listing (prices in reais) or a card (prices in cents). */
type AnalyticsSource = Omit<TrackedHome, 'price'> & { price?: number | null; rental_price?: number | null };

/** The tracked fields of a home; `unit` says whether its prices are in reais (a listing) or cents (a search document). */
export function trackedHome(home: AnalyticsSource, unit: 'reais' | 'cents' = 'reais'): TrackedHome {
  const { id, status, city, state, neighborhood } = home;
  const raw = status === 'rent' ? home.rental_price : home.price;
  const price = typeof raw === 'number' ? (unit === 'cents' ? raw / 100 : raw) : null;
  // Key order is the declaration's order in the page (byte-identical HTML).
  return { id, name: home.name ?? null, type: home.type ?? null, status, city, state, neighborhood, price };
}

/** Attribute order as cards have always written them (the HTML stays byte-identical). */
const CARD_ATTRIBUTES = ['status', 'type', 'name', 'city', 'state', 'neighborhood', 'price'] as const;

/** The card's home as `data-home-*` attributes (the id is written by the card itself); unset fields write no attribute. */
export function trackingAttributes(home: TrackedHome): Record<`data-home-${string}`, string> {
  const attributes: Record<`data-home-${string}`, string> = {};
  for (const key of CARD_ATTRIBUTES) {
    const value = home[key];
    if (value !== null && value !== undefined && value !== '') attributes[`data-home-${key}`] = String(value);
  }
  return attributes;
}
