/**
 * `vitrine preview` in builder mode, as the builder uses it: the preview in an
 * iframe of a page on another origin, driven by window.postMessage (spec §6,
 * §7.2, DESIGN §7). The builder's page comes from a tiny loopback server that
 * Chromium reaches as http://builder.example:<port> (an origin that is not
 * local development, so only `--allow-origin` lets it in); the same page as
 * http://evil.example:<port> is a third origin, not allowed. The preview is
 * the real server on loopback, over a copy of the fixture tenants.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, screenshot, sessionPerTest, type Session, useIsland } from '../support/browser.ts';
import { startPreview, type RunningPreview } from '../support/preview.ts';

let BUILDER = '';
let EVIL = '';
let browser: Browser | undefined;
let preview: RunningPreview | undefined;
/** Serves the builder's page: `?src=` is the iframe's address. */
let parents: Server | undefined;
const open = sessionPerTest(() => browser);

beforeAll(async () => {
  parents = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(parentPage(src));
  });
  await new Promise<void>((resolve) => parents!.listen(0, '127.0.0.1', resolve));
  const port = (parents.address() as AddressInfo).port;
  BUILDER = `http://builder.example:${port}`;
  EVIL = `http://evil.example:${port}`;
  [browser, preview] = await Promise.all([
    launchChromium(['--host-resolver-rules=MAP builder.example 127.0.0.1, MAP evil.example 127.0.0.1']),
    startPreview([BUILDER]),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
  parents?.closeAllConnections();
  await new Promise((resolve) => parents?.close(resolve));
});

function builderUrl(site: string, urlPath = '/'): string {
  return `${preview!.origin}${urlPath}?mode=builder&site_url=${site}`;
}

/** The builder's page: the preview in an iframe, and `send()` posting a message to it. */
function parentPage(src: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Construtor</title></head>
<body style="margin:0"> <iframe id="preview" title="Pré-visualização" src="${src.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" style="width:1200px;height:720px;border:0"></iframe>
<script>window.send = (message) => document.getElementById('preview').contentWindow.postMessage(message, '*');
window.received = []; addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));</script></body></html>`;
}

async function openBuilder(session: Session, parentOrigin: string, site: string): Promise<{ page: Page; frame: () => Frame }> {
  // The builder's host names are this machine (Chromium's resolver maps them), not the internet.
  await session.context.route(/^http:\/\/(builder|evil)\.example:\d+\//, (route) => route.continue());
  await session.page.goto(`${parentOrigin}/?src=${encodeURIComponent(builderUrl(site))}`);
  const frame = () => {
    const found = session.page.frames().find((f) => f.url().startsWith(preview!.origin));
    if (!found) throw new Error('the preview frame is missing');
    return found;
  };
  await session.page.waitForFunction(() => Boolean(document.querySelector('iframe')));
  await session.page.frameLocator('#preview').locator('html[data-builder-ready="true"]').waitFor({ state: 'attached' });
  return { page: session.page, frame };
}

function fixtureConfig(site: string): Record<string, any> {
  return JSON.parse(readFileSync(path.join(preview!.data, site, 'site-config.json'), 'utf8')) as Record<string, any>;
}

const sectionOrder = (frame: Frame) => frame.locator('main [data-section-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section-id')));

describe('vitrine preview in builder mode', () => {
  it('re-renders in place on set-site-config: name, colour, header layout and section order, without a reload', async () => {
    const session = await open();
    const { page, frame } = await openBuilder(session, BUILDER, 'imobiliaria.test');
    await frame().evaluate(() => ((window as unknown as { __marker: string }).__marker = 'antes'));
    expect(await sectionOrder(frame())).toEqual(['sec-hero', 'sec-destaques', 'sec-cta']);
    await screenshot(page, 'preview-before');

    const config = fixtureConfig('imobiliaria.test');
    const home = config.pages.find((p: { id: string }) => p.id === 'home');
    const [hero, destaques, oculta, desconhecida, cta] = home.sections;
    home.sections = [cta, destaques, oculta, desconhecida, hero];
    const edited = { ...config, site_name: 'Imobiliária Renovada', colors: { ...config.colors, primary: '#c0392b' }, header: { ...config.header, layout: 'style-6' } };
    await page.evaluate((message) => (window as unknown as { send(m: unknown): void }).send(message), { type: 'set-site-config', data: edited });

    const header = page.frameLocator('#preview').locator('header[data-header-layout="style-6"]');
    await header.waitFor({ state: 'visible' });
    await expect(header.getByText('Imobiliária Renovada', { exact: true }).isVisible()).resolves.toBe(true);
    expect(await sectionOrder(frame())).toEqual(['sec-cta', 'sec-destaques', 'sec-hero']);
    const ctaColor = await frame().locator('[data-section-id="sec-cta"]').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(ctaColor).toBe('rgb(192, 57, 43)');
    // style-6: the logo in the centre of the header.
    const [logo, bar] = await Promise.all([
      frame().locator('header [data-header-part="logo"]').boundingBox(),
      frame().locator('header[data-header-layout]').boundingBox(),
    ]);
    expect(Math.abs(logo!.x + logo!.width / 2 - (bar!.x + bar!.width / 2))).toBeLessThan(40);
    expect(await frame().title()).toContain('Imobiliária');
    // The same document: a value set before the change survives (no reload happened).
    expect(await frame().evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('antes');
    await screenshot(page, 'preview-after-set-site-config');

    // The islands of the new body start again: the menu opens on a small screen later; here the island is wired.
    await frame().locator('[data-island][data-island-state]').first().waitFor({ state: 'attached' });
  });

  it('shows a map section added at the top of the page at once, without waiting for input as a visitor\'s page does', async () => {
    const session = await open();
    const { page, frame } = await openBuilder(session, BUILDER, 'imobiliaria.test');
    const config = fixtureConfig('imobiliaria.test');
    const home = config.pages.find((p: { id: string }) => p.id === 'home');
    home.sections = [{ id: 'sec-mapa', component: 'map', enabled: true, props: { title: 'Explore pelo mapa' } }, ...home.sections];
    await page.evaluate((message) => (window as unknown as { send(m: unknown): void }).send(message), { type: 'set-site-config', data: config });
    // Posted from the builder's page only: no pointer, key or scroll reached the preview.
    const map = page.frameLocator('#preview').locator('[data-section-id="sec-mapa"]');
    await map.locator('.leaflet-marker-icon').first().waitFor({ state: 'visible' });
    expect(await frame().locator('[data-section-id="sec-mapa"] [data-island="homes-map"]').getAttribute('data-load')).toBe('visible-after-input');
  });

  it('navigate-to keeps the builder parameters, and later pages keep the posted config', async () => {
    const session = await open();
    const { page, frame } = await openBuilder(session, BUILDER, 'imobiliaria.test');
    const send = (message: unknown) => page.evaluate((m) => (window as unknown as { send(m: unknown): void }).send(m), message);
    await send({ type: 'set-site-config', data: { ...fixtureConfig('imobiliaria.test'), site_name: 'Imobiliária Navegada' } });
    await page.frameLocator('#preview').locator('header').getByText('Imobiliária Navegada', { exact: true }).waitFor({ state: 'visible' });
    await send({ type: 'navigate-to', url: '/sobre' }); // the builder writes /sobre: the page goes to /sobre/
    await page.frameLocator('#preview').getByRole('heading', { name: 'Sobre a Imobiliária Teste' }).waitFor({ state: 'visible' });
    const url = new URL(frame().url());
    expect(url.pathname).toBe('/sobre/');
    expect(url.searchParams.get('mode')).toBe('builder');
    expect(url.searchParams.get('site_url')).toBe('imobiliaria.test');
    // The new page is served with the saved config; the listener shows its session's edits again at once.
    await page.frameLocator('#preview').locator('header').getByText('Imobiliária Navegada', { exact: true }).waitFor({ state: 'visible' });
    // A link on the new page carries them on as well.
    await frame().getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
    await page.frameLocator('#preview').locator('[data-section-id="sec-hero"]').waitFor({ state: 'visible' });
    expect(new URL(frame().url()).search).toBe('?mode=builder&site_url=imobiliaria.test');
  });

  it("keeps one builder session's unsaved edits to itself: another builder session and a visitor see the saved config (#12 item 11)", async () => {
    const saved = fixtureConfig('imobiliaria.test').site_name as string;
    const owner = await open();
    const builder = await openBuilder(owner, BUILDER, 'imobiliaria.test');
    await builder.page.evaluate((m) => (window as unknown as { send(m: unknown): void }).send(m), { type: 'set-site-config', data: { ...fixtureConfig('imobiliaria.test'), site_name: 'Rascunho do Dono' } });
    await builder.page.frameLocator('#preview').locator('header').getByText('Rascunho do Dono', { exact: true }).waitFor({ state: 'visible' });

    // A second browser context: another owner's builder, then a plain visitor of the preview.
    const other = await openSession(browser!);
    try {
      const second = await openBuilder(other, BUILDER, 'imobiliaria.test');
      await expect(second.frame().locator('header').getByText(saved, { exact: true }).first().isVisible()).resolves.toBe(true);
      await expect(second.frame().getByText('Rascunho do Dono').count()).resolves.toBe(0);
      await other.page.goto(`${preview!.origin}/sobre`);
      await expect(other.page.getByText('Rascunho do Dono').count()).resolves.toBe(0);
    } finally {
      await other.context.close();
    }
    expect(other.problems).toEqual([]);
    // The owner's own session still has them on its next page.
    await builder.frame().getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Início' }).click();
    await builder.page.frameLocator('#preview').locator('header').getByText('Rascunho do Dono', { exact: true }).waitFor({ state: 'visible' });
  }, 60_000);

  it('scroll-to-section brings the section just below the fixed header', async () => {
    const session = await open();
    const { page, frame } = await openBuilder(session, BUILDER, 'imobiliaria.test');
    expect(await frame().evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate((message) => (window as unknown as { send(m: unknown): void }).send(message), { type: 'scroll-to-section', sectionId: 'sec-destaques' });
    await frame().waitForFunction(() => {
      const header = document.querySelector('header[data-header-layout]')!.getBoundingClientRect();
      const section = document.querySelector('[data-section-id="sec-destaques"]')!.getBoundingClientRect();
      return window.scrollY > 0 && Math.abs(section.top - header.bottom) <= 1;
    });
    const header = await frame().locator('header[data-header-layout]').boundingBox();
    const section = await frame().locator('[data-section-id="sec-destaques"]').boundingBox();
    expect(Math.round(section!.y)).toBe(Math.round(header!.y + header!.height));
    await screenshot(page, 'preview-scroll-to-section', false);
  });

  it("answers each set-site-config with the config's problems: what the build would warn about, or why it was refused", async () => {
    const session = await open();
    const { page, frame } = await openBuilder(session, BUILDER, 'imobiliaria.test');
    type Checked = { type: string; ok: boolean; errors: Array<{ path: string; message: string }>; warnings: Array<{ kind: string; id: string; path: string; message: string }> };
    const received = () => page.evaluate(() => (window as unknown as { received: Array<{ origin: string; data: Checked }> }).received.filter((m) => m.data?.type === 'site-config-checked'));
    const send = (data: unknown) => page.evaluate((message) => (window as unknown as { send(m: unknown): void }).send(message), { type: 'set-site-config', data });
    const config = fixtureConfig('imobiliaria.test');
    // The owner adds a menu item to a page the site does not have.
    await send({ ...config, site_name: 'Com Aviso', menu: [...config.menu, { title: 'Lançamentos', url: '/lancamentos' }] });
    await expect.poll(async () => (await received()).length).toBe(1);
    const [first] = await received();
    expect(first!.origin).toBe(new URL(preview!.origin).origin);
    expect(first!.data.ok).toBe(true);
    expect(first!.data.warnings).toEqual(
      expect.arrayContaining([
        { kind: 'config', id: 'menu', path: 'menu.4.url', message: 'menu item "Lançamentos" links to /lancamentos, which no page of the site answers: visitors get the 404 page' },
        expect.objectContaining({ kind: 'page', id: 'home', message: expect.stringContaining('unknown component') }),
      ]),
    );
    await page.frameLocator('#preview').locator('header').getByText('Com Aviso', { exact: true }).waitFor({ state: 'visible' });
    // A colour the schema refuses: the page keeps the last good config, and the builder is told which field.
    await send({ ...config, site_name: 'Recusado', colors: { ...config.colors, primary: 'azul' } });
    await expect.poll(async () => (await received()).length).toBe(2);
    const second = (await received())[1]!.data;
    expect(second.ok).toBe(false);
    expect(second.errors.map((e) => e.path)).toContain('colors.primary');
    expect(await frame().getByText('Recusado').count()).toBe(0);
  });

  it('ignores a message from an origin that is not allowed', async () => {
    const session = await open();
    const { page, frame } = await openBuilder(session, EVIL, 'corretora.test');
    const before = await sectionOrder(frame());
    const config = fixtureConfig('corretora.test');
    await page.evaluate((message) => (window as unknown as { send(m: unknown): void }).send(message), {
      type: 'set-site-config',
      data: { ...config, site_name: 'Site Sequestrado' },
    });
    await page.evaluate((message) => (window as unknown as { send(m: unknown): void }).send(message), { type: 'navigate-to', url: '/politica-de-privacidade' });
    // Messages reach the frame in order: a config the page posts to itself (its own origin is local
    // development, allowed) after them proves they were handled — and ignored.
    await frame().evaluate((data) => window.postMessage({ type: 'set-site-config', data }, '*'), { ...config, site_name: 'Sentinela' });
    await page.frameLocator('#preview').locator('header').getByText('Sentinela', { exact: true }).waitFor({ state: 'visible' });
    expect(new URL(frame().url()).pathname).toBe('/');
    expect(await sectionOrder(frame())).toEqual(before);
    await expect(frame().getByText('Site Sequestrado').count()).resolves.toBe(0);
    expect(session.requests.filter((u) => u.includes('/__vitrine/preview/render'))).toHaveLength(1);
  });

  it('renders an inactive site in builder mode, and site inativo outside it', async () => {
    const session = await open();
    const name = fixtureConfig('inativa.test').site_name as string;
    const builder = await session.page.goto(builderUrl('inativa.test'));
    expect(builder?.status()).toBe(200);
    await expect(session.page.locator('header[data-header-layout]').getByText(name, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(session.page.getByText('site inativo').count()).resolves.toBe(0);

    const visitorUrl = `http://inativa.test.localhost:${preview!.port}/`;
    session.expect404(visitorUrl);
    const visitor = await session.page.goto(visitorUrl);
    expect(visitor?.status()).toBe(404);
    await expect(session.page.getByText('site inativo').isVisible()).resolves.toBe(true);
  });

  it('searches live from the same source: a listing hidden in the data folder is gone from the results', async () => {
    const file = path.join(preview!.data, 'imobiliaria.test', 'homes.json');
    const homes = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: number; is_visible_on_site?: boolean }>;
    writeFileSync(file, JSON.stringify(homes.map((h) => (h.id === 109 ? { ...h, is_visible_on_site: false } : h))));
    const { page, requests } = await open();
    await page.goto(builderUrl('imobiliaria.test', '/buscar/alugar/').replace('?', '?banheiros=2&vagas=1&'));
    const island = page.locator('[data-island="search-page"]');
    await useIsland(page, 'search-page');
    const ids = () => island.locator('article[data-home-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-home-id'))));
    // In the built fixture site this search finds 109 and 108 (tests/e2e/search.e2e.test.ts).
    await expect.poll(ids, { timeout: 5000 }).toEqual([108]);
    expect(requests.some((url) => /\/search\/[\w-]+\.json$/.test(url))).toBe(true);
  });
});

