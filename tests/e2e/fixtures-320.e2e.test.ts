/**
 * The fixture tenants shaped like real broker data (their own page configs, other feature codes,
 * long names, missing photos, hostile values) on a small phone, 320 px wide: every page of each
 * sitemap (up to a bound), the favourites page and the 404 page must fit the width (no sideways
 * scroll), load with no page error and no console error but the 404s their data asks for, and
 * show axe-core no serious or critical WCAG 2.x A/AA violation.
 * The sample templates are checked at 390 and 1280 px (templates-390/-1280).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveFixtures, sessionPerTest, type FixtureSite } from '../support/browser.ts';
import { axeViolations, describeViolations, seriousOrCritical } from '../support/axe.ts';

const SITES = ['imobiliaria.test', 'corretora.test', 'parceira.test', 'hostil.test'];
/** Pages per site, at most: parceira.test's sitemap has ~90 (its /buscar combinations). */
const MAX_PAGES = 14;
/** 404s of the fixtures' own data: a photo that is not in the media folder, a hostile image URL, a menu link to a page the config lacks. */
const DATA_404 = /foto-que-nao-existe\.jpg|%3Csvg|hostil\.test\.localhost:\d+\/sobre\/|\/nao-existe\/$/;

let browser: Browser | undefined;
let fixtures: FixtureSite;
const open = sessionPerTest(() => browser);

beforeAll(async () => {
  fixtures = await serveFixtures();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await fixtures?.server.close();
});

/** The site's sitemap paths, the home first; then the favourites and a 404. */
function pagesOf(site: string): string[] {
  const xml = readFileSync(path.join(fixtures.out, 'sites', site, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname);
  return [...paths.slice(0, MAX_PAGES), '/favoritos/', '/nao-existe/'];
}

describe('fixture tenants at 320 px', () => {
  for (const site of SITES) {
    it(`${site}: every page fits the width, loads without errors and passes axe`, { timeout: 120_000 }, async () => {
      const { page, expect404 } = await open({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
      expect404(DATA_404);
      const overflowing: string[] = [];
      const inaccessible: string[] = [];
      for (const pathname of pagesOf(site)) {
        await page.goto(`${fixtures.siteOrigin(site)}${pathname}`, { waitUntil: 'load' });
        // As a visitor would: the pointer moves (maps and other islands may load), the page is scrolled through.
        await page.mouse.move(10, 10);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const wider = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth <= width) return null;
          const culprit = [...document.querySelectorAll('body *')].find((e) => e.getBoundingClientRect().right > width + 1 && getComputedStyle(e).position !== 'fixed');
          return `${document.documentElement.scrollWidth} px (${culprit?.tagName.toLowerCase()}.${culprit?.getAttribute('class')?.slice(0, 60) ?? ''})`;
        });
        if (wider) overflowing.push(`${pathname}: ${wider}`);
        const axe = seriousOrCritical(await axeViolations(page));
        if (axe.length > 0) inaccessible.push(`${pathname}:\n${describeViolations(axe)}`);
      }
      expect(overflowing).toEqual([]);
      expect(inaccessible).toEqual([]);
    });
  }
});
