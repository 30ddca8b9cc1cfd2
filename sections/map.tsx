/**
 * Map: every listed home with a location on a Leaflet map (the search page's
 * markers and popups), hydrated when in view once the visitor has used the page. The homes come from
 * the build (its data step, mapHomes), in the page's `_payload.json`: the island fetches them when it loads.
 */
import type { ReactElement } from 'react';
import type { SearchDocument } from '../domain/schemas/index.ts';
import type { MapHome } from '../contract/home-card.ts';
import HomesMap, { type HomesMapProps } from '../client/islands/homes-map.tsx';
import { Island } from '../ui/island.tsx';
import { templateFor } from '../templates/index.ts';
import { homesCount } from './link-counts.tsx';
import { payloadHref } from '../domain/rules/page-href.ts';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

declare module '../contract/page-model.ts' {
  interface SectionSummaries {
    /** Every listed home with a location, as the map draws it. */
    mapHomes: MapHome[];
  }
}

/** A home page map stays a few hundred KB of payload at most, whatever the portfolio size. */
export const MAP_HOMES_LIMIT = 500;

/** Homes with a location, newest first (`newest`: the first of them), as small as the map needs them. */
export function mapHomes(newest: readonly SearchDocument[]): MapHome[] {
  return newest.map(({ id, status, title, url, image, price, rental_price, _geo }) => ({ id, status, title, url, image: image ?? null, price: price ?? null, rental_price: rental_price ?? null, _geo }));
}

export function MapSection({ section, ctx, data }: SectionProps): ReactElement | null {
  const homes = data.mapHomes ?? [];
  if (homes.length === 0) return null;
  const props: HomesMapProps = {
    // Read from the page's payload when the map loads (it holds them as `mapHomes`), not carried in the HTML;
    // inline in the builder's preview, whose posted config the served payloads do not know.
    ...(ctx.builder ? { homes } : { payload: payloadHref(data.path) }),
    storageBaseUrl: ctx.storageBaseUrl,
    boxClass: `h-[26rem] w-full overflow-hidden md:h-[32rem] ${templateFor(ctx.site).theme.media}`,
  };
  return (
    <SectionShell
      section={section}
      ctx={ctx}
      title={propString(section.props, 'title') ?? 'Imóveis no mapa'}
      subtitle={propString(section.props, 'subtitle') ?? `${homesCount(homes.length)} para você explorar.`}
    >
      <Island name="homes-map" load="visible-after-input" component={HomesMap} props={props} />
    </SectionShell>
  );
}

export const section: SectionDescriptor = {
  component: MapSection,
  data: { key: 'mapHomes', newest: { limit: MAP_HOMES_LIMIT, accept: (doc) => doc._geo !== undefined }, summarize: mapHomes },
};
