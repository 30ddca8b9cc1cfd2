import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../domain/schemas/search-document.ts';
import { DEFAULT_ORDER_KEYS, defaultOrderComparer, defaultOrderKey, inDefaultOrder } from './default-order.ts';

// The order as its definition reads: each key descending, a missing one (NaN) last, the first key that differs decides.
function byDefinition(a: SearchDocument, b: SearchDocument): number {
  for (const key of DEFAULT_ORDER_KEYS) {
    const [va, vb] = [defaultOrderKey(a, key), defaultOrderKey(b, key)];
    if (Number.isNaN(va) && Number.isNaN(vb)) continue;
    if (Number.isNaN(va)) return 1;
    if (Number.isNaN(vb)) return -1;
    if (va !== vb) return vb - va;
  }
  return 0;
}

describe('inDefaultOrder', () => {
  it('orders featured first, then newest, then the highest id, missing dates last', () => {
    const dates = ['2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z', '2025-12-31T23:59:59.999Z', null, 'not a date', '2026-03-01T00:00:00Z'];
    const docs = Array.from({ length: 400 }, (_, i) => ({
      id: (i * 7919) % 401,
      is_featured_on_site: i % 9 === 0,
      created_at: dates[(i * 31) % dates.length],
    })) as unknown as SearchDocument[];
    const ordered = inDefaultOrder(docs);
    expect(ordered.map((d) => d.id)).toEqual([...docs].sort(byDefinition).map((d) => d.id));
    expect(ordered[0]!.is_featured_on_site).toBe(true);
    expect(ordered.at(-1)!.created_at === null || Number.isNaN(Date.parse(ordered.at(-1)!.created_at!))).toBe(true);
  });

  it('keeps the given order between documents with the same keys, and leaves its input alone', () => {
    const docs = [3, 1, 2].map((n) => ({ id: 5, is_featured_on_site: false, created_at: null, name: `n${n}` })) as unknown as SearchDocument[];
    expect(inDefaultOrder(docs).map((d) => (d as unknown as { name: string }).name)).toEqual(['n3', 'n1', 'n2']);
    expect(inDefaultOrder([])).toEqual([]);
  });

  it('compares as the definition does, one pair at a time and with each document\'s keys read once', () => {
    const dates = ['2026-01-05T10:00:00.000Z', '2025-12-31T23:59:59.999Z', null, 'not a date', '2026-03-01T00:00:00Z'];
    const docs = Array.from({ length: 60 }, (_, i) => ({ id: (i * 37) % 61, is_featured_on_site: i % 7 === 0, created_at: dates[(i * 13) % dates.length] })) as unknown as SearchDocument[];
    const compare = defaultOrderComparer();
    for (const a of docs) for (const b of docs) expect(Math.sign(compare(a, b))).toBe(Math.sign(byDefinition(a, b)));
  });
});
