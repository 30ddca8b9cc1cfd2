import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { cardFixture } from '../tests/support/view-fixtures.ts';
import { newestFirst } from './configured-pages.ts';
import { patchedOrder } from './order-patch.ts';

let seed = 3;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const created = () => (next() < 0.1 ? null : `2026-0${1 + Math.floor(next() * 9)}-1${Math.floor(next() * 9)}T12:00:00.000Z`);
const home = (id: number) => cardFixture({ id, created_at: created() });
const ids = (docs: readonly SearchDocument[]) => docs.map((d) => Number(d.id));

describe('an order patched from the live record', () => {
  it('is the order a sort of every home gives, round after round of edits, new homes and homes gone', () => {
    let docs = Array.from({ length: 500 }, (_, i) => home(i + 1));
    let recorded = ids([...docs].sort(newestFirst));
    let id = 1000;
    for (let round = 0; round < 40; round++) {
      const byId = new Map(docs.map((d) => [Number(d.id), d]));
      const changed = new Set<number>();
      const added: SearchDocument[] = [];
      for (let i = 0; i < 1 + Math.floor(next() * 5); i++) {
        const kind = Math.floor(next() * 3);
        if (kind === 0) {
          const doc = home(++id);
          byId.set(id, doc);
          added.push(doc);
          changed.add(id);
          continue;
        }
        const before = docs[Math.floor(next() * docs.length)]!;
        if (changed.has(Number(before.id))) continue;
        changed.add(Number(before.id));
        if (kind === 1) byId.delete(Number(before.id));
        else {
          const after = { ...before, created_at: created() };
          byId.set(Number(after.id), after);
          added.push(after);
        }
      }
      docs = [...byId.values()];
      const patched = patchedOrder(recorded, (n) => (changed.has(n) ? undefined : byId.get(n)), changed, added, docs.length, newestFirst);
      expect(ids(patched!)).toEqual(ids([...docs].sort(newestFirst)));
      recorded = ids(patched!);
    }
  });

  it('cannot tell from a record that does not name exactly the unchanged homes', () => {
    const docs = Array.from({ length: 20 }, (_, i) => home(i + 1));
    const byId = new Map(docs.map((d) => [Number(d.id), d]));
    const order = ids([...docs].sort(newestFirst));
    const none = new Set<number>();
    expect(patchedOrder(order, (n) => byId.get(n), none, [], docs.length, newestFirst)).not.toBeNull();
    expect(patchedOrder(order.slice(1), (n) => byId.get(n), none, [], docs.length, newestFirst)).toBeNull();
    expect(patchedOrder([...order.slice(1), order[2]!], (n) => byId.get(n), none, [], docs.length, newestFirst)).toBeNull();
    expect(patchedOrder([...order, 999], (n) => byId.get(n), none, [], docs.length, newestFirst)).toBeNull();
  });
});
