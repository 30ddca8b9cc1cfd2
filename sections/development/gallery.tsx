/**
 * The development's photos as a CSS scroll-snap strip: swipe, trackpad, or
 * the arrow keys once it has focus; no JS. Explicit sizes, lazy (it sits mid-page).
 */
import type { ReactElement } from 'react';
import { imageSource, ResponsiveImage } from '../../ui/responsive-image.tsx';

const WIDTH = 960;
const HEIGHT = 640;

export function Gallery({ photos, name, mediaClass, storageBaseUrl }: { photos: readonly { url: string; caption?: string }[]; name: string; mediaClass: string; storageBaseUrl: string }): ReactElement | null {
  if (photos.length === 0) return null;
  const options = { storageBaseUrl, width: WIDTH, height: HEIGHT };
  return (
    <div
      className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0"
      tabIndex={0}
      role="group"
      aria-label={`Galeria de fotos do ${name}: role para o lado para ver mais`}
    >
      {photos.map((photo, index) => {
        const source = imageSource(photo.url, options);
        if (!source) return null;
        return (
          <figure key={photo.url} className={`w-[85%] shrink-0 snap-center overflow-hidden sm:w-[60%] lg:w-[45%] ${mediaClass}`}>
            <ResponsiveImage
              source={source}
              sizes="(min-width: 1024px) 45vw, (min-width: 640px) 60vw, 85vw"
              alt={photo.caption ?? `${name}, foto ${index + 1} de ${photos.length}`}
              className="aspect-[3/2] h-full w-full object-cover"
            />
          </figure>
        );
      })}
    </div>
  );
}
