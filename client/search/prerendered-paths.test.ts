import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPrerenderedSearchPaths } from './prerendered-paths.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe('the prerendered /buscar paths of the live build', () => {
  it('reads the list builds/latest.json names, latest.json uncached', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url === '/builds/latest.json' ? json({ id: 'b', timestamp: 1, searchPages: '/search/pages-abc_1.json' }) : json(['/buscar', '/buscar/alugar', 7])));
    vi.stubGlobal('fetch', fetchMock);
    expect([...((await fetchPrerenderedSearchPaths())?.paths ?? [])]).toEqual(['/buscar', '/buscar/alugar']);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/builds/latest.json', '/search/pages-abc_1.json']);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });

  it('reads the aliases: combinations a shorter one with the same homes answers', async () => {
    const file = { paths: ['/buscar', '/buscar/casa'], aliases: { '/buscar/sp/casa': '/buscar/casa', '/buscar/x': 3, '/buscar/y': '//evil.example/x', '/buscar/z': '/buscar/../builds' } };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === '/builds/latest.json' ? json({ id: 'b', timestamp: 1, searchPages: '/search/pages-abc_1.json' }) : json(file))));
    const pages = await fetchPrerenderedSearchPaths();
    expect([...(pages?.paths ?? [])]).toEqual(['/buscar', '/buscar/casa']);
    expect([...(pages?.aliases ?? [])]).toEqual([['/buscar/sp/casa', '/buscar/casa']]);
  });

  it('is unknown for a build that names none, and never follows a path off /search/', async () => {
    for (const searchPages of [undefined, 'https://evil.example/x.json', '/search/../builds/x.json']) {
      const fetchMock = vi.fn(async () => json({ id: 'b', timestamp: 1, searchPages }));
      vi.stubGlobal('fetch', fetchMock);
      await expect(fetchPrerenderedSearchPaths()).resolves.toBeUndefined();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });
});
