import { describe, expect, it } from 'vitest';
import type { PropertyPageData } from '../../renderer/page-data.ts';
import { cardFixture, contextFixture, propertyFixture, renderPage, textOf } from '../../templates/testing/fixtures.ts';
import { PropertyPage } from './Page.tsx';
import { listingPrice } from './price.ts';

function renderProperty(data: Partial<PropertyPageData> = {}): string {
  const page: PropertyPageData = { kind: 'property', path: '/imovel/aluguel/x/202', home: propertyFixture(), similar: [], ...data };
  return renderPage(<PropertyPage ctx={contextFixture()} data={page} />);
}

describe('PropertyPage', () => {
  it('titles the page and shows the featured image eagerly with its size', () => {
    const html = renderProperty();
    expect(html).toMatch(/<h1[^>]*>Apartamento com 2 quartos para alugar<\/h1>/);
    expect(html).toMatch(/<img src="[^"]*homes\/202\/b\.jpg[^"]*" alt="Sala ampla" width="1280" height="853"/);
    const featured = html.slice(html.indexOf('homes/202/b.jpg'));
    expect(featured.slice(0, featured.indexOf('>'))).not.toContain('loading="lazy"');
  });

  it('shows rent with condomínio, IPTU and the monthly total', () => {
    const text = textOf(renderProperty());
    expect(text).toContain('Aluguel R$ 2.500/mês');
    expect(text).toContain('Condomínio R$ 600 IPTU R$ 120 Total mensal R$ 3.220');
  });

  it('shows a sale price without monthly costs', () => {
    expect(listingPrice({ status: 'sale', price: 850000, rental_price: null, condominium_price: 900, iptu_price: 100 })).toEqual({
      label: 'Venda',
      main: 'R$ 850.000',
      extras: [],
    });
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
    expect(text).toContain('unknown_code');
    expect(text).not.toContain('Comodidades');
  });

  it('offers a tracked WhatsApp link naming the listing', () => {
    const html = renderProperty();
    expect(html).toMatch(/href="https:\/\/wa\.me\/5519998765432\?text=Ol%C3%A1![^"]*"[^>]*data-track="whatsapp_click" data-track-context="property" data-property-id="202"/);
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
});
