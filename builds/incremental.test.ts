import { describe, expect, it } from 'vitest';
import type { PageData } from '../contract/page-model.ts';
import { pageKeyer, pagesToRender } from './incremental.ts';

const home = (id: number, price: number) => ({ id, price, title: `Casa ${id}` });
const listing = (h: object, similar: object[]): PageData => ({ kind: 'property', path: `/imovel/casa-${(h as { id: number }).id}`, home: h, similar }) as unknown as PageData;

describe('page input keys', () => {
  it('depend on the content, not on which objects carry it', () => {
    const key = pageKeyer('salt');
    expect(key(listing(home(1, 100), [home(2, 200)]))).toBe(key(listing(home(1, 100), [home(2, 200)])));
  });

  it('change when the home, a similar home, the page or the salt changes', () => {
    const key = pageKeyer('salt');
    const base = key(listing(home(1, 100), [home(2, 200)]));
    expect(key(listing(home(1, 101), [home(2, 200)]))).not.toBe(base);
    expect(key(listing(home(1, 100), [home(2, 201)]))).not.toBe(base);
    expect(key(listing(home(1, 100), [home(2, 200), home(3, 300)]))).not.toBe(base);
    expect(key(listing(home(1, 100), []))).not.toBe(base);
    expect(pageKeyer('other salt')(listing(home(1, 100), [home(2, 200)]))).not.toBe(base);
    const page = { kind: 'page', path: '/sobre', pageId: 'about', params: {}, featured: [], latest: [] } as unknown as PageData;
    expect(key(page)).not.toBe(key({ ...page, featured: [home(1, 100)] } as unknown as PageData));
  });
});

describe('page input keys from raw record digests', () => {
  it('key a listing by its and its similar homes\' record digests, not by the derived objects', () => {
    const digests = new Map([
      [1, 'a'],
      [2, 'b'],
    ]);
    const key = pageKeyer('salt', (id) => digests.get(id));
    const base = key(listing(home(1, 100), [home(2, 200)]));
    // The derived objects are not digested again: the record digest stands for them.
    expect(key(listing(home(1, 999), [home(2, 200)]))).toBe(base);
    digests.set(1, 'a2');
    expect(key(listing(home(1, 100), [home(2, 200)]))).not.toBe(base);
    digests.set(1, 'a');
    digests.set(2, 'b2');
    expect(key(listing(home(1, 100), [home(2, 200)]))).not.toBe(base);
    // An id without a digest falls back to digesting the object.
    expect(key(listing(home(3, 100), []))).not.toBe(key(listing(home(3, 101), [])));
  });
});

describe('keys of pages that list homes', () => {
  const searchPage = (hits: object[], filters: object = { page: 1 }, featured: object[] = []): PageData =>
    ({ kind: 'page', path: '/buscar', pageId: 'search', params: {}, featured, latest: [], search: { filters, total: hits.length, hits } }) as unknown as PageData;

  it('key a /buscar combination by its hits\' record digests, in order, and by its query', () => {
    const digests = new Map([
      [1, 'a'],
      [2, 'b'],
    ]);
    const key = pageKeyer('salt', (id) => digests.get(id));
    const base = key(searchPage([home(1, 100), home(2, 200)]));
    expect(key(searchPage([home(1, 999), home(2, 200)]))).toBe(base);
    expect(key(searchPage([home(2, 200), home(1, 100)]))).not.toBe(base);
    expect(key(searchPage([home(1, 100)]))).not.toBe(base);
    expect(key(searchPage([home(1, 100), home(2, 200)], { page: 2 }))).not.toBe(base);
    // The same home listed as featured instead of as a hit is another page.
    expect(key(searchPage([home(1, 100)], { page: 1 }, [home(2, 200)]))).not.toBe(key(searchPage([home(1, 100), home(2, 200)])));
    digests.set(2, 'b2');
    expect(key(searchPage([home(1, 100), home(2, 200)]))).not.toBe(base);
  });
});

describe('pages to render', () => {
  it('yields only pages whose key differs from the live release, and reports the others', () => {
    const key = pageKeyer('s');
    const same = listing(home(1, 100), []);
    const changed = listing(home(2, 200), []);
    const added = listing(home(3, 300), []);
    const previousHashes = { [same.path]: key(same), [changed.path]: 'old key' };
    const unchanged: string[] = [];
    const jobs = [...pagesToRender([same, changed, added], { salt: 's', previousHashes, linker: null }, (p) => unchanged.push(p))];
    expect(jobs.map((j) => j.page.path)).toEqual([changed.path, added.path]);
    expect(unchanged).toEqual([same.path]);
    expect(jobs[1]!.hash).toBe(key(added));
  });
});
