/**
 * The photo part of a home card: one photo, or a CSS scroll-snap strip of the
 * card's photos (site.card.carrouselGallery; no JS: swipe, trackpad, or the
 * arrow keys once the strip has focus), with the optional status/category
 * tags and the price over the photo. Photos have explicit sizes and load lazily;
 * a strip's photos after the first load once the visitor reaches for it
 * (`data-photo-strip`: templates/styles.css, client/photo-strips.ts), and lazy photos wait
 * until the page has loaded (`data-card-photos`: the box keeps its size meanwhile).
 */
import type { ReactElement } from 'react';
import { categoryLabel } from '../../domain/lookups/categories.ts';
import { safeHref } from '../../contract/escape.ts';
import { CARD_PHOTOS_ATTR, LATER_PHOTO_ATTR, PHOTO_STRIP_ATTR } from '../../contract/html-ids.ts';
import type { HomeCard } from '../../contract/home-card.ts';
import type { CardOptions } from './card-display.ts';
import { imageSource, ResponsiveImage, type PhotoLoading } from '../responsive-image.tsx';

const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 480;
const SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

function Photo({ src, alt, storageBaseUrl, loading = 'lazy' }: { src: string; alt: string; storageBaseUrl: string; loading?: PhotoLoading }): ReactElement | null {
  const source = imageSource(src, { storageBaseUrl, width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
  if (!source) return null;
  return <ResponsiveImage source={source} sizes={SIZES} alt={alt} loading={loading} className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105" />;
}

export function CardMedia({ card, storageBaseUrl, options, price, loading = 'lazy' }: { card: HomeCard; storageBaseUrl: string; options: CardOptions; price: string; loading?: PhotoLoading }): ReactElement {
  const photos = options.gallery && card.images && card.images.length > 1 ? card.images : card.image ? [card.image] : [];
  return (
    <div className="relative aspect-[4/3] overflow-hidden bg-gray-100" {...{ [CARD_PHOTOS_ATTR]: '' }}>
      {photos.length > 1 ? (
        // Above the card's stretched link so it can be swiped; each photo still links to the listing.
        <div
          className="relative z-10 flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
          {...{ [PHOTO_STRIP_ATTR]: '' }}
          tabIndex={0}
          role="group"
          aria-label={`Fotos de ${card.title}`}
        >
          {photos.map((photo, index) => (
            <a key={`${photo}-${index}`} href={safeHref(card.url)} tabIndex={-1} aria-hidden="true" className="block h-full w-full shrink-0 snap-start" {...(index > 0 ? { [LATER_PHOTO_ATTR]: '' } : {})}>
              <Photo src={photo} alt="" storageBaseUrl={storageBaseUrl} loading={index === 0 ? loading : 'lazy'} />
            </a>
          ))}
        </div>
      ) : photos[0] ? (
        <Photo src={photos[0]} alt={card.title} storageBaseUrl={storageBaseUrl} loading={loading} />
      ) : (
        // No photo at all: the same quiet placeholder as a photo that fails to load.
        <div className="vt-photo-missing h-full w-full" data-photo="missing" aria-hidden="true" />
      )}
      {options.tags ? (
        <p className="pointer-events-none absolute left-3 top-3 z-20 flex gap-2 text-xs font-semibold">
          <span className="rounded-full bg-gray-900/85 px-2.5 py-1 text-white">{card.status === 'rent' ? 'Aluguel' : 'Venda'}</span>
          {card.category ? <span className="rounded-full bg-white/90 px-2.5 py-1 text-gray-900">{categoryLabel(card.category)}</span> : null}
        </p>
      ) : null}
      {options.priceOverImage ? (
        <p className="pointer-events-none absolute bottom-3 left-3 z-20 rounded-lg bg-gray-900/85 px-3 py-1.5 text-lg font-bold text-white">{price}</p>
      ) : null}
      {photos.length > 1 ? (
        <p className="pointer-events-none absolute bottom-3 right-3 z-20 rounded-full bg-gray-900/75 px-2 py-0.5 text-xs font-medium text-white" aria-hidden="true">
          {`${photos.length} fotos`}
        </p>
      ) : null}
    </div>
  );
}
