/**
 * The listing's simulators (#17 item 4) in Chromium, on parceira.test — whose
 * config defines its own property page with the detail section only, so the
 * simulator is there because every listing page gets it. A sale (601,
 * R$ 890.000): the default SAC and PRICE figures are in the HTML before any
 * JavaScript; the island's chunk loads only on interaction; changing the down
 * payment, the term and the rate updates the figures to exactly what
 * domain/finance computes. A rental (604): rent + condomínio + IPTU and the
 * guarantees. axe finds no serious violation; screenshots at 390 and 1280 px
 * in tests/.artifacts/simulator/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financingSummary } from '../../domain/finance/loan.ts';
import { rentCosts } from '../../domain/finance/rent.ts';
import { formatBRL } from '../../domain/rules/format.ts';
import { axeViolations, describeViolations, seriousOrCritical } from '../support/axe.ts';
import { ARTIFACTS, launchChromium, MOBILE, serveFixtures, sessionPerTest, type FixtureSite } from '../support/browser.ts';

const SITE = 'parceira.test';
const SIMULATOR_CHUNK = /\/assets\/financing-simulator-[^/]+\.js$/;
let browser: Browser | undefined;
let fixtures: FixtureSite | undefined;
let sale = '';
let rent = '';
const open = sessionPerTest(() => browser);
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

beforeAll(async () => {
  [browser, fixtures] = await Promise.all([launchChromium(), serveFixtures()]);
  const sitemap = readFileSync(path.join(fixtures.out, 'sites', SITE, 'sitemap.xml'), 'utf8');
  const listings = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/imovel\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  sale = listings.find((p) => /\/601\/$/.test(p))!;
  rent = listings.find((p) => /\/604\/$/.test(p))!;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await fixtures?.server.close();
});

/** The figures the simulator shows, by their data-simulator-value name. */
async function figures(section: Locator): Promise<Record<string, string>> {
  return section.locator('[data-simulator-value]').evaluateAll((cells) => Object.fromEntries(cells.map((c) => [c.getAttribute('data-simulator-value'), c.textContent])));
}

/** What domain/finance says the simulator must show for these choices. */
function expected(downPaymentPercent: number, months: number, annualRatePercent: number): Record<string, string> {
  const summary = financingSummary({ price: 890_000, downPaymentPercent, months, annualRatePercent });
  const table = (name: 'sac' | 'price') =>
    Object.fromEntries((['first', 'last', 'total', 'incomeNeeded'] as const).map((key) => [`${name}-${key}`, formatBRL(summary[name][key])]));
  return { 'down-payment': formatBRL(summary.downPayment), financed: formatBRL(summary.financed), ...table('sac'), ...table('price') };
}

/** The section alone; the fixed header would be stitched over it, so it is taken out of the way first. */
async function sectionShot(page: Page, section: Locator, name: string): Promise<void> {
  await page.addStyleTag({ content: 'body > header, header[data-header-layout] { position: static !important; }' });
  await section.screenshot({ path: path.join(ARTIFACTS, 'simulator', `${name}.png`) });
}

async function noSeriousAxe(page: Page, name: string): Promise<void> {
  const serious = seriousOrCritical(await axeViolations(page));
  expect(serious, `${name}:\n${describeViolations(serious)}`).toEqual([]);
}

describe('the listing simulators in Chromium', { timeout: 120_000 }, () => {
  for (const width of [1280, 390] as const) {
    it(`on a sale at ${width} px: default figures without JavaScript, then each change recomputed as domain/finance does`, async () => {
      const { page, requests } = await open(width === 390 ? MOBILE : {});
      await page.goto(`${fixtures!.siteOrigin(SITE)}${sale}`);
      const section = page.locator('[data-listing-simulator="sale"]');
      expect(await section.getByRole('heading', { name: 'Simule o financiamento' }).isVisible()).toBe(true);
      // The server's HTML already holds the defaults (20 %, 360 months, 11,5 % a.a.).
      expect(await figures(section)).toEqual(expected(20, 360, 11.5));
      expect(await figures(section)).toMatchObject({ financed: 'R$ 712.000', 'price-first': formatBRL(financingSummary({ price: 890_000, downPaymentPercent: 20, months: 360, annualRatePercent: 11.5 }).price.first) });
      expect(await section.textContent()).toContain('CET');
      expect(requests.filter((url) => SIMULATOR_CHUNK.test(url))).toEqual([]);

      // Typed at once, before the island has hydrated: the value still counts.
      await section.getByLabel('Entrada (% do valor)').fill('30');
      await poll(() => figures(section)).toEqual(expected(30, 360, 11.5));
      expect(requests.filter((url) => SIMULATOR_CHUNK.test(url))).toHaveLength(1);
      await section.getByLabel('Prazo').selectOption('240');
      await poll(() => figures(section)).toEqual(expected(30, 240, 11.5));
      await section.getByLabel('Taxa de juros (% ao ano)').fill('9,75');
      await poll(() => figures(section)).toEqual(expected(30, 240, 9.75));
      expect(await section.textContent()).toContain(`Equivale a 0,78% ao mês`);

      await page.waitForFunction(() => !document.querySelector('[data-island-state="loading"]'));
      await noSeriousAxe(page, `sale listing at ${width}`);
      await sectionShot(page, section, `venda-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The table stays inside its card.
      const [table, card] = await Promise.all([section.locator('table').boundingBox(), section.locator(':scope > div').boundingBox()]);
      expect(table!.x + table!.width).toBeLessThanOrEqual(card!.x + card!.width);
    });
  }

  for (const width of [1280, 390] as const) {
    it(`on a rental at ${width} px: the monthly total with condomínio and IPTU, and the guarantees, as plain HTML`, async () => {
      const { page, requests } = await open(width === 390 ? MOBILE : {});
      await page.goto(`${fixtures!.siteOrigin(SITE)}${rent}`);
      const section = page.locator('[data-listing-simulator="rent"]');
      expect(await section.getByRole('heading', { name: 'Quanto custa morar aqui' }).isVisible()).toBe(true);
      // 3.500 + 650 + 120 (homes.json of parceira.test)
      expect(rentCosts({ rental_price: 3500, condominium_price: 650, iptu_price: 120 }).total).toBe(4270);
      expect(await section.locator('[data-simulator-value="rent-total"]').textContent()).toBe('R$ 4.270');
      expect(await section.locator('[data-rent-costs] dt').allTextContents()).toEqual(['Aluguel', 'Condomínio', 'IPTU (parcela mensal)', 'Total mensal']);
      const guarantees = await section.locator('[data-rent-guarantees] li').allTextContents();
      expect(guarantees.map((text) => text.split(/[:(]/)[0]!.trim())).toEqual(['Fiador', 'Seguro-fiança', 'Caução', 'Título de capitalização']);
      expect(guarantees[2]).toContain('(até R$ 10.500)');
      expect(requests.filter((url) => SIMULATOR_CHUNK.test(url))).toEqual([]);
      await noSeriousAxe(page, `rental listing at ${width}`);
      await sectionShot(page, section, `aluguel-${width}`);
    });
  }
});
