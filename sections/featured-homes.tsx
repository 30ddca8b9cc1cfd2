/** Featured homes: cards from the page's `featured` list, resolved at build time. */
import { statusLabels } from '../domain/lookups/labels.ts';
import type { ReactElement } from 'react';
import { safeHref } from '../contract/escape.ts';
import { hasSearchPage, SEARCH_ROOT } from '../contract/routes.ts';
import { templateFor } from '../templates/index.ts';
import { HomeCardGrid } from './home-card.tsx';
import { SectionShell } from './section-shell.tsx';
import { propLink, propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

export function FeaturedHomesSection({ section, ctx, data }: SectionProps): ReactElement | null {
  if (data.featured.length === 0) return null;
  const props = section.props;
  // The default link goes to /buscar, which a site without a search page does not have.
  const link = propLink(props, 'button') ?? (hasSearchPage(ctx.site) ? { label: 'Ver todos os imóveis', url: SEARCH_ROOT } : undefined);
  return (
    <SectionShell
      section={section}
      ctx={ctx}
      title={propString(props, 'title') ?? statusLabels.featured}
      subtitle={propString(props, 'subtitle')}
    >
      <HomeCardGrid cards={data.featured} ctx={ctx} />
      {link ? (
        <p className="mt-10 text-center">
          <a href={safeHref(link.url)} className={`inline-block ${templateFor(ctx.site).theme.button}`}>
            {link.label}
          </a>
        </p>
      ) : null}
    </SectionShell>
  );
}

export const section: SectionDescriptor = {
  component: FeaturedHomesSection,
  homeLists: ['featured'],
};
