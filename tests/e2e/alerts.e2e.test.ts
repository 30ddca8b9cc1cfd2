/**
 * #17 item 2 end to end: a visitor saves a search on /buscar/alugar/ in Chromium (e-mail
 * and consent) — a `saved-search` lead reaches the loopback lead endpoint with the search
 * URL and the consent given; a matching rental is added; `vitrine alerts` writes the outbox
 * and sends the pt-BR e-mail, with its unsubscribe link, to a real SMTP server on loopback
 * (smtp-server); a second run sends nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../builds/build.ts';
import { launchChromium, sessionPerTest } from '../support/browser.ts';
import { copyFixtures, tempDir } from '../support/fixture-build.ts';
import { startStaticServer, type RunningServer } from '../support/http.ts';
import { runCli } from '../reliability/support.ts';

const SITE = 'imobiliaria.test';
const VISITOR = 'visitante@example.com';

interface Received {
  to: string[];
  raw: string;
}

let browser: Browser | undefined;
let server: RunningServer | undefined;
let smtp: SMTPServer | undefined;
let smtpPort = 0;
let data: string;
let out: string;
const mails: Received[] = [];
const open = sessionPerTest(() => browser);

beforeAll(async () => {
  data = copyFixtures();
  out = tempDir('alerts-out');
  const summary = await build({ sites: [SITE], data, out });
  if (summary.sites[0]?.status !== 'published') throw new Error(summary.sites[0]?.error);
  server = await startStaticServer({ outDir: out, dataDir: data, stagingSite: SITE });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('saved searches and alerts', { timeout: 180_000 }, () => {
  it('saves a search with consent, then e-mails the new listing once through SMTP', async () => {
    const { page } = await open();
    await page.goto(`http://localhost:${server!.port}/buscar/alugar/`);
    const opener = page.locator('[data-saved-search="open"]');
    await opener.scrollIntoViewIfNeeded();
    // The island hydrates when visible: click until the form opens.
    await expect.poll(async () => {
      if (await opener.isVisible()) await opener.click();
      return page.locator('[data-saved-search="form"]').isVisible();
    }, { timeout: 15_000 }).toBe(true);
    const form = page.locator('[data-saved-search="form"]');
    await form.getByLabel('E-mail', { exact: true }).fill(VISITOR);
    await form.getByRole('button', { name: 'Criar alerta' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Marque a autorização para receber os alertas.');
    await form.getByLabel(/Quero receber por e-mail ou WhatsApp os novos imóveis desta busca/).check();
    await form.getByRole('button', { name: 'Criar alerta' }).click();
    await page.getByRole('status').filter({ hasText: 'Alerta criado!' }).waitFor();

    const leads = readFileSync(path.join(data, SITE, 'leads.ndjson'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ source: 'saved-search', email: VISITOR, search_url: '/buscar/alugar/', consent_version: 'alerta-2026-11', consent_marketing: true });
    expect(String(leads[0]!.consent_text)).toContain('Posso cancelar quando quiser');

    // A new rental is listed after the search was saved; a new sale is not what it asked for.
    const homesFile = path.join(data, SITE, 'homes.json');
    const homes = JSON.parse(readFileSync(homesFile, 'utf8')) as Array<Record<string, unknown>>;
    const model = homes.find((h) => h.id === 108)!;
    const later = new Date(Date.now() + 60_000).toISOString();
    homes.push({ ...model, id: 120, name: 'Apartamento novo & iluminado em Pinheiros', created_at: later, updated_at: later });
    homes.push({ ...homes.find((h) => h.id === 101)!, id: 121, created_at: later, updated_at: later });
    writeFileSync(homesFile, JSON.stringify(homes));

    const run = await runCli(['alerts', '--site', SITE, '--data', data, '--out', out, '--smtp', `smtp://127.0.0.1:${smtpPort}`, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { sent: number; outbox: string; messages: Array<{ to: string; homes: string[]; channel: string }> };
    expect(report.sent).toBe(1);
    expect(report.messages).toEqual([expect.objectContaining({ to: VISITOR, channel: 'email', homes: ['120'] })]);
    expect(readFileSync(path.join(report.outbox, '1.html'), 'utf8')).toContain('Apartamento novo &amp; iluminado em Pinheiros');
    const text = readFileSync(path.join(report.outbox, '1.txt'), 'utf8');
    expect(text).toContain('Encontramos 1 imóvel novo que combina com a sua busca:');
    expect(text).toContain('R$ 4.200/mês');
    expect(text).toContain('Cancelar alerta: mailto:contato@imobteste.com.br?subject=Cancelar%20alerta');

    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([VISITOR]);
    // Headers unfolded; the body's soft line breaks (quoted-printable) joined.
    const raw = mails[0]!.raw.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: =?UTF-8?Q?1_im=C3=B3vel_novo_para_a_sua_busca_em_I?=');
    expect(raw).toMatch(/List-Unsubscribe: <mailto:contato@imobteste\.com\.br\?subject=/);
    expect(raw).toContain('https://imobiliaria.test/buscar/alugar/');
    expect(raw).toContain('/120/');

    const again = await runCli(['alerts', '--site', SITE, '--data', data, '--out', out, '--smtp', `smtp://127.0.0.1:${smtpPort}`, '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ sent: 0, messages: [] });
    expect(mails).toHaveLength(1);
  });
});
