/**
 * The recently viewed list in localStorage (spec §8): a read that fails
 * (storage blocked, bad JSON) is logged and the list is reset to empty; a save
 * that fails (quota, private mode) is logged only. No React here: the runtime
 * records a visit with this module alone.
 */
import { RECENT_HOME_SCRIPT_ID } from '../../contract/html-ids.ts';
import { addRecentHome, parseRecentHomes, RECENTLY_VIEWED_KEY, type RecentHome } from './recent-list.ts';
import { RecentAccessFailed, RecentReadFailed, RecentSaveFailed } from '../../domain/errors.ts';

/** Merely reading `localStorage` throws where storage is blocked (a third-party iframe, as in the builder): logged, no list. */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch (error) {
    console.warn(RecentAccessFailed.message, error);
    return undefined;
  }
}

export function readRecentHomes(storage: Storage | undefined = browserStorage()): RecentHome[] {
  try {
    const raw = storage?.getItem(RECENTLY_VIEWED_KEY);
    return raw ? parseRecentHomes(JSON.parse(raw)) : [];
  } catch (error) {
    console.warn(RecentReadFailed.message, error);
    try {
      storage?.setItem(RECENTLY_VIEWED_KEY, '[]');
    } catch {
      // storage refuses writes too: the list simply stays empty
    }
    return [];
  }
}

export function saveRecentHomes(list: readonly RecentHome[], storage: Storage | undefined = browserStorage()): void {
  try {
    storage?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch (error) {
    console.warn(RecentSaveFailed.message, error);
  }
}

export function recordRecentHome(home: RecentHome, storage: Storage | undefined = browserStorage()): RecentHome[] {
  const list = addRecentHome(readRecentHomes(storage), home);
  saveRecentHomes(list, storage);
  return list;
}

/** The element id of the listing page's own card, written by the listing page for the runtime. */

/** On a listing page: records the home it declares. */
export function recordPageVisit(doc: Document = document): void {
  const script = doc.getElementById(RECENT_HOME_SCRIPT_ID);
  if (!script?.textContent) return;
  try {
    const [home] = parseRecentHomes([JSON.parse(script.textContent)]);
    if (home) recordRecentHome(home);
  } catch (error) {
    console.warn(RecentReadFailed.message, error);
  }
}
