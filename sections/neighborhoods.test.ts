import { describe, expect, it } from 'vitest';
import { cardFixture } from '../tests/support/view-fixtures.ts';
import { neighborhoodCounts, neighborhoodOf } from './neighborhoods.tsx';
import { searchUrl } from './link-counts.tsx';

const countsOf = (docs: ReturnType<typeof cardFixture>[]) => {
  const counts = new Map<string, number>();
  for (const doc of docs) counts.set(neighborhoodOf(doc), (counts.get(neighborhoodOf(doc)) ?? 0) + 1);
  return counts;
};

describe('neighborhoodCounts', () => {
  it('counts per neighbourhood, city and state, most homes first, the same whatever order the homes came in', () => {
    const docs = [
      cardFixture({ id: 1, neighborhood: 'Centro', city: 'Campinas', state: 'SP' }),
      cardFixture({ id: 2, neighborhood: 'Centro', city: 'Santos', state: 'SP' }),
      cardFixture({ id: 3, neighborhood: 'Centro', city: 'Santos', state: 'SP' }),
      cardFixture({ id: 4, neighborhood: 'Cambuí', city: 'Campinas', state: 'SP' }),
    ];
    const shown = neighborhoodCounts(countsOf(docs));
    expect(shown.map((n) => [n.label, n.detail, n.count])).toEqual([
      ['Centro', 'Santos – SP', 2],
      ['Cambuí', 'Campinas – SP', 1],
      ['Centro', 'Campinas – SP', 1],
    ]);
    expect(neighborhoodCounts(countsOf([...docs].reverse()))).toEqual(shown);
  });

  it('keeps a name with any character whole, in its label and its search link', () => {
    const odd = 'Vila "A"\u0000B';
    const [shown] = neighborhoodCounts(countsOf([cardFixture({ id: 1, neighborhood: odd, city: 'Itu', state: 'SP' })]));
    expect(shown).toMatchObject({ label: odd, detail: 'Itu – SP', count: 1 });
    expect(shown!.url).toBe(searchUrl({ city: 'Itu', neighborhood: [odd] }));
  });
});
