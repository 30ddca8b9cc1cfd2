/**
 * Leads in a real Chromium against `vitrine serve --data` (DESIGN §8): the
 * contact form and the listing's form post to /api/leads, which appends to
 * <data>/<site>/leads.ndjson. Refused leads send nothing; a stored lead
 * carries its UTM; a lead sent while the endpoint is unreachable is kept in
 * the browser and stored exactly once after the next page load (or when the
 * connection returns); the WhatsApp button records a lead and opens wa.me.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_TEXT, SENT_TEXT } from '../../client/islands/lead-form.tsx';
import { LEAD_QUEUE_KEY } from '../../client/leads/lead-queue-key.ts';
import { ARTIFACTS, MOBILE, launchChromium, openSession, screenshot, serveFixtures, type FixtureSite, type Session } from '../support/browser.ts';
import { copyFixtures } from '../support/fixture-build.ts';

const LISTING_101 = '/imovel/venda/apartamento-2-quartos-vila-mariana-sao-paulo/101/';
const LEADS_ENDPOINT = /\/api\/leads$/;
/** What Chromium logs for a fetch the test made fail on purpose. */
const ABORTED_LEAD_POST = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED).*\/api\/leads/;

let browser: Browser | undefined;
let site: FixtureSite | undefined;
let data: string;
let session: Session | undefined;
/** Set by a test that makes lead posts fail on purpose. */
let leadPostsMayFail = false;

type StoredLead = Record<string, unknown>;
const leadsFile = () => path.join(data, 'imobiliaria.test', 'leads.ndjson');
const storedLeads = (): StoredLead[] => {
  const file = leadsFile();
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as StoredLead) : [];
};
const leadsWhere = (key: string, value: unknown) => storedLeads().filter((lead) => lead[key] === value);

async function open(options: BrowserContextOptions = {}): Promise<Session> {
  session = await openSession(browser!, options);
  return session;
}

const leadPosts = (s: Session) => s.requests.filter((url) => LEADS_ENDPOINT.test(url));
const keptLeads = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[], LEAD_QUEUE_KEY);

beforeAll(async () => {
  data = copyFixtures();
  [browser, site] = await Promise.all([launchChromium(), serveFixtures({ dataDir: data })]);
});

// Each test, and each retry of it, starts with no stored leads: its assertions count from zero.
beforeEach(() => rmSync(leadsFile(), { force: true }));

afterEach(async () => {
  const done = session;
  session = undefined;
  await done?.context.close();
  const problems = (done?.problems ?? []).filter((problem) => !(leadPostsMayFail && ABORTED_LEAD_POST.test(problem)));
  leadPostsMayFail = false;
  expect(problems).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

describe('the contact form', () => {
  it('refuses a lead with neither e-mail nor phone with a visible message, and sends nothing', async () => {
    const s = await open();
    const { page } = s;
    await page.goto(`${site!.origin}/contato/`);
    const form = page.locator('form[data-lead-form="contact"]');
    // Typed before the island is hydrated: the first focus only starts loading it.
    await form.getByLabel('Nome').fill('Sem Contato');
    await form.getByLabel('Mensagem').fill('Quero saber mais.');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();

    const alert = form.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Informe um e-mail ou telefone');
    expect(await alert.isVisible()).toBe(true);
    expect(await form.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Nome').inputValue()).toBe('Sem Contato');
    expect(leadPosts(s)).toEqual([]);
    expect(leadsWhere('name', 'Sem Contato')).toEqual([]);
    await screenshot(page, 'leads-contact-refused-1280');
  });

  it('stores a lead with e-mail once, with the UTM of the visit, the phone as digits', async () => {
    const s = await open();
    const { page } = s;
    await page.goto(`${site!.origin}/contato/?utm_source=google&utm_campaign=x`);
    const form = page.locator('form[data-lead-form="contact"]');
    await form.getByLabel('Nome').fill('Ana Lima');
    await form.getByLabel('E-mail').fill('ana@example.com');
    await form.getByLabel('Telefone').pressSequentially('11987654321');
    // Masked as typed once hydrated; digits typed before that get the mask when it hydrates.
    await expect.poll(() => form.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(SENT_TEXT);

    const [lead, ...others] = leadsWhere('email', 'ana@example.com');
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ name: 'Ana Lima', phone: '11987654321', site_id: 1, source: 'site', utm_source: 'google', utm_campaign: 'x' });
    expect(lead!.user_agent).toMatch(/Chrome/);
    expect(lead!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await form.getByLabel('Nome').inputValue()).toBe('');

    // Nothing is left to send again: the next page load stores nothing more.
    expect(await keptLeads(page)).toEqual([]);
    await page.reload();
    await page.waitForTimeout(300);
    expect(leadsWhere('email', 'ana@example.com')).toHaveLength(1);
    expect(leadPosts(s)).toHaveLength(1);
  });
});

describe('the listing form', () => {
  it('keeps a lead the endpoint cannot get, and stores it exactly once after the next page load', async () => {
    leadPostsMayFail = true;
    const s = await open();
    const { page, context } = s;
    await context.route(LEADS_ENDPOINT, (route) => route.abort('internetdisconnected'));
    await page.goto(`${site!.origin}${LISTING_101}`);
    const form = page.locator('form[data-lead-form="property"]');
    expect(await form.getByLabel('Mensagem').inputValue()).toBe('Olá! Tenho interesse no imóvel código 101 e gostaria de mais informações.');
    await form.getByLabel('E-mail').fill('offline@example.com');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(KEPT_TEXT);
    expect(await keptLeads(page)).toHaveLength(1);
    expect(leadsWhere('email', 'offline@example.com')).toEqual([]);

    await context.unroute(LEADS_ENDPOINT);
    await page.reload();
    await expect.poll(() => leadsWhere('email', 'offline@example.com').length).toBe(1);
    await expect.poll(() => keptLeads(page)).toEqual([]);
    await page.reload();
    await page.waitForTimeout(300);
    const stored = leadsWhere('email', 'offline@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ home_id: 101, site_id: 1, source: 'listing', message: 'Olá! Tenho interesse no imóvel código 101 e gostaria de mais informações.' });
  });

  it('stores a lead posted with JavaScript off, and answers with a page the visitor can read', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(`${site!.origin}${LISTING_101}`);
    const form = page.locator('form[data-lead-form="property"]');
    await form.getByLabel('E-mail').fill('semjs@example.com');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('heading', { name: 'Mensagem enviada' }).waitFor();
    expect(await page.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe(LISTING_101);
    expect(leadsWhere('email', 'semjs@example.com')).toEqual([
      expect.objectContaining({ home_id: 101, site_id: 1, source: 'listing', message: 'Olá! Tenho interesse no imóvel código 101 e gostaria de mais informações.' }),
    ]);
  });

  it('sends a lead kept while offline as soon as the connection returns', async () => {
    leadPostsMayFail = true;
    const { page, context } = await open();
    await page.goto(`${site!.origin}${LISTING_101}`);
    const form = page.locator('form[data-lead-form="property"]');
    await form.getByLabel('Telefone').fill('1134567890');
    // Offline only once the form is loaded and the live build known: this is about the lead, not about loading the page.
    await page.locator('[data-island="lead-form"][data-island-state="ready"]').waitFor({ state: 'attached' });
    await page.locator('html[data-live-build]').waitFor({ state: 'attached' });
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(KEPT_TEXT);
    expect(leadsWhere('phone', '1134567890')).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => leadsWhere('phone', '1134567890').length).toBe(1);
  });

  it('looks right at 390 px (screenshot)', async () => {
    const { page } = await open(MOBILE);
    await page.goto(`${site!.origin}${LISTING_101}`);
    const form = page.locator('form[data-lead-form="property"]');
    await form.getByLabel('Nome').fill('Bruno');
    await form.getByLabel('Telefone').pressSequentially('1134567890');
    await expect.poll(() => form.getByLabel('Telefone').inputValue()).toBe('(11) 3456-7890');
    // The form just below the fixed header, in one screen.
    await page.evaluate(() => {
      const heading = document.getElementById('quero-saber-mais')!;
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 96);
    });
    await page.screenshot({ path: path.join(ARTIFACTS, 'leads-listing-form-390.png') });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

describe('the WhatsApp button', () => {
  it('records a whatsapp lead and opens wa.me with the listing code and URL, before and after hydration', async () => {
    const s = await open();
    const { page, context } = s;
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    let releaseIsland!: () => void;
    const islandHeld = new Promise<void>((resolve) => (releaseIsland = resolve));
    await context.route(/\/assets\/whatsapp-button-[^/]+\.js$/, async (route) => {
      await islandHeld;
      await route.continue();
    });
    await page.goto(`${site!.origin}${LISTING_101}`);
    const message = `Olá! Tenho interesse no imóvel código 101: https://imobiliaria.test${LISTING_101}`;
    const button = page.getByRole('link', { name: 'Falar no WhatsApp' });
    const island = page.locator('[data-island="whatsapp-button"]');

    // Round 1: the island's chunk is held back, so the click reaches a plain link (the runtime records it).
    // Round 2: hydrated, the island records it.
    for (const round of [1, 2]) {
      if (round === 2) {
        releaseIsland();
        await page.locator('[data-island="whatsapp-button"][data-island-state="ready"]').waitFor({ state: 'attached' });
      }
      const [popup] = await Promise.all([page.waitForEvent('popup'), button.click()]);
      expect(popup.url()).toBe(`https://wa.me/5511987654321?text=${encodeURIComponent(message)}`);
      await popup.close();
      await expect.poll(() => leadsWhere('source', 'whatsapp').length).toBe(round);
      if (round === 1) expect(await island.getAttribute('data-island-state')).not.toBe('ready');
    }
    const leads = leadsWhere('source', 'whatsapp');
    for (const lead of leads) expect(lead).toMatchObject({ message, home_id: 101, site_id: 1 });
    expect(new Set(leads.map((lead) => lead.idempotency_key)).size).toBe(2);
  });
});
