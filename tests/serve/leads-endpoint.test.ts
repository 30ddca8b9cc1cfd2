/**
 * `vitrine serve --data`'s POST /api/leads over real HTTP: the schema's 400s,
 * one line per lead in <data>/<site>/leads.ndjson, an Idempotency-Key stored
 * exactly once (also across a restart and under concurrent POSTs), and no
 * Host header able to write anywhere but a site folder of the data folder.
 */
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LEAD_BODY_BYTES } from '../../server/leads-endpoint.ts';
import { fixturesDir, tempDir } from '../support/fixture-build.ts';
import { startStaticServer, type RunningServer } from '../support/http.ts';

const SITE = 'imobiliaria.test';
let root: string;
let data: string;
let running: RunningServer;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: unknown;
}

function post(body: string | object, options: { host?: string; key?: string; method?: string; type?: string; server?: RunningServer } = {}): Promise<Answer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const port = (options.server ?? running).port;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: options.method ?? 'POST',
        headers: {
          host: options.host ?? `${SITE}.localhost:${port}`,
          connection: 'close',
          'content-type': options.type ?? 'application/json',
          'content-length': String(Buffer.byteLength(text)),
          ...(options.key ? { 'idempotency-key': options.key } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          let json: unknown = raw;
          try {
            json = JSON.parse(raw);
          } catch {
            // plain text answers (405 of the static server)
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const leadsFile = (site = SITE) => path.join(data, site, 'leads.ndjson');
const storedLeads = (site = SITE): Array<Record<string, unknown>> =>
  existsSync(leadsFile(site)) ? readFileSync(leadsFile(site), 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) : [];

/** Every file under a folder, as relative paths. */
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

beforeEach(async () => {
  root = tempDir('leads');
  data = path.join(root, 'data', 'tenants');
  // The fixture data folder, two levels down, so a write that escaped it would still land in `root`.
  cpSync(fixturesDir, data, { recursive: true });
  running = await startStaticServer({ outDir: path.join(root, 'dist'), stagingSite: SITE, dataDir: data });
});

afterEach(async () => {
  await running?.close();
});

const LEAD = { name: 'Ana Lima', email: 'ana@example.com', phone: '11987654321', message: 'Quero visitar.', site_id: 1, home_id: 101, source: 'listing' };

describe('POST /api/leads', () => {
  it('refuses a lead with neither e-mail nor phone with the field errors, storing nothing', async () => {
    const answer = await post({ name: 'Ana', email: '', phone: '  ', source: 'site' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ errors: [{ path: 'email', message: 'Either email or phone must be provided' }] });

    const bad = await post({ email: 'not-an-email', home_id: { id: 1 }, source: 'site' });
    expect(bad.status).toBe(400);
    expect((bad.json as { errors: Array<{ path: string }> }).errors.map((e) => e.path).sort()).toEqual(['email', 'home_id']);

    expect((await post('{"email": ')).status).toBe(400);
    expect(existsSync(leadsFile())).toBe(false);
  });

  it('appends one line per lead: the visitor fields only, with the time it was stored', async () => {
    const answer = await post({ ...LEAD, status: 'won', temperature: 'high', lead_notes: [{ content: 'x' }], utm_source: 'google', utm_campaign: 'x', utm_id: 'abc' });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ status: 'stored', created_at: expect.any(String) });
    const [stored, ...rest] = storedLeads();
    expect(rest).toEqual([]);
    expect(stored).toEqual({ ...LEAD, utm_source: 'google', utm_campaign: 'x', created_at: (answer.json as { created_at: string }).created_at });
  });

  it('stores a lead with a given Idempotency-Key exactly once, and answers the repeat with the first result', async () => {
    const first = await post(LEAD, { key: 'b1c6f1d4-0000-4000-8000-000000000001' });
    expect(first.status).toBe(201);
    const again = await post({ ...LEAD, message: 'changed' }, { key: 'b1c6f1d4-0000-4000-8000-000000000001' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(storedLeads().map((l) => [l.message, l.idempotency_key])).toEqual([['Quero visitar.', 'b1c6f1d4-0000-4000-8000-000000000001']]);

    // Concurrent retries of one lead: one line.
    const burst = await Promise.all(Array.from({ length: 6 }, () => post(LEAD, { key: 'burst-key' })));
    expect(burst.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(storedLeads().filter((l) => l.idempotency_key === 'burst-key')).toHaveLength(1);

    // A restarted server reads the keys back from the file.
    await running.close();
    running = await startStaticServer({ outDir: path.join(root, 'dist'), stagingSite: SITE, dataDir: data });
    expect((await post(LEAD, { key: 'burst-key' })).status).toBe(200);
    expect((await post(LEAD, { key: 'other-key' })).status).toBe(201);
    expect(storedLeads()).toHaveLength(3);

    expect((await post(LEAD, { key: 'has spaces and ünicode' })).status).toBe(400);
  });

  it('files a lead under the site of the Host header; localhost is the staging site', async () => {
    await post({ ...LEAD, name: 'staging' }, { host: `localhost:${running.port}` });
    await post({ ...LEAD, name: 'other', site_id: 2 }, { host: 'inativa.test' });
    expect(storedLeads().map((l) => l.name)).toEqual(['staging']);
    expect(storedLeads('inativa.test').map((l) => l.name)).toEqual(['other']);
  });

  it('never writes outside a site folder of the data folder, whatever the Host says', async () => {
    const before = filesUnder(root);
    const hostile = ['..', '../..', '.', '..%2f..', `../../..:${running.port}`, 'a/../../x', '/etc', 'imobiliaria.test/../..', 'imobiliaria.test\\..\\..', 'data', 'nada.test', '.localhost', '%2e%2e.localhost'];
    for (const host of hostile) {
      const answer = await post(LEAD, { host });
      expect(answer.status, JSON.stringify(host)).toBe(404);
    }
    expect(filesUnder(root)).toEqual(before);
  });

  it('accepts a WhatsApp lead without e-mail or phone (the number comes with the message)', async () => {
    const answer = await post({ message: 'Olá! Tenho interesse no imóvel código 101: https://imobiliaria.test/imovel/x/101', site_id: 1, home_id: 101, source: 'whatsapp' });
    expect(answer.status).toBe(201);
    expect(storedLeads()[0]).toMatchObject({ source: 'whatsapp', home_id: 101 });
  });

  it('stores a form posted without JavaScript and answers with a page in pt-BR', async () => {
    const form = 'name=Ana+Lima&email=ana%40example.com&phone=&message=Quero+visitar.&site_id=1&home_id=101&source=listing&status=won';
    const answer = await post(form, { type: 'application/x-www-form-urlencoded' });
    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.json).toContain('Recebemos seu contato');
    expect(storedLeads()).toEqual([
      { name: 'Ana Lima', email: 'ana@example.com', message: 'Quero visitar.', site_id: 1, home_id: 101, source: 'listing', created_at: expect.any(String) },
    ]);

    const refused = await post('name=%3Cb%3EAna%3C%2Fb%3E&email=&phone=&source=site', { type: 'application/x-www-form-urlencoded' });
    expect(refused.status).toBe(400);
    expect(refused.json).toContain('<li>Informe um e-mail ou telefone</li>');
    expect(refused.json).not.toContain('<b>');
    expect(storedLeads()).toHaveLength(1);
  });

  it('answers 413 past 32 KB, 415 for a body that is neither JSON nor a form and 405 for other methods', async () => {
    const big = await post({ ...LEAD, message: 'x'.repeat(MAX_LEAD_BODY_BYTES) });
    expect(big.status).toBe(413);
    expect((await post('name=Ana', { type: 'text/plain' })).status).toBe(415);
    const get = await post('', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(existsSync(leadsFile())).toBe(false);
  });

  it('is not there without a data folder: POST answers 405 as before', async () => {
    const plain = await startStaticServer({ outDir: path.join(root, 'dist'), stagingSite: SITE });
    try {
      const answer = await post(LEAD, { server: plain });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    } finally {
      await plain.close();
    }
  });
});
