/**
 * `vitrine serve` answers the site's route rules (builds/meta `redirects`) with
 * their own status, before any file; off, it is a plain static host and the
 * page's runtime applies them. A hand-made release: no build needed.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/fixture-build.ts';
import { rawRequest, startStaticServer, type RunningServer } from '../support/http.ts';

const SITE = 'regras.test';
const BUILD = '20261122-120000000-abcd';
const redirects = [
  { from: '/quem-somos', to: '/sobre', status: 301 },
  { from: '/parceiros', to: 'https://parceiro.com.br/imoveis', status: 302 },
  { from: '/antigo/{slug}', to: '/imoveis/{slug}', status: 301 },
  { from: '/contato', to: '/sobre', status: 302 },
];

let rules: RunningServer;
let plain: RunningServer;

beforeAll(async () => {
  const out = tempDir('rules');
  const release = path.join(out, 'releases', SITE, BUILD);
  const write = (rel: string, contents: string) => {
    mkdirSync(path.dirname(path.join(release, rel)), { recursive: true });
    writeFileSync(path.join(release, rel), contents);
  };
  for (const page of ['index.html', 'sobre/index.html', 'contato/index.html']) write(page, `<html data-build-id="${BUILD}">${page}</html>`);
  write('404.html', '<html>404</html>');
  write(`builds/meta/${BUILD}.json`, JSON.stringify({ id: BUILD, timestamp: 1, active: true, prerendered: ['/', '/sobre', '/contato'], redirects }));
  write('builds/latest.json', JSON.stringify({ id: BUILD, timestamp: 1, redirects: redirects.length }));
  mkdirSync(path.join(out, 'sites'), { recursive: true });
  symlinkSync(release, path.join(out, 'sites', SITE));
  rules = await startStaticServer({ outDir: out, stagingSite: SITE });
  plain = await startStaticServer({ outDir: out, stagingSite: SITE, routeRules: false });
});

afterAll(async () => {
  await rules?.close();
  await plain?.close();
});

describe('route rules in vitrine serve', () => {
  it('answers an internal rule with its status, keeping the query string', async () => {
    const res = await rawRequest(rules.port, '/quem-somos?utm_source=x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/sobre/?utm_source=x');
    expect((await rawRequest(rules.port, '/quem-somos', { method: 'HEAD' })).status).toBe(301);
  });

  it('sends an external rule off the site, and a rule wins over a page still published', async () => {
    const external = await rawRequest(rules.port, '/parceiros');
    expect(external.status).toBe(302);
    expect(external.headers.location).toBe('https://parceiro.com.br/imoveis');
    const retired = await rawRequest(rules.port, '/contato');
    expect([retired.status, retired.headers.location]).toEqual([302, '/sobre/']);
  });

  it('fills {name} segments, percent-encoded for the header', async () => {
    const res = await rawRequest(rules.port, '/antigo/s%C3%A3o-paulo');
    expect([res.status, res.headers.location]).toEqual([301, '/imoveis/s%C3%A3o-paulo/']);
  });

  it('serves everything else as before, the meta file as immutable', async () => {
    expect((await rawRequest(rules.port, '/sobre/')).status).toBe(200);
    expect((await rawRequest(rules.port, '/quem-somos/')).headers.location).toBe('/sobre/');
    expect((await rawRequest(rules.port, '/nada')).status).toBe(404);
    expect((await rawRequest(rules.port, `/builds/meta/${BUILD}.json`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await rawRequest(rules.port, '/builds/latest.json')).headers['cache-control']).toBe('no-cache');
  });

  it('behaves like a plain static host with routeRules off: the 404 page answers, its runtime redirects', async () => {
    const res = await rawRequest(plain.port, '/quem-somos');
    expect(res.status).toBe(404);
    expect(res.body).toBe('<html>404</html>');
    expect((await rawRequest(plain.port, '/contato/')).status).toBe(200);
  });
});
