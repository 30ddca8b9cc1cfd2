/** Homes grid: the newest homes (`latest`), resolved at build time. */
import { statusLabels } from '../domain/lookups/labels.ts';
import type { ReactElement } from 'react';
import { HomeCardGrid } from './home-card.tsx';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function HomesGridSection({ section, ctx, data }: SectionProps): ReactElement | null {
  if (data.latest.length === 0) return null;
  return (
    <SectionShell
      section={section}
      ctx={ctx}
      title={propString(section.props, 'title') ?? statusLabels.recent}
      subtitle={propString(section.props, 'subtitle')}
    >
      <HomeCardGrid cards={data.latest} ctx={ctx} />
    </SectionShell>
  );
}

export const section: SectionDescriptor = {
  component: HomesGridSection,
  homeLists: ['latest'],
};
