/**
 * The runtime's side of favourites (#17 item 1), no React: one delegated
 * click handler toggles a home's 'Salvar' hearts wherever they are (cards
 * drawn by the server or by an island), every heart and the header count
 * follow the stored list, also when an island draws new cards or another tab
 * changes the list. Saving is the `add_to_wishlist` event when the site has
 * analytics (its chunk is loaded then only).
 */
import { FAVORITE_ATTR, FAVORITE_LABELS, FAVORITE_TEXT_ATTR, FAVORITE_TEXTS } from '../../contract/favorites.ts';
import { FAVORITES_COUNT_ATTR } from '../../contract/html-ids.ts';
import { AnalyticsLoadFailed } from '../../domain/errors.ts';
import { toggleFavorite } from './favorite-list.ts';
import { onFavoritesChange, readFavorites, saveFavorites } from './favorite-store.ts';

function showButton(button: HTMLElement, saved: boolean): void {
  button.setAttribute('aria-pressed', String(saved));
  button.setAttribute('aria-label', saved ? FAVORITE_LABELS.remove : FAVORITE_LABELS.save);
  const text = button.querySelector(`[${FAVORITE_TEXT_ATTR}]`);
  const words = saved ? FAVORITE_TEXTS.remove : FAVORITE_TEXTS.save;
  // Written only when it changed: a text write is a mutation the observer below would answer, forever.
  if (text && text.textContent !== words) text.textContent = words;
}

/** Every heart under `root` and the header count, as the list says. */
export function showFavorites(list: readonly string[], root: ParentNode = document): void {
  const saved = new Set(list);
  for (const button of root.querySelectorAll<HTMLElement>(`[${FAVORITE_ATTR}]`)) showButton(button, saved.has(button.getAttribute(FAVORITE_ATTR) ?? ''));
  for (const count of document.querySelectorAll<HTMLElement>(`[${FAVORITES_COUNT_ATTR}]`)) {
    // Only when it changed (as above).
    if (count.textContent !== String(list.length)) count.textContent = String(list.length);
    if (count.hidden !== (list.length === 0)) count.hidden = list.length === 0;
  }
}

function trackSave(button: HTMLElement): void {
  if (!('gtag' in window || 'fbq' in window)) return;
  import('../analytics/page-events.ts').then(
    (m) => m.trackFavorite(button),
    (error: unknown) => console.warn(AnalyticsLoadFailed.message, error),
  );
}

export function startFavorites(doc: Document = document): void {
  showFavorites(readFavorites());
  onFavoritesChange((list) => showFavorites(list));
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${FAVORITE_ATTR}]`) : null;
    const id = button?.getAttribute(FAVORITE_ATTR);
    if (!button || !id) return;
    // The heart sits on a card whose whole surface is a link: the click is the heart's alone.
    event.preventDefault();
    const list = toggleFavorite(readFavorites(), id);
    saveFavorites(list); // announces the change: every heart of this home and the count follow
    if (list.includes(id)) trackSave(button);
  });
  // Cards an island draws later (search results, recently viewed, the favourites page) get their state too.
  new MutationObserver((records) => {
    const drawn = records.some((record) =>
      [...record.addedNodes].some((node) => node instanceof Element && (node.matches(`[${FAVORITE_ATTR}]`) || node.querySelector(`[${FAVORITE_ATTR}]`) !== null)),
    );
    if (drawn) showFavorites(readFavorites());
  }).observe(doc.body, { childList: true, subtree: true });
}
