/**
 * Issue #17 item 3 in Chromium, on parceira.test: drawing an area on the search map
 * (Leaflet-Geoman, loaded on the first click), the area in the URL (`poligono=`) and back
 * after a reload, the results inside it only, and the area cleared with its chip.
 * The rentals around Moema (605–607) are the ones the drawn square is placed around.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, seriousOrCritical } from '../support/axe.ts';
import { launchChromium, screenshot, serveFixtures, sessionPerTest, type FixtureSite, useIsland } from '../support/browser.ts';
import type { Browser } from 'playwright-core';

let browser: Browser | undefined;
let fixtures: FixtureSite | undefined;
let origin: string;
const openSession = sessionPerTest(() => browser);

beforeAll(async () => {
  [browser, fixtures] = await Promise.all([launchChromium(), serveFixtures()]);
  origin = fixtures.siteOrigin('parceira.test');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await fixtures?.server.close();
});

const island = (page: Page) => page.locator('[data-island="search-page"]');
const mapRegion = (page: Page) => page.getByRole('region', { name: 'Mapa dos imóveis' });
const shownIds = async (page: Page) =>
  (await island(page).locator('article[data-home-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-home-id'))))).sort();
const pathAndQuery = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function openSearch(page: Page, url: string): Promise<void> {
  expect((await page.goto(url))?.status()).toBe(200);
  await useIsland(page, 'search-page');
  await mapRegion(page).locator('.leaflet-marker-icon').first().waitFor({ state: 'attached' });
}

describe('drawing a search area on parceira.test', { timeout: 90_000 }, () => {
  it('filters by the drawn shape, keeps it in the URL through a reload, and clears it with its chip', async () => {
    const session = await openSession();
    const { page } = session;
    session.expect404(/foto-que-nao-existe/);
    page.setDefaultTimeout(15_000);
    const geomanChunk: string[] = [];
    page.on('request', (request) => void (/leaflet-geoman/.test(request.url()) && geomanChunk.push(request.url())));

    // The map opened on the box around Moema: 605, 606 and 607.
    await openSearch(page, `${origin}/buscar/alugar/?mapa=-23.61,-46.675,-23.595,-46.655`);
    await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual([605, 606, 607]);
    expect(geomanChunk).toEqual([]); // the drawing plugin is not part of the map's first load

    await island(page).getByRole('button', { name: 'Desenhar área' }).click();
    await expect.poll(() => island(page).getByRole('button', { name: 'Cancelar desenho' }).count(), { timeout: 10_000 }).toBe(1);
    expect(geomanChunk.length).toBeGreaterThan(0);
    // A diamond around 605's point: Leaflet's marker box is 0×0 at the point, its price pill
    // above it; the corners stay off the pills (a click on one opens its popup). Measured once
    // drawing has started (the hint line above the map moves it down).
    const marker = page.locator('.vt-map-marker', { has: page.locator('[data-home-id="605"]') });
    await marker.waitFor({ state: 'attached' });
    await mapRegion(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const [cx, cy] = await marker.evaluate((el) => [el.getBoundingClientRect().x, el.getBoundingClientRect().y]);
    const corners: Array<[number, number]> = [
      [cx!, cy! - 60],
      [cx! + 80, cy!],
      [cx!, cy! + 40],
      [cx! - 80, cy!],
    ];
    for (const [x, y] of corners) await page.mouse.click(x, y);
    await page.mouse.click(corners[0]![0], corners[0]![1]); // the first point closes the shape

    await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toMatch(/^\/buscar\/alugar\/\?mapa=1&poligono=[^&]+$/);
    await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual([605]);
    await expect.poll(() => mapRegion(page).locator('path.vt-drawn-area').count()).toBe(1);
    await expect(island(page).getByRole('button', { name: 'Limpar área' }).count()).resolves.toBe(1);
    await expect(island(page).getByRole('button', { name: 'Remover filtro: Área desenhada no mapa' }).count()).resolves.toBe(1);
    await screenshot(page, 'search-map-drawn-area-1280', false);
    const serious = seriousOrCritical(await axeViolations(page));
    expect(serious, describeViolations(serious)).toEqual([]);

    // Moving the map looks around the area; it stays the filter.
    const drawnUrl = pathAndQuery(page);
    const region = (await mapRegion(page).boundingBox())!;
    await page.mouse.move(region.x + 40, region.y + region.height - 40);
    await page.mouse.down();
    await page.mouse.move(region.x + 140, region.y + region.height - 40, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    expect(pathAndQuery(page)).toBe(drawnUrl);

    // Shared or reloaded: the same area, the map open on it, the same home.
    await page.reload();
    await useIsland(page, 'search-page');
    await mapRegion(page).waitFor();
    await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual([605]);
    expect(pathAndQuery(page)).toBe(drawnUrl);
    await expect.poll(() => mapRegion(page).locator('path.vt-drawn-area').count()).toBe(1);

    // Cleared with the other filters: its chip removes it, outline and all.
    await island(page).getByRole('button', { name: 'Remover filtro: Área desenhada no mapa' }).click();
    await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toBe('/buscar/alugar/?mapa=1');
    await expect.poll(async () => (await shownIds(page)).length, { timeout: 10_000 }).toBe(8);
    await expect.poll(() => mapRegion(page).locator('path.vt-drawn-area').count()).toBe(0);

    // The shared link on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await openSearch(page, `${origin}${drawnUrl}`);
    await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual([605]);
    await mapRegion(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'search-map-drawn-area-390', false);
    expect(session.problems).toEqual([]);
  });
});
