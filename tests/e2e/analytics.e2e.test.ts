/**
 * Analytics and UTM (spec §7.4) in a real Chromium, on the fixture sites
 * served like `vitrine serve`. corretora.test has a GA id, a pixel id and
 * fonts; gtag.js, fbevents.js and Google Fonts are answered by local stubs
 * that report every call to the test through a binding (so calls made just
 * before a navigation still arrive). imobiliaria.test and hostil.test have no
 * ids. Tests never touch the internet (tests/support/browser.ts) and fail on
 * any console or page error.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, openSession, serveFixtures, type FixtureSite, type Session, useIsland } from '../support/browser.ts';

const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
const PIXEL = /^https:\/\/connect\.facebook\.net\//;
const FONTS = /^https:\/\/fonts\.googleapis\.com\//;
const THIRD_PARTY = /googletagmanager\.com|facebook\.net|fonts\.googleapis\.com/;
const PAGE_EVENTS_CHUNK = /\/assets\/page-events-[^/]+\.js$/;

/** gtag.js stand-in: reports what the page queued in dataLayer, then every later push. */
const GTAG_STUB = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var report = function (args) { window.__analytics('ga', JSON.parse(JSON.stringify(Array.prototype.slice.call(args)))); };
  layer.forEach(report);
  layer.push = function () { Array.prototype.forEach.call(arguments, report); return Array.prototype.push.apply(layer, arguments); };
})();`;

/** fbevents.js stand-in: takes over fbq's queue as the real script does, reporting each call. */
const PIXEL_STUB = `(function () {
  var fbq = window.fbq;
  var report = function (args) { window.__analytics('fb', JSON.parse(JSON.stringify(Array.prototype.slice.call(args)))); };
  fbq.callMethod = function () { report(arguments); };
  fbq.queue.forEach(report);
  fbq.queue = [];
})();`;

interface Call {
  to: 'ga' | 'fb';
  args: unknown[];
}

interface AnalyticsSession extends Session {
  calls: Call[];
  fontRequests: string[];
  /** Problems a test provokes on purpose (a third party that fails to load). */
  expected: RegExp[];
}

let browser: Browser | undefined;
let site: FixtureSite | undefined;
let session: AnalyticsSession | undefined;
const corretora = () => site!.siteOrigin('corretora.test');

/** A session whose third parties are the recording stubs (these routes win over the harness's empty answers). */
async function open(options: { gtag?: (route: Route) => Promise<void> } = {}): Promise<AnalyticsSession> {
  const base = await openSession(browser!);
  const calls: Call[] = [];
  const fontRequests: string[] = [];
  await base.context.exposeBinding('__analytics', (_source, to: Call['to'], args: unknown[]) => void calls.push({ to, args }));
  await base.context.route(GTAG, options.gtag ?? ((route) => route.fulfill({ contentType: 'text/javascript', body: GTAG_STUB })));
  await base.context.route(PIXEL, (route) => route.fulfill({ contentType: 'text/javascript', body: PIXEL_STUB }));
  await base.context.route(FONTS, (route) => {
    fontRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/css', body: '/* fontes */' });
  });
  // The footer's WhatsApp link opens wa.me in a new tab: a blank page stands in for it.
  await base.context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  session = { ...base, calls, fontRequests, expected: [] };
  return session;
}

/** GA events by name: the gtag('event', name, params) calls. */
const gaEvents = (calls: readonly Call[], name: string) =>
  calls.filter((c) => c.to === 'ga' && c.args[0] === 'event' && c.args[1] === name).map((c) => c.args[2]);
const pixelCalls = (calls: readonly Call[], method: string, name: string) =>
  calls.filter((c) => c.to === 'fb' && c.args[0] === method && c.args[1] === name).map((c) => c.args[2]);

/**
 * Resolves once the runtime has started the page's analytics: the chunk has been
 * evaluated (importing it again waits for that) and the runtime's callback, queued
 * right after, has run (a macrotask later).
 */
async function pageEventsStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/page-events-[^/]+\.js$/.test(e.name)));
  const chunk = await page.evaluate(() => performance.getEntriesByType('resource').find((e) => /\/page-events-[^/]+\.js$/.test(e.name))!.name);
  // A string, so vitest does not rewrite the browser's import().
  await page.evaluate(`import(${JSON.stringify(chunk)}).then(() => new Promise((resolve) => setTimeout(resolve, 0)))`);
}

/** Clicks count once the delegated listener is in and GA is configured. */
async function analyticsReady(page: Page, calls: readonly Call[]): Promise<void> {
  await expect.poll(() => calls.some((c) => c.to === 'ga' && c.args[0] === 'config')).toBe(true);
  await pageEventsStarted(page);
}

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveFixtures()]);
});

afterEach(async () => {
  const done = session;
  session = undefined;
  await done?.context.close();
  expect((done?.problems ?? []).filter((problem) => !done?.expected.some((e) => e.test(problem)))).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

describe('analytics on a site with GA, the pixel and fonts', () => {
  it('loads GA with anonymised IP, the pixel with its PageView and the fonts stylesheet', async () => {
    const { page, calls, fontRequests, requests } = await open();
    await page.goto(`${corretora()}/`);
    await expect.poll(() => calls.filter((c) => c.to === 'fb').length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => calls.some((c) => c.to === 'ga' && c.args[0] === 'config')).toBe(true);

    expect(requests).toContain('https://www.googletagmanager.com/gtag/js?id=G-TESTE123');
    expect(calls.find((c) => c.to === 'ga' && c.args[0] === 'config')?.args).toEqual(['config', 'G-TESTE123', { anonymize_ip: true }]);
    expect(calls.filter((c) => c.to === 'fb').map((c) => c.args)).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
    expect(fontRequests).toEqual([
      'https://fonts.googleapis.com/css2?family=Open+Sans:wght@300;400;500;700&family=Montserrat:wght@300;400;500;700&display=swap',
    ]);
    // Loaded without blocking the first paint, then applied.
    await expect.poll(() => page.evaluate(() => document.querySelector('link[rel="stylesheet"][href^="https://fonts.googleapis.com"]')?.getAttribute('media'))).toBe('all');
  });

  it('sends property_view and view_item / ViewContent in BRL with the price in reais on a listing', async () => {
    const { page, calls } = await open();
    await page.goto(`${corretora()}/`);
    const href = await page.locator('[data-home-id="201"] a').getAttribute('href');
    await page.goto(`${corretora()}${href}`);
    await expect.poll(() => gaEvents(calls, 'view_item').length).toBe(1);

    const home = { property_id: 201, name: 'Casa com quintal no Cambuí', type: 'residential', status: 'sale', city: 'Campinas', state: 'SP', neighborhood: 'Cambuí', price: 1250000 };
    expect(gaEvents(calls, 'property_view')).toEqual([home]);
    expect(gaEvents(calls, 'view_item')[0]).toMatchObject({ currency: 'BRL', value: 1250000, items: [{ item_id: '201', price: 1250000 }] });
    expect(pixelCalls(calls, 'track', 'ViewContent')).toEqual([expect.objectContaining({ currency: 'BRL', value: 1250000, content_ids: ['201'] })]);
    expect(pixelCalls(calls, 'trackCustom', 'property_view')).toEqual([home]);
  });

  it('sends property_click with the spec fields, rental_price for a rental, when a card is clicked', async () => {
    const { page, calls } = await open();
    await page.goto(`${corretora()}/`);
    await analyticsReady(page, calls);
    await Promise.all([page.waitForURL(/\/imovel\/aluguel\//), page.locator('[data-home-id="202"] a').click()]);

    await expect.poll(() => gaEvents(calls, 'property_click')).toEqual([
      {
        property_id: 202,
        name: 'Apartamento perto da Unicamp',
        type: 'residential',
        status: 'rent',
        city: 'Campinas',
        state: 'SP',
        neighborhood: 'Barão Geraldo',
        rental_price: 2800,
      },
    ]);
    expect(pixelCalls(calls, 'trackCustom', 'property_click')).toHaveLength(1);
    // The listing it led to is a rental: its view is in the rent.
    await expect.poll(() => gaEvents(calls, 'view_item')).toEqual([expect.objectContaining({ currency: 'BRL', value: 2800 })]);
  });

  it('sends whatsapp_click with context footer from the footer button', async () => {
    const { page, context, calls } = await open();
    await page.goto(`${corretora()}/`);
    await analyticsReady(page, calls);
    const [whatsapp] = await Promise.all([context.waitForEvent('page'), page.locator('footer [data-track="whatsapp_click"]').click()]);
    await whatsapp.close();

    expect(gaEvents(calls, 'whatsapp_click')).toEqual([{ context: 'footer' }]);
    expect(pixelCalls(calls, 'trackCustom', 'whatsapp_click')).toEqual([{ context: 'footer' }]);
  });

  it('sends search when a filter changes on the search page, and property_click from a result card', async () => {
    const { page, calls } = await open();
    await page.goto(`${corretora()}/buscar/`);
    await analyticsReady(page, calls);
    const island = page.locator('[data-island="search-page"]');
    await useIsland(page, 'search-page');
    await page.getByRole('search', { name: 'Filtros da busca' }).getByRole('button', { name: 'Alugar' }).click();
    await expect.poll(() => gaEvents(calls, 'search')).toEqual([{ search_term: '/buscar/alugar/' }]);
    expect(pixelCalls(calls, 'track', 'Search')).toEqual([{ search_term: '/buscar/alugar/' }]);

    // The island draws its cards from the search results: they carry the same fields as the server's.
    await island.locator('[data-home-id="201"]').waitFor({ state: 'detached' });
    await Promise.all([page.waitForURL(/\/imovel\/aluguel\//), island.locator('[data-home-id="202"] a').click()]);
    await expect.poll(() => gaEvents(calls, 'property_click')).toEqual([expect.objectContaining({ property_id: 202, state: 'SP', type: 'residential', rental_price: 2800 })]);
  });

  it('keeps sending nothing but breaking nothing when gtag.js cannot load', async () => {
    const { page, calls, problems, expected } = await open({ gtag: (route) => route.abort('failed') });
    // The failed download itself is the one thing the browser logs.
    const gtagFailed = /^console error: Failed to load resource: net::ERR_FAILED \(at https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TESTE123\)$/;
    expected.push(gtagFailed);
    await page.goto(`${corretora()}/`);
    await pageEventsStarted(page);
    await Promise.all([page.waitForURL(/\/imovel\/aluguel\//), page.locator('[data-home-id="202"] a').click()]);
    // The pixel still gets the listing's events; GA's wait in the dataLayer, as they would on a slow network.
    await expect.poll(() => pixelCalls(calls, 'track', 'ViewContent').length).toBe(1);
    const queued = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => args[1]));
    expect(queued).toEqual(expect.arrayContaining(['property_view', 'view_item']));
    expect(calls.filter((c) => c.to === 'ga')).toEqual([]);
    expect(problems.filter((problem) => !gtagFailed.test(problem))).toEqual([]);
    expect(problems.filter((problem) => gtagFailed.test(problem)).length).toBeGreaterThan(0);
  });
});

describe('UTM and sites without analytics', () => {
  it('stores the URL’s UTM parameters with captured_at, on a site without GA or the pixel', async () => {
    const { page, requests } = await open();
    const before = Date.now();
    await page.goto(`${site!.origin}/?utm_source=google&utm_medium=cpc&utm_campaign=verao`);
    await page.waitForFunction(() => localStorage.getItem('vitrine:utm') !== null);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('vitrine:utm')))!) as Record<string, string>;

    expect(stored).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'verao', captured_at: expect.any(String) });
    expect(Date.parse(stored.captured_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(requests.filter((url) => /googletagmanager|facebook/.test(url))).toEqual([]);
  });

  it('loads none of GA, the pixel, the fonts or the analytics chunk on a site without ids or fonts', async () => {
    const { page, requests, calls, expect404 } = await open();
    // hostil.test's hostile image paths are plain 404s on this host.
    expect404(/^http:\/\/hostil\.test\.localhost:\d+\/%22/);
    await page.goto(`${site!.siteOrigin('hostil.test')}/`);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => THIRD_PARTY.test(url) || PAGE_EVENTS_CHUNK.test(url))).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window || 'fbq' in window)).toBe(false);
    expect(calls).toEqual([]);

    // imobiliaria.test has fonts but no ids: the stylesheet only.
    await page.goto(`${site!.origin}/`);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => THIRD_PARTY.test(url)).map((url) => new URL(url).hostname)).toEqual(['fonts.googleapis.com']);
    expect(requests.filter((url) => PAGE_EVENTS_CHUNK.test(url))).toEqual([]);
  });
});
