/**
 * The one image element of the templates (spec §7.3): a relative path goes
 * through the storage's resize endpoint at the box's size, with a srcset of a
 * few widths at the same aspect ratio and `sizes` for the layout; width and
 * height are always written so the browser reserves the box (no layout
 * shift). Images below the fold load lazily; the page's main image is eager
 * with high fetch priority (it is the LCP element).
 */
import type { ReactElement } from 'react';
import { imageUrl, srcSet, type ImageFit } from '../domain/rules/image-url.ts';

/**
 * Widths offered in srcset: phone, small tablet, tablet/laptop, large screens. 800 is for the
 * many phones at 375–412 px and 2× or 1.75× density (750–721 device pixels), which took 960.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600] as const;

/**
 * The quality photos are asked at when the caller names none: 75, as next/image and imgix do.
 * The storage's own default (80) made the variants a phone takes 20–25 % heavier (800×450 webp:
 * 58 KB against 49 KB), the difference invisible at phone density; on slow 4G a home's hero
 * shares the line with the first cards' photos (bench/README.md, Lighthouse).
 */
export const PHOTO_QUALITY = 75;

export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

export interface ImageOptions {
  storageBaseUrl: string;
  /** The largest box the image is drawn in, in CSS pixels: the resize target and the intrinsic size. */
  width: number;
  height: number;
  fit?: ImageFit;
  quality?: number;
}

/** src, srcset and size of an image from tenant data, or undefined when it has no usable URL. */
export function imageSource(path: string | null | undefined, options: ImageOptions): ImageSource | undefined {
  const urlOptions = {
    storageBaseUrl: options.storageBaseUrl,
    width: options.width,
    height: options.height,
    fit: options.fit ?? 'cover',
    quality: options.quality ?? PHOTO_QUALITY,
  };
  const src = imageUrl(path, urlOptions);
  if (src === undefined) return undefined;
  // Up to twice the box (high-density screens), never more.
  const widths = IMAGE_WIDTHS.filter((width) => width <= options.width * 2);
  const set = srcSet(path, widths, urlOptions);
  return { src, ...(set ? { srcSet: set } : {}), width: options.width, height: options.height };
}

export interface ResponsiveImageProps {
  source: ImageSource;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** How the photo loads (PhotoLoading); 'lazy' by default. */
  loading?: PhotoLoading;
  className?: string;
}

/**
 * 'priority': the page's main image, above the fold (fetchpriority=high, preloaded);
 * 'eager': a photo that may be in the first screen or just below it: fetched at once, and the
 * browser raises its priority only if it is on screen; 'lazy': fetched when it comes near.
 */
export type PhotoLoading = 'priority' | 'eager' | 'lazy';

const LOADING_ATTRIBUTES = {
  priority: { fetchPriority: 'high' },
  eager: {},
  lazy: { loading: 'lazy' },
} as const;

export function ResponsiveImage({ source, alt, sizes, loading = 'lazy', className }: ResponsiveImageProps): ReactElement {
  return (
    <img
      src={source.src}
      {...(source.srcSet ? { srcSet: source.srcSet, sizes } : {})}
      alt={alt}
      width={source.width}
      height={source.height}
      {...LOADING_ATTRIBUTES[loading]}
      decoding="async"
      {...(className ? { className } : {})}
    />
  );
}
