import { describe, expect, it } from 'vitest';
import type { PublicProperty } from '../rules/public-property.ts';
import { vrsyncFeed, xmlText, type FeedHome } from './vrsync.ts';

const header = { provider: 'Imobiliária Teste', email: 'contato@teste.com.br', contactName: 'Ana', website: 'https://teste.com.br', publishDate: '2026-11-24T10:00:00.000Z' };
const description = 'Apartamento reformado de 70 m² com 2 quartos, varanda e vaga, perto do metrô Vila Mariana.';

function entry(overrides: Partial<PublicProperty> = {}, portals: FeedHome['portals'] = { zap: { enabled: true } }): FeedHome {
  const home = {
    id: 101, status: 'sale', category: 'apartment', name: null, description, price: 685000, rental_price: null,
    condominium_price: 800, iptu_price: 150, area: 70, bedrooms: 2, suites: 1, bathrooms: 2, parking_spaces: 1,
    features: ['balcony', 'pool'], amenities: ['gym', 'rooftop_lounge'], zipcode: '04101000', neighborhood: 'Vila Mariana',
    city: 'São Paulo', state: 'SP', street: 'Rua Domingos de Morais', street_number: '100', lat: -23.58, lng: -46.63,
    gallery: [], floor_plans: [], is_featured_on_site: true, created_at: '2026-10-01T12:00:00Z', updated_at: '2026-11-01T12:00:00Z',
    ...overrides,
  } as unknown as PublicProperty;
  return { home, portals, url: `https://teste.com.br/imovel/venda/x/${String(home.id)}/`, photos: ['https://teste.com.br/media/sala.jpg'] };
}

/** Every element closes in order: the XML is well-formed (no parser ships with Node). */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  const body = xml.replace(/<\?xml[^>]*\?>/, '').replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  for (const [, close, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!close) stack.push(name!);
    else if (stack.pop() !== name) return false;
  }
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;)/.test(body);
}

describe('VRSync feed', () => {
  it('exports an enabled sale with its details, features in the format, and the address without the unit', () => {
    const feed = vrsyncFeed(header, [entry()]);
    expect(feed.problems).toEqual([]);
    expect(feed.exported).toBe(1);
    expect(wellFormed(feed.xml)).toBe(true);
    expect(feed.xml).toContain('<ListingID>101</ListingID>');
    expect(feed.xml).toContain('<TransactionType>For Sale</TransactionType>');
    expect(feed.xml).toContain('<PropertyType>Residential / Apartment</PropertyType>');
    expect(feed.xml).toContain('<ListPrice currency="BRL">685000</ListPrice>');
    expect(feed.xml).toContain('<PropertyAdministrationFee currency="BRL">800</PropertyAdministrationFee>');
    expect(feed.xml).toContain('<YearlyTax currency="BRL">1800</YearlyTax>');
    expect(feed.xml).toContain('<Features><Feature>Balcony</Feature><Feature>Pool</Feature><Feature>Gym</Feature></Features>');
    expect(feed.xml).toContain('<State abbreviation="SP">São Paulo</State>');
    expect(feed.xml).toContain('<PostalCode>04101-000</PostalCode>');
    expect(feed.xml).toContain('<Item medium="image" primary="true">https://teste.com.br/media/sala.jpg</Item>');
  });

  it('exports a rental with its monthly rent', () => {
    const feed = vrsyncFeed(header, [entry({ status: 'rent', price: null, rental_price: 2350 } as Partial<PublicProperty>)]);
    expect(feed.xml).toContain('<TransactionType>For Rent</TransactionType>');
    expect(feed.xml).toContain('<RentalPrice currency="BRL" period="Monthly">2350</RentalPrice>');
  });

  it('leaves out listings no Grupo ZAP portal enables', () => {
    const feed = vrsyncFeed(header, [entry({}, {}), entry({ id: 2 } as Partial<PublicProperty>, { zap: { enabled: false }, imovelweb: { enabled: true } })]);
    expect(feed.exported).toBe(0);
    expect(feed.problems).toEqual([]);
  });

  it('reports a listing that breaks a rule with its id and field, and exports the rest', () => {
    const feed = vrsyncFeed(header, [
      entry({ id: 7, description: 'Curta.' } as Partial<PublicProperty>),
      entry({ id: 8, zipcode: '123', category: 'castle', price: 0 } as Partial<PublicProperty>),
      entry({ id: 9 } as Partial<PublicProperty>),
    ]);
    expect(feed.exported).toBe(1);
    expect(feed.xml).toContain('<ListingID>9</ListingID>');
    expect(feed.xml).not.toContain('<ListingID>7</ListingID>');
    expect(feed.problems).toEqual([
      { id: '7', field: 'Details.Description', message: 'is required, at least 50 characters (has 6)' },
      { id: '8', field: 'Details.PropertyType', message: 'category "castle" has no VRSync property type' },
      { id: '8', field: 'Details.ListPrice', message: 'is required and must be greater than 0' },
      { id: '8', field: 'Location.PostalCode', message: '"123" is not a CEP (00000-000)' },
    ]);
  });

  it('escapes every value from data by its context', () => {
    const hostile = entry({ neighborhood: 'Jardim <script>&"', description: `${description} ]]><evil/> & mais`, street: "Rua d'Ajuda" } as Partial<PublicProperty>);
    const feed = vrsyncFeed({ ...header, provider: 'A & B <Imóveis>' }, [hostile]);
    expect(wellFormed(feed.xml)).toBe(true);
    expect(feed.xml).toContain('<Neighborhood>Jardim &lt;script&gt;&amp;&quot;</Neighborhood>');
    expect(feed.xml).toContain('<Provider>A &amp; B &lt;Imóveis&gt;</Provider>');
    expect(feed.xml).toContain(']]]]><![CDATA[><evil/> & mais]]>');
    expect(xmlText('a\u0001b')).toBe('ab');
  });
});
