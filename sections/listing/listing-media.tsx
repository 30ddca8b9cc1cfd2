/**
 * The listing's other media (spec §2.9, §3.1): floor plans, the video and
 * the virtual tour from `meta`, and the location map. Each renders nothing
 * when the home has nothing to show.
 */
import type { ReactElement } from 'react';
import LocationMap from '../../client/islands/location-map.tsx';
import { imageUrl } from '../../domain/rules/image-url.ts';
import { youtubeVideoId } from '../../domain/rules/youtube.ts';
import type { Media, SearchDocument } from '../../domain/schemas/index.ts';
import { safeHref } from '../../contract/escape.ts';
import { Island } from '../../ui/island.tsx';
import { Icon } from '../../ui/icons.tsx';
import { imageSource, ResponsiveImage } from '../../ui/responsive-image.tsx';
import { VideoPlayer } from '../video-player.tsx';

const PLAN_IMAGE = { width: 640, height: 480, fit: 'contain' } as const;
const headingClass = 'font-heading text-2xl font-semibold';

export function FloorPlans({ plans, storageBaseUrl }: { plans: readonly Media[]; storageBaseUrl: string }): ReactElement | null {
  const items = plans.flatMap((plan, index) => {
    const source = imageSource(plan.url, { storageBaseUrl, ...PLAN_IMAGE });
    const full = imageUrl(plan.url, { storageBaseUrl });
    const caption = plan.caption?.trim() || plan.name?.trim() || `Planta ${index + 1}`;
    return source && full ? [{ source, full, caption }] : [];
  });
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="plantas" className="space-y-4">
      <h2 id="plantas" className={headingClass}>
        Plantas
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {items.map((item, index) => (
          <li key={index}>
            <figure className="overflow-hidden rounded-lg border border-gray-200 bg-white">
              <a href={safeHref(item.full)} target="_blank" rel="noopener" className="block aspect-[4/3] p-2">
                <ResponsiveImage source={item.source} alt={item.caption} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="h-full w-full object-contain" />
                <span className="sr-only"> (abre a planta ampliada em nova aba)</span>
              </a>
              <figcaption className="border-t border-gray-200 px-4 py-3 text-sm font-medium text-gray-900">{item.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The video (click to load) and the virtual tour link from the listing's meta. */
export function VideoAndTour({ meta, title }: { meta: Record<string, unknown> | null | undefined; title: string }): ReactElement | null {
  const videoId = youtubeVideoId(meta?.youtube_video_url);
  const tourValue = typeof meta?.virtual_tour_url === 'string' ? meta.virtual_tour_url : undefined;
  const tour = tourValue && /^https?:\/\//i.test(tourValue.trim()) ? safeHref(tourValue.trim()) : undefined;
  if (!videoId && !tour) return null;
  return (
    <section aria-labelledby="video-e-tour" className="space-y-4">
      <h2 id="video-e-tour" className={headingClass}>
        {videoId ? 'Vídeo' : 'Tour virtual'}
      </h2>
      {/* Islands render as display:contents: the div gives the player a box for the section's spacing. */}
      {videoId ? (
        <div>
          <VideoPlayer videoId={videoId} title={`Vídeo: ${title}`} />
        </div>
      ) : null}
      {tour ? (
        <a
          href={tour}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-2 rounded-md border-2 border-primary px-4 py-2 font-semibold text-text hover:bg-primary hover:text-on-primary"
          data-virtual-tour=""
        >
          <Icon name="tour" className="h-5 w-5" />
          Fazer o tour virtual
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      ) : null}
    </section>
  );
}

export function Location({ geo, address }: { geo: SearchDocument['_geo']; address: string }): ReactElement | null {
  if (!geo) return null;
  const osm = `https://www.openstreetmap.org/?mlat=${geo.lat}&mlon=${geo.lng}#map=16/${geo.lat}/${geo.lng}`;
  return (
    <section aria-labelledby="localizacao" className="space-y-4">
      <h2 id="localizacao" className={headingClass}>
        Localização
      </h2>
      <p className="inline-flex items-center gap-2">
        <Icon name="pin" className="h-5 w-5 text-primary" />
        {address}
      </p>
      <div>
        <Island name="location-map" load="visible-after-input" component={LocationMap} props={{ lat: geo.lat, lng: geo.lng, label: address }} />
      </div>
      <p className="text-sm">
        <a href={osm} target="_blank" rel="noopener" className="underline">
          Abrir no OpenStreetMap<span className="sr-only"> (abre em nova aba)</span>
        </a>
      </p>
    </section>
  );
}
