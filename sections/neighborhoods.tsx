/** Neighborhoods: where the tenant has most homes, with counts, each opening its search. */
import type { ReactElement } from 'react';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { byCountThenLabel, LinkCountSection, searchUrl, type LinkCount } from './link-counts.tsx';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

declare module '../contract/page-model.ts' {
  interface SectionSummaries {
    /** Neighborhoods with most homes, each a /buscar link (the payload key keeps the config's spelling). */
    neighbourhoods: LinkCount[];
  }
}

export const NEIGHBORHOODS_LIMIT = 12;

/** What a home counts for: its neighborhood in its city and state (Centro exists everywhere), as JSON (any character can be in a name). */
export const neighborhoodOf = (doc: SearchDocument): string => JSON.stringify([doc.neighborhood, doc.city, doc.state]);

/** The neighborhoods with most homes (counted by `neighborhoodOf`), each linking to its search. */
export function neighborhoodCounts(counts: ReadonlyMap<string, number>, limit = NEIGHBORHOODS_LIMIT): LinkCount[] {
  const groups = [...counts].map(([key, count]) => {
    const [neighborhood, city, state] = JSON.parse(key) as [string, string, string];
    return { label: neighborhood, detail: `${city} – ${state}`, count, neighborhood, city };
  });
  // Links only for those shown: each is a filter state parsed.
  return groups
    .sort(byCountThenLabel)
    .slice(0, limit)
    .map(({ neighborhood, city, ...link }) => ({ ...link, url: searchUrl({ city, neighborhood: [neighborhood] }) }));
}

export function NeighborhoodsSection({ section, ctx, data }: SectionProps): ReactElement | null {
  return <LinkCountSection section={section} ctx={ctx} items={data.neighbourhoods ?? []} title="Bairros em destaque" columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3" />;
}

export const section: SectionDescriptor = {
  component: NeighborhoodsSection,
  data: { key: 'neighbourhoods', tally: neighborhoodOf, summarize: (counts: ReadonlyMap<string, number>) => neighborhoodCounts(counts) },
};
