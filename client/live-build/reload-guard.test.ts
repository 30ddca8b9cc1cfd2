import { describe, expect, it, vi } from 'vitest';
import { createReloadGuard, RELOAD_GUARD_KEY, type SessionStore } from './reload-guard.ts';

function memoryStore(initial: Record<string, string> = {}): SessionStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('createReloadGuard', () => {
  it('allows one automatic reload of a path per 10 s, with a session marker', () => {
    const store = memoryStore();
    let now = 1_000_000;
    const guard = createReloadGuard(() => store, () => now);
    expect(guard.allow('reload:/sobre')).toBe(true);
    expect(JSON.parse(store.data[RELOAD_GUARD_KEY]!)).toEqual({ 'reload:/sobre': 1_000_000 });
    now += 9_999;
    expect(guard.allow('reload:/sobre')).toBe(false);
    expect(guard.allow('reload:/contato')).toBe(true); // another path has its own marker
    now += 1;
    expect(guard.allow('reload:/sobre')).toBe(true);
  });

  it('survives the reload: a new page reads the marker the previous one left', () => {
    const store = memoryStore();
    expect(createReloadGuard(() => store, () => 5_000).allow('redirect:/a')).toBe(true);
    expect(createReloadGuard(() => store, () => 6_000).allow('redirect:/a')).toBe(false);
  });

  it('treats a mangled marker as none, and drops expired ones', () => {
    const store = memoryStore({ [RELOAD_GUARD_KEY]: '{not json' });
    expect(createReloadGuard(() => store, () => 50_000).allow('reload:/')).toBe(true);
    store.data[RELOAD_GUARD_KEY] = JSON.stringify({ 'reload:/old': 1, 'reload:/': 'x' });
    createReloadGuard(() => store, () => 50_000).allow('reload:/new');
    expect(Object.keys(JSON.parse(store.data[RELOAD_GUARD_KEY]!))).toEqual(['reload:/new']);
  });

  it('refuses (and logs) when session storage fails: no marker, no automatic reload', () => {
    const log = vi.fn();
    const guard = createReloadGuard(
      () => {
        throw new DOMException('denied', 'SecurityError');
      },
      () => 0,
      log,
    );
    expect(guard.allow('reload:/')).toBe(false);
    expect(log).toHaveBeenCalledWith('Falha ao acessar o armazenamento da sessão:', expect.any(DOMException));
  });
});
