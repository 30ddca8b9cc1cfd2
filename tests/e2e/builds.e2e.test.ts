/**
 * New builds, route rules and prefetch (spec §2.2) in a real Chromium, against
 * `vitrine serve`'s static server on a copy of the fixture data that the tests
 * change and rebuild while pages are open. The server's own request log shows
 * prefetches (Chromium's speculative prefetches never reach Playwright's
 * request events once routing is on). The browser harness keeps every request
 * on this machine and fails a test on any console error or page error.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { formatBRL } from '../../domain/rules/format.ts';
import { launchChromium, sessionPerTest, type Session } from '../support/browser.ts';
import { copyFixtures, tempDir } from '../support/fixture-build.ts';
import { startStaticServer, type RunningServer } from '../support/http.ts';

const SITE = 'imobiliaria.test';
const LISTING_101 = '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101/';

interface Hit {
  url: string;
  /** `Sec-Purpose: prefetch` (speculation rules and `<link rel=prefetch>`), else ''. */
  purpose: string;
}

let browser: Browser | undefined;
let server: RunningServer | undefined;
/** The same release served like a plain static host: route rules are left to the page's runtime. */
let plainHost: RunningServer | undefined;
let data: string;
let out: string;
let origin: string;
const hits: Hit[] = [];
const openSessionForTest = sessionPerTest(() => browser);

async function open(options: BrowserContextOptions = {}, initScript?: string): Promise<Session> {
  const session = await openSessionForTest(options);
  if (initScript) await session.context.addInitScript(initScript);
  return session;
}

/** Console warnings of the session's pages, as text. */
function warningsOf({ context }: Session): string[] {
  const warnings: string[] = [];
  context.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())));
  return warnings;
}

/** The server's log from `from` on. */
const hitsSince = (from: number) => hits.slice(from);
const prefetchedSince = (from: number) => hitsSince(from).filter((h) => h.purpose === 'prefetch').map((h) => h.url);

function editJson<T>(file: string, change: (value: T) => void): void {
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  change(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
}

async function rebuild(): Promise<string> {
  const { sites } = await build({ sites: [SITE], data, out, concurrency: 2 });
  const [summary] = sites;
  if (summary?.status !== 'published') throw new Error(`build failed: ${summary?.error}`);
  return summary.buildId;
}

let attempts = 0;
/** A price no earlier build had, so a retried test still publishes a new build (the first try may have set its price). */
function freshPrice(price: number): number {
  return price + 1_000 * attempts++;
}

function setPrice(id: number, price: number): void {
  editJson<Array<{ id: number; price: number }>>(path.join(data, SITE, 'homes.json'), (homes) => {
    homes.find((h) => h.id === id)!.price = price;
  });
}

/** The runtime has read latest.json (and the route rules): `data-live-build` names the live build. */
async function navigationStarted(page: Page, buildId?: string): Promise<string> {
  const selector = buildId ? `html[data-live-build="${buildId}"]` : 'html[data-live-build]';
  await page.locator(selector).waitFor({ state: 'attached', timeout: 10_000 });
  return (await page.locator('html').getAttribute('data-live-build'))!;
}

/** Scrolls the home's first listing card into view and waits until its page was prefetched. */
async function listingCardPrefetched(page: Page, from: number): Promise<void> {
  await page.locator(`a[href="${LISTING_101}"]`).first().scrollIntoViewIfNeeded();
  await expect.poll(() => prefetchedSince(from), { timeout: 5_000 }).toContain(LISTING_101);
}

beforeAll(async () => {
  data = copyFixtures();
  out = tempDir('builds-out');
  // Servers first: the external rule below points at this server under another host name.
  server = await startStaticServer({ outDir: out, stagingSite: SITE });
  plainHost = await startStaticServer({ outDir: out, stagingSite: SITE, routeRules: false });
  origin = `http://localhost:${server.port}`;
  for (const running of [server, plainHost]) {
    running.server.on('request', (req) => hits.push({ url: req.url ?? '', purpose: String(req.headers['sec-purpose'] ?? '') }));
  }
  editJson<{ menu: unknown[]; redirects?: unknown[] }>(path.join(data, SITE, 'site-config.json'), (config) => {
    config.menu.push({ title: 'Quem somos', url: '/quem-somos' });
    config.redirects = [
      { from: '/quem-somos', to: '/sobre' },
      { from: '/parceiros', to: `http://${SITE}.localhost:${server!.port}/contato/`, status: 302 },
    ];
  });
  [browser] = await Promise.all([launchChromium(), rebuild()]);
});


afterAll(async () => {
  await browser?.close();
  await server?.close();
  await plainHost?.close();
});

describe('prefetch', () => {
  it('prefetches each link as it becomes visible, once (a listing with its payload), and the click uses it', async () => {
    const { page } = await open();
    const from = hits.length;
    await page.goto(`${origin}/`);
    await navigationStarted(page);
    await expect.poll(() => prefetchedSince(from), { timeout: 5_000 }).toEqual(expect.arrayContaining(['/sobre/', '/contato/', '/buscar/']));
    // The footer's privacy link is below the fold: not yet.
    expect(prefetchedSince(from)).not.toContain('/politica-de-privacidade/');
    await page.locator('footer a[href="/politica-de-privacidade/"]').scrollIntoViewIfNeeded();
    await expect.poll(() => prefetchedSince(from), { timeout: 5_000 }).toContain('/politica-de-privacidade/');
    await listingCardPrefetched(page, from);
    await expect.poll(() => prefetchedSince(from), { timeout: 5_000 }).toContain(`${LISTING_101}_payload.json`);
    const prefetched = prefetchedSince(from);
    expect(prefetched.length).toBe(new Set(prefetched).size); // each URL once, though most links appear twice (header, footer)
    expect(prefetched.filter((url) => url.endsWith('/_payload.json'))).toEqual([`${LISTING_101}_payload.json`]);
    expect(prefetched).not.toContain('/quem-somos/'); // a retired path: its rule, not a page, answers it

    const beforeClick = hits.length;
    await page.locator('header a[href="/sobre/"]').first().click();
    await page.waitForURL(`${origin}/sobre/`);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType)).toBe('navigational-prefetch');
    expect(hitsSince(beforeClick).map((h) => h.url)).not.toContain('/sobre/');
  });

  it('prefetches nothing with data saving on', async () => {
    const { page } = await open({}, `Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } });`);
    const from = hits.length;
    await page.goto(`${origin}/`);
    await navigationStarted(page);
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(prefetchedSince(from)).toEqual([]);
    expect(hitsSince(from).filter((h) => h.url.endsWith('/_payload.json'))).toEqual([]);
  });
});

describe('route rules from the site config', () => {
  it('are in the build meta, and a click on a retired path goes straight to the target', async () => {
    const latest = JSON.parse(readFileSync(path.join(out, 'sites', SITE, 'builds', 'latest.json'), 'utf8')) as { id: string; redirects: number };
    expect(latest.redirects).toBe(2);
    const meta = JSON.parse(readFileSync(path.join(out, 'sites', SITE, 'builds', 'meta', `${latest.id}.json`), 'utf8')) as { redirects: unknown };
    expect(meta.redirects).toEqual([
      { from: '/quem-somos', to: '/sobre', status: 301 },
      { from: '/parceiros', to: `http://${SITE}.localhost:${server!.port}/contato/`, status: 302 },
    ]);

    // Two rules: latest.json carries them, so no visitor fetches the meta file (every page of the site is listed there).
    expect((latest as { rules?: unknown }).rules).toEqual(meta.redirects);

    const { page } = await open();
    const loaded = hits.length;
    await page.goto(`${origin}/`);
    await navigationStarted(page);
    const from = hits.length;
    await page.locator('header a[href="/quem-somos/"]').first().click();
    await page.waitForURL(`${origin}/sobre/`);
    expect(hitsSince(from).map((h) => h.url)).not.toContain('/quem-somos/'); // the runtime sent it on, not the server
    expect(hitsSince(loaded).filter((h) => h.url.startsWith('/builds/meta/'))).toEqual([]);
  });

  it('redirect on load where the host does not: internal by replace, external by a full load', async () => {
    const { page, expect404 } = await open();
    const plain = `http://localhost:${plainHost!.port}`;
    expect404(`${plain}/quem-somos/?utm_source=x`);
    expect((await page.goto(`${plain}/quem-somos/?utm_source=x`))?.status()).toBe(404);
    await page.waitForURL(`${plain}/sobre/?utm_source=x`);
    await page.goBack();
    expect(page.url()).not.toContain('/quem-somos/'); // replaced: Back does not bounce on the retired path

    expect404(`${plain}/parceiros`);
    await page.goto(`${plain}/parceiros`);
    await page.waitForURL(`http://${SITE}.localhost:${server!.port}/contato/`);

    // vitrine serve answers them itself.
    expect((await page.goto(`${origin}/quem-somos/`))?.url()).toBe(`${origin}/sobre/`);
  });

  it('logs a missing build manifest and treats the rules as empty: navigation still works', async () => {
    const latestFile = path.join(out, 'sites', SITE, 'builds', 'latest.json');
    const latestText = readFileSync(latestFile, 'utf8');
    const latest = JSON.parse(latestText) as { id: string; rules?: unknown };
    const metaFile = path.join(out, 'sites', SITE, 'builds', 'meta', `${latest.id}.json`);
    // As a site with more rules than latest.json carries: the runtime reads them from the meta file.
    writeFileSync(latestFile, JSON.stringify({ ...latest, rules: undefined }));
    renameSync(metaFile, `${metaFile}.away`);
    try {
      const current = await open();
      const { page, expect404 } = current;
      const warnings = warningsOf(current);
      expect404(`${origin}/builds/meta/${latest.id}.json`);
      await page.goto(`${origin}/`);
      await navigationStarted(page);
      expect(warnings.some((w) => w.startsWith('Falha ao carregar o manifesto da versão:'))).toBe(true);
      await page.locator('header a[href="/contato/"]').first().click();
      await page.waitForURL(`${origin}/contato/`);
      await page.getByRole('heading', { name: 'Fale conosco' }).first().waitFor();
    } finally {
      renameSync(`${metaFile}.away`, metaFile);
      writeFileSync(latestFile, latestText);
    }
  });
});

describe('a new build while a page is open', () => {
  it('is noticed by the periodic check, and the next click loads the new page, not the prefetched copy', async () => {
    const { page } = await open({}, 'window.__vitrineTestPollMs = 250;');
    const from = hits.length;
    await page.goto(`${origin}/`);
    const before = await navigationStarted(page);
    await listingCardPrefetched(page, from);

    const price = freshPrice(699_000);
    setPrice(101, price);
    const after = await rebuild();
    expect(after).not.toBe(before);
    await navigationStarted(page, after);

    const beforeClick = hits.length;
    await page.locator(`a[href="${LISTING_101}"]`).first().click();
    await page.waitForURL(`${origin}${LISTING_101}`);
    await page.getByText(formatBRL(price), { exact: true }).first().waitFor({ state: 'visible' });
    expect(hitsSince(beforeClick)).toContainEqual({ url: LISTING_101, purpose: '' }); // loaded from the server
  });

  it('reloads, once, a page prefetched before a build the previous page had not noticed yet', async () => {
    const { page } = await open(); // the default 60 s poll: no check happens during the test
    const from = hits.length;
    await page.goto(`${origin}/`);
    await navigationStarted(page);
    await listingCardPrefetched(page, from);

    const price = freshPrice(710_000);
    setPrice(101, price);
    const after = await rebuild();

    await page.locator(`a[href="${LISTING_101}"]`).first().click();
    await page.waitForURL(`${origin}${LISTING_101}`);
    await navigationStarted(page, after);
    await page.getByText(formatBRL(price), { exact: true }).first().waitFor({ state: 'visible' });
    const marker = await page.evaluate(() => sessionStorage.getItem('vitrine:reload-guard'));
    expect(Object.keys(JSON.parse(marker ?? '{}'))).toEqual([`reload:${LISTING_101}`]);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  });
});
