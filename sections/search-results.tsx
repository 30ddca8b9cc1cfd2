/**
 * Search results (DESIGN §6, spec §2.7): the search page island, rendered
 * here with the page's prerendered combination (`data.search`) so the HTML
 * already lists the homes, then hydrated when visible. Placed on a page that
 * is not a /buscar combination, it renders the filters and loads the homes
 * in the browser.
 *
 * Section props: `title`, `subtitle`, `perPage` (results per page, default
 * 30 as spec §3.4; up to 30 pages still answer from prerendered payloads).
 */
import type { ReactElement } from 'react';
import SavedSearch from '../client/islands/saved-search.tsx';
import SearchPage, { type SearchPageProps } from '../client/islands/search-page.tsx';
import { siteName } from '../domain/rules/site-name.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state.ts';
import { Island } from '../ui/island.tsx';
import { templateFor } from '../templates/index.ts';
import { cardDisplayFor } from './home-card.tsx';
import { toCardFields } from '../contract/home-card.ts';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

const MAX_PER_PAGE = 100;

/** A whole number from 1 to 100, else the default page size. */
function perPageOf(props: Record<string, unknown>): number {
  const value = Number(propString(props, 'perPage'));
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_PER_PAGE ? value : DEFAULT_PER_PAGE;
}

export function SearchResultsSection({ section, ctx, data }: SectionProps): ReactElement {
  const { site } = ctx;
  const theme = templateFor(site).theme;
  const perPage = perPageOf(section.props);
  const search = data.search;
  const islandProps: SearchPageProps = {
    initial: search ? { filters: search.filters, total: search.total, hits: search.hits.slice(0, perPage).map(toCardFields) } : null,
    perPage,
    card: cardDisplayFor(ctx),
    theme: { field: theme.field, button: theme.button },
    siteCategories: site.portfolio.show_categories_in_filters ? site.portfolio.categories.map((category) => category.name) : [],
    titleSuffix: siteName(site),
    // Meilisearch (host and the search-only ms_token) when the build has a search host, else the static index.
    search: ctx.search ?? {},
  };
  return (
    <SectionShell section={section} ctx={ctx} title={propString(section.props, 'title')} subtitle={propString(section.props, 'subtitle')}>
      <Island name="search-page" load="visible" component={SearchPage} props={islandProps} />
      <div className="mt-8" data-section-part="saved-search">
        <Island name="saved-search" load="visible" component={SavedSearch} props={{ endpoint: ctx.leadsEndpoint, siteId: site.id ?? null, buttonClass: theme.button }} />
      </div>
    </SectionShell>
  );
}

export const section: SectionDescriptor = { component: SearchResultsSection };
