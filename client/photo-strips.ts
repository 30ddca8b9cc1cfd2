/**
 * A strip of photos (a card's, ui/card/card-media.tsx; the listing's gallery,
 * client/islands/gallery-carousel.tsx) shows its first photo; the stylesheet keeps the others
 * out of layout, so the browser does not fetch them, until the visitor reaches for the strip:
 * hover and focus in CSS alone, a touch, press, wheel or scroll here. Chromium otherwise loads
 * every lazy photo of a horizontal strip near the screen, 4 more photos a card, which on a
 * phone took the bandwidth from the page's first photo.
 */
import { PHOTO_STRIP_ATTR, STRIP_LIVE_ATTR } from '../contract/html-ids.ts';

export function watchPhotoStrips(doc: Document = document): void {
  const wake = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const strip = target.closest(`[${PHOTO_STRIP_ATTR}]`);
    if (strip && !strip.hasAttribute(STRIP_LIVE_ATTR)) strip.setAttribute(STRIP_LIVE_ATTR, '');
  };
  // Capturing: scroll does not bubble, and an island may stop the others.
  for (const type of ['touchstart', 'pointerdown', 'wheel', 'scroll', 'keydown']) doc.addEventListener(type, wake, { capture: true, passive: true });
}
