import { describe, expect, it } from 'vitest';
import { searchDocumentSchema, toCents } from './search-document.ts';
import { problems } from './test-fixtures.ts';

const doc = {
  id: 7,
  status: 'rent',
  category: 'house',
  title: 'Casa com 3 quartos para alugar',
  url: '/imovel/aluguel/casa-3-quartos-centro-curitiba/7',
  neighborhood: 'Centro',
  city: 'Curitiba',
  state: 'PR',
  area: 120,
  rental_price: 350000,
  image: null,
};

describe('toCents', () => {
  it('multiplies by 100 and rounds away float noise', () => {
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(0)).toBe(0);
  });
});

describe('searchDocumentSchema', () => {
  it('accepts a document and fills list defaults', () => {
    expect(searchDocumentSchema.parse(doc)).toMatchObject({ features: [], amenities: [], site_categories: [], is_featured_on_site: false });
  });

  it('takes prices as whole cents only', () => {
    expect(problems(searchDocumentSchema, { ...doc, price: 1234.5 })).toEqual(['price: must be a whole number of cents']);
    expect(problems(searchDocumentSchema, { ...doc, rental_price: -100 })).toEqual(['rental_price: must be at least 0']);
  });

  it('takes _geo as numbers in range', () => {
    expect(searchDocumentSchema.parse({ ...doc, _geo: { lat: -25.43, lng: -49.27 } })._geo).toEqual({ lat: -25.43, lng: -49.27 });
    expect(problems(searchDocumentSchema, { ...doc, _geo: { lat: '-25', lng: -49 } })).toEqual(['_geo.lat: must be a number']);
  });

  it('requires a listing url', () => {
    expect(problems(searchDocumentSchema, { ...doc, url: 'https://x/imovel/1' })).toEqual(["url: must start with '/imovel/'"]);
  });
});
