import { describe, expect, it, vi } from 'vitest';
import { fetchLatestBuild, parseLatestBuild } from './latest-build.ts';
import { buildMetaUrl, liveRouteRules, loadRouteRules, MANIFEST_FAILED, rulesOfMeta } from './route-rules.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('latest build', () => {
  it('reads id, timestamp and the number of route rules, always from the server', async () => {
    expect(parseLatestBuild({ id: 'b1', timestamp: 5, search: '/search/x.json' })).toEqual({ id: 'b1', timestamp: 5, redirects: 0 });
    expect(parseLatestBuild({ id: 'b1', timestamp: 5, redirects: 2 }).redirects).toBe(2);
    expect(parseLatestBuild({ id: 'b1', timestamp: 5, redirects: 1, rules: [{ from: '/a', to: '/b', status: 301 }] }).rules).toEqual([{ from: '/a', to: '/b', status: 301 }]);
    expect(() => parseLatestBuild({ timestamp: 5 })).toThrow();
    const fetchFn = vi.fn(async () => json({ id: 'b9', timestamp: 1 }));
    await expect(fetchLatestBuild(fetchFn)).resolves.toMatchObject({ id: 'b9' });
    expect(fetchFn).toHaveBeenCalledWith('/builds/latest.json', { cache: 'no-store' });
  });
});

describe('loadRouteRules', () => {
  it("fetches the live build's meta file and keeps its well-formed redirects", async () => {
    const rules = [{ from: '/a', to: '/b', status: 301 }];
    const fetchFn = vi.fn(async () => json({ id: 'b1', redirects: [...rules, { from: '/c' }, null], prerendered: [] }));
    await expect(loadRouteRules('b1', fetchFn)).resolves.toEqual(rules);
    expect(fetchFn).toHaveBeenCalledWith('/builds/meta/b1.json', expect.anything());
    expect(buildMetaUrl('../x')).toBe('/builds/meta/..%2Fx.json');
  });

  it('logs a failed fetch and treats the rules as empty (spec §8)', async () => {
    for (const answer of [async () => json({}, 404), async () => new Response('<html>'), async () => Promise.reject(new TypeError('offline'))]) {
      const log = vi.fn();
      await expect(loadRouteRules('b1', answer, log)).resolves.toEqual([]);
      expect(log).toHaveBeenCalledWith(MANIFEST_FAILED, expect.any(Error));
    }
    expect(MANIFEST_FAILED).toBe('Falha ao carregar o manifesto da versão:');
    expect(() => rulesOfMeta({ id: 'b1' })).toThrow();
  });
});

describe('liveRouteRules', () => {
  it('takes the rules latest.json carries without fetching the meta file, and fetches it otherwise', async () => {
    const rules = [{ from: '/a', to: '/b', status: 301 }];
    const fetchFn = vi.fn(async () => json({ id: 'b1', redirects: rules }));
    await expect(liveRouteRules({ id: 'b1', timestamp: 0, redirects: 1, rules: [...rules, { from: '/c' }] }, fetchFn)).resolves.toEqual(rules);
    expect(fetchFn).not.toHaveBeenCalled();
    await expect(liveRouteRules({ id: 'b1', timestamp: 0, redirects: 1 }, fetchFn)).resolves.toEqual(rules);
    expect(fetchFn).toHaveBeenCalledWith('/builds/meta/b1.json', expect.anything());
  });
});
