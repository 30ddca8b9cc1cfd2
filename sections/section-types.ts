/** The contract of a section component (DESIGN §6): a section of a configured page, rendered from props and page data. */
import type { ReactElement } from 'react';
import type { ConfiguredPageData, Section, SiteContext } from '../contract/page-model.ts';

export interface SectionProps {
  section: Section;
  ctx: SiteContext;
  data: ConfiguredPageData;
}

export type SectionComponent = (props: SectionProps) => ReactElement | null;
