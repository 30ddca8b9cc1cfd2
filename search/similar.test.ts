import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../domain/schemas/index.ts';
import { cardFixture } from '../tests/support/view-fixtures.ts';
import { similarHomesIndex } from './similar.ts';

const LIMIT = 6;

/** A small deterministic generator (mulberry32): the same homes and changes on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES = ['Campinas', 'São Paulo', 'Santos', 'Itu'];
const CATEGORIES = ['apartment', 'house'] as const;

/** A home: prices from a short list half the time, so many share a price (runs of equal prices). */
function home(id: number, next: () => number): SearchDocument {
  const status = next() < 0.8 ? 'sale' : 'rent';
  const price = next() < 0.5 ? [50_000_000, 80_000_000, 120_000_000][Math.floor(next() * 3)]! : Math.round(next() * 200) * 1_000_000;
  return cardFixture({
    id,
    status,
    category: CATEGORIES[Math.floor(next() * CATEGORIES.length)]!,
    // Itu is rare: a city with fewer homes than a similar list falls back to the category.
    city: next() < 0.03 ? 'Itu' : CITIES[Math.floor(next() * 3)]!,
    price: status === 'sale' ? price : null,
    rental_price: status === 'rent' ? Math.round(price / 400) : null,
  });
}

/** A changed version of a home: another price, city, category or status. */
function changed(doc: SearchDocument, next: () => number): SearchDocument {
  const what = next();
  if (what < 0.5) return { ...doc, price: doc.price === null ? null : Math.round(next() * 200) * 1_000_000, rental_price: doc.rental_price === null ? null : Math.round(next() * 500_000) };
  if (what < 0.7) return { ...doc, city: CITIES[Math.floor(next() * CITIES.length)]! };
  if (what < 0.85) return { ...doc, category: doc.category === 'house' ? 'apartment' : 'house' };
  return doc.status === 'sale' ? { ...doc, status: 'rent', price: null, rental_price: 300_000 } : { ...doc, status: 'sale', rental_price: null, price: 90_000_000 };
}

describe('where a changed home reaches other homes’ similar lists', () => {
  it('names every home whose similar list a change alters, and few others', () => {
    let reached = 0;
    let named = 0;
    let homes = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const next = random(seed);
      const before = Array.from({ length: 150 + Math.floor(next() * 250) }, (_, i) => home(i + 1, next));
      // One to four homes change at once: edited, taken down, or new.
      const after = new Map(before.map((doc) => [doc.id, doc]));
      const versions: SearchDocument[] = [];
      const touched = new Set<number>();
      for (let c = 1 + Math.floor(next() * 4); c > 0; c--) {
        const kind = next();
        const old = before[Math.floor(next() * before.length)]!;
        if (touched.has(old.id)) continue;
        if (kind < 0.7) {
          const edited = changed(old, next);
          touched.add(old.id);
          after.set(old.id, edited);
          versions.push(old, edited);
        } else if (kind < 0.85) {
          touched.add(old.id);
          after.delete(old.id);
          versions.push(old);
        } else {
          const added = home(10_000 + c, next);
          touched.add(added.id);
          after.set(added.id, added);
          versions.push(added);
        }
      }
      const oldSimilar = similarHomesIndex(before);
      const newIndex = similarHomesIndex([...after.values()]);
      const near = new Set(versions.flatMap((doc) => newIndex.near(doc, LIMIT, touched.size)).map((doc) => doc.id));
      const oldLists = new Map(before.map((doc) => [doc.id, oldSimilar(doc, LIMIT).map((d) => d.id).join()]));
      for (const doc of after.values()) {
        if (touched.has(doc.id)) continue;
        const list = newIndex(doc, LIMIT).map((d) => d.id);
        // A page keyed by its similar homes' records changes when the list does or holds a changed home.
        if (list.join() !== oldLists.get(doc.id) || list.some((id) => touched.has(id))) {
          reached++;
          expect(near.has(doc.id), `seed ${seed}: home ${doc.id} is reached by a change but not named`).toBe(true);
        }
      }
      named += near.size;
      homes += after.size;
    }
    expect(reached).toBeGreaterThan(300);
    expect(named).toBeLessThan(homes);
  });

  it('names a window of homes, not the whole group, in a large group of distinct prices', () => {
    const docs = Array.from({ length: 2_000 }, (_, i) => cardFixture({ id: i + 1, price: (i + 1) * 1_000_000 }));
    const index = similarHomesIndex(docs);
    const near = new Set(index.near({ ...docs[999]!, price: 1_500_500_000 }, LIMIT, 1).map((doc) => doc.id));
    // Its city group and its category group are the same 2,000 homes here: one window around the new price.
    expect(near.size).toBeLessThanOrEqual(2 * (LIMIT + 4) + 1);
    expect(near.has(1_500)).toBe(true);
    expect(near.has(1_000)).toBe(false);
  });
});

describe('homes in their similar homes’ order', () => {
  it('gives every home once, and a home next to another shares most of its similar homes', () => {
    const next = random(11);
    const docs = Array.from({ length: 2_000 }, (_, i) => home(i + 1, next));
    const similar = similarHomesIndex(docs);
    const ordered = [...similar.inWalkOrder()];
    expect(ordered.map((d) => d.id).sort((a, b) => a - b)).toEqual(docs.map((d) => d.id));
    // Listing pages are rendered in this order so that a card drawn for one page is drawn again for the next (renderer/fragment-cache.ts).
    const cardsAgain = (list: readonly SearchDocument[]) => {
      let shared = 0;
      for (let i = 1; i < list.length; i++) {
        const before = new Set(similar(list[i - 1]!, LIMIT).map((d) => d.id));
        shared += similar(list[i]!, LIMIT).filter((d) => before.has(d.id)).length;
      }
      return shared / ((list.length - 1) * LIMIT);
    };
    expect(cardsAgain(ordered)).toBeGreaterThan(0.6);
    expect(cardsAgain(docs)).toBeLessThan(0.1); // the source's order, for contrast
  });

  it('gives only the homes asked for, in the same order, and their similar homes as a full walk does', () => {
    const next = random(12);
    const docs = Array.from({ length: 2_000 }, (_, i) => home(i + 1, next));
    const full = similarHomesIndex(docs);
    const all = [...full.inWalkOrder()];
    // A rebuild's index: only a few homes' pages are made, so only their groups are sorted.
    const wanted = new Set(docs.filter((d) => d.id % 97 === 0 || d.id === 1_999).map((d) => d.id));
    const partial = similarHomesIndex(docs);
    const some = [...partial.inWalkOrder((d) => wanted.has(d.id))];
    expect(some.map((d) => d.id)).toEqual(all.filter((d) => wanted.has(d.id)).map((d) => d.id));
    for (const doc of some) expect(partial(doc, LIMIT).map((d) => d.id)).toEqual(full(doc, LIMIT).map((d) => d.id));
    expect([...partial.inWalkOrder(() => false)]).toEqual([]);
  });
});
