/**
 * The listing page in Chromium (spec §2.9, §2.10): the photo carousel by
 * keyboard, buttons and swipe; the click-to-load video; the location map;
 * recently viewed homes after visiting A, B, C, A; the JavaScript a visitor
 * downloads before touching anything; screenshots of a sale and a rental
 * listing at 390 and 1280 px. Fixture tenant imobiliaria.test: 101 is for
 * sale (3 photos, a floor plan, a video, a virtual tour), 102 for rent
 * (3 photos, condomínio and IPTU).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, seriousOrCritical } from '../support/axe.ts';
import { launchChromium, MOBILE, screenshot, serveFixtures, sessionPerTest, type FixtureSite } from '../support/browser.ts';

const SALE = '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101/';
const RENT = '/imovel/aluguel/apartamento-1-quarto-bela-vista-sao-paulo/102/';
const HOUSE = '/imovel/venda/casa-3-quartos-cambui-campinas/103/';
const HYDRATE_CHUNK = /\/assets\/hydrate-[^/]+\.js$/;
let browser: Browser | undefined;
let site: FixtureSite | undefined;
let origin: string;
const open = sessionPerTest(() => browser);

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveFixtures()]);
  origin = site.origin;
});

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

/** The site's own scripts among the requests. */
const siteScripts = (requests: readonly string[]) => requests.filter((url) => url.startsWith(origin) && url.endsWith('.js'));

/** What those scripts weigh gzipped, read from the built files. */
function gzipBytesOf(scripts: readonly string[]): number {
  return scripts
    .map((url) => path.join(site!.out, 'sites', 'imobiliaria.test', new URL(url).pathname))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
}

const gallery = (page: Page) => page.getByRole('region', { name: /^Fotos:/ });
const counter = (page: Page) => page.locator('[data-gallery-counter]');
/** The photo on screen: Swiper marks it active; its alt names it. */
const activePhoto = (page: Page) => page.locator('[data-gallery] .swiper-slide-active img').getAttribute('alt');

async function galleryReady(page: Page): Promise<void> {
  await page.locator('[data-gallery][data-gallery-ready]').waitFor({ state: 'attached' });
}

/** Waits for the slide transition to end (a new touch during it is part of the same fling). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-gallery] .swiper') as (Element & { swiper?: { animating: boolean } }) | null;
    return el?.swiper?.animating === false;
  });
}

/** A one-finger horizontal drag across the photo (between the prev/next buttons), as real touch input. */
async function swipe(cdp: CDPSession, target: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.7, box.x + box.width * 0.1] : [box.x + box.width * 0.3, box.x + box.width * 0.9];
  const point = (x: number) => [{ x, y, id: 1, radiusX: 1, radiusY: 1, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from + ((to - from) * step) / 10) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Scrolls through the whole page so lazy images and the map load, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  // Two frames at each step: Chromium's lazy loader decides in an IntersectionObserver callback, and a
  // page scrolled past before it ran never asks for its photos (a CI run timed out waiting for them).
  for (let y = 0; y < height; y += 400) {
    await page.evaluate(async (top) => {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, y);
  }
  // A photo the lazy loader missed (scrolled past before its observer ran, on a loaded machine) is
  // brought into view and awaited, so the wait ends when every photo is there, not at a timeout.
  // Carousel photos off to the side load when the carousel comes near them, not by scrolling the page.
  await page.evaluate(async () => {
    for (const img of [...document.images].filter((i) => !i.complete && !i.closest('[data-gallery]'))) {
      img.scrollIntoView({ block: 'center' });
      await img.decode().catch(() => undefined);
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.closest('[data-gallery]')));
}

describe('the listing page', () => {
  it('paints the featured photo without JavaScript and loads at most 30 KB gzip of it before interaction', async () => {
    const { page, requests } = await open();
    await page.goto(`${origin}${SALE}`, { waitUntil: 'load' });
    const first = gallery(page).locator('img').first();
    await expect(first.getAttribute('src')).resolves.toBe('/media/fachada.jpg');
    await expect(first.getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(gallery(page).locator('img').nth(1).getAttribute('loading')).resolves.toBe('lazy');
    await expect(counter(page).textContent()).resolves.toBe('1 / 3');
    // Idle work (navigation, prefetch) has run; nothing was touched yet.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
    const scripts = siteScripts(requests);
    expect(scripts.some((url) => HYDRATE_CHUNK.test(url))).toBe(false);
    expect(gzipBytesOf(scripts)).toBeLessThanOrEqual(30 * 1024);
    expect(requests.some((url) => /youtube|ytimg/.test(url))).toBe(false);
    // The other photos wait for the visitor to reach for the gallery: not fetched (no currentSrc).
    expect(await gallery(page).locator('img').evaluateAll((imgs) => imgs.slice(1).map((img) => (img as HTMLImageElement).currentSrc))).toEqual(['', '']);
  });

  it('on a phone, loads no map code for a map on the first screen until the visitor uses the page', async () => {
    const { page, requests } = await open(MOBILE);
    await page.goto(`${origin}${RENT}`, { waitUntil: 'load' });
    // The rental's page is short: its map starts on a 390 x 844 screen (else this would test nothing).
    const map = page.locator('[data-location-map]');
    const box = (await map.boundingBox())!;
    expect(box.y).toBeLessThan(844);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
    expect(siteScripts(requests).filter((url) => /leaflet|location-map|\/react-/.test(url))).toEqual([]);
    expect(gzipBytesOf(siteScripts(requests))).toBeLessThanOrEqual(30 * 1024);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    // A touch (on the map's box, where it hits no link): the map in view loads, with its marker.
    await page.touchscreen.tap(box.x + box.width / 2, Math.min(box.y + 20, 830));
    await map.locator('.leaflet-marker-icon').waitFor({ state: 'visible' });
    expect(siteScripts(requests).some((url) => /leaflet/.test(url))).toBe(true);
  });

  it('moves the carousel with the arrow keys and the buttons, and the counter follows', async () => {
    const { page } = await open();
    await page.goto(`${origin}${SALE}`);
    await gallery(page).focus(); // focus starts the island
    await galleryReady(page);
    await expect(activePhoto(page)).resolves.toBe('Apartamento reformado na Vila Mariana com 2 quartos à venda');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page).textContent()).toBe('2 / 3');
    await expect.poll(() => activePhoto(page)).toBe('Sala');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page).textContent()).toBe('3 / 3');
    await expect.poll(() => activePhoto(page)).toBe('Quarto');
    await expect(page.getByRole('button', { name: 'Próxima foto' }).isDisabled()).resolves.toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page).textContent()).toBe('2 / 3');
    await page.getByRole('button', { name: 'Foto anterior' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('1 / 3');
    await page.getByRole('button', { name: 'Próxima foto' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('2 / 3');
  });

  it('moves the carousel with a finger on a phone', async () => {
    const { page, context } = await open(MOBILE);
    await page.goto(`${origin}${RENT}`);
    const cdp = await context.newCDPSession(page);
    await gallery(page).tap(); // the first touch starts the island
    await galleryReady(page);
    await expect(counter(page).textContent()).resolves.toBe('1 / 3');
    await swipe(cdp, gallery(page), 'left');
    await expect.poll(() => counter(page).textContent()).toBe('2 / 3');
    await expect.poll(() => activePhoto(page)).toBe('Quarto');
    const second = gallery(page).locator('img[alt="Quarto"]');
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    await settled(page);
    await swipe(cdp, gallery(page), 'left');
    await expect.poll(() => counter(page).textContent()).toBe('3 / 3');
    await settled(page);
    await swipe(cdp, gallery(page), 'right');
    await expect.poll(() => counter(page).textContent()).toBe('2 / 3');
  });

  it('loads the YouTube player only when play is clicked', async () => {
    const { page, requests } = await open();
    await page.goto(`${origin}${SALE}`);
    const play = page.getByRole('button', { name: /^Reproduzir vídeo/ });
    await play.scrollIntoViewIfNeeded();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(requests.some((url) => /youtube|ytimg/.test(url))).toBe(false);
    await play.click();
    const player = page.locator('iframe[title^="Vídeo:"]');
    await player.waitFor({ state: 'attached' });
    await expect(player.getAttribute('src')).resolves.toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    await expect.poll(() => requests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'))).toBe(true);
    const tour = page.getByRole('link', { name: /Fazer o tour virtual/ });
    await expect(tour.getAttribute('target')).resolves.toBe('_blank');
    await expect(tour.getAttribute('rel')).resolves.toBe('noopener');
  });

  it('shows the home on a map with one marker, and its floor plan', async () => {
    const { page } = await open();
    await page.goto(`${origin}${SALE}`);
    await page.mouse.move(5, 5); // the map waits for the visitor's first input
    await page.getByRole('heading', { name: 'Localização' }).scrollIntoViewIfNeeded();
    await page.locator('[data-location-map] .leaflet-marker-icon').waitFor({ state: 'visible' });
    expect(await page.locator('[data-location-map] .leaflet-marker-icon').count()).toBe(1);
    await page.getByRole('heading', { name: 'Plantas' }).scrollIntoViewIfNeeded();
    const plan = page.getByRole('img', { name: 'Planta – 70 m²' });
    await plan.waitFor({ state: 'visible' });
    await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await plan.elementHandle());
  });
});

describe('recently viewed', () => {
  /** The ids of the cards in the section, in order. */
  async function recentIds(page: Page): Promise<string[]> {
    const section = page.locator('section[data-recently-viewed]');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await section.waitFor({ state: 'visible' });
    return section.locator('[data-home-id]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-home-id') ?? ''));
  }

  it('after visiting A, B, C and A again lists C, B, A on a page with the section, and C, B on A itself (not the home being looked at)', async () => {
    const { page } = await open();
    for (const listing of [SALE, RENT, HOUSE, SALE]) await page.goto(`${origin}${listing}`);
    await expect(recentIds(page)).resolves.toEqual(['103', '102']);
    await expect(page.locator('section[data-recently-viewed] h2').textContent()).resolves.toBe('Visualizados recentemente');
    await page.goto(`${origin}/sobre/`);
    await expect(recentIds(page)).resolves.toEqual(['103', '102', '101']);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recentViewedHomes') ?? '[]') as Array<{ id: number }>);
    expect(stored.map((home) => home.id)).toEqual([103, 102, 101]);
  });

  it('shows nothing before any listing was seen', async () => {
    const { page } = await open();
    await page.goto(`${origin}/sobre/`);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('[data-island="recently-viewed"][data-island-state="ready"]').waitFor({ state: 'attached' });
    expect(await page.locator('section[data-recently-viewed]').count()).toBe(0);
    expect(await page.getByText('Vistos recentemente').count()).toBe(0);
  });
});

describe('screenshots', () => {
  for (const [name, listing] of [
    ['sale', SALE],
    ['rent', RENT],
  ] as const) {
    for (const [width, options] of [
      [390, MOBILE],
      [1280, {}],
    ] as const) {
      it(`of the ${name} listing at ${width} px`, async () => {
        const { page } = await open(options);
        await page.goto(`${origin}${listing}`);
        await screenshot(page, `listing-${name}-${width}-top`, false);
        await scrollThrough(page);
        await screenshot(page, `listing-${name}-${width}`);
        expect(describeViolations(seriousOrCritical(await axeViolations(page)))).toBe('');
      }, 90_000);
    }
  }
});
