import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import type { PropertyPageData } from '../contract/page-model.ts';
import type { Property } from '../domain/schemas/index.ts';
import { toPublicProperty } from '../domain/rules/public-property.ts';
import { fromWire, toWire } from './wire-page.ts';
import { briefColumns, CachedFacts, readBriefColumns } from './cached-facts.ts';
import { readHome, type HomeFacts } from './tenant-homes.ts';
import { propertySchema } from '../domain/schemas/index.ts';

// A validated record with private fields (spec §3.1): they must not reach the page the worker renders.
const record = {
  id: 7,
  name: 'Casa 7',
  price: 500000,
  integration_name: 'crm-interno',
  external_id: 'X-7',
  portals: { grupozap: { enabled: true, listing_type: 'PREMIUM' } },
  complement: 'apto 1203',
  gallery: [{ name: 'a', url: 'media/a.jpg', caption: null, featured: true }],
} as unknown as Property;

/** A listing page as the plan makes it: its `home` a getter that reads the record. */
function plannedPage(reads: { count: number }): PropertyPageData {
  const page = { kind: 'property', path: '/imovel/venda/casa/7', similar: [] } as unknown as PropertyPageData;
  Object.defineProperty(page, 'home', { enumerable: true, get: () => (reads.count++, toPublicProperty(record)) });
  return page;
}

describe('wire page', () => {
  it('sends a listing page without reading its home, and the worker gets the same page, keys in the same order, with the public copy only', () => {
    const reads = { count: 0 };
    const page = plannedPage(reads);
    const wire = toWire({ page, hash: 'h' }, () => serialize(record));
    expect(reads.count).toBe(0);
    expect(Object.keys(wire.page)).toEqual(['kind', 'path', 'similar']);
    const rendered = fromWire(structuredClone(wire));
    expect(JSON.stringify(rendered)).toBe(JSON.stringify(plannedPage(reads)));
    expect(JSON.stringify(rendered)).not.toMatch(/crm-interno|X-7|grupozap|apto 1203/);
  });

  it('leaves other pages, and listings without bytes, as they are', () => {
    const reads = { count: 0 };
    const page = plannedPage(reads);
    const job = { page, hash: 'h' };
    expect(toWire(job, () => undefined)).toBe(job);
    const search = { page: { kind: 'privacy', path: '/privacidade' } as never, hash: 'p' };
    expect(toWire(search, () => serialize(record))).toBe(search);
    expect(fromWire(job)).toBe(page);
  });

  it('sends whole documents where a page holds a cached home\'s (its other fields are not its own properties)', () => {
    const facts = [11, 12].map((id) => readHome(propertySchema.parse({ id, status: 'sale', category: 'house', area: 90, price: 300_000, zipcode: '01000-000', neighborhood: 'Centro', city: 'Santos', state: 'SP' }), `d${id}`).facts);
    const columns = readBriefColumns(JSON.parse(JSON.stringify(briefColumns(facts))), 2, (t) => t)!;
    const lines = { facts: (at: number) => JSON.parse(JSON.stringify(facts[at])) as HomeFacts };
    const docs = facts.map((_, row) => new CachedFacts(columns, row, columns.strings, lines, row).doc!);
    const reads = { count: 0 };
    const listing = plannedPage(reads);
    Object.defineProperty(listing, 'similar', { enumerable: true, get: () => docs });
    const wired = [toWire({ page: listing, hash: 'h' }, () => serialize(record)), toWire({ page: listing, hash: 'h' }, () => undefined)];
    for (const wire of wired) expect((structuredClone(wire).page as PropertyPageData).similar).toEqual(facts.map((f) => f.doc));
    expect(Object.keys(wired[1]!.page)).toEqual(['kind', 'path', 'similar', 'home']);
    const home = { page: { kind: 'page', path: '/', featured: docs, latest: [] } as never, hash: 'p' };
    expect(structuredClone(toWire(home, () => undefined)).page).toEqual({ kind: 'page', path: '/', featured: facts.map((f) => f.doc), latest: [] });
  });
});
