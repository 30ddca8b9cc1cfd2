import { describe, expect, it } from 'vitest';
import { latestJson, newBuildId } from './manifest.ts';

describe('newBuildId', () => {
  it('sorts by time to the millisecond', () => {
    const a = newBuildId(new Date('2026-11-22T16:45:12.073Z'), () => 0.99);
    const b = newBuildId(new Date('2026-11-22T16:45:12.074Z'), () => 0);
    expect(a).toBe('20261122-164512073-fd6f');
    expect([b, a].sort()).toEqual([a, b]);
  });
});

describe('latestJson', () => {
  it('names the live build, its search index parts and how many route rules its meta file holds (only when any)', () => {
    expect(latestJson('b1', 5)).toBe('{"id":"b1","timestamp":5}');
    expect(latestJson('b1', 5, { search: ['/search/x.json'] })).toBe('{"id":"b1","timestamp":5,"search":["/search/x.json"]}');
    const rules = [{ from: '/a', to: '/b', status: 301 }, { from: '/c', to: '/d', status: 302 }];
    expect(latestJson('b1', 5, { search: ['/search/x.json', '/search/z.json'], redirects: rules })).toBe('{"id":"b1","timestamp":5,"search":["/search/x.json","/search/z.json"],"redirects":2,"rules":[{"from":"/a","to":"/b","status":301},{"from":"/c","to":"/d","status":302}]}');
    // Many rules stay in the meta file alone: latest.json only counts them.
    const many = Array.from({ length: 100 }, (_, i) => ({ from: `/antigo-${i}`, to: `/novo-${i}`, status: 301 }));
    expect(JSON.parse(latestJson('b1', 5, { redirects: many }))).toEqual({ id: 'b1', timestamp: 5, redirects: 100 });
    expect(latestJson('b1', 5, { search: ['/search/x.json'], searchPages: '/search/pages-y.json', input: 'k1' })).toBe('{"id":"b1","timestamp":5,"search":["/search/x.json"],"searchPages":"/search/pages-y.json","input":"k1"}');
  });
});
