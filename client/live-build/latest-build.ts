/**
 * `builds/latest.json` (DESIGN §4): which build is live. Always asked of the
 * server (no-store): the page's own `data-build-id` names the build that
 * rendered it, which for a page unchanged since is an older one.
 */

/** The live build's record (builds/manifest.ts writes it; the runtime polls it, the search reads it). */
export const LATEST_BUILD_URL = '/builds/latest.json';

export interface LatestBuild {
  id: string;
  timestamp: number;
  /** How many route rules the build's meta file holds (absent: none, the file need not be fetched). */
  redirects: number;
  /** The route rules themselves, when latest.json carries them (a few): the meta file need not be fetched either. Checked by ./route-rules.ts. */
  rules?: unknown[];
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

export function parseLatestBuild(json: unknown): LatestBuild {
  const value = (json ?? {}) as { id?: unknown; timestamp?: unknown; redirects?: unknown; rules?: unknown };
  if (typeof value.id !== 'string' || value.id === '') throw new Error('latest.json has no build id');
  return {
    id: value.id,
    timestamp: typeof value.timestamp === 'number' ? value.timestamp : 0,
    redirects: typeof value.redirects === 'number' && value.redirects > 0 ? value.redirects : 0,
    ...(Array.isArray(value.rules) ? { rules: value.rules } : {}),
  };
}

export async function fetchLatestBuild(fetchFn: FetchLike = (url, init) => fetch(url, init)): Promise<LatestBuild> {
  const response = await fetchFn(LATEST_BUILD_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`latest.json answered ${response.status}`);
  return parseLatestBuild(await response.json());
}
