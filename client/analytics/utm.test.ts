import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureUtm, readUtm, UTM_STORAGE_KEY, utmFromSearch } from './utm.ts';

/** An in-memory Storage: the node test environment has no localStorage. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const throwing: Pick<Storage, 'getItem' | 'setItem'> = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

const at = new Date('2031-03-04T05:06:07.000Z');

afterEach(() => vi.restoreAllMocks());

describe('UTM capture', () => {
  it('stores the six parameters with captured_at under the product key, and reads them back without it', () => {
    const storage = memoryStorage();
    const search = '?utm_source=google&utm_medium=cpc&utm_campaign=verao&utm_term=casa+campinas&utm_content=banner&utm_id=42&page=2';
    const stored = captureUtm(search, storage, at);
    const expected = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'verao', utm_term: 'casa campinas', utm_content: 'banner', utm_id: '42' };
    expect(stored).toEqual({ ...expected, captured_at: '2031-03-04T05:06:07.000Z' });
    expect(JSON.parse(storage.items.get(UTM_STORAGE_KEY)!)).toEqual(stored);
    expect(UTM_STORAGE_KEY).toBe('vitrine:utm');
    expect(readUtm(storage)).toEqual(expected);
  });

  it('leaves storage alone for a URL without UTM parameters (blank ones do not count)', () => {
    const storage = memoryStorage();
    captureUtm('?utm_source=google', storage, at);
    const before = storage.items.get(UTM_STORAGE_KEY);
    expect(captureUtm('?q=casa&utm_medium=', storage, at)).toBeUndefined();
    expect(storage.items.get(UTM_STORAGE_KEY)).toBe(before);
  });

  it('replaces the stored parameters on a new visit with UTM parameters, without merging', () => {
    const storage = memoryStorage();
    captureUtm('?utm_source=google&utm_term=casa', storage, at);
    captureUtm('?utm_source=facebook&utm_campaign=inverno', storage, new Date('2031-04-01T00:00:00.000Z'));
    expect(readUtm(storage)).toEqual({ utm_source: 'facebook', utm_campaign: 'inverno' });
    expect(JSON.parse(storage.items.get(UTM_STORAGE_KEY)!).captured_at).toBe('2031-04-01T00:00:00.000Z');
  });

  it('trims values and cuts long ones', () => {
    expect(utmFromSearch(`?utm_source=%20google%20&utm_content=${'x'.repeat(500)}`)).toEqual({ utm_source: 'google', utm_content: 'x'.repeat(200) });
  });

  it('reads nothing when nothing was captured, and only known text fields from an edited value', () => {
    const storage = memoryStorage();
    expect(readUtm(storage)).toEqual({});
    storage.setItem(UTM_STORAGE_KEY, JSON.stringify({ utm_source: 'google', utm_medium: 7, evil: 'x', captured_at: 'ontem' }));
    expect(readUtm(storage)).toEqual({ utm_source: 'google' });
  });

  it('only logs when storage throws or holds garbage', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(captureUtm('?utm_source=google', throwing, at)).toEqual({ utm_source: 'google', captured_at: at.toISOString() });
    expect(readUtm(throwing)).toEqual({});
    const storage = memoryStorage();
    storage.setItem(UTM_STORAGE_KEY, '{not json');
    expect(readUtm(storage)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('works without any storage (blocked localStorage)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(captureUtm('?utm_source=google', undefined, at)?.utm_source).toBe('google');
    expect(readUtm(undefined)).toEqual({});
    expect(warn).not.toHaveBeenCalled();
  });
});
