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

/** The neighborhoods with most homes (per city: Centro exists everywhere), each linking to its search. */
export function neighborhoodCounts(docs: readonly SearchDocument[], limit = NEIGHBORHOODS_LIMIT): LinkCount[] {
  const groups = new Map<string, LinkCount>();
  for (const doc of docs) {
    const key = `${doc.neighborhood}\u0000${doc.city}`;
    const group = groups.get(key);
    if (group) group.count++;
    else {
      groups.set(key, {
        label: doc.neighborhood,
        detail: `${doc.city} – ${doc.state}`,
        count: 1,
        url: searchUrl({ city: doc.city, neighborhood: [doc.neighborhood] }),
      });
    }
  }
  return [...groups.values()].sort(byCountThenLabel).slice(0, limit);
}

export function NeighborhoodsSection({ section, ctx, data }: SectionProps): ReactElement | null {
  return <LinkCountSection section={section} ctx={ctx} items={data.neighbourhoods ?? []} title="Bairros em destaque" columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3" />;
}

export const section: SectionDescriptor = {
  component: NeighborhoodsSection,
  data: { key: 'neighbourhoods', compute: ({ docs }) => neighborhoodCounts(docs) },
};
