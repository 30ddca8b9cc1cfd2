import { describe, expect, it } from 'vitest';
import { contextFixture, propertyFixture } from '../tests/support/view-fixtures.ts';
import { pageSeo } from './seo.ts';

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
