/**
 * Test fixtures for the template and page render tests: a site config built
 * through the real schema (so defaults apply exactly as in a build), a
 * SiteContext, a search-document card, a Property, and a render helper that
 * provides the island collector the Header needs.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  propertySchema,
  searchDocumentSchema,
  siteConfigSchema,
  type Property,
  type PropertyInput,
  type SearchDocument,
  type SiteConfig,
} from '../../domain/schemas/index.ts';
import { IslandCollector, IslandProvider } from '../../ui/island.tsx';
import type { SiteContext } from '../../contract/page-model.ts';

/*
 * Plain input: the schema's input type marks every preprocessed group as
 * required `unknown`, so the fixture is checked by parsing, not by the type.
 */
export const baseSiteInput: Record<string, unknown> = {
  id: 7,
  site_name: 'Imobiliária Horizonte',
  site_description: 'Casas e apartamentos em Campinas.',
  site_url: 'horizonte.com.br',
  template: 'cosmic',
  assets: { logo: 'tenants/7/logo.png' },
  company: {
    name: 'Horizonte Imóveis Ltda',
    phone: '(19) 3232-1000',
    whatsapp: '+55 (19) 99876-5432',
    email: 'contato@horizonte.com.br',
    cnpj: '12.345.678/0001-90',
    creci: 'J-12345',
    street: 'Rua Barão de Jaguara',
    street_number: '1000',
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
    zipcode: '13015-001',
  },
  social: { instagram: 'https://instagram.com/horizonte', facebook: '' },
  menu: [
    { title: 'Início', url: '/' },
    { title: 'Imóveis', url: '/buscar' },
    { title: 'Anuncie', url: 'https://wa.me/5519998765432', asButton: true, newTab: true },
  ],
  header: { layout: 'style-1', logo_width: 140 },
  pages: [
    {
      id: 'home',
      url: '/',
      sections: [
        { id: 'sec-hero', component: 'hero', props: { title: 'Encontre seu lar' } },
        { id: 'sec-hidden', component: 'stats', enabled: false, props: { items: [{ value: '10', label: 'anos' }] } },
        { id: 'sec-unknown', component: 'does-not-exist', props: {} },
        { id: 'sec-featured', component: 'featured-homes', props: {} },
        { id: 'sec-faq', component: 'faq', props: { items: [{ question: 'Aceita permuta?', answer: 'Sim.' }, 'junk', { question: 42 }] } },
      ],
    },
    // The menu links to /buscar: the site has the search page (without one nothing may link there).
    { id: 'search', url: '/buscar', sections: [{ id: 'sec-results', component: 'search-results', props: {} }] },
  ],
};

export function siteFixture(overrides: Record<string, unknown> = {}): SiteConfig {
  return siteConfigSchema.parse({ ...baseSiteInput, ...overrides });
}

export function contextFixture(site: SiteConfig = siteFixture()): SiteContext {
  return {
    site,
    buildId: 'test-build',
    assets: { css: [], runtime: '/runtime.js' },
    provider: { name: 'Vitrine', url: 'https://vitrine.example/' },
    storageBaseUrl: 'https://storage.example/v1',
    leadsEndpoint: '/api/leads',
    year: 2031,
  };
}

export function cardFixture(overrides: Partial<SearchDocument> = {}): SearchDocument {
  return searchDocumentSchema.parse({
    id: 101,
    status: 'sale',
    category: 'apartment',
    title: 'Apartamento com 2 quartos à venda',
    url: '/imovel/venda/apartamento-2-quartos-cambui-campinas/101',
    neighborhood: 'Cambuí',
    city: 'Campinas',
    state: 'SP',
    bedrooms: 2,
    parking_spaces: 1,
    area: 70,
    image: 'homes/101/sala.jpg',
    price: 85_000_000,
    ...overrides,
  });
}

export function propertyFixture(overrides: Partial<PropertyInput> = {}): Property {
  return propertySchema.parse({
    id: 202,
    status: 'rent',
    category: 'apartment',
    area: 72.5,
    bedrooms: 2,
    suites: 1,
    bathrooms: 2,
    parking_spaces: 1,
    rental_price: 2500,
    condominium_price: 600,
    iptu_price: 120,
    zipcode: '13025-000',
    neighborhood: 'Cambuí',
    city: 'Campinas',
    state: 'SP',
    description: 'Apartamento claro.\n\nPerto do parque.',
    features: ['balcony', 'unknown_code'],
    amenities: [],
    gallery: [
      { url: 'homes/202/a.jpg' },
      { url: 'homes/202/b.jpg', featured: true, caption: 'Sala ampla' },
    ],
    ...overrides,
  });
}

/** renderToString inside an IslandProvider, as the document renderer does. */
export function renderPage(element: ReactElement): string {
  return renderToString(createElement(IslandProvider, { value: new IslandCollector() }, element));
}

/** The text of rendered HTML without tags or React's text separators, for content assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
