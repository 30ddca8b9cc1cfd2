import { describe, expect, it } from 'vitest';
import type { ConfiguredPageData } from '../contract/page-model.ts';
import { cardFixture, contextFixture, renderPage, siteFixture, textOf } from '../tests/support/view-fixtures.ts';
import { renderDocument } from '../renderer/document.tsx';
import { ConfiguredPage } from './configured-page.tsx';

function pageData(overrides: Partial<ConfiguredPageData> = {}): ConfiguredPageData {
  return { kind: 'page', path: '/', pageId: 'home', params: {}, featured: [cardFixture()], latest: [], ...overrides };
}

describe('ConfiguredPage', () => {
  it('sits in the site shell with the enabled, known sections in order', () => {
    const { html } = renderDocument(contextFixture(), pageData());
    const ids = [...html.matchAll(/data-section-id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(['sec-hero', 'sec-featured', 'sec-faq']);
    expect(html).toContain('data-header-layout="style-1"');
    expect(html).toMatch(/<main id="conteudo" class="[^"]*pt-16 md:pt-20/);
    expect(html).toContain('<footer');
  });

  it('renders the hero search box as a plain GET form to /buscar', () => {
    const html = renderPage(<ConfiguredPage ctx={contextFixture()} data={pageData()} />);
    expect(html).toContain('<h1');
    expect(textOf(html)).toContain('Encontre seu lar');
    expect(html).toMatch(/<form [^>]*action="\/buscar\/" method="get"/);
    expect(html).toContain('<option value="comprar" selected="">Comprar</option>');
    expect(html).toContain('<option value="alugar">Alugar</option>');
    expect(html).toContain('name="cidade"');
  });

  it('renders home cards with price from cents, facts and a lazy sized image', () => {
    const html = renderPage(<ConfiguredPage ctx={contextFixture()} data={pageData()} />);
    const text = textOf(html);
    expect(text).toContain('R$ 850.000');
    expect(text).toContain('Cambuí – Campinas');
    expect(text).toContain('70 m² · 2 quartos · 1 vaga');
    expect(html).toMatch(/<img src="[^"]+"[^>]*alt="Apartamento com 2 quartos à venda" width="640" height="480" loading="lazy"/);
    expect(html).toContain('href="/imovel/venda/apartamento-2-quartos-cambui-campinas/101/"');
  });

  it('shows rent per month on cards', () => {
    const card = cardFixture({ status: 'rent', price: null, rental_price: 250_050 });
    const html = renderPage(<ConfiguredPage ctx={contextFixture()} data={pageData({ featured: [card] })} />);
    expect(textOf(html)).toContain('R$ 2.500,50/mês');
  });

  it('skips FAQ entries that are not question/answer pairs', () => {
    const html = renderPage(<ConfiguredPage ctx={contextFixture()} data={pageData()} />);
    expect(html.match(/<details/g)).toHaveLength(1);
    expect(textOf(html)).toContain('Aceita permuta?');
  });

  it('keeps hostile section props inert', () => {
    const site = siteFixture({
      pages: [
        {
          id: 'home',
          url: '/',
          sections: [
            {
              id: 'cta',
              component: 'cta',
              props: { title: '<script>alert(1)</script>', button: { label: 'Clique', url: 'javascript:alert(1)' } },
            },
            { id: 'hero', component: 'hero', props: { title: ['not', 'a', 'string'], image: 'javascript:alert(1)' } },
            { id: 'proto', component: '__proto__', props: {} },
          ],
        },
      ],
    });
    const html = renderPage(<ConfiguredPage ctx={contextFixture(site)} data={pageData()} />);
    expect(html).not.toContain('<script>');
    expect(html.toLowerCase()).not.toContain('javascript:');
    expect(html).toMatch(/<a href="#"[^>]*>Clique<\/a>/);
    // A wrong-typed title falls back to the site's name.
    expect(textOf(html)).toContain('Imobiliária Horizonte');
  });
});
