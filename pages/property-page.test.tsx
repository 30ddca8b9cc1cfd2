import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IslandCollector, IslandProvider } from '../ui/island.tsx';
import type { PropertyPageData } from '../contract/page-model.ts';
import { baseSiteInput, cardFixture, contextFixture, propertyFixture, renderPage, siteFixture, textOf } from '../tests/support/view-fixtures.ts';
import { PropertyPage } from './property-page.tsx';
import { listingPrice } from '../sections/listing/price.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function renderProperty(data: Partial<PropertyPageData> = {}): string {
  const page: PropertyPageData = { kind: 'property', path: '/imovel/aluguel/x/202', home: propertyFixture(), similar: [], ...data };
  return renderPage(<PropertyPage ctx={contextFixture()} data={page} />);
}

/** The page and the props of its islands, in order. */
function renderWithIslands(data: Partial<PropertyPageData> = {}, ctx = contextFixture()) {
  const collector = new IslandCollector();
  const page: PropertyPageData = { kind: 'property', path: '/imovel/aluguel/x/202', home: propertyFixture(), similar: [], ...data };
  const html = renderToString(createElement(IslandProvider, { value: collector }, <PropertyPage ctx={ctx} data={page} />));
  return { html, islands: collector.islands };
}

describe('PropertyPage', () => {
  it('titles the page and shows the whole gallery in a carousel, featured image first and eager', () => {
    const { html, islands } = renderWithIslands();
    expect(html).toMatch(/<h1[^>]*>Apartamento com 2 quartos para alugar<\/h1>/);
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(2);
    // The featured image first: its own caption, the full size, high priority and not lazy.
    expect(images[0]).toMatch(/^<img src="https:\/\/storage\.example\/v1\/render\/image\/homes\/202\/b\.jpg\?width=1280&amp;height=853&amp;resize=cover&amp;format=webp&amp;quality=75"/);
    expect(images[0]).toContain('alt="Sala ampla" width="1280" height="853" fetchPriority="high"');
    expect(images[0]).not.toContain('loading="lazy"');
    expect(images[0]).toMatch(/srcSet="[^"]*width=320&amp;height=213[^"]* 320w, [^"]* 1600w"/);
    expect(images[0]).toContain('sizes="(min-width: 1280px) 1216px');
    // The others lazy, named after the listing.
    expect(images[1]).toContain('homes/202/a.jpg');
    expect(images[1]).toContain('alt="Apartamento com 2 quartos para alugar – foto 2"');
    expect(images[1]).toContain('loading="lazy"');
    expect(html).toContain('<div data-island="gallery-carousel" data-island-id="0" data-load="interaction"');
    expect(html).toContain('aria-label="Foto anterior"');
    expect(html).toContain('aria-label="Próxima foto"');
    expect(textOf(html)).toContain('1 / 2');
    expect(islands[0]).toMatchObject({ name: 'gallery-carousel', props: { label: 'Fotos: Apartamento com 2 quartos para alugar' } });
  });

  it('shows a single photo without a carousel', () => {
    const html = renderProperty({ home: propertyFixture({ gallery: [{ url: 'homes/202/a.jpg' }] }) });
    expect(html).not.toContain('gallery-carousel');
    expect(html).toMatch(/<img [^>]*alt="Apartamento com 2 quartos para alugar"[^>]*fetchPriority="high"/);
  });

  it('shows rent with condomínio, IPTU and the monthly total', () => {
    const text = textOf(renderProperty());
    expect(text).toContain('Aluguel R$ 2.500/mês');
    expect(text).toContain('Condomínio R$ 600 IPTU R$ 120 Total mensal R$ 3.220');
  });

  it('shows a sale price with its monthly costs and no total', () => {
    expect(listingPrice({ status: 'sale', price: 850000, rental_price: null, condominium_price: 900, iptu_price: 100 })).toEqual({
      label: 'Venda',
      main: 'R$ 850.000',
      extras: [
        { label: 'Condomínio', value: 'R$ 900/mês' },
        { label: 'IPTU', value: 'R$ 100/mês' },
      ],
    });
    expect(listingPrice({ status: 'sale', price: 850000, rental_price: null, condominium_price: null, iptu_price: null }).extras).toEqual([]);
    expect(listingPrice({ status: 'rent', price: null, rental_price: 1800, condominium_price: null, iptu_price: null }).extras).toEqual([]);
  });

  it('lists facts, address, description paragraphs and labelled features', () => {
    const html = renderProperty();
    const text = textOf(html);
    expect(text).toContain('72,5 m² 2 quartos 1 suíte 2 banheiros 1 vaga');
    expect(text).toContain('Cambuí, Campinas – SP');
    expect(html).toContain('<p class="whitespace-pre-line leading-relaxed">Apartamento claro.</p>');
    expect(html).toContain('<p class="whitespace-pre-line leading-relaxed">Perto do parque.</p>');
    expect(text).toContain('Varanda');
    expect(text).toContain('Unknown code'); // an unknown code as words, never snake_case
    expect(text).not.toContain('unknown_code');
    expect(text).not.toContain('Comodidades');
  });

  it('offers WhatsApp as an island around a plain wa.me link naming the listing code and URL', () => {
    const { html, islands } = renderWithIslands();
    const message = 'Olá! Tenho interesse no imóvel código 202: https://horizonte.com.br/imovel/aluguel/x/202/';
    const href = `https://wa.me/5519998765432?text=${encodeURIComponent(message)}`;
    expect(html).toMatch(new RegExp(`<div data-island="whatsapp-button" data-island-id="\\d+" data-load="interaction" style="display:contents"><a href="${escapeRegExp(href.replace(/&/g, '&amp;'))}"`));
    // The island tracks the click itself: no data-track for the delegated analytics listener to count twice.
    expect(html).not.toContain('data-track="whatsapp_click"');
    expect(islands.find((island) => island.name === 'whatsapp-button')).toEqual({
      name: 'whatsapp-button',
      props: {
        href,
        label: 'Falar no WhatsApp',
        className: expect.stringContaining('justify-center'),
        lead: { endpoint: '/api/leads', siteId: 7, message, home: expect.objectContaining({ id: 202, status: 'rent', city: 'Campinas', price: 2500 }) },
      },
    });
  });

  it("asks 'Quero saber mais' with a lead form about the listing, its props small", () => {
    const { html, islands } = renderWithIslands();
    const text = textOf(html);
    expect(text).toContain('Quero saber mais');
    for (const name of ['name', 'email', 'phone', 'message']) expect(html).toMatch(new RegExp(`<(input|textarea)[^>]* name="${name}"`));
    expect(html).toContain('Olá! Tenho interesse no imóvel código 202 e gostaria de mais informações.</textarea>');
    expect(text).toContain('Ao enviar, você concorda com a Política de privacidade');
    expect(html).toMatch(/<a href="\/politica-de-privacidade\/"[^>]*>Política de privacidade<\/a>/);
    const form = islands.find((island) => island.name === 'lead-form');
    expect(form?.props).toMatchObject({ endpoint: '/api/leads', siteId: 7, homeId: 202, source: 'listing', formType: 'property' });
    expect(JSON.stringify(form?.props).length).toBeLessThan(600);
  });

  it('shows similar homes as cards', () => {
    const html = renderProperty({ similar: [cardFixture(), cardFixture({ id: 102, url: '/imovel/venda/casa-3-quartos-centro-campinas/102' })] });
    expect(textOf(html)).toContain('Imóveis semelhantes');
    expect(html.match(/data-home-id=/g)).toHaveLength(2);
  });

  it('escapes a hostile description', () => {
    const html = renderProperty({ home: propertyFixture({ description: '<script>alert(1)</script>', name: '<b>x</b>' }) });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>x</b>');
  });

  describe('on a site whose config defines the property page (spec §2.9, §2.10)', () => {
    const similar = [cardFixture(), cardFixture({ id: 102, url: '/imovel/venda/casa-3-quartos-centro-campinas/102' })];
    const withPropertyPage = (sections: unknown[]) =>
      contextFixture(siteFixture({ pages: [...(baseSiteInput.pages as unknown[]), { id: 'property', url: '/imovel/{slug}', sections }] }));
    const islandNames = (islands: { name: string }[]) => islands.map((island) => island.name);

    it('still shows similar homes and recently viewed when the page holds only the detail section', () => {
      const ctx = withPropertyPage([{ id: 'so-detalhe', component: 'property-detail', props: {} }]);
      const { html, islands } = renderWithIslands({ similar }, ctx);
      const text = textOf(html);
      expect(text).toContain('Imóveis semelhantes');
      expect(html.match(/data-home-id=/g)).toHaveLength(2);
      expect(islandNames(islands)).toContain('recently-viewed');
      // After the owner's own section, not before it.
      expect(html.indexOf('data-section-id="so-detalhe"')).toBeLessThan(html.indexOf('Imóveis semelhantes'));
    });

    it('leaves them out only when the owner disabled them explicitly', () => {
      const ctx = withPropertyPage([
        { id: 'so-detalhe', component: 'property-detail', props: {} },
        { id: 'sem-semelhantes', component: 'similar-homes', enabled: false, props: {} },
        { id: 'sem-vistos', component: 'recently-viewed', enabled: false, props: {} },
      ]);
      const { html, islands } = renderWithIslands({ similar }, ctx);
      expect(textOf(html)).not.toContain('Imóveis semelhantes');
      expect(html).not.toContain('data-home-id=');
      expect(islandNames(islands)).not.toContain('recently-viewed');
    });

    it("keeps the owner's own order and titles when the page names them", () => {
      const ctx = withPropertyPage([
        { id: 'vistos', component: 'recently-viewed', props: { title: 'Você viu' } },
        { id: 'so-detalhe', component: 'property-detail', props: {} },
        { id: 'parecidos', component: 'similar-homes', props: { title: 'Parecidos' } },
      ]);
      const { html, islands } = renderWithIslands({ similar }, ctx);
      expect(textOf(html)).toContain('Parecidos');
      expect(textOf(html)).not.toContain('Imóveis semelhantes');
      expect(islands.filter((island) => island.name === 'recently-viewed')).toHaveLength(1);
      expect(islands.find((island) => island.name === 'recently-viewed')?.props).toMatchObject({ title: 'Você viu' });
    });
  });

  describe('the simulator (#17 item 4)', () => {
    it('shows a rental its monthly total and the four guarantees, without an island', () => {
      const { html, islands } = renderWithIslands();
      const text = textOf(html);
      expect(text).toContain('Quanto custa morar aqui');
      // 2.500 + 600 + 120
      expect(html).toMatch(/data-simulator-value="rent-total">R\$ 3\.220</);
      for (const name of ['Fiador', 'Seguro-fiança', 'Caução', 'Título de capitalização']) expect(text).toContain(name);
      expect(text).toContain('Caução (até R$ 7.500)');
      expect(islands.map((island) => island.name)).not.toContain('financing-simulator');
    });

    it('renders a sale\'s SAC and PRICE figures with the defaults, in an island loaded on interaction', () => {
      const home = propertyFixture({ status: 'sale', price: 500_000, rental_price: null });
      const { html, islands } = renderWithIslands({ home });
      expect(islands.find((island) => island.name === 'financing-simulator')?.props).toEqual({
        price: 500_000,
        defaults: { downPaymentPercent: 20, months: 360, annualRatePercent: 11.5 },
        id: 'simulador',
      });
      expect(html).toMatch(/data-island="financing-simulator"[^>]*data-load="interaction"/);
      expect(html).toMatch(/data-simulator-value="financed">R\$ 400\.000</);
      // 400.000 at 11,5 % a.a. (0,9112 % a.m.), 360 months, computed by domain/finance (its tests hold the worked examples).
      expect(html).toMatch(/data-simulator-value="price-first">R\$ 3\.789,65</);
      expect(html).toMatch(/data-simulator-value="sac-first">R\$ 4\.756,10</);
      expect(textOf(html)).toContain('CET');
    });

    it('is added under the detail of a configured property page that does not name it', () => {
      const ctx = contextFixture(siteFixture({ pages: [...(baseSiteInput.pages as unknown[]), { id: 'property', url: '/imovel/{slug}', sections: [{ id: 'so-detalhe', component: 'property-detail', props: {} }] }] }));
      const { html } = renderWithIslands({ similar: [cardFixture()] }, ctx);
      expect(html.indexOf('data-section-id="so-detalhe"')).toBeLessThan(html.indexOf('data-listing-simulator="rent"'));
      expect(html.indexOf('data-listing-simulator="rent"')).toBeLessThan(html.indexOf('Imóveis semelhantes'));
    });

    it('is left out for a home without a price', () => {
      expect(renderProperty({ home: propertyFixture({ rental_price: null }) })).not.toContain('data-listing-simulator');
    });
  });
});
