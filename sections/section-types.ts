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

/** What a computed data step is given in the plan stage: the page's homes, newest first, and their full listings. */
export interface SectionDataInput {
  docs: readonly SearchDocument[];
  homes(): PublicProperty[];
}

/**
 * A build-time summary: the page-data key it fills and how it is made from the page's homes
 * (undefined leaves the key out), in one of three forms. The first two are made from a count or
 * a short list only, so a rebuild patches them from the live release's record with the changed
 * homes instead of reading every home again (builds/showcase-record.ts):
 * - `tally`: what each home counts for (null: nothing), and the summary from the counts (given
 *   by value, in code-unit order, whatever order the homes came in);
 * - `newest`: the summary from the first `limit` homes newest first that `accept` takes;
 * - `compute`: anything else, from every home newest first and their full listings.
 */
export type SectionDataStep = {
  [K in keyof SectionSummaries]:
    | { key: K; tally(doc: SearchDocument): string | null; summarize(counts: ReadonlyMap<string, number>): SectionSummaries[K] | undefined }
    | { key: K; newest: { limit: number; accept?(doc: SearchDocument): boolean }; summarize(docs: readonly SearchDocument[]): SectionSummaries[K] | undefined }
    | { key: K; compute(input: SectionDataInput): SectionSummaries[K] | undefined };
}[keyof SectionSummaries];

/** One section of the catalogue: its component, and the build-time data it shows. */
export interface SectionDescriptor {
  component: SectionComponent;
  homeLists?: readonly HomeList[];
  data?: SectionDataStep;
}
