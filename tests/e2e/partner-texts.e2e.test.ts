/**
 * Small texts on tenant data Vitrine did not write (issue #15 items 11 and 13), in Chromium:
 * parceira.test with an about page holding rich text written with character references and
 * nested lists, a featured-homes section while no home is featured, a `{bairro}` page, and a
 * CRECI that already says 'CRECI'; and the sample tenant nova.vitrine.local as generated.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, serveData, sessionPerTest, type FixtureSite } from '../support/browser.ts';
import { fixturesDir, tempDir } from '../support/fixture-build.ts';
import { projectRoot } from '../../builds/project-root.ts';

const RICH_TEXT = [
  '<h2>Im&oacute;veis com hist&oacute;ria</h2>',
  '<p>Atendemos S&atilde;o Paulo &amp; Minas &ndash; desde 1998.</p>',
  '<ul><li>Lazer<ul><li>Piscina</li><li>Academia</li></ul></li><li>Seguran&ccedil;a<li>Portaria 24h</ul>',
].join('');

let browser: Browser | undefined;
let site: FixtureSite | undefined;
const open = sessionPerTest(() => browser);

/** parceira.test as in the fixtures, plus an about page, a {bairro} page, and no featured home. */
function dataFolder(): string {
  const data = tempDir('texts');
  cpSync(path.join(fixturesDir, 'parceira.test'), path.join(data, 'parceira.test'), { recursive: true });
  cpSync(path.join(projectRoot, 'examples', 'data', 'nova.vitrine.local'), path.join(data, 'nova.vitrine.local'), { recursive: true });
  const configFile = path.join(data, 'parceira.test', 'site-config.json');
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as { pages: unknown[] };
  config.pages.push(
    {
      id: 'sobre',
      url: '/sobre',
      meta: { title: 'Sobre' },
      sections: [
        { id: 'sobre-quem', component: 'about', props: { title: 'Quem somos' } },
        { id: 'sobre-texto', component: 'rich-text', props: { html: RICH_TEXT } },
        { id: 'sobre-destaques', component: 'featured-homes', props: {} },
        { id: 'sobre-cta', component: 'cta', props: { title: 'Conheça o Torre Parceira', button: { label: 'Ver empreendimento', url: '/empreendimentos/torre-parceira' } } },
      ],
    },
    // A generic {param} (spec §2.3): planned for the paths the site links to.
    { id: 'empreendimento', url: '/empreendimentos/{param}', meta: { title: 'Empreendimento' }, sections: [{ id: 'emp-topo', component: 'hero', props: { title: 'Lançamentos da Parceira' } }] },
    { id: 'bairro', url: '/bairros/{bairro}', meta: { title: 'Bairro' }, sections: [{ id: 'bairro-lista', component: 'homes-grid', props: {} }] },
  );
  writeFileSync(configFile, JSON.stringify(config));
  const homesFile = path.join(data, 'parceira.test', 'homes.json');
  const homes = JSON.parse(readFileSync(homesFile, 'utf8')) as Array<Record<string, unknown>>;
  writeFileSync(homesFile, JSON.stringify(homes.map((home) => ({ ...home, is_featured_on_site: false }))));
  return data;
}

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), serveData(dataFolder())]);
});

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

const visibleText = (page: Page) => page.locator('body').innerText();

describe('parceira.test', () => {
  it('renders rich text entities as letters and nests its lists as written', async () => {
    const { page } = await open();
    await page.goto(`${site!.siteOrigin('parceira.test')}/sobre/`);
    await expect(page.getByRole('heading', { name: 'Imóveis com história' }).count()).resolves.toBe(1);
    const text = await visibleText(page);
    expect(text).toContain('Atendemos São Paulo & Minas – desde 1998.');
    expect(text).not.toMatch(/&[a-z]+;/);
    const list = page.locator('ul').filter({ hasText: 'Piscina' }).last();
    // 'Lazer' holds the nested list; 'Segurança' and 'Portaria 24h' are its siblings, not nested in it.
    expect(await page.locator('li:has(> ul) > ul > li').allInnerTexts()).toEqual(['Piscina', 'Academia']);
    const outer = page.locator('ul:has(> li > ul)');
    expect(await outer.locator(':scope > li').evaluateAll((items) => items.map((li) => li.firstChild?.textContent?.trim()))).toEqual(['Lazer', 'Segurança', 'Portaria 24h']);
    expect(await list.locator('li').count()).toBe(2);
  });

  it('prints CRECI once, whether or not the data already says it', async () => {
    const { page } = await open();
    await page.goto(`${site!.siteOrigin('parceira.test')}/sobre/`);
    const text = await visibleText(page);
    expect(text).not.toMatch(/CRECI\s+CRECI/);
    // The broker's 'CRECI-SP 98765-F' in the about section, the company's 'CRECI J-98765' in the footer.
    await expect(page.getByText('CRECI-SP 98765-F', { exact: true }).count()).resolves.toBe(1);
    expect((await page.locator('footer dl').innerText()).replace(/\s+/g, ' ')).toContain('CRECI J-98765');
  });

  it("shows no 'Imóveis em destaque' when no home is featured", async () => {
    const { page } = await open();
    await page.goto(`${site!.siteOrigin('parceira.test')}/sobre/`);
    await expect(page.getByRole('heading', { name: 'Quem somos' }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Imóveis em destaque' }).count()).resolves.toBe(0);
    expect(await page.locator('[data-home-id]').count()).toBe(0);
  });

  it("answers 'Page Not Found: {path}' for a listing id or a {bairro} that does not exist, and 'Página não encontrada' elsewhere", async () => {
    const s = await open();
    const origin = site!.siteOrigin('parceira.test');
    s.expect404(/\/(imovel|bairros|nada|empreendimentos)\//);
    s.expect404(/\/media\/foto-que-nao-existe\.jpg$/); // a listing of this fixture whose photo is missing on purpose
    await s.page.goto(`${origin}/bairros/pinheiros/`);
    await expect(s.page.locator('[data-home-id]').count()).resolves.toBeGreaterThan(0);
    for (const [at, message] of [
      ['/imovel/venda/apartamento-2-quartos-pinheiros-sao-paulo/999/', 'Page Not Found: /imovel/venda/apartamento-2-quartos-pinheiros-sao-paulo/999'],
      ['/bairros/atlantida/', 'Page Not Found: /bairros/atlantida'],
      ['/empreendimentos/outro/', 'Page Not Found: /empreendimentos/outro'],
      ['/nada/disso/', 'Página não encontrada'],
    ] as const) {
      const response = await s.page.goto(`${origin}${at}`);
      expect(response!.status(), at).toBe(404);
      await expect.poll(() => s.page.locator('[data-error-message]').textContent(), { timeout: 15_000 }).toBe(message);
    }
  });

  it('plans a generic {param} page for the path the site links to', async () => {
    const { page } = await open();
    await page.goto(`${site!.siteOrigin('parceira.test')}/sobre/`);
    await page.getByRole('link', { name: 'Ver empreendimento' }).click();
    await page.waitForURL(/\/empreendimentos\/torre-parceira\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lançamentos da Parceira' }).count()).resolves.toBe(1);
  });
});

describe('the sample tenant nova.vitrine.local', () => {
  it('prints CRECI once on its about page and footer, and names a missing listing', async () => {
    const s = await open();
    const origin = site!.siteOrigin('nova.vitrine.local');
    await s.page.goto(`${origin}/sobre/`);
    const text = await visibleText(s.page);
    expect(text).not.toMatch(/CRECI\s+CRECI/);
    expect(text).toContain('CRECI-RJ 165670-F');
    expect((await s.page.locator('footer dl').innerText()).replace(/\s+/g, ' ')).toContain('CRECI-RJ 48321-J');
    await s.page.goto(`${origin}/`);
    // Its featured homes are flagged: the section stays.
    await expect(s.page.getByRole('heading', { name: 'Imóveis em destaque' }).count()).resolves.toBe(1);
    s.expect404(/\/imovel\//);
    const missing = '/imovel/venda/apartamento-2-quartos-copacabana-rio-de-janeiro/99999/';
    expect((await s.page.goto(`${origin}${missing}`))!.status()).toBe(404);
    await expect.poll(() => s.page.locator('[data-error-message]').textContent(), { timeout: 15_000 }).toBe(`Page Not Found: ${missing.slice(0, -1)}`);
  });
});
