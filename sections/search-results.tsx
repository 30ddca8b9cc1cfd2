/**
 * Search results (DESIGN §6, spec §2.7): the search page island, rendered
 * here with the page's prerendered combination (`data.search`) so the HTML
 * already lists the homes. It is hydrated on first use, so a phone's first
 * seconds run no React (Lighthouse's blocking time, issue #16), or at once when
 * the address asks for results the HTML does not show (a query, a combination
 * that was not prerendered). Placed on a page that is not a /buscar
 * combination, it renders the filters and loads the homes in the browser.
 *
 * Section props: `title`, `subtitle`, `perPage` (results per page, default
 * 30 as spec §3.4; up to 30 pages still answer from prerendered payloads).
 */
import type { ReactElement } from 'react';
import type { SearchDocument } from '../domain/schemas/index.ts';
import SavedSearch from '../client/islands/saved-search.tsx';
import SearchPage, { type SearchPageProps } from '../client/islands/search-page.tsx';
import { siteName } from '../domain/rules/site-name.ts';
import { DEFAULT_PER_PAGE } from '../domain/schemas/filter-state-values.ts';
import { Island } from '../ui/island.tsx';
import { templateFor } from '../templates/index.ts';
import { cardDisplayFor } from './home-card.tsx';
import { toCardFields } from '../contract/home-card.ts';
import { SectionShell } from './section-shell.tsx';
import { propString } from './section-props.ts';
import type { SectionDescriptor, SectionProps } from './section-types.ts';

declare module '../contract/page-model.ts' {
  interface SectionSummaries {
    /** State code → homes: the Estado select lists only states with homes, with counts, before any search. */
    searchStates: Record<string, number>;
  }
}

const MAX_PER_PAGE = 100;

/** Homes per state code (upper case), over every published home. */
/** What a home counts for in `stateCounts`: its state's code (none without one). */
export const stateCodeOf = (doc: SearchDocument): string | null => doc.state.trim().toUpperCase() || null;

/** Homes per state code (counted by code, in code order: one payload whatever order the homes came in). */
export function stateCounts(counts: ReadonlyMap<string, number>): Record<string, number> {
  return Object.fromEntries(counts);
}

/** A whole number from 1 to 100, else the default page size. */
function perPageOf(props: Record<string, unknown>): number {
  const value = Number(propString(props, 'perPage'));
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_PER_PAGE ? value : DEFAULT_PER_PAGE;
}

export function SearchResultsSection({ section, ctx, data, opensPage = false }: SectionProps): ReactElement {
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
    states: data.searchStates ?? {},
    // Meilisearch (host and the search-only ms_token) when the build has a search host, else the static index.
    search: ctx.search ?? {},
    // Below a hero the first card may be off a phone's first screen: its photo is then fetched
    // at the browser's own priority instead of high, so it takes no bandwidth from the page's
    // CSS and text unless it is on screen.
    firstPhoto: opensPage ? 'priority' : 'eager',
  };
  return (
    <SectionShell section={section} ctx={ctx} title={propString(section.props, 'title')} subtitle={propString(section.props, 'subtitle')}>
      <Island name="search-page" load={search ? 'interaction-or-url' : 'visible'} component={SearchPage} props={islandProps} />
      <div className="mt-8" data-section-part="saved-search">
        <Island name="saved-search" load="interaction" component={SavedSearch} props={{ endpoint: ctx.leadsEndpoint, siteId: site.id ?? null, buttonClass: theme.button }} />
      </div>
    </SectionShell>
  );
}

export const section: SectionDescriptor = {
  component: SearchResultsSection,
  data: { key: 'searchStates', tally: stateCodeOf, summarize: stateCounts },
};
