/**
 * Marks photos that failed to load (`data-broken`) so the stylesheet shows a placeholder
 * instead of alt text on grey (#15 item 10). Error events do not bubble: one capturing
 * listener sees every image, and images that failed before this script ran are found by
 * their state.
 */
export function watchBrokenImages(doc: Document = document): void {
  const mark = (target: EventTarget | null) => {
    if (target instanceof HTMLImageElement) target.dataset.broken = '';
  };
  doc.addEventListener('error', (event) => mark(event.target), true);
  for (const img of Array.from(doc.images)) {
    if (img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src)) mark(img);
  }
}
