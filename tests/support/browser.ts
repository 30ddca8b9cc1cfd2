/**
 * What every browser test shares: Debian's Chromium through playwright-core,
 * the fixture tenants built and served on loopback, and a session per test
 * that never touches the internet (map tiles get a blank tile; fonts,
 * analytics and pixel scripts an empty answer; anything else off this
 * machine is aborted and reported) and collects console errors and
 * page errors, so a test fails on any of them.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import type { BuildOptions, BuildSummary } from '../../builds/build.ts';
import type { StaticServerOptions } from '../../server/static-server.ts';
import { buildDevelopmentRuntime, type DevelopmentRuntime } from './development-react.ts';
import { buildFixtures } from './fixture-build.ts';
import { startStaticServer, type RunningServer } from './http.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(import.meta.dirname, '..', '.artifacts');
export const MOBILE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|(.+\.)?localhost)$/;
const MAP_TILE = /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/;
/** Third-party files a page may ask for, answered locally and empty (tests never touch the internet). */
const THIRD_PARTY_STUBS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^https:\/\/fonts\.googleapis\.com\//, 'text/css'],
  [/^https:\/\/www\.googletagmanager\.com\//, 'text/javascript'],
  [/^https:\/\/connect\.facebook\.net\//, 'text/javascript'],
  // The YouTube player a visitor starts (click-to-load video): an empty page in its frame.
  [/^https:\/\/www\.youtube-nocookie\.com\/embed\//, 'text/html'],
];
/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** `extraArgs`: more Chromium switches (e.g. `--host-resolver-rules` to give a loopback server another host name). */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`The browser tests need Debian's Chromium at ${CHROMIUM}: install it with \`apt-get install chromium\`.`);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraArgs],
  });
}

export interface FixtureSite {
  out: string;
  summary: BuildSummary;
  server: RunningServer;
  /** http://localhost:PORT — the staging site, imobiliaria.test. */
  origin: string;
  /** http://<site>.localhost:PORT */
  siteOrigin(site: string): string;
}

/** Builds the fixture tenants and serves them; fails loudly if any did not publish. */
export async function serveFixtures(options: Partial<StaticServerOptions> = {}): Promise<FixtureSite> {
  return serveData(undefined, options);
}

/** Builds every tenant of a data folder (default: the fixture tenants) into a temp folder and serves it; fails loudly if any did not publish. */
export async function serveData(data: string | undefined, options: Partial<StaticServerOptions> = {}, buildOptions: Partial<BuildOptions> = {}): Promise<FixtureSite> {
  const { out, summary } = await buildFixtures({ ...(data ? { data } : {}), ...buildOptions });
  const failed = summary.sites.filter((s) => s.status !== 'published');
  if (failed.length > 0) throw new Error(`fixture build failed: ${JSON.stringify(failed.map((s) => [s.site_url, s.error]))}`);
  const server = await startStaticServer({ outDir: out, stagingSite: 'imobiliaria.test', ...options });
  return { out, summary, server, origin: `http://localhost:${server.port}`, siteOrigin: (site) => `http://${site}.localhost:${server.port}` };
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Every URL the pages asked for, in order. */
  requests: string[];
  /** Console errors, uncaught page errors and blocked requests, as messages. */
  problems: string[];
  /** URLs whose 404 is expected (an error page's document): Chromium logs each as a console error. */
  expect404(url: string | RegExp): void;
}

/** VITRINE_E2E_REACT=development runs every session's islands on React's development build (./development-react.ts). */
let developmentRuntime: Promise<DevelopmentRuntime> | undefined;

export async function openSession(browser: Browser, options: BrowserContextOptions = {}): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', ...options });
  const requests: string[] = [];
  const problems: string[] = [];
  const expected404: Array<string | RegExp> = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOST.test(url.hostname)) return route.continue();
    if (MAP_TILE.test(url.href)) return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
    const stub = THIRD_PARTY_STUBS.find(([pattern]) => pattern.test(url.href));
    if (stub) return route.fulfill({ status: 200, contentType: stub[1], body: '' });
    problems.push(`blocked request to ${url.href}`);
    return route.abort('blockedbyclient');
  });
  context.on('request', (request) => requests.push(request.url()));
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const at = message.location().url;
    const expected404Hit = /status of 404/.test(message.text()) && expected404.some((e) => (typeof e === 'string' ? e === at : e.test(at)));
    if (!expected404Hit) problems.push(`console error: ${message.text()} (at ${at})`);
  });
  context.on('weberror', (error) => problems.push(`page error: ${error.error().message}`));
  if (process.env.VITRINE_E2E_REACT === 'development') await (developmentRuntime ??= buildDevelopmentRuntime()).then((runtime) => runtime.use(context));
  const page = await context.newPage();
  return { context, page, requests, problems, expect404: (url) => void expected404.push(url) };
}

/**
 * Hydrates an island loaded on first use as a visitor does: the pointer over it (its top-left
 * corner, away from the result cards) starts loading it. Waits until it is hydrated.
 */
export async function useIsland(page: Page, name: string, timeout = 15_000): Promise<void> {
  await page.locator(`[data-island="${name}"] > *`).first().hover({ position: { x: 2, y: 2 } });
  await page.locator(`[data-island="${name}"][data-island-state="ready"]`).waitFor({ state: 'attached', timeout });
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

/**
 * One session per test: `open()` starts it; after the test it is closed and
 * checked, so any console error, page error or blocked request fails the test
 * (asserted after closing, so a failing test still releases the browser).
 */
export function sessionPerTest(browser: () => Browser | undefined): (options?: BrowserContextOptions) => Promise<Session> {
  let current: Session | undefined;
  afterEach(async () => {
    const done = current;
    current = undefined;
    await done?.context.close();
    expect(done?.problems ?? []).toEqual([]);
  });
  return async (options = {}) => {
    const launched = browser();
    if (!launched) throw new Error('the browser is not launched yet');
    current = await openSession(launched, options);
    return current;
  };
}
