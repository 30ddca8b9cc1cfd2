/**
 * The fixture sites in a real Chromium, served by `vitrine serve`'s static
 * server: what a visitor sees and can do. The browser never leaves the
 * machine, and a test fails on any console error or uncaught page error
 * (tests/support/browser.ts).
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, sessionPerTest, screenshot, serveFixtures, type FixtureSite, type Session } from '../support/browser.ts';
import { startStaticServer, type RunningServer } from '../support/http.ts';

const LISTING_101 = '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101/';
const HYDRATE_CHUNK = /\/assets\/hydrate-[^/]+\.js$/;

let browser: Browser | undefined;
let site: FixtureSite | undefined;
/** The same output served like a plain static host: no 301 for old listing URLs, no /buscar rewrites, just 404.html. */
let plainHost: RunningServer | undefined;
let origin: string;
let server: RunningServer | undefined;
const siteOrigin = (name: string) => site!.siteOrigin(name);

const open = sessionPerTest(() => browser);

/** Waits until the island runtime has taken over the page's islands (clicks before that are plain HTML clicks). */
async function islandsStarted(page: Page): Promise<void> {
  await page.locator('[data-island="mobile-menu"][data-island-state]').first().waitFor({ state: 'attached' });
}

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveFixtures()]);
  server = site.server;
  origin = site.origin;
  plainHost = await startStaticServer({ outDir: site.out, stagingSite: 'imobiliaria.test', redirectListings: false, searchRewrites: false });
});


afterAll(async () => {
  await browser?.close();
  await server?.close();
  await plainHost?.close();
});

describe('the staging site in Chromium', () => {
  it('shows the home with header, sections in order and footer at 1280 px', async () => {
    const { page } = await open();
    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(200);

    const header = page.locator('[data-header-layout]');
    await header.waitFor({ state: 'visible' });
    await expect(header.getByText('Imobiliária Teste', { exact: true }).isVisible()).resolves.toBe(true);
    const nav = header.getByRole('navigation', { name: 'Menu principal' });
    for (const name of ['Início', 'Sobre', 'Imóveis']) {
      await expect(nav.getByRole('link', { name, exact: true }).isVisible(), name).resolves.toBe(true);
    }
    await expect(header.getByRole('link', { name: 'Anunciar' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('button', { name: 'Abrir menu' }).isVisible()).resolves.toBe(false);

    const sections = await page.locator('[data-section-id]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section-id')));
    expect(sections).toEqual(['sec-hero', 'sec-destaques', 'sec-cta']);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Encontre seu próximo lar');

    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Política de privacidade' }).waitFor({ state: 'visible' });
    await footer.getByText('12.345.678/0001-90').waitFor({ state: 'visible' });
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('pt-BR');
    await screenshot(page, 'home-1280');
  });

  it('opens a listing from a home card', async () => {
    const { page } = await open();
    await page.goto(`${origin}/`);
    await page.locator('[data-section-id="sec-destaques"] a[href^="/imovel/"]').first().click();
    await page.waitForURL(`${origin}${LISTING_101}`);

    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Apartamento reformado na Vila Mariana com 2 quartos à venda');
    await page.getByText('R$ 685.000', { exact: true }).first().waitFor({ state: 'visible' });
    const image = page.locator('article[data-property-id="101"] img').first();
    await image.waitFor({ state: 'visible' });
    await expect(image.getAttribute('src')).resolves.toBe('/media/fachada.jpg');
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete, await image.elementHandle());
    await expect(image.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0);
    await screenshot(page, 'listing-1280');
  });

  it('shows the privacy page', async () => {
    const { page } = await open();
    const response = await page.goto(`${origin}/politica-de-privacidade/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Política de privacidade');
  });

  it('answers a missing page with 404, "Página não encontrada" and a way back home', async () => {
    const { page, expect404 } = await open();
    const url = `${origin}/nao-existe`;
    expect404(url);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByText('Página não encontrada').first().waitFor({ state: 'visible' });
    const back = page.getByRole('link', { name: 'Voltar para a página inicial' });
    await back.waitFor({ state: 'visible' });
    await expect(back.getAttribute('href')).resolves.toBe('/');
    await screenshot(page, '404-1280');
    await back.click();
    await page.waitForURL(`${origin}/`);
  });

  it('loads React only when the mobile menu is used, and the menu works at 390×844', async () => {
    const { page, requests } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${origin}/`);
    await islandsStarted(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => HYDRATE_CHUNK.test(url))).toEqual([]);
    await expect(page.locator('[data-island="mobile-menu"]').getAttribute('data-island-state')).resolves.toBe('waiting');
    await screenshot(page, 'home-390');

    // Below md only the logo and the toggle: the desktop nav and buttons are hidden.
    const header = page.locator('[data-header-layout]');
    await expect(header.getByRole('navigation', { name: 'Menu principal' }).isVisible()).resolves.toBe(false);
    for (const name of ['Sobre', 'Imóveis', 'Anunciar']) {
      await expect(header.getByRole('link', { name, exact: true }).first().isVisible(), name).resolves.toBe(false);
    }

    const toggle = page.locator('[data-island="mobile-menu"] button[aria-controls]');
    const panel = page.locator('#vt-mobile-menu-panel');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await panel.waitFor({ state: 'visible' });
    for (const name of ['Início', 'Sobre', 'Imóveis', 'Anunciar']) {
      await expect(panel.getByRole('link', { name, exact: true }).isVisible(), name).resolves.toBe(true);
    }
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(toggle.getAttribute('aria-label')).resolves.toBe('Fechar menu');
    await expect(page.locator('[data-island="mobile-menu"]').getAttribute('data-island-state')).resolves.toBe('ready');
    // That first click is what brought React in.
    expect(requests.filter((url) => HYDRATE_CHUNK.test(url))).toHaveLength(1);
    await screenshot(page, 'mobile-menu-open-390', false);

    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await panel.waitFor({ state: 'hidden' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await panel.waitFor({ state: 'visible' });
    await panel.getByRole('link', { name: 'Sobre', exact: true }).click();
    await page.waitForURL(`${origin}/sobre/`);
    await page.getByRole('heading', { name: 'Sobre a Imobiliária Teste' }).waitFor({ state: 'visible' });
    await expect(page.locator('#vt-mobile-menu-panel').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
  });
});

describe('other hosts in Chromium', () => {
  it('shows "Erro ao carregar componente" when an island cannot load, keeping the page usable', async () => {
    const current = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const { page } = current;
    await page.route(/\/assets\/mobile-menu-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto(`${origin}/`);
    await islandsStarted(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const status = page.locator('[data-island-status]');
    await status.getByText('Erro ao carregar componente').waitFor({ state: 'visible' });
    await expect(status.getAttribute('role')).resolves.toBe('alert');
    await expect(page.locator('[data-island="mobile-menu"]').getAttribute('data-island-state')).resolves.toBe('error');
    // The server-rendered page stays: the header and its logo link still work.
    await expect(page.locator('[data-header-layout]').isVisible()).resolves.toBe(true);
    // The failed chunk and the runtime's own report are the expected console errors here.
    const unexpected = current.problems.filter((p) => !/mobile-menu-|Erro ao carregar componente|ERR_CONNECTION_REFUSED/.test(p));
    current.problems.length = 0;
    expect(unexpected).toEqual([]);
  });

  it('sends an old listing link on to its canonical URL from 404.html on a plain static host', async () => {
    const { page, expect404 } = await open();
    const old = `http://localhost:${plainHost!.port}/imovel/destaque/apartamento-antigo/101`;
    expect404(old);
    const response = await page.goto(old);
    expect(response?.status()).toBe(404);
    await page.waitForURL(`http://localhost:${plainHost!.port}${LISTING_101}`);
    await page.getByRole('heading', { level: 1, name: 'Apartamento reformado na Vila Mariana com 2 quartos à venda' }).waitFor();
  });

  it('sends a /buscar combination with the same homes as a shorter one on to that page from 404.html on a plain static host', async () => {
    const { page, expect404 } = await open();
    // Every imobiliaria.test apartment for sale is in SP: /buscar/comprar/apartamento/ has the same homes.
    const narrowed = `http://localhost:${plainHost!.port}/buscar/comprar/sp/apartamento/?utm_source=jornal`;
    expect404(narrowed);
    const response = await page.goto(narrowed);
    expect(response?.status()).toBe(404);
    await page.waitForURL(`http://localhost:${plainHost!.port}/buscar/comprar/apartamento/?utm_source=jornal`);
    await page.locator('[data-island="search-page"] article[data-home-id="101"]').waitFor();
  });

  it('sends any other /buscar combination on to the /buscar page, which searches it, from 404.html on a plain static host', async () => {
    const { page, expect404 } = await open();
    const plain = `http://localhost:${plainHost!.port}`;
    // No rental has 4 bedrooms: the build prerendered no such page, and no shorter one has its homes.
    expect404(`${plain}/buscar/alugar/4-quartos/?utm_source=jornal`);
    const response = await page.goto(`${plain}/buscar/alugar/4-quartos/?utm_source=jornal`);
    expect(response?.status()).toBe(404);
    await page.waitForURL(`${plain}/buscar/?status=alugar&quartos=4&utm_source=jornal`);
    const search = page.locator('[data-island="search-page"]');
    await expect.poll(() => search.getByRole('status').first().textContent(), { timeout: 5000 }).toBe('0 imóveis encontrados');
    await search.getByRole('button', { name: 'Remover filtro: 4+ quartos', exact: true }).waitFor({ timeout: 5000 });
    await search.getByRole('button', { name: 'Remover filtro: Alugar', exact: true }).waitFor();
  });

  it('answers an unknown host with 404 "site não encontrado" and no back button', async () => {
    const { page, expect404 } = await open();
    const url = `http://nada.localhost:${server!.port}/`;
    expect404(url);
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByText('site não encontrado').first().waitFor({ state: 'visible' });
    await expect(page.getByText('Voltar para a página inicial').count()).resolves.toBe(0);
  });

  it('shows "site inativo" for an inactive tenant, without the back button', async () => {
    const { page, expect404 } = await open();
    expect404(`${siteOrigin('inativa.test')}/`);
    const response = await page.goto(`${siteOrigin('inativa.test')}/`);
    expect(response?.status()).toBe(404);
    await page.getByText('site inativo').first().waitFor({ state: 'visible' });
    await expect(page.getByText('Voltar para a página inicial').count()).resolves.toBe(0);
  });

  it('renders hostile data as text: no alert ever runs', async () => {
    const { page, expect404 } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // Listing 2's gallery URL is '"><svg onload=alert(26)>': rendered inert as a storage path, so its image is a 404.
    expect404(/^http:\/\/hostil\.test\.localhost:\d+\/%22%3E%3Csvg/);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const home = `${siteOrigin('hostil.test')}/`;
    await page.goto(home);
    await page.waitForLoadState('networkidle');
    await page.getByText("<script>alert('nome')</script>").first().waitFor({ state: 'visible' });

    // The menu island hydrates with the hostile titles: still text.
    await islandsStarted(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const panel = page.locator('#vt-mobile-menu-panel');
    await panel.waitFor({ state: 'visible' });
    await panel.getByText('<img src=x onerror=alert(6)>').waitFor({ state: 'visible' });
    await expect(panel.locator('img').count()).resolves.toBe(0);

    const listing = await page.locator('a[href^="/imovel/venda/"]').first().getAttribute('href');
    expect(listing).toMatch(/^\/imovel\/venda\/[^/]+\/1\/$/);
    await page.goto(`${siteOrigin('hostil.test')}${listing}`);
    await page.waitForLoadState('networkidle');
    await page.getByText("<script>alert('nome')</script>").first().waitFor({ state: 'visible' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('</script><script>alert(21)</script>');
    expect(dialogs).toEqual([]);
  });
});
