import { describe, expect, it } from 'vitest';
import { contextFixture, propertyFixture } from '../tests/support/view-fixtures.ts';
import { clip, pageSeo } from './seo.ts';

const path = '/imovel/aluguel/apartamento-2-quartos-cambui-campinas/202';

describe('the listing page SEO', () => {
  it('shows the featured image in link previews', () => {
    const seo = pageSeo(contextFixture(), { kind: 'property', path, home: propertyFixture(), similar: [] });
    expect(seo.ogImage).toBe('https://storage.example/v1/homes/202/b.jpg');
    expect(seo.title).toBe('Apartamento com 2 quartos para alugar | Imobiliária Horizonte');
    expect(seo.canonical).toBe(`https://horizonte.com.br${path}/`);
  });

  it('describes a rental as a RealEstateListing with a monthly lease Offer and the residence facts', () => {
    const home = propertyFixture({ lat: -22.89, lng: -47.05, amenities: ['swimming_pool'] });
    const listing = pageSeo(contextFixture(), { kind: 'property', path, home, similar: [] }).jsonLd[0] as Record<string, any>;
    expect(listing).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Apartamento com 2 quartos para alugar',
      url: `https://horizonte.com.br${path}/`,
      image: 'https://storage.example/v1/homes/202/b.jpg',
      about: {
        '@type': 'Apartment',
        floorSize: { value: 72.5, unitCode: 'MTK' },
        numberOfBedrooms: 2,
        numberOfRooms: 2,
        numberOfBathroomsTotal: 2,
        address: { addressLocality: 'Campinas', addressRegion: 'SP', postalCode: '13025-000', addressCountry: 'BR' },
        geo: { '@type': 'GeoCoordinates', latitude: -22.89, longitude: -47.05 },
      },
      offers: {
        '@type': 'Offer',
        price: 2500,
        priceCurrency: 'BRL',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        priceSpecification: { unitCode: 'MON', price: 2500 },
        seller: { '@type': 'RealEstateAgent', name: 'Imobiliária Horizonte' },
      },
    });
    expect(listing.about.amenityFeature.map((feature: { name: string }) => feature.name)).toEqual(['Varanda', 'Unknown code', 'Piscina']);
  });

  it('offers a house for sale as a sale, and no offer without a price', () => {
    const sale = propertyFixture({ status: 'sale', category: 'house', price: 850000, rental_price: null });
    const listing = pageSeo(contextFixture(), { kind: 'property', path, home: sale, similar: [] }).jsonLd[0] as Record<string, any>;
    expect(listing.about['@type']).toBe('SingleFamilyResidence');
    expect(listing.offers).toMatchObject({ price: 850000, businessFunction: 'http://purl.org/goodrelations/v1#Sell' });
    expect(listing.offers.priceSpecification).toBeUndefined();
    const noPrice = propertyFixture({ status: 'sale', price: null, rental_price: null });
    expect((pageSeo(contextFixture(), { kind: 'property', path, home: noPrice, similar: [] }).jsonLd[0] as Record<string, unknown>).offers).toBeUndefined();
  });
});

describe('the meta description', () => {
  // What clip() must give, however long the text: spaces collapsed, then cut at a word.
  const reference = (text: string, max = 160) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
  };

  it('is the whole text collapsed, or its start cut at a word, for texts of any length and spacing', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pieces = ['Apartamento', 'ção', ' ', '  ', '\n\n', '\t', 'sala', 'ampla,', '—', '\u00a0', 'vista-mar', 'x'.repeat(170), ' '.repeat(90)];
    for (let n = 0; n < 2_000; n++) {
      let text = '';
      const words = Math.floor(random() * 400);
      for (let i = 0; i < words; i++) text += pieces[Math.floor(random() * pieces.length)]!;
      expect(clip(text)).toBe(reference(text));
    }
    // A run of spaces across the start it looks at, and one before the first word.
    const runAcross = `${'palavra '.repeat(39)}${' '.repeat(200)}fim`;
    expect(clip(runAcross)).toBe(reference(runAcross));
    expect(clip(`${' '.repeat(400)}Casa térrea`)).toBe('Casa térrea');
    // Its start is mostly spaces: fewer than 160 characters once collapsed, though the text has more.
    const spacedStart = `a${' '.repeat(300)}b c d ${'palavra '.repeat(40)}`;
    expect(clip(spacedStart)).toBe(reference(spacedStart));
    expect(clip(spacedStart).endsWith('…')).toBe(true);
  });
});
