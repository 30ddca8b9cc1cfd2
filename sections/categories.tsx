/** Categories: the kinds of home the tenant lists, with counts, each opening its search (/buscar/<categoria>). */
import type { ReactElement } from 'react';
import { categoryLabel } from '../domain/lookups/categories.ts';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { byCountThenLabel, LinkCountSection, searchUrl, type LinkCount } from './link-counts.tsx';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

declare module '../contract/page-model.ts' {
  interface SectionSummaries {
    /** Categories of the page's homes with counts, each a /buscar link. */
    categories: LinkCount[];
  }
}

/** The categories the homes have (counts by category code, by code), most homes first, each linking to /buscar/<categoria>. */
export function categoryCounts(counts: ReadonlyMap<string, number>): LinkCount[] {
  // A stable sort: two codes of one label stay in code order.
  return [...counts]
    .map(([code, count]) => ({ label: categoryLabel(code), count, url: searchUrl({ category: code }) }))
    .sort(byCountThenLabel);
}

export function CategoriesSection({ section, ctx, data }: SectionProps): ReactElement | null {
  return <LinkCountSection section={section} ctx={ctx} items={data.categories ?? []} title="Tipos de imóvel" columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4" />;
}

export const section: SectionDescriptor = {
  component: CategoriesSection,
  data: { key: 'categories', tally: (doc: SearchDocument) => doc.category, summarize: categoryCounts },
};
