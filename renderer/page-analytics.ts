/**
 * What a page declares for the analytics runtime (client/analytics/page-events.ts):
 * the listing page's home, for property_view and view_item (spec §7.4). Only
 * sites that send events get it; other pages declare nothing.
 */
import type { Property } from '../domain/schemas/index.ts';
import { PAGE_ANALYTICS_ID, type PageAnalytics, type TrackedHome } from '../client/analytics/track.ts';
import { siteTracks } from './analytics-head.ts';
import { jsonForScript } from '../contract/escape.ts';
import type { PageData, SiteContext } from '../contract/page-model.ts';

/** Spec §3.1: analytics uses only id, name, type, status, city, state, neighborhood and the price (rental_price for rent), in reais. */
export function trackedHome(home: Property): TrackedHome {
  return {
    id: home.id,
    name: home.name ?? null,
    type: home.type ?? null,
    status: home.status,
    city: home.city,
    state: home.state,
    neighborhood: home.neighborhood,
    price: (home.status === 'rent' ? home.rental_price : home.price) ?? null,
  };
}

export function pageAnalyticsScript(ctx: SiteContext, data: PageData): string {
  if (data.kind !== 'property' || !siteTracks(ctx.site)) return '';
  const declared: PageAnalytics = { home: trackedHome(data.home) };
  return `<script type="application/json" id="${PAGE_ANALYTICS_ID}">${jsonForScript(declared)}</script>`;
}
