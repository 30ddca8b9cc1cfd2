import { describe, expect, it } from 'vitest';
import { propertySchema } from '../domain/schemas/index.ts';
import { listingHome, warmingPage } from './listing-page.ts';
import { CachedHome, readHome, type TenantHome } from './tenant-homes.ts';

const record = (id: number, extra: Record<string, unknown> = {}) => propertySchema.parse({ id, status: 'sale', category: 'house', area: 90, price: 500_000, zipcode: '01000-000', neighborhood: 'Centro', city: 'Campinas', state: 'SP', ...extra });
const unread = () => {
  throw new Error('a cached record was read');
};
/** A home as a rebuild holds it: from the live cache (its record unread) or read again (changed). */
const cached = (id: number, extra?: Record<string, unknown>): TenantHome => new CachedHome(readHome(record(id, extra), `d${id}`).facts, `d${id}`, unread);

describe('warmingPage (a render worker warmed before the plan)', () => {
  it('is a changed home’s listing page, with other listed homes as its cards, reading no cached record', () => {
    const homes = [cached(1, { is_visible_on_site: false }), cached(2), cached(3), readHome(record(4), 'd4'), cached(5)];
    const page = warmingPage(homes, 3)!;
    expect(listingHome(page)).toBe(homes[3]);
    expect(page.path).toMatch(/\/4$/);
    expect(page.similar.map((card) => card.id)).toEqual([2, 3, 5]);
  });

  it('is the first listed home’s without a changed one, and there is none without a listed home', () => {
    const homes = [cached(1, { is_visible_on_site: false }), cached(2), cached(3)];
    expect(listingHome(warmingPage(homes)!)).toBe(homes[1]);
    expect(warmingPage([cached(1, { is_visible_on_site: false })])).toBeUndefined();
  });
});
