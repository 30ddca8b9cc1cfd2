/**
 * The listing page of parceira.test in Chromium (issue #15 item 7): that tenant's config
 * defines the property page with the detail section only, as real configs do, and its
 * listings still show similar homes (spec §2.9) and recently viewed (spec §2.10).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveFixtures, sessionPerTest, type FixtureSite } from '../support/browser.ts';

const PINHEIROS = '/imovel/venda/apartamento-2-quartos-pinheiros-sao-paulo/601/';
const PINHEIROS_3 = '/imovel/venda/apartamento-3-quartos-pinheiros-sao-paulo/602/';
let browser: Browser | undefined;
let site: FixtureSite | undefined;
let origin: string;
const open = sessionPerTest(() => browser);

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveFixtures()]);
  origin = site.siteOrigin('parceira.test');
});

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

/** The ids of the cards under a heading, as the visitor sees them. */
async function cardIdsUnder(page: Page, heading: string): Promise<string[]> {
  const section = page.locator('section').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await section.first().waitFor({ state: 'visible', timeout: 10_000 });
  return section.first().locator('[data-home-id]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-home-id') ?? ''));
}

describe('a listing on a site whose property page holds only the detail section', () => {
  it('shows the similar homes: the other apartments for sale, same city first', async () => {
    const { page } = await open();
    await page.goto(`${origin}${PINHEIROS}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Apartamento com varanda em Pinheiros com 2 quartos à venda');
    const similar = await cardIdsUnder(page, 'Imóveis semelhantes');
    // The three other São Paulo apartments for sale, then the two in Belo Horizonte.
    expect(similar.slice(0, 3).sort()).toEqual(['602', '609', '610']);
    expect(similar.slice(3).sort()).toEqual(['613', '614']);
  });

  it('shows the recently viewed homes on the next listing, not the listing itself', async () => {
    const { page } = await open();
    await page.goto(`${origin}${PINHEIROS}`);
    await page.goto(`${origin}${PINHEIROS_3}`);
    await expect(cardIdsUnder(page, 'Visualizados recentemente')).resolves.toEqual(['601']);
  });
});
