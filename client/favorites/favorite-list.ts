/**
 * Favourites without an account (#17 item 1): the list rule, pure. A saved
 * home is its id (as a string: ids come from attributes and URLs); the newest
 * first, at most 100, no duplicates. A list shared as a link is
 * `/favoritos?ids=a,b,c`.
 */

export const FAVORITES_KEY = 'vitrine:favorites';
export const FAVORITES_LIMIT = 100;
/** The share link's parameter. */
export const SHARED_IDS_PARAM = 'ids';

/** A home id is a whole number (domain/schemas/property.ts); nothing else is kept, so a link cannot smuggle anything in. */
const ID = /^\d{1,15}$/;

export function isFavoriteId(value: unknown): value is string {
  return typeof value === 'string' && ID.test(value);
}

/** The stored value, or [] when it is not a list; unusable entries are dropped, duplicates kept once. */
export function parseFavorites(value: unknown): string[] {
  if (!Array.isArray(value)) throw new Error('not a list');
  const ids = value.map((item) => (typeof item === 'number' ? String(item) : item)).filter(isFavoriteId);
  return [...new Set(ids)].slice(0, FAVORITES_LIMIT);
}

/** Saved → removed; not saved → saved, first. */
export function toggleFavorite(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [id, ...list].slice(0, FAVORITES_LIMIT);
}

/** Adds the ids not yet saved (the shared list's 'Salvar todos'), in their order, before the saved ones. */
export function addFavorites(list: readonly string[], ids: readonly string[]): string[] {
  const fresh = ids.filter((id) => !list.includes(id));
  return [...new Set([...fresh, ...list])].slice(0, FAVORITES_LIMIT);
}

/** The ids of a share link's query (`?ids=a,b,c`), valid ones only, each once; none when absent. */
export function sharedIds(search: string): string[] | undefined {
  const raw = new URLSearchParams(search).get(SHARED_IDS_PARAM);
  if (raw === null) return undefined;
  return [...new Set(raw.split(',').map((id) => id.trim()).filter(isFavoriteId))].slice(0, FAVORITES_LIMIT);
}

/** The path of a share link to these ids (commas stay readable). */
export function shareLink(path: string, ids: readonly string[]): string {
  return `${path}?${SHARED_IDS_PARAM}=${ids.map(encodeURIComponent).join(',')}`;
}
