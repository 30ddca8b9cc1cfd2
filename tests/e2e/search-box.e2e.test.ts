/**
 * The hero's suggestion box (spec §2.8, §4, §7.1) in a real Chromium, on the
 * fixture sites served by `vitrine serve`'s static server: React stays away
 * until the visitor touches the box, suggestions come grouped with counts from
 * the static index, the keyboard picks one, and on '/' choosing only fills the
 * input. Every non-local request is aborted; any console error fails a test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacetName } from '../../search/engine.ts';
import { createStaticIndexEngine } from '../../search/static-index/engine.ts';
import type { StaticIndexFile } from '../../search/static-index/index-file.ts';
import { mergeStaticIndexFiles } from '../../search/static-index/index-parts.ts';
import { clearFilters } from '../../search/url-codec.ts';
import { launchChromium, MOBILE, sessionPerTest, screenshot, serveFixtures, type FixtureSite, type Session } from '../support/browser.ts';

const HYDRATE_CHUNK = /\/assets\/hydrate-[^/]+\.js$/;
const SEARCH_BOX_CHUNK = /\/assets\/search-box-[^/]+\.js$/;
const SEARCH_INDEX = /\/search\/[^/]+\.json$/;
const INPUT = '#busca-sec-hero-cidade';
const ISLAND = '[data-island="search-box"]';

let browser: Browser | undefined;
let site: FixtureSite | undefined;
let origin: string;
let siteDir: string;

/** A phone-sized page that records its requests and fails the test on console errors or non-local requests. */
const openSessionForTest = sessionPerTest(() => browser);
const open = (options: BrowserContextOptions = {}) => openSessionForTest({ ...MOBILE, ...options });

/** The home, with the island runtime started but nothing touched yet. */
async function home(): Promise<Session> {
  const current = await open();
  await current.page.goto(`${origin}/`);
  await current.page.locator(`${ISLAND}[data-island-state]`).waitFor({ state: 'attached' });
  return current;
}

/** Focuses the box (this starts the island) and waits until React owns it, so keystrokes reach its state. */
async function touchBox(page: Page): Promise<void> {
  await page.locator(INPUT).focus();
  await page.locator(`${ISLAND}[data-island-state="ready"]`).waitFor({ state: 'attached' });
}

const dropdown = (page: Page) => page.locator(`${ISLAND} div:has(> [role="listbox"])`);
const statusText = (page: Page) => page.locator(`${ISLAND} [role="status"]`);

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveFixtures()]);
  origin = site.origin;
  siteDir = path.join(site.out, 'sites', 'imobiliaria.test');
});

/** A value's home count in the published index, read by the same engine: the fixture data may grow. */
async function publishedCount(facet: FacetName, value: string): Promise<number> {
  const latest = JSON.parse(readFileSync(path.join(siteDir, 'builds', 'latest.json'), 'utf8')) as { search: string[] };
  const file = mergeStaticIndexFiles(latest.search.map((part) => JSON.parse(readFileSync(path.join(siteDir, part), 'utf8')) as StaticIndexFile));
  const distribution = await createStaticIndexEngine(file).facets(clearFilters(), [facet]);
  return distribution[facet]?.[value] ?? 0;
}


afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

describe('the suggestion box in Chromium', () => {
  it('submits the hero form without JavaScript', async () => {
    const current = await open({ javaScriptEnabled: false });
    const { page } = current;
    await page.route(/\/buscar\?/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>ok</title>' }));
    await page.goto(`${origin}/`);
    await page.locator(INPUT).fill('Campinas');
    await page.locator(INPUT).press('Enter');
    await page.waitForURL(`${origin}/buscar/?status=comprar&cidade=Campinas`);
  });

  it('is a plain form field until touched: no React, no island chunk, no search index', async () => {
    const { page, requests } = await home();
    await page.waitForLoadState('networkidle');
    const input = page.locator(INPUT);
    await expect(input.getAttribute('placeholder')).resolves.toBe('Buscar por localização...');
    await expect(input.getAttribute('name')).resolves.toBe('cidade');
    await expect(input.evaluate((el: HTMLInputElement) => el.form?.getAttribute('action'))).resolves.toBe('/buscar/');
    await expect(page.locator(ISLAND).getAttribute('data-island-state')).resolves.toBe('waiting');
    expect(requests.filter((url) => HYDRATE_CHUNK.test(url) || SEARCH_BOX_CHUNK.test(url) || SEARCH_INDEX.test(url))).toEqual([]);

    await touchBox(page);
    expect(requests.filter((url) => HYDRATE_CHUNK.test(url))).toHaveLength(1);
    expect(requests.filter((url) => SEARCH_BOX_CHUNK.test(url))).toHaveLength(1);
  });

  it("suggests from 2 characters, grouped with counts; ArrowDown + Enter picks one and '/' stays", async () => {
    const { page, requests } = await home();
    await touchBox(page);
    const input = page.locator(INPUT);

    await input.pressSequentially('v');
    await page.waitForTimeout(500); // past the 300 ms delay: still nothing, and nothing asked for
    await expect(dropdown(page).isVisible()).resolves.toBe(false);
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(requests.filter((url) => SEARCH_INDEX.test(url))).toEqual([]);

    await input.pressSequentially('ila');
    await statusText(page).getByText('Buscando...', { exact: true }).waitFor({ state: 'visible' });
    const listbox = page.getByRole('listbox', { name: 'Sugestões de busca' });
    const bairro = listbox.getByRole('group', { name: 'Bairro' });
    const option = bairro.getByRole('option', { name: /^Vila Mariana\b/ });
    await option.waitFor({ state: 'visible' });
    const count = await publishedCount('neighborhood', 'Vila Mariana');
    expect(count).toBeGreaterThan(0);
    await expect(option.innerText()).resolves.toMatch(new RegExp(`^Vila Mariana\\s+${count}\\b`));
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(statusText(page).textContent()).resolves.toBe(''); // 'Buscando...' is gone
    await expect(listbox.getByRole('group', { name: 'Cidade' }).count()).resolves.toBe(0);
    await screenshot(page, 'search-box-open-390', false);

    await input.press('ArrowDown');
    const optionId = await option.getAttribute('id');
    await expect(input.getAttribute('aria-activedescendant')).resolves.toBe(optionId);
    await expect(option.getAttribute('aria-selected')).resolves.toBe('true');

    await input.press('Enter');
    await expect(input.inputValue()).resolves.toBe('Vila Mariana');
    await listbox.waitFor({ state: 'hidden' });
    await expect(input.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${origin}/`);

    // Enter on the chosen label is the form's again: it submits to /buscar (answered here, the results page is not under test),
    // with the place in its own facet: a neighbourhood is bairro=, never cidade= (issue #15).
    await page.route(/\/buscar\?/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>ok</title>' }));
    await input.press('Enter');
    await page.waitForURL(`${origin}/buscar/?status=comprar&bairro=vila-mariana`);
  });

  it("finds 'São Paulo' as a state and a city when typed without the accent", async () => {
    const { page } = await home();
    await touchBox(page);
    await page.locator(INPUT).pressSequentially('sao');
    const listbox = page.getByRole('listbox', { name: 'Sugestões de busca' });
    await listbox.getByRole('group', { name: 'Cidade' }).getByRole('option', { name: /^São Paulo\b/ }).waitFor({ state: 'visible' });
    await expect(listbox.getByRole('group', { name: 'Estado' }).getByRole('option', { name: /^São Paulo\b/ }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'search-box-sao-390', false);
    // Enter without choosing takes the first suggestion, the state.
    await page.locator(INPUT).press('Enter');
    await expect(page.locator(INPUT).inputValue()).resolves.toBe('São Paulo');
  });

  it('says "Nenhum resultado para …" when nothing matches, and Escape closes', async () => {
    const { page } = await home();
    await touchBox(page);
    await page.locator(INPUT).pressSequentially('xyz');
    const empty = statusText(page).getByText('Nenhum resultado para "xyz"', { exact: true });
    await empty.waitFor({ state: 'visible' });
    await expect(page.locator(INPUT).getAttribute('aria-expanded')).resolves.toBe('false');
    await page.locator(INPUT).press('Escape');
    await empty.waitFor({ state: 'hidden' });
  });

  it('closes shortly after the box loses focus', async () => {
    const { page } = await home();
    await touchBox(page);
    await page.locator(INPUT).pressSequentially('campinas');
    const option = page.getByRole('option', { name: /^Campinas\b/ });
    await option.waitFor({ state: 'visible' });
    await page.locator('h1').click();
    await option.waitFor({ state: 'hidden' });
  });

  it('searches text typed before the island finished loading', async () => {
    const { page } = await home();
    // No wait for hydration: the keystrokes race the chunk download.
    await page.locator(INPUT).click();
    await page.keyboard.type('vila');
    await page.getByRole('option', { name: /^Vila Mariana\b/ }).waitFor({ state: 'visible' });
  });

  it("navigates to the chosen place's search URL on a page other than '/'", async () => {
    const { page } = await open();
    await page.goto(`${origin}/buscar/`);
    const input = page.locator('#busca-sec-busca-cidade');
    await input.focus();
    await page.locator(`${ISLAND}[data-island-state="ready"]`).waitFor({ state: 'attached' });
    await input.pressSequentially('vila');
    await page.getByRole('option', { name: /^Vila Mariana\b/ }).click();
    await page.waitForURL(`${origin}/buscar/?bairro=vila-mariana`);
  });
});
