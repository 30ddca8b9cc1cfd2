/**
 * The card ↔ event contract without a DOM: the attributes HomeCardView writes,
 * read back as a browser's dataset would give them, make the property_click
 * fields of spec §7.4. (tests/e2e/analytics.e2e.test.ts runs the real thing.)
 */
import { describe, expect, it } from 'vitest';
import { trackedHome, trackingAttributes } from '../../contract/home-analytics.ts';
import { toCardFields } from '../../contract/home-card.ts';
import { cardFixture } from '../../tests/support/view-fixtures.ts';
import { cardHome, whatsappParams } from './page-events.ts';
import { homeParams, viewItemParams } from './track.ts';

/** data-home-neighborhood → dataset.homeNeighborhood, as the browser maps it. */
function datasetOf(attributes: Record<string, string>): DOMStringMap {
  const dataset: DOMStringMap = {};
  for (const [name, value] of Object.entries(attributes)) {
    dataset[name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return dataset;
}

/** Just enough of an element for the functions under test. */
function element(dataset: DOMStringMap, card?: HTMLElement): HTMLElement {
  return { dataset, closest: () => card ?? null } as unknown as HTMLElement;
}

function cardElement(overrides: Parameters<typeof cardFixture>[0]): HTMLElement {
  const card = toCardFields(cardFixture(overrides));
  return element(datasetOf({ 'data-home-id': String(card.id), ...trackingAttributes(trackedHome(card, 'cents')) }));
}

describe('card clicks', () => {
  it('sends the sale price in reais for a sale', () => {
    const home = cardHome(cardElement({ name: 'Apartamento no Cambuí', type: 'residential' }));
    expect(homeParams(home!)).toEqual({
      property_id: 101,
      name: 'Apartamento no Cambuí',
      type: 'residential',
      status: 'sale',
      city: 'Campinas',
      state: 'SP',
      neighborhood: 'Cambuí',
      price: 850000,
    });
  });

  it('sends rental_price, not price, for a rental', () => {
    const params = homeParams(cardHome(cardElement({ id: 7, status: 'rent', price: 90_000_000, rental_price: 250_050 }))!);
    expect(params).toMatchObject({ property_id: 7, status: 'rent', rental_price: 2500.5 });
    expect(params).not.toHaveProperty('price');
  });

  it('leaves out what the card does not have, and ignores an element that is not a home card', () => {
    const params = homeParams(cardHome(cardElement({ name: null, type: null, price: null }))!);
    expect(params).toMatchObject({ name: undefined, type: undefined, price: undefined });
    expect(cardHome(element({ homeId: 'x', homeStatus: 'sale' }))).toBeUndefined();
    expect(cardHome(element({ homeId: '3' }))).toBeUndefined();
  });
});

describe('whatsapp_click and view_item fields', () => {
  const listing = { id: 202, name: 'Casa', type: null, status: 'rent', city: 'Campinas', state: 'SP', neighborhood: 'Cambuí', price: 2500 } as const;

  it('has the footer context and no home for the footer button', () => {
    expect(whatsappParams(element({ track: 'whatsapp_click', trackContext: 'footer' }), { home: listing })).toEqual({
      context: 'footer',
      property_id: undefined,
      name: undefined,
      city: undefined,
      state: undefined,
    });
  });

  it("takes the listing's home for the listing's button", () => {
    const button = element({ track: 'whatsapp_click', trackContext: 'property', propertyId: '202' });
    expect(whatsappParams(button, { home: listing })).toEqual({ context: 'property', property_id: 202, name: 'Casa', city: 'Campinas', state: 'SP' });
  });

  it('is in reais and BRL for view_item / ViewContent', () => {
    expect(viewItemParams(listing)).toMatchObject({ currency: 'BRL', value: 2500, content_ids: ['202'], items: [{ item_id: '202', price: 2500 }] });
  });
});
