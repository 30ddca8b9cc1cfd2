import { describe, expect, it, vi } from 'vitest';
import { addRecentHome, parseRecentHomes, RECENTLY_VIEWED_KEY, type RecentHome } from './recent-list.ts';
import { readRecentHomes, recordRecentHome, saveRecentHomes } from './recent-store.ts';

function home(id: number): RecentHome {
  return {
    id,
    status: 'sale',
    type: 'residential',
    category: 'apartment',
    name: null,
    title: `Casa ${id}`,
    url: `/imovel/venda/casa-${id}/${id}`,
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
    area: 70,
    bedrooms: 2,
    parking_spaces: 1,
    image: 'homes/a.jpg',
    price: 50_000_000,
    rental_price: null,
  };
}
const ids = (list: readonly RecentHome[]) => list.map((item) => item.id);

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  values = new Map<string, string>();
  failWrites = false;
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.values.set(key, value);
  }
}
const asStorage = (memory: MemoryStorage) => memory as unknown as Storage;

describe('addRecentHome', () => {
  it('puts a new home at the front', () => {
    expect(ids(addRecentHome([home(1), home(2)], home(3)))).toEqual([3, 1, 2]);
  });

  it('does not add a home already there, nor move it', () => {
    const list = [home(3), home(2), home(1)];
    expect(ids(addRecentHome(list, home(1)))).toEqual([3, 2, 1]);
    expect(ids(addRecentHome([home(3)], { ...home(3), id: '3' as unknown as number }))).toEqual([3]);
  });

  it('keeps the newest 6', () => {
    let list: RecentHome[] = [];
    for (let id = 1; id <= 8; id++) list = addRecentHome(list, home(id));
    expect(ids(list)).toEqual([8, 7, 6, 5, 4, 3]);
  });

  it('visiting A, B, C then A gives C, B, A', () => {
    const list = [1, 2, 3, 1].reduce<RecentHome[]>((acc, id) => addRecentHome(acc, home(id)), []);
    expect(ids(list)).toEqual([3, 2, 1]);
  });
});

describe('parseRecentHomes', () => {
  it('drops entries that cannot draw a card and refuses a non-list', () => {
    expect(ids(parseRecentHomes([home(1), null, { id: 2 }, 'x', home(3)]))).toEqual([1, 3]);
    expect(() => parseRecentHomes({ id: 1 })).toThrow();
  });
});

describe('the stored list', () => {
  it('is saved under recentViewedHomes and read back', () => {
    const storage = new MemoryStorage();
    recordRecentHome(home(1), asStorage(storage));
    recordRecentHome(home(2), asStorage(storage));
    expect(JSON.parse(storage.values.get(RECENTLY_VIEWED_KEY)!).map((h: RecentHome) => h.id)).toEqual([2, 1]);
    expect(ids(readRecentHomes(asStorage(storage)))).toEqual([2, 1]);
  });

  it('is logged and reset to empty when it cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.values.set(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentHomes(asStorage(storage))).toEqual([]);
    expect(storage.values.get(RECENTLY_VIEWED_KEY)).toBe('[]');
    expect(warn).toHaveBeenCalledWith('Falha ao ler os imóveis vistos recentemente:', expect.any(SyntaxError));
    warn.mockRestore();
  });

  it('is only logged when it cannot be saved', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage();
    storage.values.set(RECENTLY_VIEWED_KEY, JSON.stringify([home(1)]));
    storage.failWrites = true;
    saveRecentHomes([home(2)], asStorage(storage));
    expect(warn).toHaveBeenCalledWith('Falha ao salvar os imóveis vistos recentemente:', expect.any(Error));
    expect(ids(readRecentHomes(asStorage(storage)))).toEqual([1]);
    warn.mockRestore();
  });

  it('is logged, not thrown, where reading localStorage itself throws (a third-party iframe)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new DOMException('Access is denied for this document.', 'SecurityError'); } });
    try {
      expect(ids(recordRecentHome(home(7)))).toEqual([7]);
      expect(warn).toHaveBeenCalledWith('Falha ao acessar os imóveis vistos recentemente:', expect.any(DOMException));
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
      warn.mockRestore();
    }
  });
});
