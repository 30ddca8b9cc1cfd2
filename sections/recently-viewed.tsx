/** `recently-viewed` (spec §2.10): the homes this visitor saw last, read from the browser by an island. */
import { statusLabels } from '../domain/lookups/labels.ts';
import type { ReactElement } from 'react';
import RecentlyViewed from '../client/islands/recently-viewed.tsx';
import { Island } from '../ui/island.tsx';
import { templateFor } from '../templates/index.ts';
import { cardDisplayFor } from './home-card.tsx';
import { propString } from './section-props.ts';
import { containerClass } from './section-shell.tsx';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function RecentlyViewedSection({ section, ctx, data }: SectionProps): ReactElement {
  const theme = templateFor(ctx.site).theme;
  return (
    <Island
      name="recently-viewed"
      load="visible"
      component={RecentlyViewed}
      props={{
        sectionId: String(section.id),
        title: propString(section.props, 'title') ?? statusLabels.history,
        display: cardDisplayFor(ctx),
        classes: { section: theme.section, heading: theme.heading, container: containerClass },
        ...(data.listing ? { exclude: data.listing.home.id } : {}),
      }}
    />
  );
}

export const section: SectionDescriptor = { component: RecentlyViewedSection };
