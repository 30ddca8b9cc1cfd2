/**
 * Which /buscar combinations the live build prerendered (issue #15): the list the build
 * names in `builds/latest.json` ("searchPages", builds/search-index.ts). The search page
 * asks for a combination's `_payload.json` only when the list has its path, so a
 * combination that was not prerendered goes straight to live search — no 404 in the
 * console. Fetched once per page, on the first payload the page would ask for; when it
 * cannot be read (an older build, offline) the payload is tried as before.
 */
import { LATEST_BUILD_URL } from '../live-build/latest-build.ts';

const PAGES_FILE = /^\/search\/pages-[\w-]+\.json$/;

async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/** The prerendered /buscar paths, or undefined when the build does not say. */
export async function fetchPrerenderedSearchPaths(): Promise<ReadonlySet<string> | undefined> {
  const latest = await fetchJson(LATEST_BUILD_URL, { cache: 'no-store' });
  const file = (latest as { searchPages?: unknown } | null)?.searchPages;
  if (typeof file !== 'string' || !PAGES_FILE.test(file)) return undefined;
  const paths = await fetchJson(file);
  return Array.isArray(paths) ? new Set(paths.filter((p): p is string => typeof p === 'string')) : undefined;
}

let loading: Promise<ReadonlySet<string> | undefined> | undefined;

/** Once per page; a failure reads as "unknown" and is tried again next time. */
export function prerenderedSearchPaths(): Promise<ReadonlySet<string> | undefined> {
  if (!loading) {
    const started = fetchPrerenderedSearchPaths();
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
  }
  return loading.catch(() => undefined);
}
