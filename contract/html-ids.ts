/**
 * Names the server's HTML and the browser runtime share: script ids and
 * data-* attributes. Both sides import them from here, so renaming one can
 * never leave the other reading a name nobody writes.
 */

/** `<script type="application/json">` ids. */
export const ISLANDS_SCRIPT_ID = 'vitrine-islands';
/** The chunks to prefetch once the page has loaded (ui/island.tsx, prefetchesChunks). */
export const PREFETCH_SCRIPT_ID = 'vitrine-prefetch';
export const BUILDER_SCRIPT_ID = 'vitrine-builder';
export const PAGE_ANALYTICS_ID = 'vitrine-page';
export const RECENT_HOME_SCRIPT_ID = 'vitrine-recent-home';

/** An island's wrapper: its name, its index in the islands script, and when it loads. */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_ID_ATTR = 'data-island-id';
export const ISLAND_LOAD_ATTR = 'data-load';

/** On `<html>`: the build that rendered the page, and its kind. */
export const BUILD_ID_ATTR = 'data-build-id';
export const PAGE_KIND_ATTR = 'data-page-kind';
/** On `<html>`: the path the page was rendered for (a host may serve it for another path: a fallback). */
export const PAGE_PATH_ATTR = 'data-page-path';

/** On a home card: the home's id (its other analytics fields follow as data-home-*). */
export const HOME_ID_ATTR = 'data-home-id';

/** A 'Salvar' heart: its value is the home's id; the runtime's one delegated handler toggles it. */
export const FAVORITE_ATTR = 'data-favorite';
/** The header's count of saved homes, kept by the runtime. */
export const FAVORITES_COUNT_ATTR = 'data-favorites-count';

/**
 * A strip of photos (a card's, the listing's gallery) and its photos after the first: those stay
 * out of layout, so unfetched, until the visitor reaches for the strip (templates/styles.css);
 * the runtime marks a strip used with STRIP_LIVE_ATTR (client/photo-strips.ts).
 */
export const PHOTO_STRIP_ATTR = 'data-photo-strip';
export const LATER_PHOTO_ATTR = 'data-later-photo';
export const STRIP_LIVE_ATTR = 'data-strip-live';

/**
 * A card's photo box, and the page's flag that its lazy photos wait: while the root element has
 * PHOTOS_WAIT_ATTR (every page is written with it), the stylesheet keeps card photos that load
 * lazily out of layout, so the browser does not fetch them while it loads the page's first photo;
 * the runtime removes it once the page has loaded and painted, or at the visitor's first touch,
 * scroll or key (client/photo-strips.ts). Without scripting the rule does not apply.
 */
export const CARD_PHOTOS_ATTR = 'data-card-photos';
export const PHOTOS_WAIT_ATTR = 'data-photos-wait';
