import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SearchPage, { type SearchPageProps } from '../client/islands/search-page.tsx';
import { IslandCollector, IslandProvider } from '../ui/island.tsx';
import type { ConfiguredPageData, SiteContext } from '../contract/page-model.ts';
import { cardFixture, contextFixture, siteFixture, textOf } from '../tests/support/view-fixtures.ts';
import { cardDisplayFor } from './home-card.tsx';
import { HomeCardView } from '../ui/card/home-card-view.tsx';
import { SearchResultsSection } from './search-results.tsx';

const section = (props: Record<string, unknown> = {}) => ({ id: 'sec-resultados', component: 'search-results', enabled: true, props });

function pageData(search?: ConfiguredPageData['search']): ConfiguredPageData {
  return { kind: 'page', path: '/buscar/alugar', pageId: 'search', params: {}, featured: [], latest: [], ...(search ? { search } : {}) };
}

function render(ctx: SiteContext, data: ConfiguredPageData, props: Record<string, unknown> = {}, opensPage = true) {
  const collector = new IslandCollector();
  const html = renderToString(createElement(IslandProvider, { value: collector }, createElement(SearchResultsSection, { section: section(props), ctx, data, opensPage })));
  const island = collector.islands.find((entry) => entry.name === 'search-page');
  return { html, props: island?.props as SearchPageProps };
}

const rentCards = [cardFixture({ id: 1, status: 'rent', price: null, rental_price: 250_000, seo_text: 'texto longo' }), cardFixture({ id: 2, status: 'rent', price: null, rental_price: 310_000 })];

describe('the search-results section', () => {
  it('renders the prerendered combination as cards inside the search page island', () => {
    const { html, props } = render(contextFixture(), pageData({ filters: { page: 1, perPage: 30, status: 'rent' }, total: 2, hits: rentCards }));
    expect(html).toContain('data-section-id="sec-resultados"');
    // The HTML shows the homes: the island waits for first use (or an address asking for more).
    expect(html).toMatch(/data-island="search-page"[^>]*data-load="interaction-or-url"/);
    const text = textOf(html);
    expect(text).toContain('2 imóveis encontrados');
    expect(text).toContain('R$ 2.500/mês');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Alugar<\/button>/);
    expect(html).not.toContain('type="checkbox"'); // amenity and feature options come with the facet counts
    expect(html).toContain('<option value="" selected="">Selecione...</option>');
    expect(props.initial?.hits.map((hit) => hit.id)).toEqual([1, 2]);
    expect(props.initial?.filters).toEqual({ page: 1, perPage: 30, status: 'rent' });
  });

  it('loads the island as soon as it is visible on a page without prerendered homes', () => {
    const { html } = render(contextFixture(), pageData());
    expect(html).toMatch(/data-island="search-page"[^>]*data-load="visible"/);
  });

  it('loads the first result photo eagerly with high priority (the likely LCP) when the results open the page, the others lazily', () => {
    const { html, props } = render(contextFixture(), pageData({ filters: { page: 1, perPage: 30, status: 'rent' }, total: 2, hits: rentCards }));
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images[1]).toContain('loading="lazy"');
    expect(props.firstPhoto).toBe('priority'); // the same markup when the island hydrates
  });

  it('below another section (a hero), fetches the first result photo at once but not with high priority: it may be off a phone\'s first screen', () => {
    const { html, props } = render(contextFixture(), pageData({ filters: { page: 1, perPage: 30, status: 'rent' }, total: 2, hits: rentCards }), {}, false);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    expect(images[0]).not.toContain('fetchPriority');
    expect(images[0]).not.toContain('loading=');
    expect(images[1]).toContain('loading="lazy"');
    expect(props.firstPhoto).toBe('eager');
  });

  it('passes small props: card fields only, display options, never the site config or a secret', () => {
    const site = siteFixture({ ms_token: 'search-only-token', leads: { email: 'dono@exemplo.com' } });
    const { props } = render(contextFixture(site), pageData({ filters: { page: 1, perPage: 30 }, total: 2, hits: rentCards }));
    const json = JSON.stringify(props);
    expect(json).not.toContain('texto longo');
    expect(json).not.toContain('search-only-token'); // no Meilisearch host for this build: the static index, no token
    expect(json).not.toContain('dono@exemplo.com');
    expect(Object.keys(props).sort()).toEqual(['card', 'firstPhoto', 'initial', 'perPage', 'search', 'siteCategories', 'states', 'theme', 'titleSuffix']);
    expect(props.card).toEqual({ cardClass: expect.any(String), storageBaseUrl: 'https://storage.example/v1' });
  });

  it('gives the island the Meilisearch host and the search-only token when the build has them', () => {
    const ctx = { ...contextFixture(siteFixture({ ms_token: 'search-only-token' })), search: { meilisearch: { host: 'https://busca.example', token: 'search-only-token', production: true } } };
    const { props } = render(ctx, pageData());
    expect(props.search).toEqual({ meilisearch: { host: 'https://busca.example', token: 'search-only-token', production: true } });
  });

  it('cuts the first page to the section’s perPage', () => {
    const { html, props } = render(contextFixture(), pageData({ filters: { page: 1, perPage: 30 }, total: 2, hits: rentCards }), { perPage: 1 });
    expect(props.perPage).toBe(1);
    expect(props.initial?.hits).toHaveLength(1);
    expect(html.match(/<article/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Página 2"');
  });

  it('without a prerendered combination, renders the filters and no homes yet', () => {
    const { html, props } = render(contextFixture(), pageData());
    expect(props.initial).toBeNull();
    expect(textOf(html)).toContain('Carregando imóveis...');
    expect(html).not.toContain('<article');
  });

  it('draws the same card markup as the server-rendered sections', () => {
    const ctx = contextFixture();
    // The second card: the first one's photo is eager (see above), a section's cards are all lazy.
    const card = cardFixture({ id: 2 });
    const { props } = render(ctx, pageData({ filters: { page: 1, perPage: 30 }, total: 2, hits: [cardFixture({ id: 1 }), card] }));
    const server = renderToString(createElement(HomeCardView, { card, display: cardDisplayFor(ctx) }));
    const island = renderToString(createElement(IslandProvider, { value: new IslandCollector() }, createElement(SearchPage, props)));
    expect(island).toContain(server);
  });
});
