/**
 * Map: every listed home with a location on a Leaflet map (the search page's
 * markers and popups), hydrated when it scrolls into view. The homes come from
 * the build (ConfiguredPageData.mapHomes).
 */
import type { ReactElement } from 'react';
import HomesMap, { type HomesMapProps } from '../client/islands/homes-map.tsx';
import { Island } from '../ui/island.tsx';
import { templateFor } from '../templates/index.ts';
import { homesCount } from './link-counts.tsx';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionProps } from './section-types.ts';

export function MapSection({ section, ctx, data }: SectionProps): ReactElement | null {
  const homes = data.mapHomes ?? [];
  if (homes.length === 0) return null;
  const props: HomesMapProps = {
    homes,
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
      <Island name="homes-map" load="visible" component={HomesMap} props={props} />
    </SectionShell>
  );
}
