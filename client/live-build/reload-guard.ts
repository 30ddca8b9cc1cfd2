/**
 * The reload-loop guard (spec §2.2, §9): before the runtime reloads or redirects
 * the page by itself, it leaves a session marker for that path; a second attempt
 * within 10 s is refused, so a page that still looks outdated after its reload
 * (a stale CDN copy, a rule that leads back) stays put instead of looping.
 */

export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'vitrine:reload-guard';

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface ReloadGuard {
  /** True (and marked) when no automatic reload for `key` happened in the last 10 s. */
  allow(key: string): boolean;
}

type Markers = Record<string, number>;

function readMarkers(store: SessionStore, now: number, ttlMs: number): Markers {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(RELOAD_GUARD_KEY) ?? '{}');
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    parsed = {}; // a mangled marker is no marker
  }
  const markers: Markers = {};
  if (parsed && typeof parsed === 'object') {
    for (const [key, at] of Object.entries(parsed)) if (typeof at === 'number' && now - at < ttlMs && at <= now) markers[key] = at;
  }
  return markers;
}

export function createReloadGuard(
  store: () => SessionStore,
  now: () => number = Date.now,
  log: (message: string, error: unknown) => void = console.warn,
  ttlMs = RELOAD_GUARD_MS,
): ReloadGuard {
  return {
    allow(key) {
      try {
        const storage = store();
        const at = now();
        const markers = readMarkers(storage, at, ttlMs);
        if (key in markers) return false;
        markers[key] = at;
        storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(markers));
        return true;
      } catch (error) {
        // Without a marker nothing would stop a loop: no automatic reload then (spec §8: storage failures are logged).
        log('Falha ao acessar o armazenamento da sessão:', error);
        return false;
      }
    },
  };
}
