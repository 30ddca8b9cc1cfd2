/**
 * The contract of a section (DESIGN §6): a component rendered from its props
 * and the page data, and a descriptor saying which build-time data it shows,
 * so the planner (builds/page-data.ts) gives a page only what its sections need.
 */
import type { ReactElement } from 'react';
import type { PublicProperty } from '../domain/rules/public-property.ts';
import type { SearchDocument } from '../domain/schemas/index.ts';
import type { ConfiguredPageData, Section, SectionSummaries, SiteContext } from '../contract/page-model.ts';

export interface SectionProps {
  section: Section;
  ctx: SiteContext;
  data: ConfiguredPageData;
  /** The first section the page shows: what it draws is in the first screen (its photo may be the LCP element). */
  opensPage?: boolean;
}

export type SectionComponent = (props: SectionProps) => ReactElement | null;

/** Build-time home lists a section shows: the featured homes (or the newest when none is featured), the newest. */
export type HomeList = 'featured' | 'latest';

/** What a section's data step is given in the plan stage: the page's homes, newest first, and their full listings. */
export interface SectionDataInput {
  docs: readonly SearchDocument[];
  homes(): PublicProperty[];
}

/** A build-time summary: the page-data key it fills and the pure step computing it (undefined leaves the key out). */
export type SectionDataStep = {
  [K in keyof SectionSummaries]: { key: K; compute(input: SectionDataInput): SectionSummaries[K] | undefined };
}[keyof SectionSummaries];

/** One section of the catalogue: its component, and the build-time data it shows. */
export interface SectionDescriptor {
  component: SectionComponent;
  homeLists?: readonly HomeList[];
  data?: SectionDataStep;
}
