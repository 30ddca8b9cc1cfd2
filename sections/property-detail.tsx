/** `property-detail`: the listing itself, on a listing page; elsewhere it has nothing to show. */
import type { ReactElement } from 'react';
import { ListingDetail } from './listing/index.tsx';
import type { SectionProps } from './section-types.ts';

export function PropertyDetailSection({ section, ctx, data }: SectionProps): ReactElement | null {
  return data.listing ? <ListingDetail ctx={ctx} data={data.listing} sectionId={String(section.id)} /> : null;
}
