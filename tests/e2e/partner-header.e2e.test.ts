/**
 * Issue #15 item 10 on parceira.test (an 80-character agency name, a photo that 404s):
 * at 360 px the name never sits under the menu toggle in any of the six header layouts,
 * nothing overflows sideways, and a broken photo shows the placeholder, not alt text.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_LAYOUTS } from '../../domain/schemas/index.ts';
import { launchChromium, serveData, screenshot, sessionPerTest } from '../support/browser.ts';
import { fixturesDir, tempDir } from '../support/fixture-build.ts';
import type { RunningServer } from '../support/http.ts';

const SITE = 'parceira.test';
const siteOf = (layout: string) => `parceira-${layout}.test`;
let browser: Browser | undefined;
let server: RunningServer | undefined;
const open = sessionPerTest(() => browser);

beforeAll(async () => {
  // One copy of the tenant per header layout, each its own site.
  const data = tempDir('header-data');
  for (const layout of HEADER_LAYOUTS) {
    const dir = path.join(data, siteOf(layout));
    cpSync(path.join(fixturesDir, SITE), dir, { recursive: true });
    const config = JSON.parse(readFileSync(path.join(dir, 'site-config.json'), 'utf8')) as { site_url: string; header: { layout: string } };
    config.site_url = siteOf(layout);
    config.header = { ...config.header, layout };
    writeFileSync(path.join(dir, 'site-config.json'), JSON.stringify(config));
  }
  server = (await serveData(data)).server;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('a long agency name at 360 px', { timeout: 120_000 }, () => {
  for (const layout of HEADER_LAYOUTS) {
    it(`${layout}: the name and the menu toggle never overlap`, async () => {
      const { page } = await open({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
      await page.goto(`http://${siteOf(layout)}.localhost:${server!.port}/`);
      const name = await page.locator('header [data-header-part="logo"]').boundingBox();
      const toggle = await page.locator('header button[aria-label="Abrir menu"], header button[aria-controls]').first().boundingBox();
      await screenshot(page, `header/${layout}-360`, false);
      expect(name).not.toBeNull();
      expect(toggle).not.toBeNull();
      const overlap = name!.x < toggle!.x + toggle!.width && toggle!.x < name!.x + name!.width;
      expect(overlap, `${layout}: name ${JSON.stringify(name)} toggle ${JSON.stringify(toggle)}`).toBe(false);
      for (const box of [name!, toggle!]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});

describe('a photo that does not load', { timeout: 60_000 }, () => {
  it('shows the placeholder, not its alt text, as does a card without photos', async () => {
    const session = await open({ viewport: { width: 1280, height: 800 } });
    session.expect404(/foto-que-nao-existe/);
    await session.page.goto(`http://${siteOf('style-1')}.localhost:${server!.port}/buscar/`);
    const img = session.page.locator('img[src*="foto-que-nao-existe"]').first();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.getAttribute('data-broken'), { timeout: 10_000 }).toBe(''); // lazy: loads (and fails) once scrolled to
    expect(await img.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    const box = await img.evaluate((el) => getComputedStyle(el.parentElement!).backgroundImage);
    expect(box).toMatch(/^url\("data:image\/svg\+xml/);
    // a home with no photo at all gets the same placeholder on its card
    const missing = session.page.locator('[data-photo="missing"]').first();
    expect(await missing.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml/);
  });
});
