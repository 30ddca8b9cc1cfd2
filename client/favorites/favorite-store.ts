/**
 * The favourites in localStorage: failures are logged and never thrown (spec
 * §8), a changed list is announced on `window` (FAVORITES_EVENT) so every
 * heart, the header count and the /favoritos list follow it; another tab's
 * change arrives as a `storage` event and is announced the same way.
 */
import { FavoritesReadFailed, FavoritesSaveFailed } from '../../domain/errors.ts';
import { FAVORITES_KEY, parseFavorites } from './favorite-list.ts';

export const FAVORITES_EVENT = 'vitrine:favorites-change';

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch (error) {
    console.warn(FavoritesReadFailed.message, error);
    return undefined;
  }
}

export function readFavorites(storage: Storage | undefined = browserStorage()): string[] {
  try {
    const raw = storage?.getItem(FAVORITES_KEY);
    return raw ? parseFavorites(JSON.parse(raw)) : [];
  } catch (error) {
    console.warn(FavoritesReadFailed.message, error);
    return [];
  }
}

/** Saves and announces the list; returns false when the browser refused to keep it. */
export function saveFavorites(list: readonly string[], storage: Storage | undefined = browserStorage()): boolean {
  let saved = false;
  try {
    storage?.setItem(FAVORITES_KEY, JSON.stringify(list));
    saved = storage !== undefined;
  } catch (error) {
    console.warn(FavoritesSaveFailed.message, error);
  }
  globalThis.dispatchEvent?.(new CustomEvent(FAVORITES_EVENT, { detail: readFavorites(storage) }));
  return saved;
}

/** Calls back with the list whenever it changes, here or in another tab. */
export function onFavoritesChange(callback: (list: string[]) => void): () => void {
  const local = (event: Event) => callback((event as CustomEvent<string[]>).detail);
  const otherTab = (event: StorageEvent) => {
    if (event.key === FAVORITES_KEY || event.key === null) callback(readFavorites());
  };
  window.addEventListener(FAVORITES_EVENT, local);
  window.addEventListener('storage', otherTab);
  return () => {
    window.removeEventListener(FAVORITES_EVENT, local);
    window.removeEventListener('storage', otherTab);
  };
}
