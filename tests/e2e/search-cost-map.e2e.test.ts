/**
 * Issue #15 items 3, 4 and 6 in Chromium, on the partner fixture parceira.test and the
 * sample tenant cosmic.vitrine.local (examples/data):
 * - a rental's total a month (rent + condomínio + IPTU) on its card, its range filter
 *   (custo_total) and sort, through the URL and a reload;
 * - 'Menor preço' without a Finalidade interleaves rentals and sales (comparable price);
 * - the map: hovering a card highlights its pin, the map's open state and box are in the
 *   URL (a reload restores both and the box filters the homes), cluster counts centred;
 * - Estado lists only states with homes, with counts;
 * - a /buscar combination that was not prerendered costs no 404.
 *
 * parceira.test rentals (rent + condomínio + IPTU = total): 604 3.500+650+120 = 4.270,
 * 605 5.280, 606 8.220, 607 3.390, 608 10.250 (no condomínio), 612 3.550, 615 4.750,
 * 616 6.510. SP has 12 homes (6 for rent), MG 4 (2 for rent).
 */
import path from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { launchChromium, MOBILE, screenshot, serveFixtures, sessionPerTest, type FixtureSite, type Session, useIsland } from '../support/browser.ts';
import { tempDir } from '../support/fixture-build.ts';
import { startStaticServer, type RunningServer } from '../support/http.ts';

const examples = path.resolve(import.meta.dirname, '../../examples/data');
/** 603's only photo is a path the storage does not have (a 404 the page survives). */
const MISSING_PHOTO = /foto-que-nao-existe/;

let browser: Browser | undefined;
let fixtures: FixtureSite | undefined;
let sample: RunningServer | undefined;
let origin: string;
let cosmicOrigin: string;
const openSession = sessionPerTest(() => browser);

beforeAll(async () => {
  const out = tempDir('cosmic');
  const [launched, site, summary] = await Promise.all([
    launchChromium(),
    serveFixtures(),
    build({ data: examples, sites: ['cosmic.vitrine.local'], out, concurrency: 2 }),
  ]);
  browser = launched;
  fixtures = site;
  expect(summary.sites.map((s) => s.status)).toEqual(['published']);
  sample = await startStaticServer({ outDir: out, stagingSite: 'cosmic.vitrine.local' });
  origin = site.siteOrigin('parceira.test');
  cosmicOrigin = `http://cosmic.vitrine.local.localhost:${sample.port}`;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await fixtures?.server.close();
  await sample?.close();
});

async function open(options: Parameters<typeof openSession>[0] = {}): Promise<Session> {
  const session = await openSession(options);
  session.expect404(MISSING_PHOTO);
  session.page.setDefaultTimeout(15_000); // fail on the step that hangs, inside the test's minute
  return session;
}

const island = (page: Page) => page.locator('[data-island="search-page"]');
const filtersForm = (page: Page) => page.getByRole('search', { name: 'Filtros da busca' });
const shownIds = (page: Page) => island(page).locator('article[data-home-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-home-id'))));
const shownStatuses = (page: Page) =>
  island(page).locator('article[data-home-id]').evaluateAll((cards) => cards.map((card) => (card.querySelector('a[href^="/imovel/aluguel/"]') ? 'rent' : 'sale')));
const countText = (page: Page) => island(page).getByRole('status').first().textContent();
const pathAndQuery = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const card = (page: Page, id: number) => island(page).locator(`article[data-home-id="${id}"]`);
const markerOf = (page: Page, id: number) => page.locator('.vt-map-marker', { has: page.locator(`[data-home-id="${id}"]`) });

async function openSearch(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await useIsland(page, 'search-page');
}

async function expectResults(page: Page, expected: { url: string; ids: number[]; count?: string }): Promise<void> {
  await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toBe(expected.url);
  await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual(expected.ids);
  if (expected.count) await expect.poll(() => countText(page), { timeout: 10_000 }).toBe(expected.count);
}

async function openMap(page: Page): Promise<void> {
  await island(page).getByRole('button', { name: 'Ver mapa' }).click();
  // Leaflet's marker box is 0×0 (the pill shows); a cluster is 40×40: attached is what counts.
  await page.getByRole('region', { name: 'Mapa dos imóveis' }).locator('.leaflet-marker-icon').first().waitFor({ state: 'attached' });
}

describe("a rental's total a month on parceira.test", { timeout: 60_000 }, () => {
  it('shows on the rental card, with what it adds up', async () => {
    const { page } = await open();
    await openSearch(page, `${origin}/buscar/alugar/`);
    const text = (await card(page, 604).textContent()) ?? '';
    expect(text).toContain('R$ 3.500/mês');
    expect(text).toContain('Total R$ 4.270/mês');
    expect(text).toContain('Aluguel R$ 3.500 + Condomínio R$ 650 + IPTU R$ 120');
    // 608 has no condomínio: the total adds the IPTU only.
    expect(await card(page, 608).textContent()).toContain('Total R$ 10.250/mês');
  });

  it('filters and sorts by it, and the URL it writes reloads the same homes in the same order', async () => {
    const { page } = await open();
    await openSearch(page, `${origin}/buscar/alugar/`);
    const total = filtersForm(page).getByRole('group', { name: 'Total mensal (aluguel + condomínio + IPTU)' });
    await total.getByLabel('Máximo').fill('500000'); // digits are cents: R$ 5.000,00
    await total.getByLabel('Máximo').press('Enter');
    await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toBe('/buscar/alugar/?custo_total=0-500000');
    await expect.poll(async () => [...(await shownIds(page))].sort(), { timeout: 10_000 }).toEqual([604, 607, 612, 615]);
    await island(page).getByLabel('Ordenar por').selectOption({ label: 'Menor total mensal' });
    const sorted = { url: '/buscar/alugar/?custo_total=0-500000&ordenar=total_cost_asc', ids: [607, 612, 604, 615], count: '4 imóveis encontrados' };
    await expectResults(page, sorted);
    await expect(island(page).getByRole('button', { name: 'Remover filtro: Total mensal até R$ 5.000' }).count()).resolves.toBe(1);

    await openSearch(page, page.url()); // the URL it wrote, loaded afresh
    await expectResults(page, sorted);
    await expect(total.getByLabel('Máximo').inputValue()).resolves.toBe('R$ 5.000,00');
    await expect(island(page).getByLabel('Ordenar por').inputValue()).resolves.toBe('total_cost_asc');
  });

  it("'Menor preço' without a Finalidade interleaves rentals and sales by a comparable price", async () => {
    const { page } = await open();
    await openSearch(page, `${origin}/buscar/`);
    await island(page).getByLabel('Ordenar por').selectOption({ label: 'Menor preço' });
    await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toBe('/buscar/?ordenar=price_asc');
    // Rent, or 0.5 % of a sale price: 607 2.800, 612 2.900, 604 3.500, 614 3.600 (R$ 720.000), 610 and 615 3.800, 605 4.200, …
    await expect.poll(async () => (await shownIds(page)).slice(0, 4), { timeout: 10_000 }).toEqual([607, 612, 604, 614]);
    const ids = await shownIds(page);
    expect([...ids.slice(4, 6)].sort()).toEqual([610, 615]);
    expect(ids.slice(6)).toEqual([605, 601, 613, 609, 616, 611, 602, 606, 603, 608]);
    expect((await shownStatuses(page)).slice(0, 5)).toEqual(['rent', 'rent', 'rent', 'sale', expect.any(String)]);
  });
});

describe('the search map on parceira.test', { timeout: 60_000 }, () => {
  it('highlights the pin of the card under the pointer', async () => {
    const { page } = await open();
    // 613 and 614 (Savassi, BH): two pins some 250 m apart, each drawn on its own at the fitted zoom.
    await openSearch(page, `${origin}/buscar/comprar/mg/`);
    await openMap(page);
    const marker = markerOf(page, 613);
    const other = markerOf(page, 614);
    await marker.locator('.vt-map-price').waitFor();
    await other.locator('.vt-map-price').waitFor();
    const zIndex = () => marker.evaluate((el) => Number((el as HTMLElement).style.zIndex));
    const before = await zIndex();
    expect(await marker.getAttribute('class')).not.toContain('is-highlighted');
    await card(page, 613).hover();
    await expect.poll(() => marker.getAttribute('class'), { timeout: 10_000 }).toContain('is-highlighted');
    await expect.poll(zIndex, { timeout: 10_000 }).toBeGreaterThan(before + 500);
    expect(await other.getAttribute('class')).not.toContain('is-highlighted');
    await screenshot(page, 'search-map-highlight-1280'); // full page: the hovered card and its pin
    await card(page, 614).hover();
    await expect.poll(() => other.getAttribute('class'), { timeout: 10_000 }).toContain('is-highlighted');
    await expect.poll(() => marker.getAttribute('class'), { timeout: 10_000 }).not.toContain('is-highlighted');
  });

  it('keeps the map open and its box in the URL; a reload reopens it there and the box filters the homes', async () => {
    const { page } = await open();
    await openSearch(page, `${origin}/buscar/alugar/`);
    await openMap(page);
    await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toBe('/buscar/alugar/?mapa=1');
    // A box around Moema (605–607; 608's point, from its hex location, is elsewhere in São Paulo).
    const box = '-23.61,-46.675,-23.595,-46.655';
    await openSearch(page, `${origin}/buscar/alugar/?mapa=${box}`);
    await page.getByRole('region', { name: 'Mapa dos imóveis' }).locator('.leaflet-marker-icon').first().waitFor({ state: 'attached' });
    await expect(island(page).getByRole('button', { name: 'Ver lista' }).count()).resolves.toBe(1);
    await expect.poll(async () => [...(await shownIds(page))].sort(), { timeout: 10_000 }).toEqual([605, 606, 607]);
    await expect.poll(() => countText(page), { timeout: 10_000 }).toBe('3 imóveis encontrados');
    expect(pathAndQuery(page)).toBe(`/buscar/alugar/?mapa=${box}`);
    await screenshot(page, 'search-map-box-1280');

    // Dragging the map writes the new box; reloading that URL gives the same homes, map open.
    const mapRegion = page.getByRole('region', { name: 'Mapa dos imóveis' });
    await mapRegion.scrollIntoViewIfNeeded(); // the drag below is in the window's coordinates
    const region = (await mapRegion.boundingBox())!;
    await page.mouse.move(region.x + region.width / 2, region.y + region.height / 2);
    await page.mouse.down();
    await page.mouse.move(region.x + region.width / 2 + 150, region.y + region.height / 2, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).not.toBe(`/buscar/alugar/?mapa=${box}`);
    // Leaflet's inertia can move the map, and write the URL again, a little after the button is up: the box is read once it rests.
    let dragged = pathAndQuery(page);
    await expect
      .poll(
        () => {
          const now = pathAndQuery(page);
          const resting = now === dragged;
          dragged = now;
          return resting;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);
    expect(dragged).toMatch(/^\/buscar\/alugar\/\?mapa=-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/);
    await expect.poll(() => island(page).locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
    const idsThere = [...(await shownIds(page))].sort();
    await page.reload();
    await page.getByRole('region', { name: 'Mapa dos imóveis' }).waitFor();
    await expect.poll(async () => [...(await shownIds(page))].sort(), { timeout: 10_000 }).toEqual(idsThere);
    expect(pathAndQuery(page)).toBe(dragged);

    // 'Ver lista' closes it: the URL loses mapa and the homes of the other filters come back.
    await island(page).getByRole('button', { name: 'Ver lista' }).click();
    await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toBe('/buscar/alugar/');
    await expect.poll(async () => (await shownIds(page)).length, { timeout: 10_000 }).toBe(8);
    await expect.poll(() => countText(page), { timeout: 10_000 }).toBe('8 imóveis encontrados');
  });

  it('draws every cluster count centred inside its bubble', async () => {
    const { page } = await open();
    await openSearch(page, `${origin}/buscar/`);
    await openMap(page);
    const clusters = page.locator('.vt-map-cluster');
    await clusters.first().waitFor();
    const geometry = await clusters.evaluateAll((elements) =>
      elements.map((el) => {
        const bubble = el.getBoundingClientRect();
        const count = el.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
        return { bubble: { x: bubble.x, y: bubble.y, w: bubble.width, h: bubble.height }, count: { x: count.x, y: count.y, w: count.width, h: count.height } };
      }),
    );
    expect(geometry.length).toBeGreaterThan(0);
    for (const { bubble, count } of geometry) {
      expect(Math.abs(count.x + count.w / 2 - (bubble.x + bubble.w / 2))).toBeLessThanOrEqual(2);
      expect(Math.abs(count.y + count.h / 2 - (bubble.y + bubble.h / 2))).toBeLessThanOrEqual(2);
      expect(count.x).toBeGreaterThanOrEqual(bubble.x);
      expect(count.x + count.w).toBeLessThanOrEqual(bubble.x + bubble.w);
    }
  });
});

describe('Estado and prerendered combinations on parceira.test', { timeout: 60_000 }, () => {
  it('lists only the states with homes, with counts, narrowed by the Finalidade', async () => {
    const { page } = await open();
    await openSearch(page, `${origin}/buscar/`);
    const estado = filtersForm(page).getByLabel('Estado');
    const options = () => estado.locator('option').allTextContents();
    await expect(options()).resolves.toEqual(['Selecione...', 'Minas Gerais (4)', 'São Paulo (12)']);
    await filtersForm(page).getByRole('button', { name: 'Alugar', exact: true }).click();
    await expect.poll(options, { timeout: 10_000 }).toEqual(['Selecione...', 'Minas Gerais (2)', 'São Paulo (6)']);
  });

  it('asks for no payload a combination does not have: zero 404s, visited or reached by a filter', async () => {
    const { page, requests } = await open();
    const failed: string[] = [];
    page.on('response', (response: Response) => {
      if (response.status() >= 400 && !MISSING_PHOTO.test(response.url())) failed.push(`${response.status()} ${response.url()}`);
    });
    // Houses in MG: none, so never prerendered; the server answers with the /buscar page.
    await openSearch(page, `${origin}/buscar/mg/casa/`);
    await expect.poll(() => countText(page), { timeout: 10_000 }).toBe('0 imóveis encontrados');
    // From there, a filter reaching a combination that was not prerendered either (land for rent in MG).
    await filtersForm(page).getByLabel('Tipo de imóvel').selectOption('land');
    await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toBe('/buscar/mg/terreno/');
    await expect.poll(() => countText(page), { timeout: 10_000 }).toBe('0 imóveis encontrados');
    // And one that was: the payload answers it.
    await filtersForm(page).getByLabel('Tipo de imóvel').selectOption('');
    await expect.poll(() => countText(page), { timeout: 10_000 }).toBe('4 imóveis encontrados');
    expect(failed).toEqual([]);
    const searchPayloads = requests.map((url) => new URL(url).pathname).filter((p) => p.startsWith('/buscar/') && p.endsWith('/_payload.json'));
    expect(searchPayloads).toEqual(['/buscar/mg/_payload.json']);
  });
});

describe('the sample tenant cosmic.vitrine.local', { timeout: 60_000 }, () => {
  for (const [label, options] of [['1280', {}], ['390', MOBILE]] as const) {
    it(`shows rentals' monthly totals, interleaves 'Menor preço' and draws the map (screenshot ${label})`, async () => {
      const { page } = await open(options);
      await openSearch(page, `${cosmicOrigin}/buscar/alugar/`);
      const totals = await island(page).locator('[data-card-total]').allTextContents();
      expect(totals.length).toBeGreaterThan(0);
      for (const text of totals) expect(text).toMatch(/^Total R\$ [\d.]+\/mêsAluguel R\$ [\d.]+( \+ Condomínio R\$ [\d.]+)?( \+ IPTU R\$ [\d.]+)?$/);
      if (label === '390') await island(page).getByRole('button', { name: 'Mostrar filtros' }).isVisible();
      await openMap(page);
      await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toBe('/buscar/alugar/?mapa=1');
      await page.waitForTimeout(500); // markers and clusters settle
      await screenshot(page, `search-map-cosmic-${label}`, false);
      await island(page).locator('[data-card-total]').first().scrollIntoViewIfNeeded();
      await screenshot(page, `search-card-total-cosmic-${label}`, false);

      await openSearch(page, `${cosmicOrigin}/buscar/?ordenar=price_asc`);
      await expect.poll(async () => new Set((await shownStatuses(page)).slice(0, 12)).size, { timeout: 10_000 }).toBe(2);
    });
  }
});
