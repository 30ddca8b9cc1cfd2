/**
 * The search page (/buscar, spec §2.7) in a real Chromium, on the fixture
 * tenant imobiliaria.test (7 visible homes: sale 101, 103; rent 102, 108,
 * 109, 110, 111; its search-results section shows 6 per page). The browser
 * never leaves the machine (every non-local request is aborted), and a test
 * fails on any console error or uncaught page error.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, MOBILE, sessionPerTest, screenshot, serveFixtures, type FixtureSite, type Session, useIsland } from '../support/browser.ts';

const STATIC_INDEX = /\/search\/[\w-]+\.json$/;

let browser: Browser | undefined;
let site: FixtureSite | undefined;
let origin: string;

const open = sessionPerTest(() => browser);

const island = (page: Page) => page.locator('[data-island="search-page"]');
const filters = (page: Page) => page.getByRole('search', { name: 'Filtros da busca' });
const group = (page: Page, name: string) => filters(page).getByRole('group', { name, exact: true });

/** Opens a /buscar URL and waits until the island has hydrated (clicks before that would be plain HTML clicks). */
async function openSearch(page: Page, urlPath: string): Promise<void> {
  const response = await page.goto(`${origin}${urlPath}`);
  expect(response?.status()).toBe(200);
  await useIsland(page, 'search-page');
}

/** The ids of the result cards, in order. */
const shownIds = (page: Page) => island(page).locator('article[data-home-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-home-id'))));
// The first status is the result count (the map, when open, has its own below it).
const countText = (page: Page) => island(page).getByRole('status').first().textContent();
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Waits for the results, the count line and the URL of a search, then checks they all agree. */
async function expectResults(page: Page, expected: { url: string; ids: number[]; count: string }): Promise<void> {
  await expect.poll(() => pathAndQuery(page), { timeout: 5000 }).toBe(expected.url);
  await expect.poll(() => shownIds(page), { timeout: 5000 }).toEqual(expected.ids);
  await expect.poll(() => countText(page), { timeout: 5000 }).toBe(expected.count);
}

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveFixtures()]);
  origin = site.origin;
});


afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

describe('the search page in Chromium', () => {
  it('shows the prerendered homes of /buscar without downloading the search index', async () => {
    const { page, requests } = await open();
    await openSearch(page, '/buscar/');
    // Featured first (101), then newest; 6 per page, so 103 (the oldest) is on page 2.
    await expectResults(page, { url: '/buscar/', ids: [101, 111, 110, 109, 108, 102], count: '7 imóveis encontrados' });
    await expect(island(page).getByRole('heading', { name: 'Apartamento reformado na Vila Mariana com 2 quartos à venda' }).isVisible()).resolves.toBe(true);
    await expect(island(page).getByText('R$ 685.000', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(island(page).getByText('R$ 3.100/mês', { exact: true }).isVisible()).resolves.toBe(true);
    await page.waitForLoadState('networkidle');
    // builds/latest.json is read by every page's check for new builds (spec §2.2); the index itself is not.
    expect(requests.filter((url) => STATIC_INDEX.test(url))).toEqual([]);
    await screenshot(page, 'search-1280');
  });

  it('runs no React until the visitor uses the search; the first click, a code typed and a select changed meanwhile are searched for', async () => {
    const { page, requests } = await open();
    const HYDRATION_CHUNKS = /\/assets\/(react|hydrate|search-page|saved-search)-[\w-]+\.js$/;
    await page.goto(`${origin}/buscar/`);
    await page.waitForLoadState('networkidle');
    await expect(island(page).getAttribute('data-island-state')).resolves.toBe('waiting');
    // Its chunks are downloaded once the page has loaded (prefetch links), to run only on first use.
    const prefetched = async () => (await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))).filter((href) => HYDRATION_CHUNKS.test(href));
    await expect.poll(async () => (await prefetched()).length).toBe(3); // React's, the hydrator's and the search page's
    await expect.poll(() => requests.filter((url) => HYDRATION_CHUNKS.test(url)).length).toBe(3);

    // A click before hydration is held, the island loads, and the click is replayed on it.
    await group(page, 'Finalidade').getByRole('button', { name: 'Alugar' }).click();
    await expectResults(page, { url: '/buscar/alugar/', ids: [111, 110, 109, 108, 102], count: '5 imóveis encontrados' });

    // Typed before hydration: React finds the field changed and replays it.
    await page.goto(`${origin}/buscar/`);
    await page.waitForLoadState('networkidle');
    await filters(page).getByLabel('Código do imóvel').fill('103');
    await expectResults(page, { url: '/buscar/?codigo=103', ids: [103], count: '1 imóvel encontrado' });

    // A select changed before hydration (no pointer, no focus: as autofill does).
    await page.goto(`${origin}/buscar/alugar/`);
    await page.waitForLoadState('networkidle');
    await island(page).getByLabel('Ordenar por').selectOption({ label: 'Menor preço' });
    await expectResults(page, { url: '/buscar/alugar/?ordenar=price_asc', ids: [102, 110, 111, 108, 109], count: '5 imóveis encontrados' });
  });

  it('loads at once where the address asks for more than the HTML shows (a query, a combination not prerendered)', async () => {
    const { page } = await open();
    await page.goto(`${origin}/buscar/alugar/?banheiros=2`);
    await page.locator('[data-island="search-page"][data-island-state="ready"]').waitFor({ state: 'attached' });
    await expectResults(page, { url: '/buscar/alugar/?banheiros=2', ids: [111, 109, 108], count: '3 imóveis encontrados' });
    // Campaign parameters alone do not: the HTML is right for them.
    await page.goto(`${origin}/buscar/alugar/?utm_source=jornal&utm_campaign=outono`);
    await page.waitForLoadState('networkidle');
    await expect(island(page).getAttribute('data-island-state')).resolves.toBe('waiting');
  });

  it('answers a combination with the same homes as a shorter one with that page: the address and its filters stay, the homes come from that payload', async () => {
    const { page, requests } = await open();
    // Every imobiliaria.test apartment for sale is in SP: the build prerenders /buscar/comprar/apartamento/ only.
    const response = await page.goto(`${origin}/buscar/comprar/sp/apartamento/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('data-page-path')).resolves.toBe('/buscar/comprar/apartamento/');
    await page.locator('[data-island="search-page"][data-island-state="ready"]').waitFor({ state: 'attached' });
    await expectResults(page, { url: '/buscar/comprar/sp/apartamento/', ids: [101], count: '1 imóvel encontrado' });
    await island(page).getByRole('button', { name: 'Remover filtro: São Paulo', exact: true }).waitFor({ timeout: 5000 });
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.endsWith('/buscar/comprar/apartamento/_payload.json'))).toHaveLength(1);
    // The list of prerendered pages (search/pages-….json) named it; the index itself was not needed.
    expect(requests.filter((url) => STATIC_INDEX.test(url) && !/\/pages-[\w-]+\.json$/.test(url))).toEqual([]);
  });

  it('answers Alugar from its prerendered payload, and clicking it again clears it', async () => {
    const { page, requests } = await open();
    await openSearch(page, '/buscar/');
    const rent = group(page, 'Finalidade').getByRole('button', { name: 'Alugar' });
    await rent.click();
    await expectResults(page, { url: '/buscar/alugar/', ids: [111, 110, 109, 108, 102], count: '5 imóveis encontrados' });
    await expect(rent.getAttribute('aria-pressed')).resolves.toBe('true');
    // The hero's search form follows: its purpose is the results' (client/search/hero-status.ts).
    const heroStatus = page.getByRole('search', { name: 'Buscar imóveis' }).getByLabel('Finalidade');
    await expect.poll(() => heroStatus.inputValue()).toBe('alugar');
    expect(requests).toContain(`${origin}/buscar/alugar/_payload.json`);
    await expect(page.title()).resolves.toBe('Imóveis para alugar | Imobiliária Teste'); // as the prerendered page's own title
    for (const price of await island(page).locator('article p.text-xl').allTextContents()) expect(price).toMatch(/\/mês$/);

    await rent.click();
    await expectResults(page, { url: '/buscar/', ids: [101, 111, 110, 109, 108, 102], count: '7 imóveis encontrados' });
    await expect(rent.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect.poll(() => heroStatus.inputValue()).toBe('comprar');
    // A purpose the visitor picks in the form stays theirs.
    await heroStatus.selectOption('alugar');
    await group(page, 'Finalidade').getByRole('button', { name: 'Comprar' }).click();
    await expectResults(page, { url: '/buscar/comprar/', ids: [101, 103], count: '2 imóveis encontrados' });
    await expect(heroStatus.inputValue()).resolves.toBe('alugar');
  });

  it('answers a filter that is not prerendered (banheiros) live, with ?banheiros= in the URL', async () => {
    const { page, requests } = await open();
    await openSearch(page, '/buscar/alugar/');
    await group(page, 'Banheiros').getByRole('button', { name: '2+' }).click();
    await expectResults(page, { url: '/buscar/alugar/?banheiros=2', ids: [111, 109, 108], count: '3 imóveis encontrados' });
    expect(requests.some((url) => STATIC_INDEX.test(url))).toBe(true);
    expect(requests).not.toContain(`${origin}/buscar/alugar/_payload.json`); // the page's own HTML already had it
  });

  it('shows exactly the matching homes when a non-prerendered query is loaded directly', async () => {
    const { page } = await open();
    await openSearch(page, '/buscar/alugar/?banheiros=2&vagas=1');
    await expectResults(page, { url: '/buscar/alugar/?banheiros=2&vagas=1', ids: [109, 108], count: '2 imóveis encontrados' });
    await expect(group(page, 'Finalidade').getByRole('button', { name: 'Alugar' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(group(page, 'Banheiros').getByRole('button', { name: '2+' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(group(page, 'Vagas').getByRole('button', { name: '1+' }).getAttribute('aria-pressed')).resolves.toBe('true');

    await openSearch(page, '/buscar/?codigo=103');
    await expectResults(page, { url: '/buscar/?codigo=103', ids: [103], count: '1 imóvel encontrado' });
    await expect(filters(page).getByLabel('Código do imóvel').inputValue()).resolves.toBe('103');

    await openSearch(page, '/buscar/comprar/?comodidades=piscina');
    await expectResults(page, { url: '/buscar/comprar/?comodidades=piscina', ids: [101], count: '1 imóvel encontrado' });
    await expect(group(page, 'Comodidades').getByLabel('Piscina', { exact: true }).isChecked()).resolves.toBe(true);
  });

  it('pages through the results and back', async () => {
    const { page } = await open();
    await openSearch(page, '/buscar/');
    const pages = island(page).getByRole('navigation', { name: 'Paginação' });
    await expect(pages.getByRole('link', { name: 'Página 1' }).getAttribute('aria-current')).resolves.toBe('page');
    await pages.getByRole('link', { name: 'Página 2' }).click();
    await expectResults(page, { url: '/buscar/?pagina=2', ids: [103], count: '7 imóveis encontrados' });
    await expect(pages.getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).resolves.toBe('page');
    await pages.getByRole('link', { name: 'Anterior' }).click();
    await expectResults(page, { url: '/buscar/', ids: [101, 111, 110, 109, 108, 102], count: '7 imóveis encontrados' });
  });

  it('sorts by price and by area, and a filter change goes back to page 1', async () => {
    const { page } = await open();
    await openSearch(page, '/buscar/alugar/');
    const sort = island(page).getByLabel('Ordenar por');
    await sort.selectOption({ label: 'Menor preço' });
    await expectResults(page, { url: '/buscar/alugar/?ordenar=price_asc', ids: [102, 110, 111, 108, 109], count: '5 imóveis encontrados' });
    await sort.selectOption({ label: 'Maior área' });
    await expectResults(page, { url: '/buscar/alugar/?ordenar=area_desc', ids: [109, 108, 110, 102, 111], count: '5 imóveis encontrados' });
    await sort.selectOption({ label: 'Mais relevantes' });
    await expectResults(page, { url: '/buscar/alugar/', ids: [111, 110, 109, 108, 102], count: '5 imóveis encontrados' });

    await openSearch(page, '/buscar/?pagina=2');
    await expectResults(page, { url: '/buscar/?pagina=2', ids: [103], count: '7 imóveis encontrados' });
    await filters(page).getByLabel('Tipo de imóvel').selectOption({ label: 'Casa' });
    await expectResults(page, { url: '/buscar/casa/', ids: [109, 103], count: '2 imóveis encontrados' });
  });

  it('filters by a price typed as cents, after the debounce', async () => {
    const { page } = await open();
    await openSearch(page, '/buscar/alugar/');
    const maximum = group(page, 'Valor').getByLabel('Máximo');
    await maximum.pressSequentially('300000');
    await expect(maximum.inputValue()).resolves.toBe('R$ 3.000,00');
    await expectResults(page, { url: '/buscar/alugar/?valor=0-300000', ids: [110, 102], count: '2 imóveis encontrados' });
    await expect(island(page).getByRole('button', { name: 'Remover filtro: até R$ 3.000' }).isVisible()).resolves.toBe(true);
  });

  it('removes one filter with its chip, and "Limpar filtros" goes back to /buscar', async () => {
    const { page } = await open();
    await openSearch(page, '/buscar/alugar/?banheiros=2&vagas=1');
    await expectResults(page, { url: '/buscar/alugar/?banheiros=2&vagas=1', ids: [109, 108], count: '2 imóveis encontrados' });
    await screenshot(page, 'search-filtered-1280');
    await island(page).getByRole('button', { name: 'Remover filtro: 2+ banheiros' }).click();
    await expectResults(page, { url: '/buscar/alugar/?vagas=1', ids: [110, 109, 108], count: '3 imóveis encontrados' });

    await island(page).getByRole('button', { name: 'Limpar filtros' }).click();
    await expectResults(page, { url: '/buscar/', ids: [101, 111, 110, 109, 108, 102], count: '7 imóveis encontrados' });
    await expect(island(page).getByRole('button', { name: 'Limpar filtros' }).count()).resolves.toBe(0);
    // Clearing is a navigation: back returns to the filters it cleared.
    await page.goBack();
    await expectResults(page, { url: '/buscar/alugar/?vagas=1', ids: [110, 109, 108], count: '3 imóveis encontrados' });
  });

  it('opens the map, filters by the map box as it moves, and clears that filter when the map closes', async () => {
    const { page } = await open();
    await openSearch(page, '/buscar/');
    await island(page).getByRole('button', { name: 'Ver mapa' }).click();
    const map = page.getByRole('region', { name: 'Mapa dos imóveis' });
    await map.waitFor({ state: 'visible' });
    // Every located home of the page is on the map (clustered or not); tiles are blocked offline.
    await expect.poll(() => page.locator('.leaflet-marker-icon').count(), { timeout: 5000 }).toBeGreaterThan(0);
    // Zooming in is a move: the visible box becomes the geographic filter, in the URL as mapa=s,w,n,e.
    for (let i = 0; i < 4; i++) await island(page).getByRole('button', { name: 'Aproximar' }).first().click();
    await expect.poll(() => countText(page), { timeout: 5000 }).not.toBe('7 imóveis encontrados');
    await expect.poll(() => pathAndQuery(page)).toMatch(/^\/buscar\/\?mapa=-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/);
    await screenshot(page, 'search-map-1280');
    await island(page).getByRole('button', { name: 'Ver lista' }).click();
    await expectResults(page, { url: '/buscar/', ids: [101, 111, 110, 109, 108, 102], count: '7 imóveis encontrados' });
  });

  it('works by keyboard and on a 390 px screen', async () => {
    const { page } = await open(MOBILE);
    await openSearch(page, '/buscar/');
    await screenshot(page, 'search-390');
    const toggle = island(page).getByRole('button', { name: 'Mostrar filtros' });
    await expect(filters(page).isVisible()).resolves.toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await filters(page).waitFor({ state: 'visible' });
    await expect(island(page).getByRole('button', { name: 'Ocultar filtros' }).getAttribute('aria-expanded')).resolves.toBe('true');
    const rent = group(page, 'Finalidade').getByRole('button', { name: 'Alugar' });
    await rent.focus();
    await page.keyboard.press('Space');
    await expectResults(page, { url: '/buscar/alugar/', ids: [111, 110, 109, 108, 102], count: '5 imóveis encontrados' });
    await screenshot(page, 'search-filters-390');
    await filters(page).locator('..').getByRole('button', { name: 'Ver 5 imóveis' }).click();
    await expect(filters(page).isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('5 imóveis encontrados');
  });
});
