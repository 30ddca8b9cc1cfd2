/** The site's card options (spec §3.3 card) as a visitor sees them on a home card. */
import { describe, expect, it } from 'vitest';
import { cardFixture, contextFixture, renderPage, siteFixture, textOf } from '../../tests/support/view-fixtures.ts';
import { cardDisplayFor } from '../../sections/home-card.tsx';
import { HomeCardView } from './home-card-view.tsx';

const card = { ...cardFixture({ id: 9, status: 'sale', category: 'house', price: 85_000_000, title: 'Casa com 3 quartos à venda' }), images: ['media/a.jpg', 'media/b.jpg', 'media/c.jpg'] };
const render = (options: Record<string, unknown>) => {
  const ctx = contextFixture(siteFixture({ card: options }));
  return renderPage(<HomeCardView card={card} display={cardDisplayFor(ctx)} />);
};

describe('home card options', () => {
  it('draws a plain card by default: one photo, the price above the title, no tags, no WhatsApp', () => {
    const html = render({});
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(textOf(html)).toMatch(/^R\$ 850\.000 Casa com 3 quartos à venda/);
    expect(html).not.toContain('wa.me');
    expect(textOf(html)).not.toContain('Venda Casa');
  });

  it('carrouselGallery: a focusable scroll-snap strip of every photo, no script', () => {
    const html = render({ carrouselGallery: true });
    expect(html.match(/<img /g)).toHaveLength(3);
    expect(html).toMatch(/class="[^"]*snap-x snap-mandatory[^"]*" data-photo-strip="" tabindex="0" role="group" aria-label="Fotos de Casa com 3 quartos à venda"/);
    expect(textOf(html)).toContain('3 fotos');
    expect(html).not.toContain('<script');
  });

  it('showImageTags, priceOverImage, titleFontSize, removePadding, addBorder', () => {
    const html = render({ showImageTags: true, priceOverImage: true, titleFontSize: 20, removePadding: true, addBorder: true });
    expect(textOf(html)).toMatch(/^Venda Casa R\$ 850\.000 Casa com 3 quartos/); // tags and price over the photo
    expect(html).toContain('style="font-size:20px"');
    expect(html).toContain('px-0 py-3');
    expect(html).toContain('border-card-border!');
  });

  it('showWhatsappButton: a tracked wa.me link about this home, above the card link', () => {
    const html = render({ showWhatsappButton: true });
    expect(html).toMatch(/href="https:\/\/wa\.me\/5519998765432\?text=Ol%C3%A1!%20Tenho%20interesse%20no%20im%C3%B3vel%20Casa%20com%203%20quartos%20%C3%A0%20venda%20\(c%C3%B3digo%209\)\."/);
    expect(html).toMatch(/data-track="whatsapp_click" data-track-context="card" class="relative z-10/);
  });

  it('passes only the options, never the site config, to the search island', () => {
    const display = cardDisplayFor(contextFixture(siteFixture({ card: { showImageTags: true, backgroundColor: '#000000' } })));
    expect(display).toEqual({ cardClass: expect.any(String), storageBaseUrl: 'https://storage.example/v1', options: { tags: true } });
  });

  it('a rental shows its total a month and what it adds up, escaped; a sale and a rental without fees do not', () => {
    const ctx = contextFixture(siteFixture({}));
    const rental = cardFixture({ id: 604, status: 'rent', rental_price: 350_000, condominium_price: 65_000, iptu_price: 12_000, total_cost: 427_000, title: 'Apto <b>1</b>' });
    const html = renderPage(<HomeCardView card={rental} display={cardDisplayFor(ctx)} />);
    expect(textOf(html)).toMatch(/^R\$ 3\.500\/mês Total R\$ 4\.270\/mês Aluguel R\$ 3\.500 \+ Condomínio R\$ 650 \+ IPTU R\$ 120 Apto &lt;b&gt;1/);
    expect(html).toContain('Apto &lt;b&gt;1&lt;/b&gt;');
    const bare = cardFixture({ id: 5, status: 'rent', rental_price: 280_000, total_cost: 280_000 });
    expect(textOf(renderPage(<HomeCardView card={bare} display={cardDisplayFor(ctx)} />))).not.toContain('Total');
    expect(textOf(renderPage(<HomeCardView card={{ ...card, condominium_price: 85_000 }} display={cardDisplayFor(ctx)} />))).not.toContain('Total');
  });
});
