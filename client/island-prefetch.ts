/**
 * Once the page has loaded and the browser is idle, the chunks of the islands that wait for
 * first use (renderer/document.tsx) are prefetched: the first use then waits for hydration, not
 * for the network, and the page's own photos never share the connection with them.
 */
import { PREFETCH_SCRIPT_ID } from '../contract/html-ids.ts';
import { afterLoadWhenIdle } from './when-idle.ts';

function prefetchChunks(doc: Document): void {
  const text = doc.getElementById(PREFETCH_SCRIPT_ID)?.textContent;
  if (!text) return;
  for (const href of JSON.parse(text) as unknown[]) {
    if (typeof href !== 'string') continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.crossOrigin = ''; // fetched as the module scripts that use them are, so the copy is reused
    doc.head.append(link);
  }
}

export function prefetchAfterLoad(doc: Document = document): void {
  afterLoadWhenIdle(() => prefetchChunks(doc), doc);
}
