/**
 * UTM capture (spec §3.5, §7.4): the campaign parameters of the URL a visitor
 * arrived with, kept in local storage under a product-prefixed key with the
 * time they were captured, so a lead sent pages later still says where the
 * visitor came from. A new visit with UTM parameters replaces the stored ones
 * (the last campaign wins). Storage failures (private mode, full quota, a
 * blocked storage) are logged only (spec §8).
 */
import { LocalStorageUnavailable, UtmReadFailed, UtmSaveFailed } from '../../domain/errors.ts';
export const UTM_STORAGE_KEY = 'vitrine:utm';
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id'] as const;

export type UtmField = (typeof UTM_FIELDS)[number];
/** What a submission carries: the parameters, without captured_at. */
export type Utm = Partial<Record<UtmField, string>>;
export type StoredUtm = Utm & { captured_at: string };

/** Longer values are cut: a URL may carry anything, the lead fields are plain text. */
const MAX_VALUE_LENGTH = 200;

type UtmStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reading `localStorage` itself throws when storage is blocked, so it is reached through here. */
function browserStorage(): UtmStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch (error) {
    console.warn(LocalStorageUnavailable.message, error);
    return undefined;
  }
}

/** The UTM parameters of a query string ('?utm_source=google&…'), empty values left out. */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim();
    if (value) utm[field] = value.slice(0, MAX_VALUE_LENGTH);
  }
  return utm;
}

/** Stores the URL's UTM parameters, replacing earlier ones; returns what was stored, or nothing when the URL has none. */
export function captureUtm(
  search: string = location.search,
  storage: UtmStorage | undefined = browserStorage(),
  now: Date = new Date(),
): StoredUtm | undefined {
  const utm = utmFromSearch(search);
  if (Object.keys(utm).length === 0) return undefined;
  const stored: StoredUtm = { ...utm, captured_at: now.toISOString() };
  try {
    storage?.setItem(UTM_STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn(UtmSaveFailed.message, error);
  }
  return stored;
}

/** The stored UTM parameters for a lead, without captured_at; empty when none were captured or storage fails. */
export function readUtm(storage: UtmStorage | undefined = browserStorage()): Utm {
  try {
    const raw = storage?.getItem(UTM_STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const utm: Utm = {};
    // Only the known fields, and only text: the stored value may have been edited or written by an older version.
    for (const field of UTM_FIELDS) {
      const value: unknown = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) utm[field] = value;
    }
    return utm;
  } catch (error) {
    console.warn(UtmReadFailed.message, error);
    return {};
  }
}
