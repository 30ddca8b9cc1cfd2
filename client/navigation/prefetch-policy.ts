/**
 * What prefetching a link means and when it is allowed (spec §2.2, §9): the
 * page (and, for listings, its `_payload.json`), never on a 2g connection,
 * with data saving on, or offline.
 */
import { payloadHref } from '../../domain/rules/page-href.ts';

/** The part of navigator.connection (Network Information API, not in every browser) read here. */
export interface ConnectionFacts {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(connection: ConnectionFacts | undefined, online = true): boolean {
  if (!online) return false; // a prefetch made offline only fails (and logs)
  if (!connection) return true; // browsers without the API: nothing says the connection is slow
  if (connection.saveData === true) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

export interface PrefetchTargets {
  /** The page as linked (path and query). */
  document: string;
  /** `{path}/_payload.json`, where the page surely has one. */
  payload?: string;
}

/**
 * Payloads only of listing links: the build writes those links from the very
 * listings it publishes, so their payload exists. Any other link may come from
 * the tenant's menu or sections and point at a page that does not (or at a
 * /buscar combination that was not prerendered), and a missing payload is a
 * console error. (Nothing reads a payload on a full page load yet: the search
 * page fetches its combinations' payloads itself.)
 */
export function prefetchTargets(url: URL): PrefetchTargets {
  const document = url.pathname + url.search;
  return url.pathname.startsWith('/imovel/') ? { document, payload: payloadHref(url.pathname) } : { document };
}
