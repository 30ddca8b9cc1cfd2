/**
 * `vitrine serve` over real HTTP on the fixture build: what a browser, a
 * crawler and an attacker get for each host and path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures } from '../support/fixture-build.ts';
import { rawRequest, startStaticServer, type RawRequestOptions, type RawResponse, type RunningServer } from '../support/http.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const LISTING_101 = '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101';

let out: string;
let running: RunningServer;
const get = (urlPath: string, options?: RawRequestOptions): Promise<RawResponse> => rawRequest(running.port, urlPath, options);
const site = (host: string) => ({ host });

beforeAll(async () => {
  const built = await buildFixtures();
  const failed = built.summary.sites.filter((s) => s.status !== 'published');
  if (failed.length > 0) throw new Error(`fixture build failed: ${JSON.stringify(failed.map((s) => [s.site_url, s.error]))}`);
  out = built.out;
  running = await startStaticServer({ outDir: out, stagingSite: 'imobiliaria.test' });
});

afterAll(async () => {
  await running?.close();
});

describe('hosts', () => {
  it('serves the staging site on localhost, uncached HTML', async () => {
    for (const host of [`localhost:${running.port}`, `127.0.0.1:${running.port}`, 'localhost']) {
      const res = await get('/', { host });
      expect(res.status, host).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>Imobiliária Teste – imóveis em São Paulo</title>');
    }
  });

  it('serves a site by its own host and by <site>.localhost', async () => {
    const inactive = await get('/', site('inativa.test'));
    expect(inactive.status).toBe(404);
    expect(inactive.body).toContain('site inativo');
    for (const host of ['imobiliaria.test', `imobiliaria.test.localhost:${running.port}`, 'IMOBILIARIA.TEST']) {
      const res = await get('/', { host });
      expect(res.status, host).toBe(200);
      expect(res.body).toContain('<link rel="canonical" href="https://imobiliaria.test/">');
    }
    const other = await get('/', { host: `inativa.test.localhost:${running.port}` });
    expect(other.body).toContain('site inativo');
    expect(other.body).not.toContain('Imobiliária Teste');
  });

  it('answers an unknown host with the error page: 404, "site não encontrado", no back button', async () => {
    for (const host of ['nada.test', `nada.localhost:${running.port}`, 'not a host!']) {
      const res = await get('/', { host });
      expect(res.status, host).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('site não encontrado');
      expect(res.body).not.toContain('Voltar para a página inicial');
      expect(res.body).not.toContain('Imobiliária Teste');
    }
    // The error page's stylesheet is served for the unknown host too, or the page would be unstyled.
    const css = /href="(\/assets\/[^"]+\.css)"/.exec((await get('/', site('nada.test'))).body)?.[1];
    expect(css).toBeDefined();
    const sheet = await get(css!, site('nada.test'));
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('never gives a bot the error page', async () => {
    const unknown = await get('/', { host: 'nada.test', headers: { 'user-agent': GOOGLEBOT } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).not.toContain('site não encontrado');
    expect(unknown.body).not.toContain('<html');

    const missing = await get('/nao-existe', { headers: { 'user-agent': GOOGLEBOT } });
    expect(missing.status).toBe(404);
    expect(missing.body).not.toContain('Página não encontrada');
    expect(missing.body).not.toContain('<html');

    // A bot still gets the real pages.
    const home = await get('/', { headers: { 'user-agent': GOOGLEBOT } });
    expect(home.status).toBe(200);
    expect(home.body).toContain('Imobiliária Teste');
  });
});

describe('redirects and errors', () => {
  it('redirects a non-canonical listing URL to the canonical one with 301, keeping the query string', async () => {
    const old = await get('/imovel/venda/old-slug/101?utm_source=portal&x=1');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`${LISTING_101}/?utm_source=portal&x=1`);

    const featured = await get('/imovel/destaque/x/101');
    expect(featured.status).toBe(301);
    expect(featured.headers.location).toBe(`${LISTING_101}/`);
    expect((await get('/imovel/destaque/x/101/')).headers.location).toBe(`${LISTING_101}/`);

    const target = await get(`${LISTING_101}/`);
    expect(target.status).toBe(200);
    expect(target.body).toContain('Apartamento reformado na Vila Mariana com 2 quartos à venda');
  });

  it('answers an /imovel/ URL whose id is not published with the 404 page, not a redirect', async () => {
    for (const urlPath of ['/imovel/venda/x/999', '/imovel/venda/x/104']) {
      const res = await get(urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('Página não encontrada');
    }
  });

  it('serves a page at /<path>/ and answers /<path> with a 301 to it, as static hosts do', async () => {
    expect((await get('/sobre/')).status).toBe(200);
    const res = await get('/sobre');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/sobre/');
    expect((await get('/sobre?a=1')).headers.location).toBe('/sobre/?a=1');
    expect((await get(LISTING_101)).headers.location).toBe(`${LISTING_101}/`);
    expect((await get('/sitemap.xml')).status).toBe(200); // files are served as they are
  });

  it('never serves the host files', async () => {
    for (const urlPath of ['/_headers', '/_redirects', '/builds/nginx/vitrine.conf', '/builds/nginx/listings.map']) expect((await get(urlPath)).status, urlPath).toBe(404);
  });

  it("answers a missing page with the site's own 404 page", async () => {
    for (const urlPath of ['/nao-existe', '/assets/nao-existe.js', '/bairros/nenhum']) {
      const res = await get(urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('Página não encontrada');
      expect(res.body).toContain('Voltar para a página inicial');
      expect(res.body).toContain('utm_campaign=imobiliaria.test');
    }
  });

  it('answers anything but GET and HEAD with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await get('/', { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
    }
    const head = await get('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
  });
});

describe('files', () => {
  it('serves each kind of file with its content type', async () => {
    const html = (await get('/')).body;
    const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/.exec(html)?.[1];
    const js = /<script type="module" src="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
    expect(css).toBeDefined();
    expect(js).toBeDefined();
    const expected: Array<[string, string]> = [
      [css!, 'text/css; charset=utf-8'],
      [js!, 'text/javascript; charset=utf-8'],
      ['/builds/latest.json', 'application/json; charset=utf-8'],
      [`${LISTING_101}/_payload.json`, 'application/json; charset=utf-8'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/media/fachada.jpg', 'image/jpeg'],
    ];
    for (const [urlPath, type] of expected) {
      const res = await get(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.headers['content-type'], urlPath).toBe(type);
      expect(res.headers['x-content-type-options'], urlPath).toBe('nosniff');
    }
    expect((await get('/sitemap.xml')).body).toContain(`<loc>https://imobiliaria.test${LISTING_101}/</loc>`);
    expect((await get('/robots.txt')).body).toContain('Sitemap: https://imobiliaria.test/sitemap.xml');
    const jpg = await get('/media/fachada.jpg');
    expect(jpg.body.length).toBeGreaterThan(0);
  });

  it('compresses text files for clients that accept it, never images', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const css = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/.exec(plain.body)![1]!;
    for (const [encoding, urlPath] of [['gzip', '/'], ['br', css], ['gzip', '/sitemap.xml']] as const) {
      // fetch decodes the body and keeps the header: what a browser gets once decoded must be the same file.
      const res = await fetch(`http://127.0.0.1:${running.port}${urlPath}`, { headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(res.headers.get('content-encoding'), urlPath).toBe(encoding);
      expect(await res.text(), urlPath).toBe((await get(urlPath)).body);
    }
    const jpg = await get('/media/fachada.jpg', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(jpg.headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year and revalidates pages and the build manifest', async () => {
    const html = (await get('/')).body;
    for (const asset of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) {
      const res = await get(asset[1]!);
      expect(res.status, asset[1]).toBe(200);
      expect(res.headers['cache-control'], asset[1]).toBe('public, max-age=31536000, immutable');
    }
    for (const urlPath of ['/builds/latest.json', '/', `${LISTING_101}/`, `${LISTING_101}/_payload.json`, '/sitemap.xml']) {
      const res = await get(urlPath);
      expect(res.headers['cache-control'], urlPath).toBe('no-cache');
    }
  });

  it('never returns a file from outside the release, whatever the path', async () => {
    const secrets = [readFileSync('/etc/passwd', 'utf8').slice(0, 20), readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8').slice(0, 40)];
    const attempts = [
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%5c..%5cpackage.json',
      '/../../../../etc/passwd',
      '/assets/../../../../../etc/passwd',
      '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/..%252f..%252fetc/passwd',
      '/assets/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fcache/imobiliaria.test/pages.json',
      '/..%2freleases/imobiliaria.test',
      '/%00/etc/passwd',
      '/%E0%A4%A',
    ];
    for (const urlPath of attempts) {
      for (const host of [undefined, 'nada.test']) {
        const res = await get(urlPath, host ? { host } : {});
        expect([400, 404], `${urlPath} on ${host ?? 'localhost'}`).toContain(res.status);
        for (const secret of secrets) expect(res.body).not.toContain(secret);
        expect(res.body).not.toContain('"prerendered"');
      }
    }
    for (const host of ['..', '../../etc', 'imobiliaria.test/..', '%2e%2e']) {
      const res = await get('/', { host });
      expect(res.status, host).toBe(404);
      expect(res.body).toContain('site não encontrado');
    }
  });
});

describe('publishing', () => {
  it('serves a new build as soon as it is published, without a restart', async () => {
    const latest = async () => JSON.parse((await get('/builds/latest.json')).body) as { id: string; timestamp: number };
    const before = await latest();
    const pageBefore = (await get('/')).body;
    expect(pageBefore).toContain(`data-build-id="${before.id}"`);

    // --full: every page rendered again (new build id in each), so the build publishes although the data did not change.
    const { summary } = await buildFixtures({ out, full: true });
    const rebuilt = summary.sites.find((s) => s.site_url === 'imobiliaria.test');
    expect(rebuilt?.status, rebuilt?.error).toBe('published');

    const after = await latest();
    expect(after.id).not.toBe(before.id);
    expect(after.id).toBe(rebuilt!.buildId);
    expect(after.timestamp).toBeGreaterThanOrEqual(before.timestamp);
    // The new release answers: its own build meta is there, the old one's is not.
    expect((await get(`/builds/meta/${after.id}.json`)).status).toBe(200);
    expect((await get(`/builds/meta/${before.id}.json`)).status).toBe(404);
    expect((await get('/')).status).toBe(200);
    // The redirect table follows the new build too.
    expect((await get('/imovel/venda/old-slug/101')).headers.location).toBe(`${LISTING_101}/`);
  });
});

describe('search URLs', () => {
  it('answers a /buscar combination that was not prerendered with the /buscar page', async () => {
    for (const urlPath of ['/buscar/alugar/rj/fazenda/', '/buscar/alugar/rj/fazenda']) {
      const res = await get(urlPath, { host: 'imobiliaria.test' });
      expect(res.status, urlPath).toBe(200);
      expect(res.body).toContain('data-island="search-page"');
    }
    const missingPayload = await get('/buscar/alugar/rj/fazenda/_payload.json', { host: 'imobiliaria.test' });
    expect(missingPayload.status).toBe(404);
  });
});
