/**
 * Prefetch of internal links as they become visible (spec §2.2), each URL once.
 *
 * Pages are served no-cache and without validators, so a plain HTTP-cache
 * prefetch of a page (`<link rel="prefetch">`) is fetched again by the
 * navigation in today's Chromium. Where the browser has speculation rules, the
 * page is prefetched through them: the navigation then uses the prefetched
 * response (for up to 5 minutes). Elsewhere `<link rel="prefetch">` is the
 * fallback. Payloads are only ever read by fetch(), so they go through
 * `<link rel="prefetch">` (the HTTP cache; useful where the host sends validators).
 *
 * `discard()` removes the speculation rules: the browser then drops what they
 * prefetched, so after a new build no click can land on a copy of the old one.
 */
import { internalLinkUrl, isPageUrl, linkFacts } from './link-eligibility.ts';
import { prefetchTargets } from './prefetch-policy.ts';

export interface Prefetcher {
  discard(): void;
}

export interface PrefetcherOptions {
  doc: Document;
  /** Asked before each batch: the connection may change while the page is open. */
  allowed(): boolean;
  /** Links left alone (a path with a route rule: the page behind it is not the one the click opens). */
  skip(url: URL): boolean;
}

function supportsSpeculationRules(): boolean {
  return typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules');
}

export function startPrefetcher({ doc, allowed, skip }: PrefetcherOptions): Prefetcher {
  const requested = new Set<string>();
  const ruleSets: HTMLScriptElement[] = [];
  const speculation = supportsSpeculationRules();

  const pageUrl = (anchor: HTMLAnchorElement): URL | undefined => {
    const url = internalLinkUrl(linkFacts(anchor), doc.location.href);
    return url && isPageUrl(url) && !skip(url) ? url : undefined;
  };

  const addLink = (href: string) => {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    doc.head.append(link);
  };

  const prefetch = (urls: URL[]) => {
    if (urls.length === 0 || !allowed()) return;
    const documents: string[] = [];
    for (const url of urls) {
      const { document, payload } = prefetchTargets(url);
      if (!requested.has(document)) documents.push(document);
      requested.add(document);
      if (payload && !requested.has(payload)) addLink(payload);
      if (payload) requested.add(payload);
    }
    if (documents.length === 0) return;
    if (!speculation) return documents.forEach(addLink);
    const rules = doc.createElement('script');
    rules.type = 'speculationrules';
    rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: documents }] });
    doc.head.append(rules);
    ruleSets.push(rules);
  };

  const visibility = new IntersectionObserver((records) => {
    const urls: URL[] = [];
    for (const record of records) {
      if (!record.isIntersecting || !(record.target instanceof HTMLAnchorElement)) continue;
      visibility.unobserve(record.target);
      const url = pageUrl(record.target);
      if (url) urls.push(url);
    }
    prefetch(urls);
  });

  const observeLinks = (root: Element | Document) => {
    if (root instanceof HTMLAnchorElement && root.hasAttribute('href') && pageUrl(root)) visibility.observe(root);
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) if (pageUrl(anchor)) visibility.observe(anchor);
  };

  // Links rendered later (islands: search results, the mobile menu) are watched too.
  const additions = new MutationObserver((mutations) => {
    for (const mutation of mutations) for (const node of mutation.addedNodes) if (node instanceof Element) observeLinks(node);
  });

  observeLinks(doc);
  additions.observe(doc.body, { childList: true, subtree: true });

  return {
    discard() {
      visibility.disconnect();
      additions.disconnect();
      for (const rules of ruleSets.splice(0)) rules.remove();
    },
  };
}
