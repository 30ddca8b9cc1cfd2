/**
 * A site without a search page (no configured page with id 'search') has no /buscar: nothing the
 * build draws may link or post there. Every planned page of such a site is rendered and its
 * links and form actions read; the same site with a search page is the control.
 */
import { describe, expect, it } from 'vitest';
import { planTenant } from '../builds/page-data.ts';
import { renderDocument } from '../renderer/document.tsx';
import { contextFixture, propertyFixture, siteFixture } from '../tests/support/view-fixtures.ts';

const homes = [
  propertyFixture({ id: 1, status: 'sale', category: 'apartment', neighborhood: 'Cambuí', city: 'Campinas', price: 500_000, is_featured_on_site: true }),
  propertyFixture({ id: 2, status: 'rent', category: 'house', neighborhood: 'Taquaral', city: 'Campinas', is_featured_on_site: true }),
];
const home = {
  id: 'home',
  url: '/',
  sections: [
    { id: 'topo', component: 'hero', props: { title: 'Casas em Campinas' } },
    { id: 'destaques', component: 'featured-homes', props: {} },
    { id: 'tipos', component: 'categories', props: {} },
    { id: 'bairros', component: 'neighbourhoods', props: {} },
  ],
};
const search = { id: 'search', url: '/buscar', sections: [{ id: 'resultados', component: 'search-results', props: {} }] };

/** Every href and form action of every planned page (the cosmic template: the hero carries the search form). */
function targets(pages: object[]): string[] {
  const site = siteFixture({ template: 'cosmic', menu: [{ title: 'Início', url: '/' }], pages });
  const ctx = contextFixture(site);
  const found = new Set<string>();
  for (const page of planTenant(site, homes).pages()) {
    const { html } = renderDocument(ctx, page);
    for (const [, url] of html.matchAll(/\s(?:href|action)="([^"]*)"/g)) found.add(url!);
  }
  return [...found];
}

describe('links to /buscar', () => {
  it('are drawn when the site has a search page: the hero form, "Ver todos", the category and neighbourhood tiles, the favourites', () => {
    const urls = targets([home, search]);
    expect(urls.filter((url) => url.startsWith('/buscar/')).sort()).toEqual(expect.arrayContaining(['/buscar/', '/buscar/apartamento/', '/buscar/casa/']));
  });

  it('are never drawn on a site without one: every page of it names no /buscar URL', () => {
    const urls = targets([home]);
    expect(urls.some((url) => url.startsWith('/imovel/'))).toBe(true); // the cards still link to their listings
    expect(urls.filter((url) => url.includes('/buscar'))).toEqual([]);
  });
});
