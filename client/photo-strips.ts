/**
 * Photos that wait for the visitor or the page.
 *
 * A strip of photos (a card's, ui/card/card-media.tsx; the listing's gallery,
 * client/islands/gallery-carousel.tsx) shows its first photo; the stylesheet keeps the others
 * out of layout, so the browser does not fetch them, until the visitor reaches for the strip:
 * hover and focus in CSS alone, a touch, press, wheel or scroll here. Chromium otherwise loads
 * every lazy photo of a horizontal strip near the screen, 4 more photos a card, which on a
 * phone took the bandwidth from the page's first photo.
 *
 * Cards' lazy photos wait for the page itself (PHOTOS_WAIT_ATTR on the root element): the flag
 * goes once the page has loaded and painted a frame, or at the visitor's first touch, press,
 * wheel, scroll or key, whichever comes first.
 */
import { PHOTO_STRIP_ATTR, PHOTOS_WAIT_ATTR, STRIP_LIVE_ATTR } from '../contract/html-ids.ts';
import { afterLoad } from './when-idle.ts';

const WAKE_EVENTS = ['touchstart', 'pointerdown', 'wheel', 'scroll', 'keydown'] as const;

export function watchPhotoStrips(doc: Document = document): void {
  const root = doc.documentElement;
  const release = () => root.removeAttribute(PHOTOS_WAIT_ATTR);
  const wake = (event: Event) => {
    release();
    const target = event.target;
    if (!(target instanceof Element)) return;
    const strip = target.closest(`[${PHOTO_STRIP_ATTR}]`);
    if (strip && !strip.hasAttribute(STRIP_LIVE_ATTR)) strip.setAttribute(STRIP_LIVE_ATTR, '');
  };
  // Capturing: scroll does not bubble, and an island may stop the others.
  for (const type of WAKE_EVENTS) doc.addEventListener(type, wake, { capture: true, passive: true });
  const win = doc.defaultView;
  if (!win) return release();
  // After the frame that follows load: the page's first photo is then on screen, not only fetched.
  afterLoad(() => win.requestAnimationFrame(() => win.setTimeout(release, 0)), doc);
}
