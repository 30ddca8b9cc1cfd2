import { afterEach, describe, expect, it, vi } from 'vitest';
import { addFavorites, FAVORITES_KEY, FAVORITES_LIMIT, parseFavorites, shareLink, sharedIds, toggleFavorite } from './favorite-list.ts';
import { readFavorites, saveFavorites } from './favorite-store.ts';

describe('toggleFavorite', () => {
  it('saves a home first, and removes a saved one', () => {
    expect(toggleFavorite(['1', '2'], '3')).toEqual(['3', '1', '2']);
    expect(toggleFavorite(['3', '1', '2'], '1')).toEqual(['3', '2']);
  });
  it(`keeps at most ${FAVORITES_LIMIT}`, () => {
    const many = Array.from({ length: FAVORITES_LIMIT }, (_, i) => String(i));
    expect(toggleFavorite(many, '999')).toHaveLength(FAVORITES_LIMIT);
    expect(toggleFavorite(many, '999')[0]).toBe('999');
  });
});

describe('addFavorites ("Salvar todos")', () => {
  it('puts the shared homes not yet saved first, in their order, without duplicates', () => {
    expect(addFavorites(['5', '1'], ['1', '7', '8'])).toEqual(['7', '8', '5', '1']);
  });
});

describe('parseFavorites', () => {
  it('keeps whole-number ids (numbers become strings) once, drops anything else', () => {
    expect(parseFavorites([101, '102', '102', 'x<script>', null, '1e3', { id: 1 }])).toEqual(['101', '102']);
    expect(() => parseFavorites('101')).toThrow();
  });
});

describe('share links', () => {
  it('write the ids in the query and read back only valid ones', () => {
    expect(shareLink('/favoritos/', ['101', '111'])).toBe('/favoritos/?ids=101,111');
    expect(sharedIds('?ids=101,111')).toEqual(['101', '111']);
    expect(sharedIds('?ids=101,%3Cb%3E,,101, 7 ')).toEqual(['101', '7']);
    expect(sharedIds('?ids=')).toEqual([]);
    expect(sharedIds('?utm_source=x')).toBeUndefined();
  });
});

describe('the stored list', () => {
  afterEach(() => vi.restoreAllMocks());
  const memory = () => {
    const values = new Map<string, string>();
    return { values, storage: { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) } as unknown as Storage };
  };

  it(`is kept under ${FAVORITES_KEY} and read back`, () => {
    const { values, storage } = memory();
    expect(saveFavorites(['3', '1'], storage)).toBe(true);
    expect(values.get(FAVORITES_KEY)).toBe('["3","1"]');
    expect(readFavorites(storage)).toEqual(['3', '1']);
  });

  it('reads as empty, with a warning, when it is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { values, storage } = memory();
    values.set(FAVORITES_KEY, '{oops');
    expect(readFavorites(storage)).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Falha ao ler os imóveis favoritos:', expect.any(SyntaxError));
  });

  it('says so, with a warning, when the browser refuses to keep it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(saveFavorites(['1'], refusing)).toBe(false);
    expect(warn).toHaveBeenCalledWith('Falha ao salvar os imóveis favoritos:', expect.any(DOMException));
  });
});
