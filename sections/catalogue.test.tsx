/** The summary sections (categories, neighbourhoods, rich text, map, development) and the hero layouts, from build-planned data. */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { planTenant } from '../builds/page-data.ts';
import type { ConfiguredPageData, SiteContext } from '../contract/page-model.ts';
import { contextFixture, propertyFixture, renderPage, siteFixture, textOf } from '../tests/support/view-fixtures.ts';
import { sectionComponentFor } from './index.ts';

const homes = [
  propertyFixture({ id: 1, status: 'sale', category: 'apartment', neighborhood: 'Cambuí', city: 'Campinas', price: 500_000, lat: -22.9, lng: -47.05 }),
  propertyFixture({ id: 2, status: 'rent', category: 'apartment', neighborhood: 'Cambuí', city: 'Campinas', lat: -22.91, lng: -47.06 }),
  propertyFixture({ id: 3, status: 'sale', category: 'house', neighborhood: 'Taquaral', city: 'Campinas', price: 900_000 }),
];

/** The search page of a site that has one: the sections below link to /buscar only then. */
const SEARCH_PAGE = { id: 'search', url: '/buscar', sections: [] };

/** Plans a site whose home has these sections (and a search page) over the homes, then renders the home's sections. */
function render(sections: { id: string; component: string; props?: Record<string, unknown> }[], siteOverrides: Record<string, unknown> = {}, list = homes) {
  const site = siteFixture({ pages: [{ id: 'home', url: '/', sections }, SEARCH_PAGE], ...siteOverrides });
  const ctx: SiteContext = contextFixture(site);
  const data = [...planTenant(site, list).pages()].find((p) => p.kind === 'page') as ConfiguredPageData;
  const html = renderPage(
    createElement(
      'main',
      null,
      site.pages[0]!.sections.map((section) => createElement(sectionComponentFor(section.component)!, { key: String(section.id), section, ctx, data })),
    ),
  );
  return { html, data, text: textOf(html) };
}

describe('categories section', () => {
  it('lists the categories the homes have with counts, most first, linking to their search', () => {
    const { html, text } = render([{ id: 'tipos', component: 'categories' }]);
    expect(text).toContain('Tipos de imóvel');
    expect(text).toMatch(/Apartamento\s*2 imóveis.*Casa\s*1 imóvel/);
    expect(html).toContain('href="/buscar/apartamento/"');
    expect(html).toContain('href="/buscar/casa/"');
  });

  it('renders nothing without homes', () => {
    expect(render([{ id: 'tipos', component: 'categories' }], {}, []).html).toBe('<main></main>');
  });
});

describe('neighbourhoods section', () => {
  it('lists neighbourhoods with city and count, linking to the neighbourhood search', () => {
    const { html, text } = render([{ id: 'bairros', component: 'neighbourhoods', props: { title: 'Onde estamos' } }]);
    expect(text).toContain('Onde estamos');
    expect(text).toMatch(/Cambuí\s*Campinas – SP\s*2 imóveis/);
    expect(html).toContain('href="/buscar/campinas/?bairro=cambui"');
  });
});

describe('rich-text section', () => {
  it('renders the sanitised HTML only', () => {
    const { html, text } = render([{ id: 'texto', component: 'rich-text', props: { html: '<h2>Quem somos</h2><p onclick="x()">Desde <strong>1998</strong>.</p><script>alert(1)</script><a href="javascript:alert(1)">link</a>' } }]);
    expect(html).toContain('<h2>Quem somos</h2><p>Desde <strong>1998</strong>.</p><a>link</a>');
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
    expect(text).toMatch(/Desde 1998\s*\./);
  });

  it('renders nothing for empty or all-hostile HTML', () => {
    expect(render([{ id: 'texto', component: 'rich-text', props: { html: '<script>x</script>' } }]).html).toBe('<main></main>');
  });
});

describe('map section', () => {
  it('hands the homes with a location to the map island, loaded when visible', () => {
    const { html, data } = render([{ id: 'mapa', component: 'map' }]);
    expect(data.mapHomes?.map((h) => h.id).sort()).toEqual([1, 2]);
    expect(data.mapHomes).toHaveLength(2); // home 3 has no location
    expect(html).toMatch(/data-island="homes-map"[^>]*data-load="visible-after-input"/);
    expect(textOf(html)).toContain('2 imóveis para você explorar.');
    expect(textOf(html)).toContain('Carregando mapa...');
  });
});

describe('development section', () => {
  const units = [
    propertyFixture({ id: 11, status: 'sale', category: 'apartment', area: 52, bedrooms: 2, suites: 0, price: 420_000, stage: 'construction', towers: 2, floors: 18, lat: -8.05, lng: -34.9, meta: { development: 'Residencial Mar Azul', delivery: 'dezembro de 2027' }, floor_plans: [{ url: 'media/planta-52.svg', caption: 'Planta ilustrativa – 2 dormitórios, 52 m²' }], amenities: ['swimming_pool', 'gym'] }),
    propertyFixture({ id: 12, status: 'sale', category: 'apartment', area: 52, bedrooms: 2, suites: 0, price: 400_000, stage: 'construction', towers: 2, floors: 18, lat: -8.05, lng: -34.9, meta: { development: 'Residencial Mar Azul' }, floor_plans: [{ url: 'media/planta-52.svg', caption: 'Planta ilustrativa – 2 dormitórios, 52 m²' }] }),
    propertyFixture({ id: 13, status: 'sale', category: 'penthouse', area: 142, bedrooms: 3, suites: 3, price: 1_300_000, stage: 'launch', towers: 2, floors: 18, lat: -8.05, lng: -34.9, meta: { development: 'Residencial Mar Azul' } }),
  ];

  it('presents the development from its units: stage, towers, floors, typologies with plans and prices, lead form', () => {
    const { html, text, data } = render([{ id: 'empreendimento', component: 'development' }], { template: 'wind' }, units);
    expect(data.development).toMatchObject({ name: 'Residencial Mar Azul', stage: 'construction', towers: 2, floors: 18, units: 3, delivery: 'dezembro de 2027' });
    expect(text).toContain('Em construção');
    expect(text).toContain('Residencial Mar Azul');
    expect(text).toMatch(/torres\s*2\b/); // dt then dd; shown value above label
    expect(text).toMatch(/andares\s*18\b/);
    expect(text).toContain('Entrega prevista: dezembro de 2027');
    // Two typologies, smallest first; the 52 m² one is priced from its cheapest unit.
    expect(text).toMatch(/2 dormitórios\s*52 m²\s*2 quartos.*a partir de R\$ 400\.000/);
    expect(text).toContain('142 m²');
    expect(html).toContain('alt="Planta ilustrativa – 2 dormitórios, 52 m²"');
    expect(text).toContain('Piscina');
    expect(html).toMatch(/data-island="lead-form"/);
    expect(html).toMatch(/data-island="homes-map"/);
    expect(html).toContain('id="contato"');
  });

  it('renders nothing when the tenant has no units', () => {
    expect(render([{ id: 'e', component: 'development' }], { template: 'wind' }, []).html).toBe('<main></main>');
  });
});

describe('hero', () => {
  const hero = { id: 'hero', component: 'hero', props: { title: 'Bem-vindo', image: 'media/hero.jpg' } };
  it('places the photo the template way and shows the search on complete sites', () => {
    const layouts = (['cosmic', 'nova', 'wind', 'tropical'] as const).map((template) => {
      const { html } = render([hero], { template });
      return [template, /data-hero-layout="([a-z]+)"/.exec(html)?.[1], html.includes('role="search"')];
    });
    expect(layouts).toEqual([
      ['cosmic', 'overlay', true],
      ['nova', 'split', true],
      ['wind', 'center', false],
      ['tropical', 'framed', false],
    ]);
  });

  it("starts its search on 'Alugar' when every home of the page is for rent (a rental agency), else on 'Comprar'", () => {
    const rentals = homes.filter((home) => home.status === 'rent');
    const selected = (list: typeof homes) => /<option value="([a-z]+)" selected="">/.exec(render([hero], { template: 'cosmic' }, list).html)?.[1];
    expect(selected(rentals)).toBe('alugar');
    expect(selected(homes)).toBe('comprar');
    expect(selected([])).toBe('comprar');
  });

  it('gives landing pages a call to action instead', () => {
    const { html } = render([{ ...hero, props: { ...hero.props, button: { label: 'Agende sua visita', url: '#contato' } } }], { template: 'tropical' });
    expect(html).toMatch(/<a href="#contato"[^>]*>Agende sua visita<\/a>/);
  });

  it('keeps a title band without a photo compact, with no default call to action (the /buscar header)', () => {
    const band = { ...hero, props: { title: 'Encontre seu imóvel' } };
    const { html } = render([band], { template: 'tropical' });
    expect(html).toContain('Encontre seu imóvel');
    expect(html).not.toContain('Quero saber mais');
    expect(html).not.toContain('min-h-[28rem]');
    expect(render([{ ...hero, props: { ...hero.props, button: undefined } }], { template: 'tropical' }).html).toContain('Quero saber mais');
  });
});
