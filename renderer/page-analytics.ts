/**
 * What a page declares for the analytics runtime (client/analytics/page-events.ts):
 * the listing page's home, for property_view and view_item (spec §7.4). Only
 * sites that send events get it; other pages declare nothing.
 */
import { PAGE_ANALYTICS_ID, trackedHome, type PageAnalytics } from '../contract/home-analytics.ts';
import { siteTracks } from './analytics-head.ts';
import { jsonForScript } from '../contract/escape.ts';
import type { PageData, SiteContext } from '../contract/page-model.ts';

export function pageAnalyticsScript(ctx: SiteContext, data: PageData): string {
  if (data.kind !== 'property' || !siteTracks(ctx.site)) return '';
  const declared: PageAnalytics = { home: trackedHome(data.home) };
  return `<script type="application/json" id="${PAGE_ANALYTICS_ID}">${jsonForScript(declared)}</script>`;
}
