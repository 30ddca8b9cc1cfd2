/**
 * The four templates' homes over the sample tenants (examples/data) in
 * Chromium, at 390 px and 1280 px: each renders its own hero layout with no
 * console error, the categories, neighbourhoods and map sections of the
 * complete sites work, the landing pages present their development, and rich
 * text arrives sanitised. Screenshots, axe and overflow checks of every
 * template page are in tests/support/template-page-checks.ts (templates-390/1280.e2e).
 */
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { ComponentFailed } from '../../domain/errors.ts';
import { launchChromium, MOBILE, sessionPerTest } from '../support/browser.ts';
import { tempDir } from '../support/fixture-build.ts';
import { startStaticServer, type RunningServer } from '../support/http.ts';

const examples = path.resolve(import.meta.dirname, '../../examples/data');
let browser: Browser | undefined;
let server: RunningServer | undefined;
const open = sessionPerTest(() => browser);
const originOf = (template: string) => `http://${template}.vitrine.local.localhost:${server!.port}`;

beforeAll(async () => {
  const out = tempDir('templates');
  const [launched, summary] = await Promise.all([launchChromium(), build({ all: true, data: examples, out, concurrency: 2 })]);
  browser = launched;
  expect(summary.sites.every((s) => s.status === 'published')).toBe(true);
  server = await startStaticServer({ outDir: out, stagingSite: 'cosmic.vitrine.local' });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Scrolls down a screen at a time so lazy images and visible islands load, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50); // lets IntersectionObserver callbacks run between screens; nothing is asserted on timing
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Brings a section's map into view and waits for Leaflet. The map island loads when it is seen; scrollThrough's
 * pass may go by before the observer runs on a loaded machine (a CI run saw the development map never load), so
 * the section is scrolled to and held there. Scrolled by the page itself: Playwright's scrollIntoViewIfNeeded
 * first waits for the section to stop moving, and a CI run saw it move for 30 s (photos above still loading).
 */
async function mapShown(section: Locator): Promise<void> {
  await section.page().mouse.move(5, 5); // the map waits for the visitor's first input ('visible-after-input')
  // The island wrapper is display:contents (no box): its child is what the observer watches.
  const island = section.locator('[data-island="homes-map"] > *').first();
  await ((await island.count()) ? island : section).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await section.locator('.leaflet-container').waitFor();
}

const layouts = { cosmic: 'overlay', nova: 'split', wind: 'center', tropical: 'framed' } as const;

describe('each template home', () => {
  for (const template of ['cosmic', 'nova', 'wind', 'tropical'] as const) {
    for (const width of [1280, 390]) {
      it(`${template} at ${width} px`, async () => {
        const { page } = await open(width === 390 ? MOBILE : { viewport: { width, height: 800 } });
        const response = await page.goto(`${originOf(template)}/`);
        expect(response?.status()).toBe(200);
        expect(await page.locator('html').getAttribute('data-template')).toBe(template);
        await expect.poll(() => page.locator('[data-hero-layout]').getAttribute('data-hero-layout')).toBe(layouts[template]);
        await expect.poll(() => page.locator('h1').isVisible()).toBe(true);
        await scrollThrough(page);
        if (template === 'cosmic' || template === 'nova') {
          await expect.poll(() => page.locator('[data-section-id="categorias"] a').count()).toBeGreaterThan(1);
          await expect.poll(() => page.locator('[data-section-id="bairros"] a').count()).toBeGreaterThan(1);
          // The map section: Leaflet with the homes' price markers, once scrolled to.
          await mapShown(page.locator('[data-section-id="mapa"]'));
          await expect.poll(() => page.locator('[data-section-id="mapa"] .vt-map-marker, [data-section-id="mapa"] .vt-map-cluster').count()).toBeGreaterThan(0);
          await expect.poll(() => page.locator('[data-section-id="mapa"]').getByText('Buscar ao mover o mapa').count()).toBe(0);
        } else {
          const development = page.locator('[data-section-id="empreendimento"]');
          await expect.poll(() => development.getByRole('heading', { name: 'Plantas' }).isVisible()).toBe(true);
          await expect.poll(() => development.locator('img[alt^="Planta ilustrativa"]').count()).toBeGreaterThan(1);
          await expect.poll(() => development.getByText(/andares/).first().isVisible()).toBe(true);
          await mapShown(development);
          await expect.poll(() => development.getByRole('button', { name: 'Quero receber informações' }).isVisible()).toBe(true);
        }
      }, 120_000);
    }
  }
});

describe("the home map's homes (cosmic, a map section)", () => {
  const mapProps = (page: Page) =>
    page.evaluate(() => (JSON.parse(document.getElementById('vitrine-islands')!.textContent!) as Array<{ name: string; props: Record<string, unknown> }>).find((i) => i.name === 'homes-map')!.props);

  it('come from the page payload when the map loads, not in the HTML', async () => {
    const session = await open();
    const { page } = session;
    await page.goto(`${originOf('cosmic')}/`);
    await page.waitForLoadState('networkidle');
    const props = await mapProps(page);
    expect(props.payload).toBe('/_payload.json');
    expect(props).not.toHaveProperty('homes');
    expect(session.requests.filter((url) => url.endsWith('/_payload.json'))).toEqual([]); // nobody asked for the map yet
    const section = page.locator('[data-section-id="mapa"]');
    await mapShown(section);
    await expect.poll(() => section.locator('.vt-map-marker, .vt-map-cluster').count()).toBeGreaterThan(0);
    expect(session.requests.filter((url) => url.endsWith('/_payload.json'))).toEqual([`${originOf('cosmic')}/_payload.json`]);
  });

  it("say the map failed when the payload cannot be read", async () => {
    const session = await open();
    const { page } = session;
    await page.route('**/_payload.json', (route) => route.fulfill({ status: 404, body: '' }));
    session.expect404(`${originOf('cosmic')}/_payload.json`);
    await page.goto(`${originOf('cosmic')}/`);
    const section = page.locator('[data-section-id="mapa"]');
    await page.mouse.move(5, 5);
    await section.locator('[data-island="homes-map"] > *').first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => section.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(ComponentFailed.message);
    expect(await section.locator('.leaflet-container').count()).toBe(0);
  });
});

describe('the rich text on /sobre', () => {
  it('shows the tenant text with its list and links, and nothing executable', async () => {
    const { page } = await open();
    await page.goto(`${originOf('cosmic')}/sobre/`);
    const section = page.locator('[data-section-id="compromissos"]');
    await expect.poll(() => section.getByRole('listitem').count()).toBe(3);
    expect(await section.getByRole('link', { name: 'Fale com a gente' }).getAttribute('href')).toBe('/contato/');
    expect(await section.getByRole('link', { name: 'Cofeci' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(await section.locator('script, style, [style], [onclick]').count()).toBe(0);
  });
});

describe("cosmic's card photo strips (site.card.carrouselGallery)", () => {
  /** Per strip of the page: whether its first photo and each later one was fetched (a lazy photo not fetched has no currentSrc). */
  const stripPhotos = (page: Page) =>
    page.locator('[data-photo-strip]').evaluateAll((strips) =>
      strips.map((strip) => {
        const imgs = Array.from(strip.querySelectorAll('img'));
        return { first: imgs[0]?.currentSrc !== '', later: imgs.slice(1).map((img) => img.complete && img.naturalWidth > 0) };
      }),
    );

  it('fetch only the first photo of a card until the visitor swipes its strip, then the next one shows', async () => {
    const { page } = await open(MOBILE);
    await page.goto(`${originOf('cosmic')}/`);
    await page.waitForLoadState('networkidle');
    const featured = page.locator('[data-section-id="destaques"] [data-photo-strip]').first();
    await featured.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const before = await stripPhotos(page);
    expect(before.length).toBeGreaterThan(1);
    expect(before.filter((s) => s.first).length).toBeGreaterThan(0); // the cards on screen show their photo
    expect(before.flatMap((s) => s.later).filter(Boolean)).toEqual([]); // and none of the 4 others each
    // A swipe: the strip scrolls by one slide.
    await featured.evaluate((strip) => strip.scrollBy({ left: strip.clientWidth }));
    await expect.poll(() => featured.evaluate((strip) => strip.hasAttribute('data-strip-live'))).toBe(true);
    const second = featured.locator(':scope > :nth-child(2) img');
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    expect(await second.isVisible()).toBe(true);
  });
});

describe("cards' lazy photos wait for the page (data-photos-wait)", () => {
  /** The home's card photos as the page fetched them: start of each request and the load event, from Resource Timing. */
  const cardFetches = (page: Page) =>
    page.evaluate(() => {
      const sources = (selector: string) => Array.from(document.querySelectorAll<HTMLImageElement>(selector)).map((img) => img.currentSrc);
      // Not a photo the page shows elsewhere too (the hero's is the first card's here): its fetch is the hero's.
      const elsewhere = new Set(sources('img:not([data-card-photos] img)'));
      const urls = new Set(sources('[data-card-photos] img').filter((url) => url && !elsewhere.has(url)));
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => urls.has(entry.name))
        .map((entry) => entry.startTime);
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { starts, loadEnd: nav.loadEventEnd, waiting: document.documentElement.hasAttribute('data-photos-wait') };
    });

  it('fetch the first cards of a phone home only once the page has loaded, in boxes that keep their size', async () => {
    const { page } = await open(MOBILE);
    await page.goto(`${originOf('cosmic')}/`);
    const box = page.locator('[data-section-id="destaques"] [data-card-photos]').first();
    const heightBefore = (await box.boundingBox())!.height;
    await page.waitForLoadState('networkidle');
    const { starts, loadEnd, waiting } = await cardFetches(page);
    expect(waiting).toBe(false);
    expect(starts.length).toBeGreaterThan(0); // the cards near the screen were fetched, without a scroll
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(loadEnd);
    const first = box.locator('img').first();
    await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
    expect((await box.boundingBox())!.height).toBe(heightBefore);
  });

  it.each([
    ['', {}],
    [', with reduced motion too (the wait is no motion)', { reducedMotion: 'reduce' as const }],
  ])('come by themselves after 4 s when the runtime never runs%s', async (_, options) => {
    const { page } = await open({ ...MOBILE, ...options });
    // A runtime that does nothing (a failed or blocked one also logs an error, which the session would count).
    await page.route('**/assets/runtime-*.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    await page.goto(`${originOf('cosmic')}/`);
    const first = page.locator('[data-section-id="destaques"] [data-card-photos] img').first();
    await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-photos-wait'))).toBe(true);
    expect(await first.evaluate((img: HTMLImageElement) => getComputedStyle(img).display)).toBe('none'); // still waiting
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).display !== 'none'), { timeout: 15_000 }).toBe(true);
  });

  it('show at once without scripting', async () => {
    const { page } = await open({ ...MOBILE, javaScriptEnabled: false });
    await page.goto(`${originOf('cosmic')}/`);
    const first = page.locator('[data-section-id="destaques"] [data-card-photos] img').first();
    await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).display !== 'none'), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-photos-wait'))).toBe(true);
  });
});
