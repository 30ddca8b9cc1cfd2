/** Runs `callback` once the browser is idle; after 200 ms where there is no requestIdleCallback (Safari). */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => callback());
  else setTimeout(callback, 200);
}
