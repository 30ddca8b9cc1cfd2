/**
 * Every template's look, checked in a real Chromium (issue #5, item 6): the
 * sample tenants of examples/data (one per template) are built once and
 * served; for each template the home, `/buscar` and one listing are opened
 * at 390 px (mobile) and 1280 px. Each page must load with no console error,
 * is screenshotted to tests/.artifacts/templates/<template>-<page>-<width>.png
 * (to be looked at), and axe-core (WCAG 2.x A/AA + best practices) must find
 * no serious or critical violation. One browser; one context per width.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { ARTIFACTS, launchChromium, MOBILE, openSession, type Session } from '../support/browser.ts';
import { tempDir } from '../support/fixture-build.ts';
import { startStaticServer, type RunningServer } from '../support/http.ts';

const DATA = path.resolve(import.meta.dirname, '..', '..', 'examples', 'data');
const SHOTS = path.join(ARTIFACTS, 'templates');
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const TEMPLATES = ['cosmic', 'nova', 'wind', 'tropical'] as const;
const PAGES = ['home', 'buscar', 'listing'] as const;
const WIDTHS = [390, 1280] as const;
type Template = (typeof TEMPLATES)[number];
type PageName = (typeof PAGES)[number];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; failureSummary?: string }>;
}

let browser: Browser | undefined;
let server: RunningServer | undefined;
const sessions = new Map<number, Session>();
/** The first listing of each template's sitemap. */
const listingPath = new Map<Template, string>();

const siteOf = (template: Template) => `${template}.vitrine.local`;

function urlOf(template: Template, page: PageName): string {
  const pathname = page === 'home' ? '/' : page === 'buscar' ? '/buscar' : listingPath.get(template)!;
  return `http://${siteOf(template)}.localhost:${server!.port}${pathname}`;
}

/** Scrolls through the page so lazy images load, then waits for every image and font, so the screenshot shows what a visitor sees. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
    // decode() settles once the image is loaded and decoded (a screenshot taken earlier shows an empty box);
    // lazy images never asked for (a carousel's hidden slides) have no currentSrc and would never settle.
    await Promise.all([...document.images].filter((img) => img.currentSrc).map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle');
}

/** Elements wider than their box at this width (a word or a row that does not fit), as short selectors. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const label = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const wide = [...document.querySelectorAll('h1, h2, h3, p, a, button, label')].filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible');
    if (document.documentElement.scrollWidth > window.innerWidth) wide.unshift(document.documentElement);
    return wide.map(label);
  });
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_SCRIPT });
  const result = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })) }));
  }, AXE_TAGS);
  return result;
}

/** One line per violation and per element, so a failure says what to fix. */
function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.impact} ${v.id} (${v.help}):\n${v.nodes.map((n) => `    ${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 240)}` : ''}`).join('\n')}`)
    .join('\n');
}

beforeAll(async () => {
  const out = tempDir('templates');
  const [launched, summary] = await Promise.all([launchChromium(), build({ sites: TEMPLATES.map(siteOf), data: DATA, out, concurrency: 2 })]);
  browser = launched;
  const failed = summary.sites.filter((s) => s.status !== 'published');
  if (failed.length > 0) throw new Error(`sample build failed: ${JSON.stringify(failed.map((s) => [s.site_url, s.error]))}`);
  for (const template of TEMPLATES) {
    const sitemap = readFileSync(path.join(out, 'sites', siteOf(template), 'sitemap.xml'), 'utf8');
    const listing = /<loc>https?:\/\/[^/<]+(\/imovel\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
    if (!listing) throw new Error(`${template}: no listing in the sitemap`);
    listingPath.set(template, listing);
  }
  server = await startStaticServer({ outDir: out });
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) sessions.set(width, await openSession(browser, width === 390 ? MOBILE : { viewport: { width, height: 800 } }));
});

afterAll(async () => {
  for (const session of sessions.values()) await session.context.close();
  await browser?.close();
  await server?.close();
});

describe.each(WIDTHS)('the templates at %i px', (width) => {
  it.each(TEMPLATES.flatMap((template) => PAGES.map((page) => [template, page] as const)))('%s %s: renders without console errors and passes axe', async (template, pageName) => {
    const session = sessions.get(width)!;
    session.problems.length = 0;
    const { page } = session;

    const response = await page.goto(urlOf(template, pageName), { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await settle(page);
    await page.screenshot({ path: path.join(SHOTS, `${template}-${pageName}-${width}.png`), fullPage: true });
    await expect(overflowing(page), 'elements wider than their box').resolves.toEqual([]);

    const all = await axeViolations(page);
    const serious = all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(describeViolations(serious), `axe on ${template} ${pageName} at ${width} px`).toBe('');
    expect(session.problems).toEqual([]);
  });
});
