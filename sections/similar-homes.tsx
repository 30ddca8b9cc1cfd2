/** `similar-homes`: the listing's similar homes (spec §2.9, 6 by default) as cards, on a listing page. */
import type { ReactElement } from 'react';
import { HomeCardGrid } from './home-card.tsx';
import { propString } from './section-props.ts';
import { SectionShell } from './section-shell.tsx';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function SimilarHomesSection({ section, ctx, data }: SectionProps): ReactElement | null {
  const similar = data.listing?.similar ?? [];
  if (similar.length === 0) return null;
  return (
    <SectionShell section={section} ctx={ctx} title={propString(section.props, 'title') ?? 'Imóveis semelhantes'} className="bg-black/[0.03]">
      <HomeCardGrid cards={similar} ctx={ctx} />
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: SimilarHomesSection };
