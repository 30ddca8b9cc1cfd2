/**
 * Favourites without an account (#17 item 1) in Chromium, on the fixture sites
 * served as a plain static host: a home saved from a card (the home page) and
 * one from its listing page, the header count following, /favoritos listing
 * both (also after a reload), one removed there, the share link opened in a
 * fresh browser context (nothing stored) showing the same homes and 'Salvar
 * todos'; the add_to_wishlist event on a site with GA; /favoritos on the
 * partner fixture (own page configs), noindex and out of the sitemap. axe
 * finds no serious violation; screenshots at 390 and 1280 px in
 * tests/.artifacts/favourites/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, seriousOrCritical } from '../support/axe.ts';
import { launchChromium, MOBILE, screenshot, serveFixtures, sessionPerTest, type FixtureSite } from '../support/browser.ts';

const SALE = '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101/';
let browser: Browser | undefined;
let site: FixtureSite | undefined;
let origin: string;
const open = sessionPerTest(() => browser);

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveFixtures()]);
  origin = site.origin;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

/** Islands load when the browser is idle: on a busy machine that is seconds, not expect.poll's default second. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const headerCount = (page: Page) => page.locator('header [data-favorites-count]');
const cardIds = (page: Page) => page.locator('[data-favorites-list] article[data-home-id]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-home-id')));

async function expectNoSeriousAxe(page: Page, name: string): Promise<void> {
  const serious = seriousOrCritical(await axeViolations(page));
  expect(serious, `${name}:\n${describeViolations(serious)}`).toEqual([]);
}

async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-island-state="loading"]'));
}

describe('favourites in Chromium', { timeout: 120_000 }, () => {
  it('saves from a card and a listing, lists, removes, survives a reload, and shares', async () => {
    const { page } = await open();
    // The search page: its cards are the search island's, drawn on the server and then by React.
    await page.goto(`${origin}/buscar/`);
    await islandsReady(page);
    await poll(() => headerCount(page).isHidden()).toBe(true);
    // A card's heart: pressed, renamed, counted — and the card's link is not followed.
    const card = page.locator('article[data-home-id]:not([data-home-id="101"])').first();
    const cardId = (await card.getAttribute('data-home-id'))!;
    const cardStatus = await card.getAttribute('data-home-status');
    expect(cardId).not.toBe('101');
    const heart = card.getByRole('button', { name: 'Salvar imóvel' });
    await poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await poll(() => card.getByRole('button', { name: 'Remover dos favoritos' }).getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/buscar/');
    await poll(() => headerCount(page).textContent()).toBe('1');
    expect(await headerCount(page).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Favoritos 1' }).getAttribute('href')).toBe('/favoritos/');
    // Reloaded, the search island hydrates over hearts the runtime already pressed: they stay pressed, no console error.
    await page.reload();
    await islandsReady(page);
    await poll(() => page.locator(`article[data-home-id="${cardId}"] [data-favorite]`).first().getAttribute('aria-pressed')).toBe('true');
    // Cards the island draws for a new result set get their state too.
    await page.getByRole('group', { name: 'Finalidade' }).getByRole('button', { name: cardStatus === 'rent' ? 'Alugar' : 'Comprar' }).click();
    await page.waitForURL(/\/buscar\/(alugar|comprar)\//);
    await poll(() => page.locator(`article[data-home-id="${cardId}"] [data-favorite]`).first().getAttribute('aria-pressed')).toBe('true');
    await poll(() => page.locator('article[data-home-id] [data-favorite][aria-pressed="true"]').count()).toBe(1);

    // The listing's own button.
    await page.goto(`${origin}${SALE}`);
    await poll(() => headerCount(page).textContent()).toBe('1');
    const listingButton = page.locator('[data-property-id] header').getByRole('button', { name: 'Salvar imóvel' });
    expect(await listingButton.textContent()).toBe('Salvar imóvel');
    await listingButton.click();
    const saved = page.locator('[data-property-id] header').getByRole('button', { name: 'Remover dos favoritos' });
    await poll(() => saved.getAttribute('aria-pressed')).toBe('true');
    expect(await saved.textContent()).toBe('Remover dos favoritos');
    await poll(() => headerCount(page).textContent()).toBe('2');
    await screenshot(page, 'favourites/listing-salvo-1280', false);

    // /favoritos lists both, newest first, and again after a reload.
    await page.getByRole('link', { name: 'Favoritos 2' }).click();
    await page.waitForURL(`${origin}/favoritos/`);
    await poll(() => cardIds(page)).toEqual(['101', cardId]);
    expect(await page.locator('[data-favorites-summary]').textContent()).toBe('2 imóveis salvos neste navegador');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.reload();
    await poll(() => cardIds(page)).toEqual(['101', cardId]);
    await poll(() => page.locator('[data-favorites-list] [data-favorite]').evaluateAll((b) => b.map((x) => x.getAttribute('aria-pressed')))).toEqual(['true', 'true']);
    await islandsReady(page);
    await expectNoSeriousAxe(page, '/favoritos at 1280');
    await screenshot(page, 'favourites/favoritos-1280');
    const link = await page.locator('[data-favorites-share]').inputValue();
    expect(link).toBe(`${origin}/favoritos/?ids=101,${cardId}`);

    // Removing one takes its card off the list and the count down.
    await page.locator(`[data-favorites-list] article[data-home-id="${cardId}"]`).getByRole('button', { name: 'Remover dos favoritos' }).click();
    await poll(() => cardIds(page)).toEqual(['101']);
    // The focused heart went with its card: focus is on the count, not lost at the top of the page.
    await poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-favorites-summary'))).toBe(true);
    await poll(() => headerCount(page).textContent()).toBe('1');
    expect(await page.locator('[data-favorites-summary]').textContent()).toBe('1 imóvel salvo neste navegador');
    await page.reload();
    await poll(() => cardIds(page)).toEqual(['101']);

    // The share link in a fresh context: nothing stored there, the homes come from the site's search data.
    const fresh = await browser!.newContext({ ...MOBILE, locale: 'pt-BR' });
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      await poll(() => cardIds(other)).toEqual(['101', cardId]);
      expect(await other.getByRole('heading', { name: 'Imóveis compartilhados com você' }).isVisible()).toBe(true);
      expect(await headerCount(other).isHidden()).toBe(true);
      await islandsReady(other);
      await expectNoSeriousAxe(other, 'shared /favoritos at 390');
      await screenshot(other, 'favourites/favoritos-compartilhado-390');
      await other.getByRole('button', { name: 'Salvar todos' }).click();
      await poll(() => headerCount(other).textContent()).toBe('2');
      expect(await other.getByRole('button', { name: 'Todos salvos' }).isDisabled()).toBe(true);
      await other.getByRole('link', { name: 'Ver meus favoritos' }).click();
      await other.waitForURL(/\/favoritos\/$/);
      await poll(() => cardIds(other)).toEqual(['101', cardId]);
      expect(await other.evaluate(() => localStorage.getItem('vitrine:favorites'))).toBe(JSON.stringify(['101', cardId]));
      await screenshot(other, 'favourites/favoritos-390');
      expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await fresh.close();
    }
  });

  it('says there is nothing saved yet, with a way to search', async () => {
    const { page } = await open(MOBILE);
    await page.goto(`${origin}/favoritos/`);
    await poll(() => page.locator('[data-favorites-summary]').textContent()).toBe('Você ainda não salvou nenhum imóvel.');
    expect(await page.getByRole('link', { name: 'Buscar imóveis' }).getAttribute('href')).toBe('/buscar/');
    await islandsReady(page);
    await expectNoSeriousAxe(page, 'empty /favoritos at 390');
    await screenshot(page, 'favourites/favoritos-vazio-390');
    // The listing's button and a card's heart on a phone, saved.
    await page.goto(`${origin}${SALE}`);
    await page.locator('[data-property-id] header').getByRole('button', { name: 'Salvar imóvel' }).click();
    await poll(() => headerCount(page).textContent()).toBe('1');
    await screenshot(page, 'favourites/listing-salvo-390', false);
  });

  it('sends add_to_wishlist with the home on a site with Google Analytics', async () => {
    const { page } = await open();
    await page.goto(site!.siteOrigin('corretora.test') + '/');
    const card = page.locator('article[data-home-id]').first();
    const id = Number(await card.getAttribute('data-home-id'));
    await card.getByRole('button', { name: 'Salvar imóvel' }).click();
    const events = () =>
      page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).filter((args) => args[0] === 'event' && args[1] === 'add_to_wishlist').map((args) => args[2] as Record<string, unknown>));
    await poll(events).toHaveLength(1);
    expect((await events())[0]).toMatchObject({ property_id: id, city: expect.any(String) });
    // Removing is no event.
    await card.getByRole('button', { name: 'Remover dos favoritos' }).click();
    await page.waitForTimeout(300);
    expect(await events()).toHaveLength(1);
  });

  it('is a page of every tenant, also of one whose config has its own pages, and never in the sitemap', () => {
    for (const tenant of ['parceira.test', 'imobiliaria.test', 'corretora.test']) {
      const release = path.join(site!.out, 'sites', tenant);
      const html = readFileSync(path.join(release, 'favoritos', 'index.html'), 'utf8');
      expect(html, tenant).toContain('<meta name="robots" content="noindex">');
      expect(html, tenant).toContain('data-island="favorites-list"');
      expect(existsSync(path.join(release, 'sitemap.xml'))).toBe(true);
      expect(readFileSync(path.join(release, 'sitemap.xml'), 'utf8'), tenant).not.toContain('/favoritos');
      // The privacy page names the key the list is kept under.
      expect(readFileSync(path.join(release, 'politica-de-privacidade', 'index.html'), 'utf8'), tenant).toContain('<code>vitrine:favorites</code>');
    }
  });
});
