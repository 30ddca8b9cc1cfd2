/**
 * A card's photo strip (ui/card/card-media.tsx) shows its first photo; the stylesheet keeps
 * the others out of layout, so the browser does not fetch them, until the visitor reaches
 * for the strip: hover and focus in CSS alone, a touch, press, wheel or scroll here. Chromium
 * otherwise loads every lazy photo of a horizontal strip near the screen, 4 more photos a
 * card, which on a phone took the bandwidth from the page's first photo.
 */
export const PHOTO_STRIP_ATTRIBUTE = 'data-photo-strip';
/** Set on a strip once the visitor used it: its other photos are laid out and load. */
export const STRIP_LIVE_ATTRIBUTE = 'data-strip-live';

export function watchPhotoStrips(doc: Document = document): void {
  const wake = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const strip = target.closest(`[${PHOTO_STRIP_ATTRIBUTE}]`);
    if (strip && !strip.hasAttribute(STRIP_LIVE_ATTRIBUTE)) strip.setAttribute(STRIP_LIVE_ATTRIBUTE, '');
  };
  // Capturing: scroll does not bubble, and an island may stop the others.
  for (const type of ['touchstart', 'pointerdown', 'wheel', 'scroll', 'keydown']) doc.addEventListener(type, wake, { capture: true, passive: true });
}
