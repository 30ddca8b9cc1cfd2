/**
 * Real hosts serve a build without redirects (issue #13): every internal link, canonical,
 * og:url and sitemap URL of the fixture sites, crawled breadth-first from `/`, answers
 * 200 — on `vitrine serve`, and on Debian's nginx with the server block the release ships.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nginxRedirectsMap } from '../../builds/nginx-config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures, tempDir } from '../support/fixture-build.ts';
import { crawlSite, type CrawlResult } from '../support/crawl.ts';
import { rawRequest, startStaticServer, type RunningServer } from '../support/http.ts';
import { hasNginx, NGINX, startNginx, type RunningNginx } from '../support/nginx.ts';

const RULES = [
  { from: '/quem-somos', to: '/sobre', status: 301 },
  { from: '/antigo/{slug}', to: '/imoveis/{slug}', status: 302 },
  { from: '/parceiro', to: 'https://parceiro.com.br/imoveis', status: 302 },
];
const SITES = ['imobiliaria.test', 'corretora.test', 'hostil.test', 'parceira.test'];
/**
 * The hostile fixture's own menu names a page it does not have (/sobre): a 404 of its data, never
 * a redirect. It has no search page either, and nothing Vitrine draws may link to /buscar then.
 */
const DEAD_LINKS_IN_DATA: Record<string, string[]> = { 'hostil.test': ['/sobre/'] };

let out: string;
let serve: RunningServer;
let nginx: RunningNginx | undefined;

beforeAll(async () => {
  const built = await buildFixtures();
  const failed = built.summary.sites.filter((s) => s.status !== 'published');
  if (failed.length > 0) throw new Error(`fixture build failed: ${JSON.stringify(failed.map((s) => [s.site_url, s.error]))}`);
  out = built.out;
  serve = await startStaticServer({ outDir: out });
  // A site with route rules, as a release would carry them (the fixtures have none).
  const rules = path.join(out, 'sites', 'regras.test');
  const write = (rel: string, contents: string) => {
    mkdirSync(path.dirname(path.join(rules, rel)), { recursive: true });
    writeFileSync(path.join(rules, rel), contents);
  };
  for (const page of ['index.html', 'sobre/index.html', 'imoveis/x/index.html', '404.html']) write(page, page);
  write('builds/nginx/redirects.map', nginxRedirectsMap({ siteUrl: 'regras.test', active: true, redirects: RULES }));
  if (hasNginx) nginx = await startNginx(out, path.join(out, 'sites', SITES[0]!, 'builds', 'nginx', 'vitrine.conf'), tempDir('nginx'));
});

afterAll(async () => {
  await serve?.close();
  await nginx?.close();
});

/** The URLs that did not answer 200, with the page that named them. */
function failures(result: CrawlResult, host: string): string[] {
  const dead = new Set(DEAD_LINKS_IN_DATA[host] ?? []);
  return [...result.visited].filter(([url, r]) => r.status !== 200 && !(r.status === 404 && dead.has(url))).map(([url, r]) => `${r.status} ${url}${r.location ? ` → ${r.location}` : ''} (from ${r.from})`);
}

function report(host: string, server: string, result: CrawlResult): void {
  const statuses = [...result.visited.values()].map((r) => r.status);
  const count = (lo: number) => statuses.filter((s) => s >= lo && s < lo + 100).length;
  console.log(`crawl ${server} ${host}: ${result.visited.size} URLs, ${count(200)} 2xx, ${count(300)} 3xx, ${count(400)} 4xx`);
}

async function crawlAndCheck(server: string, port: number): Promise<void> {
  for (const host of SITES) {
    const result = await crawlSite(port, host);
    report(host, server, result);
    expect(failures(result, host), `${server} ${host}`).toEqual([]);
    const urls = [...result.visited.keys()];
    expect(urls.some((url) => url.startsWith('/imovel/')), host).toBe(true); // listings were reached
    expect(urls.filter((url) => url !== '/' && !/\.[a-z]+$/.test(url.split('?')[0]!)).every((url) => url.split('?')[0]!.endsWith('/')), host).toBe(true);
  }
}

describe('crawl: no internal URL of a built site redirects or is missing', () => {
  // About 300 requests per server, one at a time: more than the default 30 s on a loaded machine.
  it('on vitrine serve', { timeout: 180_000 }, async () => {
    await crawlAndCheck('serve', serve.port);
  });

  it.skipIf(!hasNginx)(`on nginx with the generated server block (skipped without ${NGINX}: apt-get install nginx-light)`, { timeout: 180_000 }, async () => {
    await crawlAndCheck('nginx', nginx!.port);
  });
});

describe('what the hosts answer off the written URLs', () => {
  const listing = '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101';
  const cases: Array<[path: string, status: number, location?: string]> = [
    ['/sobre', 301, '/sobre/'],
    ['/imovel/destaque/x/101', 301, `${listing}/`],
    ['/imovel/venda/slug-antigo/101/?utm_source=portal', 301, `${listing}/?utm_source=portal`],
    ['/buscar/alugar/rj/fazenda/', 200],
    ['/nao-existe/', 404],
    ['/_redirects', 404],
    ['/_headers', 404],
    ['/builds/nginx/vitrine.conf', 404],
  ];

  /** Which page answers a /buscar combination that was not prerendered: a shorter one with the same homes, else /buscar. */
  async function expectSearchAnswers(port: number): Promise<void> {
    const answers: Array<[url: string, pagePath: string]> = [
      // Every imobiliaria.test apartment for sale is in SP.
      ['/buscar/comprar/sp/apartamento/', '/buscar/comprar/apartamento/'],
      ['/buscar/comprar/sp/apartamento/?quartos=2', '/buscar/comprar/apartamento/'],
      ['/buscar/alugar/rj/fazenda/', '/buscar/'],
    ];
    for (const [url, pagePath] of answers) {
      const res = await rawRequest(port, url, { host: 'imobiliaria.test' });
      expect([url, res.status, /data-page-path="([^"]*)"/.exec(res.body)?.[1]]).toEqual([url, 200, pagePath]);
    }
  }

  it('vitrine serve: a 301 to the slash, old listing URLs to the canonical one, the /buscar fallback, no host file', async () => {
    for (const [url, status, location] of cases) {
      const res = await rawRequest(serve.port, url, { host: 'imobiliaria.test' });
      expect([url, res.status, res.headers.location]).toEqual([url, status, location]);
    }
    await expectSearchAnswers(serve.port);
  });

  it.skipIf(!hasNginx)('nginx: the same answers, and the site rules and cache headers of the shipped block', async () => {
    for (const [url, status, location] of cases) {
      const res = await rawRequest(nginx!.port, url, { host: 'imobiliaria.test' });
      expect([url, res.status, res.headers.location]).toEqual([url, status, location]);
    }
    await expectSearchAnswers(nginx!.port);
    const page = await rawRequest(nginx!.port, '/', { host: 'imobiliaria.test' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(page.body)![1]!;
    expect((await rawRequest(nginx!.port, css, { host: 'imobiliaria.test' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await rawRequest(nginx!.port, '/nao-existe/', { host: 'imobiliaria.test' });
    expect(missing.body).toContain('Página não encontrada');
    const inactive = await rawRequest(nginx!.port, '/', { host: 'inativa.test' });
    expect(inactive.status).toBe(404);
    expect(inactive.body).toContain('site inativo');
  });

  it.skipIf(!hasNginx)("nginx: the site's route rules, from the map file its release ships", async () => {
    const cases: Array<[string, number, string]> = [
      ['/quem-somos', 301, '/sobre/'],
      ['/quem-somos/?utm_source=x', 301, '/sobre/?utm_source=x'],
      ['/antigo/x', 302, '/imoveis/x/'],
      ['/parceiro', 302, 'https://parceiro.com.br/imoveis'],
    ];
    for (const [url, status, location] of cases) {
      const res = await rawRequest(nginx!.port, url, { host: 'regras.test' });
      expect([url, res.status, res.headers.location]).toEqual([url, status, location]);
    }
    expect((await rawRequest(nginx!.port, '/sobre/', { host: 'regras.test' })).status).toBe(200);
  });
});
