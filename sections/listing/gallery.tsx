/**
 * The listing's photos: the whole gallery in the carousel island, featured
 * image first (spec §2.9). One photo needs no carousel; none, a quiet
 * placeholder keeping the layout.
 */
import type { ReactElement } from 'react';
import GalleryCarousel, { GALLERY_IMAGE, type GallerySlide } from '../../client/islands/gallery-carousel.tsx';
import { featuredImage } from '../../domain/rules/index.ts';
import { imageUrl } from '../../domain/rules/image-url.ts';
import type { Media } from '../../domain/schemas/index.ts';
import { Island } from '../../ui/island.tsx';
import { imageSource, ResponsiveImage } from '../../ui/responsive-image.tsx';

/** The carousel spans the page container (max-w-7xl minus its padding). */
export const GALLERY_SIZES = '(min-width: 1280px) 1216px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** Featured first, then the others in their order; items without a usable URL are left out. */
export function gallerySlides(gallery: readonly Media[], title: string, storageBaseUrl: string): GallerySlide[] {
  const featured = featuredImage(gallery);
  const ordered = featured ? [featured, ...gallery.filter((item) => item !== featured)] : [];
  return ordered.flatMap((item, index) => {
    if (imageUrl(item.url) === undefined) return []; // what imageSource would refuse, without making its srcset
    const alt = item.caption?.trim() || (index === 0 ? title : `${title} – foto ${index + 1}`);
    return [{ path: item.url, alt }];
  });
}

export function Gallery({ gallery, title, storageBaseUrl }: { gallery: readonly Media[]; title: string; storageBaseUrl: string }): ReactElement {
  const slides = gallerySlides(gallery, title, storageBaseUrl);
  const first = slides[0];
  if (slides.length > 1) {
    return (
      <Island
        name="gallery-carousel"
        load="interaction"
        component={GalleryCarousel}
        props={{ slides, storageBaseUrl, label: `Fotos: ${title}`, sizes: GALLERY_SIZES }}
      />
    );
  }
  const source = first ? imageSource(first.path, { storageBaseUrl, ...GALLERY_IMAGE }) : undefined;
  return (
    <div className="aspect-[4/3] overflow-hidden rounded-lg bg-gray-100 sm:aspect-[16/9] lg:aspect-[21/9]">
      {first && source ? <ResponsiveImage source={source} alt={first.alt} sizes={GALLERY_SIZES} loading="priority" className="h-full w-full object-cover" /> : null}
    </div>
  );
}
