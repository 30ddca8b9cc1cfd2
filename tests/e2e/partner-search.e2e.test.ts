/**
 * The hero search box on parceira.test in Chromium (issue #15 item 1): a chosen suggestion
 * keeps its facet (Estado, Cidade, Bairro) and reaches the right filter, whether the form
 * is submitted by the browser or the box navigates; on /buscar/alugar it keeps 'Alugar';
 * text typed without choosing is resolved by the search page against the tenant's places.
 * parceira.test: Pinheiros has 3 homes for sale (601–603), Moema 4 for rent (605–608);
 * the state SP 6 homes for sale, the city São Paulo 5 of them.
 *
 * Its feature and amenity codes are a partner's (issue #15 item 2): pet_friendly (6 homes),
 * pool, gym, party_room, and rooftop_lounge that no table knows (615). The filters show
 * pt-BR labels, and a ticked code survives a reload of the URL it wrote.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveFixtures, sessionPerTest, type FixtureSite, type Session, useIsland } from '../support/browser.ts';

const HERO_INPUT = '#busca-inicio-busca-cidade';
const HERO_STATUS = '#busca-inicio-busca-status';
const SEARCH_PAGE_INPUT = '#busca-busca-topo-cidade';
/** 603's only photo is a path the storage does not have (a 404 the page survives). */
const MISSING_PHOTO = /foto-que-nao-existe/;

let browser: Browser | undefined;
let site: FixtureSite | undefined;
let origin: string;
const openSession = sessionPerTest(() => browser);

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveFixtures()]);
  origin = site.siteOrigin('parceira.test');
});

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

async function open(options: Parameters<typeof openSession>[0] = {}): Promise<Session> {
  const session = await openSession(options);
  session.expect404(MISSING_PHOTO);
  return session;
}

const results = (page: Page) => page.locator('[data-island="search-page"]');
const shownIds = (page: Page) => results(page).locator('article[data-home-id]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-home-id') ?? '').sort());
const countText = (page: Page) => results(page).getByRole('status').first().textContent();
const pathAndQuery = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

async function expectResults(page: Page, expected: { url: string; ids: string[]; count: string }): Promise<void> {
  await expect.poll(() => pathAndQuery(page), { timeout: 10_000 }).toBe(expected.url);
  await expect.poll(() => countText(page), { timeout: 10_000 }).toBe(expected.count);
  await expect.poll(() => shownIds(page), { timeout: 10_000 }).toEqual(expected.ids);
}

/** Types into a search box (which starts its island) and clicks the option under its heading. */
async function choose(page: Page, input: string, typed: string, heading: 'Estado' | 'Cidade' | 'Bairro', option: string): Promise<void> {
  await page.locator(input).focus();
  await page.locator(`[data-island="search-box"][data-island-state="ready"]:has(${input})`).waitFor({ state: 'attached' });
  await page.locator(input).pressSequentially(typed);
  const group = page.getByRole('listbox', { name: 'Sugestões de busca' }).getByRole('group', { name: heading, exact: true });
  await group.getByRole('option', { name: new RegExp(`^${option}\\b`) }).click();
}

describe('the hero search box on a partner tenant', () => {
  it('Comprar + Bairro Pinheiros: the form sends bairro=, and the search shows its 3 homes', async () => {
    const { page } = await open();
    await page.goto(`${origin}/`);
    await choose(page, HERO_INPUT, 'pinh', 'Bairro', 'Pinheiros');
    await expect(page.locator(HERO_INPUT).inputValue()).resolves.toBe('Pinheiros');
    expect(pathAndQuery(page)).toBe('/'); // on '/' choosing only fills the box (spec §2.8)
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expectResults(page, { url: '/buscar/?status=comprar&bairro=pinheiros', ids: ['601', '602', '603'], count: '3 imóveis encontrados' });
  });

  it('Alugar + Bairro Moema, submitted with Enter: its 4 rentals', async () => {
    const { page } = await open();
    await page.goto(`${origin}/`);
    await page.locator(HERO_STATUS).selectOption('alugar');
    await choose(page, HERO_INPUT, 'moe', 'Bairro', 'Moema');
    await page.locator(HERO_INPUT).press('Enter');
    await expectResults(page, { url: '/buscar/?status=alugar&bairro=moema', ids: ['605', '606', '607', '608'], count: '4 imóveis encontrados' });
  });

  it('Comprar + Estado São Paulo: the whole state, not only its capital', async () => {
    const { page } = await open();
    await page.goto(`${origin}/`);
    await choose(page, HERO_INPUT, 'sao', 'Estado', 'São Paulo');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expectResults(page, { url: '/buscar/?status=comprar&estado=sp', ids: ['601', '602', '603', '609', '610', '611'], count: '6 imóveis encontrados' });
  });

  it("keeps 'Alugar' when a suggestion is chosen on /buscar/alugar", async () => {
    const { page } = await open();
    await page.goto(`${origin}/buscar/alugar/`);
    // The form's own Finalidade says Alugar too, so submitting it would not switch to sales.
    await expect(page.locator('#busca-busca-topo-status').inputValue()).resolves.toBe('alugar');
    await choose(page, SEARCH_PAGE_INPUT, 'moe', 'Bairro', 'Moema');
    await expectResults(page, { url: '/buscar/alugar/?bairro=moema', ids: ['605', '606', '607', '608'], count: '4 imóveis encontrados' });
  });

  it('without JavaScript the form sends the typed text, which the search page then resolves to the neighbourhood', async () => {
    const noScript = await open({ javaScriptEnabled: false });
    await noScript.page.goto(`${origin}/`);
    await noScript.page.locator(HERO_INPUT).fill('Pinheiros');
    await noScript.page.locator(HERO_INPUT).press('Enter');
    await noScript.page.waitForURL(`${origin}/buscar/?status=comprar&cidade=Pinheiros`);
    await noScript.context.close();
    expect(noScript.problems).toEqual([]);

    const { page } = await open();
    await page.goto(`${origin}/buscar/?status=comprar&cidade=Pinheiros`);
    await expectResults(page, { url: '/buscar/comprar/?bairro=pinheiros', ids: ['601', '602', '603'], count: '3 imóveis encontrados' });
  });
});

describe('partner feature codes on the search page', () => {
  const filters = (page: Page) => page.getByRole('search', { name: 'Filtros da busca' });
  const group = (page: Page, name: string) => filters(page).getByRole('group', { name, exact: true });
  const labels = (page: Page, name: string) => group(page, name).locator('label').allInnerTexts();

  async function openSearch(page: Page, urlPath: string): Promise<void> {
    await page.goto(`${origin}${urlPath}`);
    await useIsland(page, 'search-page');
    await filters(page).hover(); // the first use of the filters loads the codes the homes have
  }

  it("lists pt-BR labels, never snake_case, and 'Aceita pets' gives the same homes after a reload", async () => {
    const { page } = await open();
    await openSearch(page, '/buscar/');
    await group(page, 'Características').getByLabel('Aceita pets', { exact: true }).waitFor({ state: 'visible' });
    const features = (await labels(page, 'Características')).map((label) => label.trim());
    const amenities = (await labels(page, 'Comodidades')).map((label) => label.trim());
    expect(features).toEqual(expect.arrayContaining(['Aceita pets', 'Ar-condicionado', 'Churrasqueira', 'Elevador', 'Mobiliado', 'Varanda']));
    expect(amenities).toEqual(expect.arrayContaining(['Piscina', 'Academia', 'Salão de festas', 'Rooftop lounge']));
    for (const label of [...features, ...amenities]) expect(label).not.toMatch(/_|^[a-z]/);

    await group(page, 'Características').getByLabel('Aceita pets', { exact: true }).check();
    const petHomes = { url: '/buscar/?caracteristicas=aceita-pets', ids: ['602', '604', '605', '608', '612', '615'], count: '6 imóveis encontrados' };
    await expectResults(page, petHomes);

    await page.reload();
    await expectResults(page, petHomes);
    await expect(group(page, 'Características').getByLabel('Aceita pets', { exact: true }).isChecked()).resolves.toBe(true);
  });

  it('reads a code no table knows back from its slug', async () => {
    const { page } = await open();
    await openSearch(page, '/buscar/?comodidades=rooftoplounge');
    await expectResults(page, { url: '/buscar/?comodidades=rooftoplounge', ids: ['615'], count: '1 imóvel encontrado' });
    await expect(group(page, 'Comodidades').getByLabel('Rooftop lounge', { exact: true }).isChecked()).resolves.toBe(true);
  });
});
