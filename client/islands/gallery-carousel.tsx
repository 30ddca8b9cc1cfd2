/**
 * The listing's photo carousel (spec §2.9): the whole gallery, featured image
 * first. The server renders it as a CSS scroll-snap strip, so the first photo
 * is a real <img> the browser paints at once (LCP never waits for JS) and a
 * finger can already swipe it natively. On first interaction the island
 * hydrates and hands the strip to Swiper (core only; it and its CSS are
 * imported here, in the browser, so they load with this island and the
 * server never sees a CSS import), starting at the photo the visitor had scrolled to: then
 * swipe, the prev/next buttons and the arrow keys (while the carousel has
 * focus) move it, and the counter follows.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type SwiperType from 'swiper';
import { imageSource, ResponsiveImage } from '../../ui/responsive-image.tsx';
import { CarouselFailed } from '../../domain/errors.ts';
import { LATER_PHOTO_ATTR, PHOTO_STRIP_ATTR } from '../../contract/html-ids.ts';

/** The box every slide is resized to (the storage's resize endpoint), in CSS pixels. */
export const GALLERY_IMAGE = { width: 1280, height: 853 } as const;

/**
 * A photo as the gallery's data names it (a storage path or an absolute URL), with its text.
 * The island's props carry the path, not its resized URLs: the island works them out as the
 * server does (imageSource), and a listing's props were 9.5 KB of URLs the page already holds.
 */
export interface GallerySlide {
  path: string;
  alt: string;
}

export interface GalleryCarouselProps {
  slides: GallerySlide[];
  /** The storage the paths are resized by (SiteContext.storageBaseUrl). */
  storageBaseUrl: string;
  /** Names the carousel for screen readers: 'Fotos de Apartamento com 2 quartos à venda'. */
  label: string;
  /** The `sizes` of every slide image. */
  sizes: string;
}

/** Why the strip is a box with a fixed ratio: the photos never shift the page, whatever their size. */
const FRAME = 'aspect-[4/3] sm:aspect-[16/9] lg:aspect-[21/9]';

function ArrowIcon({ direction }: { direction: 'left' | 'right' }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

const buttonClass =
  'absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md ' +
  'transition hover:bg-white aria-disabled:opacity-40'; // focus: the site-wide ring (templates/styles.css), visible on any photo

export default function GalleryCarousel({ slides, storageBaseUrl, label, sizes }: GalleryCarouselProps): ReactElement {
  const strip = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperType | null>(null);
  const [index, setIndex] = useState(0);
  /** Set once hydrated: the strip becomes Swiper's container (classes change, then Swiper starts). */
  const [enhanced, setEnhanced] = useState<{ start: number; Swiper: typeof SwiperType } | null>(null);
  const [ready, setReady] = useState(false);
  /** A photo asked for before Swiper arrived (the replayed first tap): Swiper starts there. */
  const asked = useRef<number | null>(null);
  const count = slides.length;

  // Hydrated: once Swiper and its CSS are here, note where the native strip was (or was asked to go) and switch to Swiper's markup.
  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('swiper'), import('swiper/css')]).then(([{ default: Swiper }]) => {
      const el = strip.current;
      if (cancelled || !el) return;
      const scrolled = el.clientWidth > 0 ? Math.round(el.scrollLeft / el.clientWidth) : 0;
      const start = Math.min(Math.max(asked.current ?? scrolled, 0), count - 1);
      setIndex(start);
      setEnhanced({ start, Swiper });
    }, (error: unknown) => console.warn(CarouselFailed.message, error));
    return () => {
      cancelled = true;
    };
  }, [count]);

  useEffect(() => {
    const el = strip.current;
    if (!enhanced || !el) return;
    // Swiper moves the wrapper with transforms, from an unscrolled box; 'instant' also stops a swipe's momentum scroll.
    el.scrollTo({ left: 0, behavior: 'instant' });
    swiper.current = new enhanced.Swiper(el, {
      initialSlide: enhanced.start,
      speed: 300,
      grabCursor: true,
      on: { slideChange: (s) => setIndex(s.activeIndex) },
    });
    setReady(true);
    return () => {
      swiper.current?.destroy(true, false);
      swiper.current = null;
      setReady(false);
    };
  }, [enhanced]);

  // At either end the button says so (aria-disabled) but keeps focus: a disabled button would drop
  // the focus of a keyboard user who reached it before the carousel loaded. Swiper ignores the move.
  const go = (delta: number) => {
    const s = swiper.current;
    if (s) {
      if (delta < 0) s.slidePrev();
      else s.slideNext();
      return;
    }
    // Hydrated, Swiper still downloading: the tap that loaded the island (replayed) moves the native strip now.
    const el = strip.current;
    if (!el) return;
    const from = asked.current ?? (el.clientWidth > 0 ? Math.round(el.scrollLeft / el.clientWidth) : 0);
    const to = Math.min(Math.max(from + delta, 0), count - 1);
    asked.current = to;
    setIndex(to);
    // At once, not smooth: a scroll still animating when Swiper takes the strip over would shift its slides.
    el.scrollTo({ left: to * el.clientWidth, behavior: 'instant' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    // data-photo-strip: the photos after the first load once the visitor reaches for the gallery, its buttons included (templates/styles.css).
    // The runtime marks the strip live at that first touch, before React hydrates it (client/photo-strips.ts): an intended difference.
    <div className="relative overflow-hidden rounded-lg bg-gray-100" data-gallery="" {...{ [PHOTO_STRIP_ATTR]: '' }} data-gallery-ready={ready ? '' : undefined} suppressHydrationWarning>
      {/* The strip itself is the focusable region: it scrolls before hydration, so keyboard users must reach it. */}
      <div
        ref={strip}
        role="region"
        aria-roledescription="carrossel"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className={`${enhanced ? 'swiper' : 'snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]'} ${FRAME} w-full focus-visible:-outline-offset-4`}
      >
        <div className={enhanced ? 'swiper-wrapper' : 'flex h-full'}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={enhanced ? 'swiper-slide h-full' : 'h-full w-full shrink-0 snap-start'}
              role="group"
              aria-roledescription="foto"
              aria-label={`${i + 1} de ${count}`}
              aria-hidden={enhanced && i !== index ? true : undefined}
              {...(i > 0 ? { [LATER_PHOTO_ATTR]: '' } : {})}
            >
              <ResponsiveImage source={imageSource(slide.path, { storageBaseUrl, ...GALLERY_IMAGE })!} alt={slide.alt} sizes={sizes} loading={i === 0 ? 'priority' : 'lazy'} className="h-full w-full object-cover" />
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button type="button" className={`${buttonClass} left-3`} aria-label="Foto anterior" onClick={() => go(-1)} aria-disabled={enhanced !== null && index === 0}>
            <ArrowIcon direction="left" />
          </button>
          <button type="button" className={`${buttonClass} right-3`} aria-label="Próxima foto" onClick={() => go(1)} aria-disabled={enhanced !== null && index === count - 1}>
            <ArrowIcon direction="right" />
          </button>
          <p className="absolute bottom-3 right-3 z-10 rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white" aria-live="polite" data-gallery-counter="">
            {`${index + 1} / ${count}`}
          </p>
        </>
      ) : null}
    </div>
  );
}
