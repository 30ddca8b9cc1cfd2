/** The script every page with islands (and the error page) carries: kept tiny, no React, no framework. */
import { BUILDER_SCRIPT_ID } from '../contract/html-ids.ts';
import { startIslands } from './islands-runtime.ts';
import { prefetchAfterLoad } from './island-prefetch.ts';
import { afterLoadWhenIdle } from './when-idle.ts';
import { watchBrokenImages } from './broken-images.ts';
import { watchPhotoStrips } from './photo-strips.ts';
import { startPageLeads } from './leads/page-leads.ts';
import { recordPageVisit } from './recently-viewed/recent-store.ts';
import { startFavorites } from './favorites/favorite-buttons.ts';
import { AnalyticsLoadFailed, BuilderLoadFailed, NavigationLoadFailed } from '../domain/errors.ts';

// First: cards' photos wait for the page until this lifts the wait (templates/styles.css).
watchPhotoStrips();
// Before the islands start, so a 'Vistos recentemente' section on this listing already lists it.
recordPageVisit();
watchBrokenImages();
// Before the islands: a heart clicked early is the heart's, not a card island's.
startFavorites();
startIslands();
prefetchAfterLoad();

// A listing URL that reached the error page may be an old link to a home that still exists; if not,
// it and a `{param}` page that was not built are named as not found (spec §2.2).
if (document.documentElement.dataset.pageKind === 'error' && (location.pathname.startsWith('/imovel/') || document.querySelector('[data-param-patterns]'))) {
  void import('./listing-redirect.ts').then((m) => m.explainMissingPage());
}

// Analytics loads only when it has work: the head defined gtag/fbq (the site has GA or the pixel), or there is a UTM to keep.
if ('gtag' in window || 'fbq' in window || /[?&]utm_/.test(location.search)) {
  import('./analytics/page-events.ts').then(
    (m) => m.startPageEvents(),
    (error: unknown) => console.warn(AnalyticsLoadFailed.message, error),
  );
}

// Builder mode of `vitrine preview` (spec §6): only with both mode=builder and site_url, so visitors never load it.
const query = new URLSearchParams(location.search);
if (query.get('mode') === 'builder' && query.get('site_url') && document.getElementById(BUILDER_SCRIPT_ID)) {
  import('./builder/listener.ts').then(
    (m) => m.startBuilder(),
    (error: unknown) => console.warn(BuilderLoadFailed.message, error),
  );
}

// Leads kept while offline are sent again; an early WhatsApp click is still recorded (DESIGN §8).
startPageLeads();

// New builds, route rules and prefetch (spec §2.2): their own chunk, started once the page has loaded
// and the browser is idle (started at idle alone, its four files shared the line with the hero photo).
afterLoadWhenIdle(() => {
  import('./navigation/start-navigation.ts').then(
    (m) => m.startNavigation(),
    (error: unknown) => console.warn(NavigationLoadFailed.message, error),
  );
});
