/**
 * The search map in a real Chromium, without the search page: Vite builds
 * tests/fixtures/map-page (MapToggle + fixture hits) into a temp folder, a
 * node:http server serves it on 127.0.0.1, and every non-local request —
 * the map tiles included — is aborted. The map must work with grey tiles.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapTestHandle } from '../fixtures/map-page/entry.tsx';

const CHROMIUM = '/usr/bin/chromium';
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ENTRY = 'tests/fixtures/map-page/entry.tsx';
const ARTIFACTS = path.join(ROOT, 'tests', '.artifacts');
const TILE_HOST = 'tile.openstreetmap.org';
const LOCAL_HOST = /^(localhost|127\.0\.0\.1)$/;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.svg': 'image/svg+xml' };

type TestWindow = Window & { __mapTest: MapTestHandle };
type Box = { bounds: { northEast: { lat: number; lng: number }; southWest: { lat: number; lng: number } } };

let outDir: string;
let server: Server;
let origin: string;
let browser: Browser;

/** Builds the test page; returns its HTML (entry script and stylesheet from Vite's manifest). */
async function buildTestPage(): Promise<string> {
  await build({
    root: ROOT,
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [tailwindcss()],
    // Production React and JSX even under vitest's NODE_ENV=test (as vite.config.ts does).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: { outDir, emptyOutDir: false, manifest: true, target: 'es2022', rolldownOptions: { input: ENTRY } },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`no ${ENTRY} in the manifest`);
  const styles = (entry.css ?? []).map((href) => `<link rel="stylesheet" href="/${href}">`).join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Mapa</title>${styles}</head>
<body><main id="root" class="mx-auto max-w-6xl p-6"></main><script type="module" src="/${entry.file}"></script></body></html>`;
}

/** A listing photo stand-in, so popups show an image without the internet. */
const photo = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#93c5fd"/><text x="160" y="108" font-size="20" text-anchor="middle" fill="#1e3a8a">${name.replace(/[^\w-]/g, '')}</text></svg>`;

function serve(html: string): Promise<Server> {
  const httpServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const media = /^\/media\/([\w-]+)\.svg$/.exec(url.pathname);
    if (url.pathname === '/') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    if (media) return void res.writeHead(200, { 'content-type': TYPES['.svg'] }).end(photo(media[1] ?? ''));
    const file = path.resolve(outDir, `.${decodeURIComponent(url.pathname)}`);
    if (!file.startsWith(outDir + path.sep)) return void res.writeHead(403).end();
    try {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => httpServer.listen(0, '127.0.0.1', () => resolve(httpServer)));
}

interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and blocked requests other than tiles. */
  problems: string[];
  blockedTiles: number;
}

async function open(): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const session: Session = { context, page: await context.newPage(), problems: [], blockedTiles: 0 };
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_HOST.test(url.hostname)) return route.continue();
    if (url.hostname.endsWith(TILE_HOST)) session.blockedTiles++;
    else session.problems.push(`blocked request to ${url.href}`);
    return route.abort('blockedbyclient');
  });
  context.on('console', (message) => {
    // Each aborted tile logs 'Failed to load resource': expected offline.
    if (message.type() === 'error' && !message.location().url.includes(TILE_HOST)) session.problems.push(`console error: ${message.text()}`);
  });
  context.on('weberror', (error) => session.problems.push(`page error: ${error.error().message}`));
  session.page.setDefaultTimeout(10_000); // fail on the step that hangs, inside the test's 30 s
  await session.page.goto(`${origin}/`);
  return session;
}

const mapState = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).__mapTest.store.getSnapshot());
const geoCalls = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).__mapTest.geoCalls);
const SIX_DECIMALS = /^-?\d+(\.\d{1,6})?$/;

function expectRoundedBox(geo: Box | null | undefined): asserts geo is Box {
  expect(geo).toBeTruthy();
  const { northEast, southWest } = geo!.bounds;
  for (const value of [northEast.lat, northEast.lng, southWest.lat, southWest.lng]) expect(String(value)).toMatch(SIX_DECIMALS);
  expect(northEast.lat - southWest.lat).toBeGreaterThan(0);
  expect(northEast.lat - southWest.lat).toBeLessThanOrEqual(15);
  expect(northEast.lng - southWest.lng).toBeLessThanOrEqual(15);
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-map-page-'));
  mkdirSync(ARTIFACTS, { recursive: true });
  const [html, launched] = await Promise.all([
    buildTestPage(),
    chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] }),
  ]);
  browser = launched;
  server = await serve(html);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  rmSync(outDir, { recursive: true, force: true });
});

describe('the search map (MapToggle) in Chromium, offline', () => {
  it('opens, shows the hits, pops up a listing, filters by the dragged box and clears it on close', async () => {
    const session = await open();
    const { page } = session;
    try {
      // Closed: only the button; Leaflet's chunk is not loaded yet.
      const toggle = page.getByRole('button', { name: 'Ver mapa' });
      await toggle.waitFor();
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      await toggle.click();

      const map = page.getByRole('region', { name: 'Mapa dos imóveis' });
      await map.locator('.leaflet-marker-icon').first().waitFor();
      await expect(page.getByRole('checkbox', { name: 'Buscar ao mover o mapa' }).isChecked()).resolves.toBe(true);
      await page.getByRole('button', { name: 'Ver lista' }).waitFor();

      // Fitted to the five located homes: all in view; the one without a location has no marker.
      await page.waitForFunction(() => (window as unknown as TestWindow).__mapTest.store.getSnapshot().visibleHomes.length === 5);
      const opened = await mapState(page);
      expect([...opened.visibleHomes].sort()).toEqual([101, 102, 103, 104, 105]);
      expect(opened).toMatchObject({ mapOpen: true, totalHits: 6, geoFilter: undefined });
      await page.getByText('5 de 6 imóveis visíveis no mapa').waitFor();
      expect(await geoCalls(page)).toEqual([]); // fitting the map is not a search

      // Clusters zoom in (the spec's zoom table fits these homes in ~60 px) until home 101 has its own marker.
      const marker = map.locator('.vt-map-marker', { has: page.locator('[data-home-id="101"]') });
      for (let i = 0; i < 4 && (await marker.count()) === 0; i++) {
        await map.locator('.vt-map-cluster').first().click();
        await page.waitForTimeout(700); // the cluster's zoom animation
      }
      await marker.locator('.vt-map-price').waitFor(); // Leaflet's icon box is 0×0; the pill is what shows
      await expect(marker.getAttribute('tabindex')).resolves.toBe('0');
      await expect(marker.getAttribute('role')).resolves.toBe('button');
      await expect(marker.textContent()).resolves.toBe('Apartamento com 2 quartos à venda, R$ 850.000');

      // Hovering a result card highlights its marker; hovering the marker highlights the home.
      await page.locator('[data-card-id="101"]').hover();
      await expect.poll(() => marker.getAttribute('class')).toContain('is-highlighted');
      await marker.locator('.vt-map-price').hover();
      await expect.poll(async () => (await mapState(page)).highlightedHomeId).toBe(101);

      // A marker opens a popup with the photo, the price, the title and a link to the listing.
      const callsBeforePopup = await geoCalls(page);
      await marker.locator('.vt-map-price').click();
      const popup = map.locator('.leaflet-popup-content');
      await popup.waitFor();
      await expect(popup.textContent()).resolves.toContain('R$ 850.000');
      const link = popup.getByRole('link', { name: 'Apartamento com 2 quartos à venda' });
      await expect(link.getAttribute('href')).resolves.toBe('/imovel/venda/imovel-101/101/');
      await popup.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      // Fade-in and the popup's auto-pan done.
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.leaflet-popup')!).opacity === '1' && !document.querySelector('.leaflet-pan-anim'),
      );
      expect(await geoCalls(page)).toEqual(callsBeforePopup); // the popup's auto-pan is not a search
      // With the popup open, hovering another card highlights that home's marker: the screenshot shows both.
      await page.locator('[data-card-id="102"]').hover();
      const rentMarker = map.locator('.vt-map-marker', { has: page.locator('[data-home-id="102"]') });
      await expect.poll(() => rentMarker.getAttribute('class')).toContain('is-highlighted');
      await page.screenshot({ path: path.join(ARTIFACTS, 'map.png'), fullPage: true });
      // A home inside a cluster highlights the cluster; keyboard focus on a marker highlights as hover does.
      await page.locator('[data-card-id="104"]').hover();
      await map.locator('.vt-map-cluster.is-highlighted').waitFor();
      await rentMarker.focus();
      await expect.poll(async () => (await mapState(page)).highlightedHomeId).toBe(102);
      await map.getByRole('button', { name: 'Fechar' }).click();

      // Dragging the map with the mouse makes the visible box the geographic filter, rounded.
      const before = (await geoCalls(page)).length;
      const area = (await map.boundingBox())!;
      const start = { x: area.x + area.width * 0.85, y: area.y + area.height * 0.85 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x - 200, start.y - 120, { steps: 12 });
      await page.mouse.up();
      await page.waitForFunction((n) => (window as unknown as TestWindow).__mapTest.geoCalls.length > n, before);
      const calls = (await geoCalls(page)) as Array<Box | null>;
      const dragged = calls.at(-1);
      expectRoundedBox(dragged);
      const previous = calls.at(-2); // the box of the cluster clicks' zoom, also a visitor's move
      expectRoundedBox(previous);
      // Dragged up-left: the view moved south-east.
      expect(dragged.bounds.southWest.lng).toBeGreaterThan(previous.bounds.southWest.lng);
      expect(dragged.bounds.southWest.lat).toBeLessThan(previous.bounds.southWest.lat);
      expect((await mapState(page)).geoFilter).toEqual(dragged);

      // 'Ver lista' closes the map and clears the geographic filter (spec §4).
      await page.getByRole('button', { name: 'Ver lista' }).click();
      await page.getByRole('button', { name: 'Ver mapa' }).waitFor();
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      expect(await mapState(page)).toMatchObject({ mapOpen: false, geoFilter: undefined, visibleHomes: [] });
      expect((await geoCalls(page)).at(-1)).toBeNull();
      expect(session.blockedTiles).toBeGreaterThan(0); // the tiles were asked for, and refused
      expect(session.problems).toEqual([]);
    } catch (error) {
      await page.screenshot({ path: path.join(ARTIFACTS, 'map-failure.png') }).catch(() => undefined);
      throw new Error(`${(error as Error).stack}\nproblems: ${JSON.stringify(session.problems)}\nstate: ${JSON.stringify(await mapState(page).catch(() => null))}`);
    } finally {
      await session.context.close();
    }
  });
});
