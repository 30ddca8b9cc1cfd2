/**
 * #16: every island kind the built sites have hydrates in Chromium without a mismatch.
 * The pages are written by the static renderer; React's hydration of each island must
 * find exactly the HTML it would have written. The islands run on React's development build
 * (../support/development-react.ts): production React reports a differing structure or text
 * only, the development build every differing attribute too; either is a console error, which
 * fails the session. For each island kind, a page of the fixture tenants and one of the
 * sample tenants; every island on it is woken (scroll for 'visible', pointer-over for
 * 'interaction', 'idle' ones by themselves).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesUnder } from '../../builds/walk.ts';
import { islandLoaders } from '../../client/islands/index.ts';
import { launchChromium, openSession, serveData, type FixtureSite } from '../support/browser.ts';
import { buildDevelopmentRuntime, type DevelopmentRuntime } from '../support/development-react.ts';

const examplesData = path.resolve(import.meta.dirname, '..', '..', 'examples', 'data');
let browser: Browser | undefined;
let development: DevelopmentRuntime;
const sites: FixtureSite[] = [];

/** For each island kind, the first page (origin + path) that has one. */
function pagesByIsland(site: FixtureSite): Map<string, string> {
  const found = new Map<string, string>();
  for (const summary of site.summary.sites) {
    const root = path.join(site.out, 'sites', summary.site_url);
    for (const entry of entriesUnder(root)) {
      if (!entry.isFile() || entry.name !== 'index.html') continue;
      const file = path.join(entry.parentPath, entry.name);
      const html = readFileSync(file, 'utf8');
      for (const [, name] of html.matchAll(/data-island="([\w-]+)"/g)) {
        if (found.has(name!)) continue;
        const urlPath = `/${path.relative(root, path.dirname(file)).split(path.sep).join('/')}/`.replace(/\/+$/, '/');
        found.set(name!, `${site.siteOrigin(summary.site_url)}${urlPath === '//' ? '/' : urlPath}`);
      }
    }
  }
  return found;
}

beforeAll(async () => {
  // The samples as the provider builds them: photos through the storage's resize endpoint, with srcsets (the islands that
  // draw photos work their URLs out again in the browser), served by `vitrine serve`'s storage emulation.
  const [launched, fixtures, samples, runtime] = await Promise.all([
    launchChromium(),
    serveData(undefined),
    serveData(examplesData, { dataDir: examplesData }, { storageBaseUrl: '/storage' }),
    buildDevelopmentRuntime(),
  ]);
  browser = launched;
  development = runtime;
  sites.push(fixtures, samples);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(sites.map((site) => site.server.close()));
});

describe('hydration of the static HTML', () => {
  it('hydrates every island kind without a mismatch', async () => {
    // Each island kind on a page of each set of tenants: the fixtures' photos are plain paths, the
    // samples' go through the storage's resize endpoint (URLs the islands work out again).
    const urls = new Set<string>();
    const kinds = new Set<string>();
    for (const site of sites) {
      for (const [name, url] of pagesByIsland(site)) {
        urls.add(url);
        kinds.add(name);
      }
    }
    // Every island the runtime knows is on some page of these tenants.
    expect([...kinds].sort()).toEqual(Object.keys(islandLoaders).sort());

    const hydrated = new Set<string>();
    for (const url of urls) {
      const session = await openSession(browser!);
      await development.use(session.context);
      const { page } = session;
      const before = development.served();
      await page.goto(url);
      // The visitor's first input (the maps wait for one: 'visible-after-input'); then each island brought
      // into view ('visible') and pointed at ('interaction'); 'idle' ones load by themselves.
      await page.mouse.move(5, 5);
      const count = await page.locator('[data-island]').count();
      for (let i = 0; i < count; i++) {
        await page.evaluate(async (index) => {
          const root = document.querySelectorAll<HTMLElement>('[data-island]')[index]!;
          (root.firstElementChild ?? root).scrollIntoView({ block: 'center' });
          root.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }, i);
      }
      const settled = () => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((root) => root.dataset.islandState === 'ready' || root.dataset.islandState === 'error');
      await page.waitForFunction(settled, null, { timeout: 20_000 }).catch(async () => {
        const waiting = await page.$$eval('[data-island]', (roots) => roots.filter((r) => (r as HTMLElement).dataset.islandState !== 'ready').map((r) => `${(r as HTMLElement).dataset.island}:${(r as HTMLElement).dataset.islandState ?? 'not started'}`));
        throw new Error(`${url}: islands not hydrated: ${waiting.join(', ')}`);
      });
      const states = await page.$$eval('[data-island]', (roots) => roots.map((root) => [(root as HTMLElement).dataset.island, (root as HTMLElement).dataset.islandState]));
      expect(states.filter(([, state]) => state !== 'ready'), url).toEqual([]);
      for (const [name] of states) hydrated.add(name!);
      await session.context.close();
      // React reports a hydration mismatch as a recoverable error on the console: none, and no other error.
      expect(session.problems, url).toEqual([]);
      expect(development.served() - before, `${url}: React's development build ran`).toBe(1);
    }
    expect([...hydrated].sort()).toEqual(Object.keys(islandLoaders).sort());
  }, 180_000);
});
