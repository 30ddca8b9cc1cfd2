/** Runs `callback` once the browser is idle; after 200 ms where there is no requestIdleCallback (Safari). */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => callback());
  else setTimeout(callback, 200);
}

/** Runs `callback` once the page's load event has fired (at once when it has). */
export function afterLoad(callback: () => void, doc: Document = document): void {
  if (doc.readyState === 'complete') callback();
  else doc.defaultView?.addEventListener('load', callback, { once: true });
}

/**
 * Runs `callback` once the page has loaded and the browser is idle: for work the first screen does
 * not need (chunks, polling), so it never shares the line with the page's own photos.
 */
export function afterLoadWhenIdle(callback: () => void, doc: Document = document): void {
  afterLoad(() => whenIdle(callback), doc);
}
