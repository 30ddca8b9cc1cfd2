/** Categories: the kinds of home the tenant lists, with counts, each opening its search (/buscar/<categoria>). */
import type { ReactElement } from 'react';
import { templateFor } from '../templates/index.ts';
import { LinkCountGrid } from './link-counts.tsx';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionProps } from './section-types.ts';

export function CategoriesSection({ section, ctx, data }: SectionProps): ReactElement | null {
  const items = data.categories ?? [];
  if (items.length === 0) return null;
  return (
    <SectionShell section={section} ctx={ctx} className={templateFor(ctx.site).theme.band} title={propString(section.props, 'title') ?? 'Tipos de imóvel'} subtitle={propString(section.props, 'subtitle')}>
      <LinkCountGrid items={items} tileClass={templateFor(ctx.site).theme.tile} columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4" />
    </SectionShell>
  );
}
