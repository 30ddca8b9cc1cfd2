/**
 * Lead forms and the photo carousel of parceira.test in Chromium (issue #15 items 8 and 9,
 * #17 item 5): a lead typed while the form's island never arrives (offline, or its chunk
 * failing) is kept and delivered exactly once; the form says what it collects and why, and
 * the lead records that consent; the first tap on 'Próxima foto' shows photo 2.
 */
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_CONSENT_TEXT, CONTACT_CONSENT_VERSION, KEPT_TEXT, SENT_TEXT } from '../../contract/lead-consent.ts';
import { LEAD_QUEUE_KEY } from '../../client/leads/lead-queue-key.ts';
import { ARTIFACTS, MOBILE, launchChromium, openSession, serveData, type FixtureSite, type Session } from '../support/browser.ts';
import { projectRoot } from '../../builds/project-root.ts';
import { copyFixtures } from '../support/fixture-build.ts';
import { axeViolations, describeViolations, seriousOrCritical } from '../support/axe.ts';

const SITE = 'parceira.test';
/** A sample tenant as `vitrine sample` writes it, beside the fixture tenants. */
const SAMPLE = 'nova.vitrine.local';
const LISTING_601 = '/imovel/venda/apartamento-2-quartos-pinheiros-sao-paulo/601/';
const LEADS_ENDPOINT = /\/api\/leads$/;
const LEAD_FORM_CHUNK = /\/assets\/lead-form-[^/]+\.js$/;
/** What Chromium and the island loader log when a test makes the island's chunk or a lead post fail on purpose. */
const EXPECTED_FAILURES = [
  /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/,
  /^console error: Erro ao carregar componente/,
];

let browser: Browser | undefined;
let site: FixtureSite | undefined;
let data: string;
let origin: string;
let session: Session | undefined;
let failuresExpected = false;
/** Patient: the machine running the browser tests may be busy (islands load over several round trips). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

type StoredLead = Record<string, unknown>;
const storedLeads = (tenant: string = SITE): StoredLead[] => {
  const file = path.join(data, tenant, 'leads.ndjson');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as StoredLead) : [];
};
const leadsWhere = (key: string, value: unknown, tenant: string = SITE) => storedLeads(tenant).filter((lead) => lead[key] === value);
const siteId = (tenant: string) => (JSON.parse(readFileSync(path.join(data, tenant, 'site-config.json'), 'utf8')) as { id: number }).id;

/** The built path of a listing, found by its id in the release. */
function listingPath(tenant: string, id: number): string {
  const root = path.join(site!.out, 'sites', tenant);
  const dir = readdirSync(path.join(root, 'imovel'), { recursive: true, withFileTypes: true }).find((entry) => entry.isDirectory() && entry.name === String(id));
  if (!dir) throw new Error(`listing ${id} of ${tenant} not built`);
  return `${path.relative(root, path.join(dir.parentPath, dir.name)).split(path.sep).join('/').replace(/^/, '/')}/`;
}
const leadPosts = (s: Session) => s.requests.filter((url) => LEADS_ENDPOINT.test(url));
const keptLeads = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<{ lead: StoredLead }>, LEAD_QUEUE_KEY);

async function open(options: BrowserContextOptions = {}): Promise<Session> {
  session = await openSession(browser!, options);
  return session;
}

beforeAll(async () => {
  data = copyFixtures();
  cpSync(path.join(projectRoot, 'examples', 'data', SAMPLE), path.join(data, SAMPLE), { recursive: true });
  [browser, site] = await Promise.all([launchChromium(), serveData(data, { dataDir: data })]);
  origin = site.siteOrigin(SITE);
});

afterEach(async () => {
  const done = session;
  session = undefined;
  await done?.context.close();
  const problems = (done?.problems ?? []).filter((problem) => !(failuresExpected && EXPECTED_FAILURES.some((p) => p.test(problem))));
  failuresExpected = false;
  expect(problems).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
  await site?.server.close();
});

describe('a lead form whose island never loads', () => {
  for (const tenant of [SITE, SAMPLE]) {
    it(`keeps a lead typed offline before the island, and delivers it exactly once when the connection returns (${tenant})`, async () => {
      failuresExpected = true;
      const s = await open();
      const { page, context } = s;
      await page.goto(`${site!.siteOrigin(tenant)}/contato/`);
      await page.waitForLoadState('load');
      await context.setOffline(true);
      const form = page.locator('form[data-lead-form="contact"]');
      await form.getByLabel('Nome').fill('Clara Offline');
      await form.getByLabel('E-mail').fill('clara@example.com');
      await form.getByLabel('Mensagem').fill('Quero visitar o apartamento.');
      await form.getByRole('button', { name: 'Enviar mensagem' }).click();

      // The island could not load: the form still took the lead, and says it will go later.
      const status = page.locator('[data-early-lead-status]');
      await poll(() => status.textContent()).toBe(KEPT_TEXT);
      expect(await status.getAttribute('role')).toBe('status');
      expect(await page.locator('[data-island="lead-form"]').getAttribute('data-island-state')).toBe('error');
      // The loader's failure text gave way to the answer: the form worked without its island.
      await expect(page.getByText('Erro ao carregar componente').count()).resolves.toBe(0);
      await page.locator('[data-early-lead-status]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(ARTIFACTS, `partner-lead-form-offline-${tenant}-1280.png`) });
      const serious = seriousOrCritical(await axeViolations(page));
      expect(serious, describeViolations(serious)).toEqual([]);
      const kept = await keptLeads(page);
      expect(kept).toHaveLength(1);
      expect(kept[0]!.lead).toMatchObject({ name: 'Clara Offline', email: 'clara@example.com', source: 'site', site_id: siteId(tenant), consent_version: CONTACT_CONSENT_VERSION });
      expect(await form.getByLabel('Nome').inputValue()).toBe('');
      expect(leadPosts(s)).toEqual([]);

      await context.setOffline(false);
      await poll(() => leadsWhere('email', 'clara@example.com', tenant).length).toBe(1);
      await poll(() => keptLeads(page)).toEqual([]);
      // The form says so once it has left, not 'sem conexão' still.
      await poll(() => status.textContent()).toBe(SENT_TEXT);
      expect(await status.getAttribute('role')).toBe('status');
      await page.reload();
      await page.waitForTimeout(500);
      const [lead, ...others] = leadsWhere('email', 'clara@example.com', tenant);
      expect(others).toEqual([]);
      expect(lead).toMatchObject({ name: 'Clara Offline', message: 'Quero visitar o apartamento.', consent_text: CONTACT_CONSENT_TEXT, consent_marketing: false });
      expect(lead!.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
      expect(leadPosts(s)).toHaveLength(1);
    });
  }

  it('sends a lead at once when the island chunk fails online, and asks for a contact first', async () => {
    failuresExpected = true;
    const s = await open();
    const { page, context } = s;
    await context.route(LEAD_FORM_CHUNK, (route) => route.abort('failed'));
    await page.goto(`${origin}${LISTING_601}`);
    const form = page.locator('form[data-lead-form="property"]');
    await form.getByLabel('Nome').fill('Davi Sem Ilha');
    await form.getByRole('button', { name: 'Enviar' }).click();
    const status = page.locator('[data-early-lead-status]');
    await poll(() => status.textContent()).toBe('Informe um e-mail ou telefone');
    expect(await status.getAttribute('role')).toBe('alert');
    expect(leadPosts(s)).toEqual([]);

    await form.getByLabel('Telefone').fill('11 3456-7890');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await poll(() => status.textContent()).toBe(SENT_TEXT);
    expect(leadsWhere('name', 'Davi Sem Ilha')).toEqual([expect.objectContaining({ phone: '1134567890', home_id: 601, source: 'listing', consent_version: CONTACT_CONSENT_VERSION })]);
    expect(leadPosts(s)).toHaveLength(1);
    expect(await keptLeads(page)).toEqual([]);
  });

  it('records the notice agreed to when the form is posted without JavaScript', async () => {
    const { page } = await open({ javaScriptEnabled: false });
    await page.goto(`${origin}/contato/`);
    const form = page.locator('form[data-lead-form="contact"]');
    await form.getByLabel('E-mail').fill('semjs-parceira@example.com');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByRole('heading', { name: 'Mensagem enviada' }).waitFor();
    const [lead, ...others] = leadsWhere('email', 'semjs-parceira@example.com');
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ consent_version: CONTACT_CONSENT_VERSION, consent_text: CONTACT_CONSENT_TEXT, consent_marketing: false });
    expect(Date.now() - Date.parse(String(lead!.consent_at))).toBeLessThan(60_000);
  });
});

describe('the LGPD notice of a lead form', () => {
  for (const [width, options] of [
    [1280, {}],
    [390, MOBILE],
  ] as const) {
    it(`says what is collected and why, links the privacy page, and the lead records it (${width} px)`, async () => {
      const s = await open(options);
      const { page } = s;
      await page.goto(`${origin}/contato/`);
      const form = page.locator('form[data-lead-form="contact"]');
      const notice = form.locator('[data-consent-notice]');
      expect((await notice.textContent())!.replace(/\s+/g, ' ').trim()).toBe(CONTACT_CONSENT_TEXT);
      expect(await notice.getByRole('link', { name: 'Política de privacidade' }).getAttribute('href')).toMatch(/^\/politica-de-privacidade\/?$/);
      await form.getByLabel('Nome').fill(`Elisa ${width}`);
      await form.getByLabel('E-mail').fill(`elisa${width}@example.com`);
      await form.scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        const box = document.querySelector('form[data-lead-form]')!.getBoundingClientRect();
        window.scrollTo(0, box.top + window.scrollY - 120);
      });
      await page.screenshot({ path: path.join(ARTIFACTS, `partner-lead-form-notice-${width}.png`) });
      const serious = seriousOrCritical(await axeViolations(page));
      expect(serious, describeViolations(serious)).toEqual([]);
      await form.getByRole('button', { name: 'Enviar mensagem' }).click();
      await poll(() => form.getByRole('status').textContent()).toBe(SENT_TEXT);
      const [lead] = leadsWhere('email', `elisa${width}@example.com`);
      expect(lead).toMatchObject({ consent_version: CONTACT_CONSENT_VERSION, consent_text: CONTACT_CONSENT_TEXT, consent_marketing: false });
      // Nothing the visitor did not see or was not told about: the visible fields, the page's origin, the notice.
      const allowed = ['name', 'email', 'phone', 'message', 'site_id', 'home_id', 'source', 'referrer', 'user_agent', 'consent_version', 'consent_text', 'consent_at', 'consent_marketing'];
      expect(Object.keys(lead!).filter((key) => !allowed.includes(key) && !['created_at', 'idempotency_key', 'ip_address'].includes(key))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

describe('the first tap on the carousel', () => {
  for (const [label, options, tenant, id, photos] of [
    ['desktop', {}, SITE, 601, 2],
    ['mobile with touch', MOBILE, SITE, 601, 2],
    ['desktop', {}, SAMPLE, 2372, 4],
    ['mobile with touch', MOBILE, SAMPLE, 2372, 4],
  ] as const) {
    it(`shows photo 2 (${label}, ${tenant})`, async () => {
      const { page } = await open(options);
      await page.goto(`${site!.siteOrigin(tenant)}${listingPath(tenant, id)}`);
      const counter = page.locator('[data-gallery-counter]');
      expect(await counter.textContent()).toBe(`1 / ${photos}`);
      const next = page.getByRole('button', { name: 'Próxima foto' });
      if (label === 'desktop') await next.click();
      else await next.tap();
      await poll(() => counter.textContent()).toBe(`2 / ${photos}`);
      // The second photo is the one in view, once Swiper has taken over too.
      await page.locator('[data-gallery][data-gallery-ready]').waitFor({ state: 'attached' });
      const inView = async () =>
        page.evaluate(() => {
          const region = document.querySelector('[data-gallery] [role="region"]')!.getBoundingClientRect();
          const slides = [...document.querySelectorAll('[data-gallery] [aria-roledescription="foto"]')];
          return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - region.left) < 2) + 1;
        });
      await poll(inView).toBe(2);
      expect(await counter.textContent()).toBe(`2 / ${photos}`);
    });
  }
});
