import { describe, expect, it } from 'vitest';
import { propertySchema, type SearchDocument } from '../domain/schemas/index.ts';
import { briefColumns, CachedDoc, CachedFacts, plainDoc, plainDocs, readBriefColumns } from './cached-facts.ts';
import { readHome, type HomeFacts } from './tenant-homes.ts';

const home = (id: number, extra: Record<string, unknown> = {}) =>
  propertySchema.parse({ id, status: 'sale', category: 'apartment', area: 50, price: 100_000 * id, zipcode: '01000-000', neighborhood: 'Moema', city: 'São Paulo', state: 'SP', ...extra });

/** Homes unlike each other: a rental with fees and a point, a hidden one, one with features, a description and no price. */
const homes = [
  readHome(home(1), 'd1').facts,
  readHome(home(2, { status: 'rent', price: null, rental_price: 3_200, condominium_price: 900, iptu_price: 120, lat: -23.5, lng: -46.6, bedrooms: 2 }), 'd2').facts,
  readHome(home(3, { is_visible_on_site: false }), 'd3').facts,
  readHome(home(4, { features: ['pets_allowed', 'pool'], name: 'Casa com quintal', seo_text: 'Perto do parque', is_featured_on_site: true, portals: { grupozap: { enabled: true, listing_type: 'PREMIUM' } } }), 'd4').facts,
  readHome(home(5, { price: null, neighborhood: 'Bela Vista', city: 'Santos', updated_at: '2026-11-01T10:00:00.000Z' }), 'd5').facts,
];

/** The homes as the cache reads them back: columns parsed at once, each line counted when parsed. */
function cached(facts: HomeFacts[]) {
  const columns = readBriefColumns(JSON.parse(JSON.stringify(briefColumns(facts))), facts.length, (text) => text)!;
  const parsed: number[] = [];
  const lines = { facts: (at: number) => (parsed.push(facts[at]!.id), JSON.parse(JSON.stringify(facts[at])) as HomeFacts) };
  const read = facts.map((_, row) => new CachedFacts(columns, row, columns.strings, lines, row));
  return { read, parsed };
}

const DOC_FIELDS = Object.keys(homes[1]!.doc!).concat('_geo', 'seo_text') as Array<keyof SearchDocument>;

describe('cached facts', () => {
  it('read every field of a home as its facts have it, parsing its line only for what the columns lack', () => {
    const { read, parsed } = cached(homes);
    for (const [i, facts] of read.entries()) {
      expect([facts.id, facts.portals, facts.changed, facts.warnings, facts.doc === null]).toEqual([homes[i]!.id, homes[i]!.portals, homes[i]!.changed, homes[i]!.warnings, homes[i]!.doc === null]);
      if (facts.doc) for (const field of ['id', 'status', 'category', 'neighborhood', 'city', 'state', 'url', 'price', 'rental_price', 'created_at', 'is_featured_on_site'] as const) expect(facts.doc[field]).toEqual(homes[i]!.doc![field]);
    }
    expect(parsed).toEqual([]);
    for (const [i, facts] of read.entries()) {
      if (!facts.doc) continue;
      for (const field of DOC_FIELDS) expect(facts.doc[field]).toEqual(homes[i]!.doc![field]);
      expect(facts.images).toEqual(homes[i]!.images);
    }
    expect(parsed).toEqual([1, 2, 4, 5]); // once each, the hidden home never
  });

  it('are the same JSON as the facts they were written from, keys in the same order', () => {
    const { read } = cached(homes);
    for (const [i, facts] of read.entries()) {
      expect(JSON.stringify(facts)).toBe(JSON.stringify(homes[i]));
      if (facts.doc) expect(JSON.stringify(facts.doc)).toBe(JSON.stringify(homes[i]!.doc));
    }
  });

  it('give whole documents where an object is spread or cloned, and leave everything else as it was', () => {
    const { read } = cached(homes);
    const doc = read[1]!.doc!;
    expect(doc).toBeInstanceOf(CachedDoc);
    expect(Object.keys({ ...doc })).not.toContain('title'); // why plainDoc exists
    expect({ ...plainDoc(doc) }).toEqual(homes[1]!.doc);
    const own = homes[0]!.doc!;
    expect(plainDoc(own)).toBe(own);

    const untouched = { kind: 'page', lists: [own, { x: [1, 2] }], when: new Date(0) };
    expect(plainDocs(untouched)).toBe(untouched);
    const page = { kind: 'page', featured: [own, doc], search: { hits: [read[3]!.doc!] }, title: 'Início' };
    const plain = plainDocs(page);
    expect(structuredClone(plain)).toEqual({ kind: 'page', featured: [homes[0]!.doc, homes[1]!.doc], search: { hits: [homes[3]!.doc] }, title: 'Início' });
    expect(page.featured[1]).toBe(doc); // the plan's page is not changed
  });

  it('are not read from columns of another length or with codes outside their strings', () => {
    const columns = JSON.parse(JSON.stringify(briefColumns(homes))) as Record<string, unknown[]>;
    expect(readBriefColumns(columns, homes.length, (t) => t)).not.toBeNull();
    expect(readBriefColumns(columns, homes.length + 1, (t) => t)).toBeNull();
    expect(readBriefColumns({ ...columns, city: columns.city!.map(() => 99) }, homes.length, (t) => t)).toBeNull();
    expect(readBriefColumns({ ...columns, id: columns.id!.map(String) }, homes.length, (t) => t)).toBeNull();
    expect(readBriefColumns({ ...columns, url: undefined }, homes.length, (t) => t)).toBeNull();
    expect(readBriefColumns('not columns', 0, (t) => t)).toBeNull();
  });
});
