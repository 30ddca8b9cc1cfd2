/**
 * `vitrine preview` over real HTTP: the tenant by Host or by the builder's
 * site_url, inactive sites in and out of builder mode, pages read from the
 * data folder on each request, the page's data files from the same source,
 * and the in-place render endpoint.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawResponse } from '../support/http.ts';
import { startPreview, type RunningPreview } from '../support/preview.ts';

let preview: RunningPreview;
const RENDER = '/__vitrine/preview/render';

beforeAll(async () => {
  preview = await startPreview();
});
afterAll(() => preview.close());

const get = (urlPath: string, host?: string, headers: Record<string, string> = {}) =>
  rawRequest(preview.port, urlPath, { host: host ?? `localhost:${preview.port}`, headers });

function post(urlPath: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(preview.port, urlPath, { host: `localhost:${preview.port}`, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
}

function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

function siteConfig(site: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(preview.data, site, 'site-config.json'), 'utf8')) as Record<string, unknown>;
}

describe('vitrine preview: tenants', () => {
  it('names the tenant by Host: <site>.localhost, localhost → the staging site, unknown → site não encontrado', async () => {
    const corretora = await get('/', `corretora.test.localhost:${preview.port}`);
    expect(corretora.status).toBe(200);
    expect(corretora.body).toContain('data-template="nova"');
    const staging = await get('/sobre/');
    expect(staging.status).toBe(200);
    expect(staging.body).toContain('Sobre a Imobiliária Teste');
    expect(staging.body).not.toContain('data-mode="builder"');
    const unknown = await get('/', `nada.test.localhost:${preview.port}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('site não encontrado');
  });

  it('in builder mode (mode=builder and site_url) names the tenant by site_url and writes the allowed origins', async () => {
    const page = await get('/?mode=builder&site_url=corretora.test');
    expect(page.body).toContain('data-template="nova"');
    expect(page.body).toContain('data-mode="builder"');
    const settings = JSON.parse(/<script type="application\/json" id="vitrine-builder">([^<]*)<\/script>/.exec(page.body)![1]!) as { siteUrl: string; allowedOrigins: string[] };
    expect(settings.siteUrl).toBe('corretora.test');
    expect(settings.allowedOrigins).toContain('http://localhost:*');
    // One parameter alone is no builder mode: the Host names the tenant.
    for (const query of ['?site_url=corretora.test', '?mode=builder', '?mode=preview&site_url=corretora.test']) {
      const visitor = await get(`/${query}`);
      expect(visitor.body, query).toContain('data-template="cosmic"');
      expect(visitor.body, query).not.toContain('data-mode="builder"');
    }
  });

  it('shows an inactive site in builder mode and the site inativo page outside it', async () => {
    const visitor = await get('/', `inativa.test.localhost:${preview.port}`);
    expect(visitor.status).toBe(404);
    expect(visitor.body).toContain('site inativo');
    const builder = await get('/?mode=builder&site_url=inativa.test');
    expect(builder.status).toBe(200);
    expect(builder.body).not.toContain('site inativo');
    expect(title(builder.body)).toBe(siteConfig('inativa.test').site_name);
  });

  it('reads the data folder on each request: an edit shows on reload', async () => {
    const config = siteConfig('corretora.test');
    writeFileSync(path.join(preview.data, 'corretora.test', 'site-config.json'), JSON.stringify({ ...config, site_name: 'Corretora Renomeada' }));
    const page = await get('/', `corretora.test.localhost:${preview.port}`);
    expect(page.body).toContain('Corretora Renomeada');
  });

  it('makes external links unclickable and carries the builder parameters on internal links', async () => {
    const page = await get('/?mode=builder&site_url=imobiliaria.test');
    expect(page.body).toContain('href="/sobre/?mode=builder&amp;site_url=imobiliaria.test"');
    expect(page.body).toContain('data-external-href="https://instagram.com/imobteste"');
    expect(page.body).not.toMatch(/\shref="https:\/\/instagram/);
  });

  it('sends a navigation from a builder page that dropped the parameters back to builder mode', async () => {
    const referer = `http://localhost:${preview.port}/?mode=builder&site_url=corretora.test`;
    const moved = await get('/buscar/?status=rent', undefined, { referer, 'sec-fetch-mode': 'navigate' });
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/buscar/?status=rent&mode=builder&site_url=corretora.test');
  });
});

describe('vitrine preview: the template catalogue', () => {
  it("serves every template descriptor's preview image, a real WebP screenshot", async () => {
    const { templates } = await import('../../templates/index.ts');
    for (const { descriptor } of Object.values(templates)) {
      const answer = await get(descriptor.preview);
      expect(answer.status, descriptor.preview).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      const bytes = Buffer.from(answer.body, 'latin1');
      expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
      expect(bytes.length).toBeGreaterThan(5_000); // a screenshot, not a blank
    }
    expect((await get('/templates/cosmic/../../package.json')).status).toBe(404);
  });
});

describe('vitrine preview: the page data from the source', () => {
  it('serves latest.json naming the static search index of the data, and payloads', async () => {
    const latest = JSON.parse((await get('/builds/latest.json')).body) as { id: string; search: string[] };
    expect(latest.search).toEqual([expect.stringMatching(/^\/search\/[\w-]+\.json$/)]);
    const index = JSON.parse((await get(latest.search[0]!)).body) as { count: number };
    const homes = JSON.parse(readFileSync(path.join(preview.data, 'imobiliaria.test', 'homes.json'), 'utf8')) as Array<{ is_visible_on_site?: boolean }>;
    expect(index.count).toBeGreaterThan(0);
    expect(index.count).toBeLessThanOrEqual(homes.length);
    const payload = JSON.parse((await get('/sobre/_payload.json')).body) as { buildId: string; path: string; kind: string };
    expect(payload).toMatchObject({ buildId: latest.id, path: '/sobre', kind: 'page' });
    expect((await get('/nada/_payload.json')).status).toBe(404);
  });

  it("answers a builder page's data requests for its tenant (by the page that asked)", async () => {
    const referer = `http://localhost:${preview.port}/?mode=builder&site_url=corretora.test`;
    const fromBuilder = JSON.parse((await get('/builds/latest.json', undefined, { referer })).body) as { search: string[] };
    const fromStaging = JSON.parse((await get('/builds/latest.json')).body) as { search: string[] };
    expect(fromBuilder.search).not.toEqual(fromStaging.search);
  });

  it("files a builder page's lead under its tenant", async () => {
    const referer = `http://localhost:${preview.port}/contato?mode=builder&site_url=corretora.test`;
    const answer = await post('/api/leads', { name: 'Maria', email: 'maria@example.com', message: 'Olá' }, { referer, 'idempotency-key': 'preview-1' });
    expect(answer.status).toBe(201);
    expect(readFileSync(path.join(preview.data, 'corretora.test', 'leads.ndjson'), 'utf8')).toContain('maria@example.com');
    expect(existsSync(path.join(preview.data, 'imobiliaria.test', 'leads.ndjson'))).toBe(false);
  });

  it('serves the app assets the page names', async () => {
    const page = await get('/?mode=builder&site_url=imobiliaria.test');
    const runtime = /<script type="module" src="([^"]+)"/.exec(page.body)![1]!;
    const asset = await get(runtime);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect((await get('/assets/../../package.json')).body).not.toContain('"name": "vitrine"');
    expect((await get('/assets/..%2f..%2fpackage.json')).status).toBe(400);
  });
});

describe('vitrine preview: the render endpoint', () => {
  /** Origin of this preview and the session secret a builder page of it was given. */
  async function builderHeaders(): Promise<Record<string, string>> {
    const html = (await get('/?mode=builder&site_url=imobiliaria.test')).body;
    const { session } = JSON.parse(/id="vitrine-builder">([^<]*)</.exec(html)![1]!) as { session: string };
    return { origin: `http://localhost:${preview.port}`, 'x-vitrine-session': session };
  }

  it('renders the posted config, keeps it for later renders of that session, never for visitors or other sessions', async () => {
    const headers = await builderHeaders();
    const config = { ...siteConfig('imobiliaria.test'), site_name: 'Nome Novo', header: { layout: 'style-5' } };
    const answer = await post(RENDER, { site_url: 'imobiliaria.test', path: '/sobre?mode=builder&site_url=imobiliaria.test', config }, headers);
    expect(answer.status).toBe(200);
    const { html } = JSON.parse(answer.body) as { html: string };
    expect(html).toContain('data-header-layout="style-5"');
    expect(html).toContain('Sobre a Imobiliária Teste');
    expect(html).toContain('data-mode="builder"');
    const later = await post(RENDER, { site_url: 'imobiliaria.test', path: '/?mode=builder&site_url=imobiliaria.test' }, headers);
    expect((JSON.parse(later.body) as { html: string }).html).toContain('data-header-layout="style-5"');
    expect((await post(RENDER, { site_url: 'imobiliaria.test', path: '/' }, await builderHeaders())).status).toBe(204);
    expect((await get('/?mode=builder&site_url=imobiliaria.test')).body).toContain('data-header-layout="style-2"');
    expect((await get('/')).body).toContain('data-header-layout="style-2"');
  });

  it('refuses other origins, requests without a session, invalid configs and a config of another site', async () => {
    const headers = await builderHeaders();
    const config = siteConfig('corretora.test');
    expect((await post(RENDER, { site_url: 'corretora.test', path: '/', config })).status).toBe(403);
    expect((await post(RENDER, { site_url: 'corretora.test', path: '/', config }, { ...headers, origin: 'http://evil.test' })).status).toBe(403);
    expect((await post(RENDER, { site_url: 'corretora.test', path: '/', config }, { origin: headers.origin! })).status).toBe(403);
    const invalid = await post(RENDER, { site_url: 'corretora.test', path: '/', config: { ...config, colors: { primary: 'azul' } } }, headers);
    expect(invalid.status).toBe(400);
    expect(invalid.body).toContain('config.colors.primary');
    expect((await post(RENDER, { site_url: 'imobiliaria.test', path: '/', config }, headers)).status).toBe(400);
    expect((await post(RENDER, { site_url: 'nada.test', path: '/', config: { ...config, site_url: 'nada.test' } }, headers)).status).toBe(404);
  });
});
