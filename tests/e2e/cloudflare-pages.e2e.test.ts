/**
 * A release served the way Cloudflare Pages serves it (its `_redirects` rules applied before any
 * file, `/x/` as x/index.html, the nearest 404.html: tests/support/cloudflare-pages.ts), in a
 * real Chromium, on the fixture tenant imobiliaria.test: prerendered /buscar combinations are
 * their own pages, one that was not prerendered is the /buscar page reading its filters from the
 * URL, a listing whose URL moved answers 301 to its new page, and so does its `destaque` URL.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { contentType } from '../../server/http-files.ts';
import { launchChromium, sessionPerTest } from '../support/browser.ts';
import { cloudflareAnswer } from '../support/cloudflare-pages.ts';
import { copyFixtures, tempDir } from '../support/fixture-build.ts';

const SITE = 'imobiliaria.test';
let browser: Browser | undefined;
let server: http.Server | undefined;
let origin: string;
let data: string;
let out: string;
const open = sessionPerTest(() => browser);
const root = () => path.join(out, 'sites', SITE);
const island = (page: Page) => page.locator('[data-island="search-page"]');
const shownIds = (page: Page) => island(page).locator('article[data-home-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-home-id'))));

async function rebuild(): Promise<void> {
  const summary = await build({ sites: [SITE], data, out, concurrency: 2 });
  expect(summary.sites[0]!.status).toBe('published');
}

beforeAll(async () => {
  data = copyFixtures();
  out = tempDir('cloudflare');
  await rebuild();
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The live release as it is now: the site folder is a symlink a rebuild flips.
    const answer = cloudflareAnswer(root(), url.pathname);
    if (answer.location !== undefined) {
      response.writeHead(answer.status, { location: answer.location }).end();
      return;
    }
    const file = answer.file ? path.join(root(), answer.file) : null;
    response.writeHead(answer.status, { 'content-type': file ? contentType(file) : 'text/plain' }).end(file ? readFileSync(file) : 'not found');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('a release on Cloudflare Pages', { timeout: 120_000 }, () => {
  it('serves a prerendered /buscar combination its own page, not the /buscar page', async () => {
    const { page } = await open();
    const response = await page.goto(`${origin}/buscar/alugar/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('data-page-path')).resolves.toBe('/buscar/alugar/');
    await expect(page.title()).resolves.toBe('Imóveis para alugar | Imobiliária Teste');
    expect(await shownIds(page)).toEqual([111, 110, 109, 108, 102]);
  });

  it('answers a combination that was not prerendered with the /buscar page, which searches what the URL asks', async () => {
    const { page, expect404 } = await open();
    expect404(`${origin}/buscar/alugar/4-quartos/`);
    const response = await page.goto(`${origin}/buscar/alugar/4-quartos/`);
    expect(response?.status()).toBe(404);
    await page.locator('[data-island="search-page"][data-island-state="ready"]').waitFor({ state: 'attached', timeout: 15_000 });
    // Its filters are the URL's (the /buscar page alone lists 7 homes): no home for rent has 4 bedrooms.
    await expect.poll(() => island(page).getByRole('status').first().textContent(), { timeout: 5000 }).toBe('0 imóveis encontrados');
    await island(page).getByRole('button', { name: 'Remover filtro: 4+ quartos', exact: true }).waitFor({ timeout: 5000 });
    // The hero's form says so too: the page's HTML is the /buscar page's, which starts on Comprar.
    await expect.poll(() => page.getByRole('search', { name: 'Buscar imóveis' }).getByLabel('Finalidade').inputValue()).toBe('alugar');
    expect(new URL(page.url()).pathname).toBe('/buscar/alugar/4-quartos/');
  });

  it('sends a listing\'s old URL, after its bedrooms changed, and its destaque URL to its page with a 301', async () => {
    const homesFile = path.join(data, SITE, 'homes.json');
    const homes = JSON.parse(readFileSync(homesFile, 'utf8')) as Array<{ id: number; bedrooms?: number }>;
    const meta = () => {
      const { id } = JSON.parse(readFileSync(path.join(root(), 'builds', 'latest.json'), 'utf8')) as { id: string };
      return JSON.parse(readFileSync(path.join(root(), 'builds', 'meta', `${id}.json`), 'utf8')) as { prerendered: string[] };
    };
    const urlOf = (id: number) => `${meta().prerendered.find((p) => p.endsWith(`/${id}`))!}/`;
    const home = homes.find((h) => typeof h.bedrooms === 'number' && h.bedrooms > 0)!;
    const before = urlOf(home.id);
    writeFileSync(homesFile, JSON.stringify(homes.map((h) => (h.id === home.id ? { ...h, bedrooms: h.bedrooms! + 1 } : h))));
    await rebuild();
    const after = urlOf(home.id);
    expect(after).not.toBe(before);

    const { page } = await open();
    const redirects: number[] = [];
    page.on('response', (r) => {
      if (r.status() >= 300 && r.status() < 400) redirects.push(r.status());
    });
    const response = await page.goto(`${origin}${before}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(after);
    expect(redirects).toEqual([301]);
    await expect(page.locator('h1').first().textContent()).resolves.toContain(`${home.bedrooms! + 1} quartos`);

    redirects.length = 0;
    await page.goto(`${origin}/imovel/destaque/um-endereco-antigo/${home.id}`);
    expect(new URL(page.url()).pathname).toBe(after);
    expect(redirects).toEqual([301]);
  });
});
