/**
 * Recently viewed homes (spec §2.10, §4, §9): the list rule, pure. A home
 * already in the list is not added again (the list keeps its order), a new
 * one goes to the front, and only the newest 6 are kept.
 */
import type { HomeCard } from '../../contract/home-card.ts';

export const RECENTLY_VIEWED_KEY = 'recentViewedHomes';
export const RECENTLY_VIEWED_LIMIT = 6;

/** What is stored per home: enough to draw its card without fetching anything. */
export type RecentHome = HomeCard;

export function addRecentHome(list: readonly RecentHome[], home: RecentHome): RecentHome[] {
  if (list.some((item) => String(item.id) === String(home.id))) return [...list];
  return [home, ...list].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** Stored entries that can draw a card (id, url and title present); anything else is dropped. */
export function parseRecentHomes(value: unknown): RecentHome[] {
  if (!Array.isArray(value)) throw new Error('not a list');
  return value
    .filter((item): item is RecentHome => {
      if (typeof item !== 'object' || item === null) return false;
      const home = item as Record<string, unknown>;
      return (typeof home.id === 'number' || typeof home.id === 'string') && typeof home.url === 'string' && typeof home.title === 'string';
    })
    .slice(0, RECENTLY_VIEWED_LIMIT);
}
