/**
 * Which /buscar combinations the live build prerendered (issue #15): the list the build
 * names in `builds/latest.json` ("searchPages", builds/search-index.ts). The search page
 * asks for a combination's `_payload.json` only when the list has its path, or that of a
 * shorter combination with the same homes (its alias), so a combination that was not
 * prerendered goes straight to live search — no 404 in the console. Fetched once per page,
 * on the first payload the page would ask for; when it cannot be read (an older build,
 * offline) the payload is tried as before.
 */
import { LATEST_BUILD_URL } from '../live-build/latest-build.ts';
import { isSearchPath } from '../../search/url-codec.ts';

const PAGES_FILE = /^\/search\/pages-[\w-]+\.json$/;

async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/** The live build's /buscar pages: what it prerendered, and the combinations a shorter one's page answers. */
export interface SearchPages {
  paths: ReadonlySet<string>;
  /** A combination with the same homes as a shorter, prerendered one → that one's path. */
  aliases: ReadonlyMap<string, string>;
}

const strings = (list: unknown): string[] => (Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : []);

/** `{paths, aliases}` (builds/search-index.ts), or the plain list of builds before aliases. */
function searchPagesOf(file: unknown): SearchPages | undefined {
  if (Array.isArray(file)) return { paths: new Set(strings(file)), aliases: new Map() };
  const { paths, aliases } = (file ?? {}) as { paths?: unknown; aliases?: unknown };
  if (!Array.isArray(paths)) return undefined;
  // Only /buscar-shaped targets: the 404 page sends the browser there.
  const entries = aliases && typeof aliases === 'object' ? Object.entries(aliases).filter((e): e is [string, string] => typeof e[1] === 'string' && isSearchPath(e[1])) : [];
  return { paths: new Set(strings(paths)), aliases: new Map(entries) };
}

/** The live build's /buscar pages, or undefined when the build does not say. */
export async function fetchPrerenderedSearchPaths(): Promise<SearchPages | undefined> {
  const latest = await fetchJson(LATEST_BUILD_URL, { cache: 'no-store' });
  const file = (latest as { searchPages?: unknown } | null)?.searchPages;
  if (typeof file !== 'string' || !PAGES_FILE.test(file)) return undefined;
  return searchPagesOf(await fetchJson(file));
}

let loading: Promise<SearchPages | undefined> | undefined;

/** Once per page; a failure reads as "unknown" and is tried again next time. */
export function prerenderedSearchPaths(): Promise<SearchPages | undefined> {
  if (!loading) {
    const started = fetchPrerenderedSearchPaths();
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
  }
  return loading.catch(() => undefined);
}
