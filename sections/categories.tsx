/** Categories: the kinds of home the tenant lists, with counts, each opening its search (/buscar/<categoria>). */
import type { ReactElement } from 'react';
import { categoryLabel } from '../domain/lookups/categories.ts';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { templateFor } from '../templates/index.ts';
import { byCountThenLabel, LinkCountGrid, searchUrl, type LinkCount } from './link-counts.tsx';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

declare module '../contract/page-model.ts' {
  interface SectionSummaries {
    /** Categories of the page's homes with counts, each a /buscar link. */
    categories: LinkCount[];
  }
}

/** The categories the homes have, most homes first, each linking to /buscar/<categoria>. */
export function categoryCounts(docs: readonly SearchDocument[]): LinkCount[] {
  const counts = new Map<string, number>();
  for (const doc of docs) counts.set(doc.category, (counts.get(doc.category) ?? 0) + 1);
  return [...counts]
    .map(([code, count]) => ({ label: categoryLabel(code), count, url: searchUrl({ category: code }) }))
    .sort(byCountThenLabel);
}

export function CategoriesSection({ section, ctx, data }: SectionProps): ReactElement | null {
  const items = data.categories ?? [];
  if (items.length === 0) return null;
  return (
    <SectionShell section={section} ctx={ctx} className={templateFor(ctx.site).theme.band} title={propString(section.props, 'title') ?? 'Tipos de imóvel'} subtitle={propString(section.props, 'subtitle')}>
      <LinkCountGrid items={items} tileClass={templateFor(ctx.site).theme.tile} columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4" />
    </SectionShell>
  );
}

export const section: SectionDescriptor = {
  component: CategoriesSection,
  data: { key: 'categories', compute: ({ docs }) => categoryCounts(docs) },
};
