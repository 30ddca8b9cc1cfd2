/**
 * Is the page on screen an outdated copy? A page loaded from the network is
 * what the server has now (HTML is served no-cache). Only a copy kept by the
 * browser can be older: a speculative prefetch made before a new build (Chrome
 * keeps it up to 5 minutes and ignores no-cache), or a cached one. Its
 * `data-build-id` differing from the live build proves nothing (unchanged pages
 * are hard-linked from older releases), so such a copy is compared with the
 * build id the server's HTML for this URL carries now.
 */
import type { FetchLike } from './latest-build.ts';

export interface LandingFacts {
  /** PerformanceNavigationTiming.type: only a plain navigation is checked (back/forward shows the page as it was). */
  navigationType: string;
  /** PerformanceNavigationTiming.deliveryType: 'navigational-prefetch', 'cache' or ''. */
  deliveryType: string;
  transferSize: number;
  /** The page's data-build-id. */
  renderedBuild: string | undefined;
  liveBuild: string;
  /** The live build the previous page of this tab knew (session storage), if any. */
  lastKnownLive: string | null;
}

/** Whether the page is worth comparing with the server's copy (costs one request). */
export function mayBeOutdated(facts: LandingFacts): boolean {
  if (facts.navigationType !== 'navigate' || !facts.renderedBuild || facts.renderedBuild === facts.liveBuild) return false;
  const keptCopy = facts.deliveryType === 'navigational-prefetch' || facts.deliveryType === 'cache' || facts.transferSize === 0;
  // The previous page prefetched under the build it knew as live: still the live one, its copies are current.
  return keptCopy && facts.lastKnownLive !== facts.liveBuild;
}

const BUILD_ID_ATTR = /<html\b[^>]*?\sdata-build-id="([^"]*)"/i;

/** The data-build-id of the `<html>` element at the start of a document, if it is there. */
export function buildIdInHtml(start: string): string | undefined {
  return BUILD_ID_ATTR.exec(start)?.[1];
}

/** How far into the document the `<html>` tag can be: the attribute comes first thing. */
const HEAD_BYTES = 4096;

/** The build id of the server's current HTML for `url`, reading only its first bytes. */
export async function liveBuildOfPage(url: string, fetchFn: FetchLike = (u, init) => fetch(u, init)): Promise<string | undefined> {
  const response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'text/html' } });
  if (!response.ok || !response.body) return undefined;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let start = '';
  try {
    while (start.length < HEAD_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      start += decoder.decode(value, { stream: true });
      const id = buildIdInHtml(start);
      if (id !== undefined) return id;
    }
    return buildIdInHtml(start);
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
