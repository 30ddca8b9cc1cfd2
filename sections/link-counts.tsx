/**
 * Tiles of /buscar links with the number of homes behind each, shared by the
 * categories and neighborhoods sections. Counts come from the build (each
 * section's data step).
 */
import type { ReactElement } from 'react';
import { formatCount } from '../domain/rules/format.ts';
import { filterStateSchema } from '../domain/schemas/index.ts';
import { safeHref } from '../contract/escape.ts';
import { hasSearchPage } from '../contract/routes.ts';
import { filtersToUrl } from '../search/url-codec.ts';
import { templateFor } from '../templates/index.ts';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionProps } from './section-types.ts';

/** A /buscar link with the number of homes behind it. */
export interface LinkCount {
  label: string;
  /** Second line, e.g. the city of a neighborhood. */
  detail?: string;
  count: number;
  url: string;
}

export const searchUrl = (filters: Record<string, unknown>) => filtersToUrl(filterStateSchema.parse(filters));
/** Most homes first, then by label and detail: one order whatever order the homes were counted in. */
export const byCountThenLabel = (a: Omit<LinkCount, 'url'>, b: Omit<LinkCount, 'url'>) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR') || (a.detail ?? '').localeCompare(b.detail ?? '', 'pt-BR');

export const homesCount = (count: number) => formatCount(count, 'imóvel', 'imóveis');

/** `linked`: the tiles link to their /buscar combination; a site without a search page shows the counts alone. */
function LinkCountGrid({ items, tileClass, columns, linked }: { items: readonly LinkCount[]; tileClass: string; columns: string; linked: boolean }): ReactElement {
  const tile = `group flex h-full flex-col justify-between gap-3 p-5 transition ${tileClass}`;
  return (
    <ul className={`grid gap-4 ${columns}`}>
      {items.map((item) => {
        const content = (
          <>
            <span className="flex flex-col">
              <span className={linked ? 'font-heading text-lg font-semibold leading-snug group-hover:underline' : 'font-heading text-lg font-semibold leading-snug'}>{item.label}</span>
              {item.detail ? <span className="text-sm opacity-80">{item.detail}</span> : null}
            </span>
            <span className="text-sm font-medium">{homesCount(item.count)}</span>
          </>
        );
        return (
          <li key={item.url}>
            {linked ? (
              <a href={safeHref(item.url)} className={tile}>
                {content}
              </a>
            ) : (
              <div className={tile}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The categories and neighborhoods sections: a band of link tiles under the section's title, or nothing without items. */
export function LinkCountSection({ section, ctx, items, title, columns }: Omit<SectionProps, 'data'> & { items: readonly LinkCount[]; title: string; columns: string }): ReactElement | null {
  if (items.length === 0) return null;
  const { theme } = templateFor(ctx.site);
  return (
    <SectionShell section={section} ctx={ctx} className={theme.band} title={propString(section.props, 'title') ?? title} subtitle={propString(section.props, 'subtitle')}>
      <LinkCountGrid items={items} tileClass={theme.tile} columns={columns} linked={hasSearchPage(ctx.site)} />
    </SectionShell>
  );
}
