/** Neighbourhoods: where the tenant has most homes, with counts, each opening its search. */
import type { ReactElement } from 'react';
import { templateFor } from '../templates/index.ts';
import { LinkCountGrid } from './link-counts.tsx';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionProps } from './section-types.ts';

export function NeighbourhoodsSection({ section, ctx, data }: SectionProps): ReactElement | null {
  const items = data.neighbourhoods ?? [];
  if (items.length === 0) return null;
  return (
    <SectionShell section={section} ctx={ctx} className={templateFor(ctx.site).theme.band} title={propString(section.props, 'title') ?? 'Bairros em destaque'} subtitle={propString(section.props, 'subtitle')}>
      <LinkCountGrid items={items} tileClass={templateFor(ctx.site).theme.tile} columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3" />
    </SectionShell>
  );
}
