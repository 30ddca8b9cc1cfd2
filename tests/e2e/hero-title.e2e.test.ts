/**
 * Issue #15 item 12: a hero title never splits a word without a hyphen. Every
 * template's home (the sample tenants of examples/data, one per template, plus a title
 * of long pt-BR words) is opened at 360, 390 and 1280 px in Chromium, and each word of
 * the heading must be drawn on one line; screenshots go to tests/.artifacts/hero/.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveData, openSession, screenshot } from '../support/browser.ts';
import { tempDir } from '../support/fixture-build.ts';
import type { RunningServer } from '../support/http.ts';

const TEMPLATES = ['cosmic', 'nova', 'wind', 'tropical'] as const;
const WIDTHS = [360, 390, 1280] as const;
const LONG_TITLE = 'Inconstitucionalissimamente desburocratização imobiliária';

let browser: Browser | undefined;
let server: RunningServer | undefined;

beforeAll(async () => {
  const data = tempDir('hero-data');
  cpSync(path.resolve(import.meta.dirname, '..', '..', 'examples', 'data'), data, { recursive: true });
  // wind's hero gets a title of long words: the worst case for a 360 px screen.
  const file = path.join(data, 'wind.vitrine.local', 'site-config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as { pages: Array<{ sections: Array<{ component: string; props?: Record<string, unknown> }> }> };
  const hero = config.pages.flatMap((p) => p.sections).find((s) => s.component === 'hero')!;
  hero.props = { ...hero.props, title: LONG_TITLE };
  writeFileSync(file, JSON.stringify(config));
  server = (await serveData(data)).server;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('hero titles', { timeout: 120_000 }, () => {
  for (const width of WIDTHS) {
    it(`keep every word on one line at ${width} px`, async () => {
      const session = await openSession(browser!, { viewport: { width, height: 800 } });
      try {
        for (const template of TEMPLATES) {
          await session.page.goto(`http://${template}.vitrine.local.localhost:${server!.port}/`);
          const split = await session.page.locator('h1').first().evaluate((h1) => {
            const broken: string[] = [];
            const text = h1.textContent ?? '';
            const node = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT).nextNode();
            if (!node) return ['(no text)'];
            for (const match of text.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              if (lines.size > 1) broken.push(match[0]);
            }
            return broken;
          });
          await screenshot(session.page, `hero/${template}-${width}`, false);
          expect(split, `${template} at ${width} px`).toEqual([]);
          // …and the title is there to read: visible, and not scaled down to nothing.
          const shown = await session.page.locator('h1 > span').first().evaluate((el) => ({ size: parseFloat(getComputedStyle(el).fontSize), height: el.getBoundingClientRect().height }));
          expect(shown.size, `${template} at ${width} px`).toBeGreaterThanOrEqual(template === 'wind' ? 12 : 24); // wind carries a 27-letter word
          expect(shown.height).toBeGreaterThan(20);
          if (template === 'wind') expect(await session.page.locator('h1').first().textContent()).toBe(LONG_TITLE);
        }
      } finally {
        await session.context.close();
      }
    });
  }
});
