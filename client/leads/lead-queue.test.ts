import { describe, expect, it } from 'vitest';
import { createLeadQueue, MAX_KEPT_LEADS, newIdempotencyKey, type LeadFetch, type LeadQueueDeps, type LeadStorage } from './lead-queue.ts';
import { LEAD_QUEUE_KEY } from './lead-queue-key.ts';

const ENDPOINT = '/api/leads';
const LEAD = { name: 'Ana', email: 'ana@example.com', site_id: 1, source: 'site' };

function memoryStorage(): LeadStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

type Answer = number | 'offline' | 'hang';

/** A fetch answering from a script (the last answer repeats), recording every request. */
function scriptedFetch(answers: Answer[], body: unknown = {}) {
  const requests: Array<{ url: string; key: string; body: unknown }> = [];
  const fetch: LeadFetch = async (url, init) => {
    const headers = new Headers(init.headers);
    requests.push({ url, key: headers.get('idempotency-key') ?? '', body: JSON.parse(String(init.body)) });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }
    return new Response(JSON.stringify(body), { status: answer, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

function queueWith(fetch: LeadFetch, storage: LeadStorage | undefined = memoryStorage(), extra: Partial<LeadQueueDeps> = {}) {
  const logs: string[] = [];
  let n = 0;
  const queue = createLeadQueue({
    storage: () => storage,
    fetch,
    newKey: () => `key-${++n}`,
    now: () => 1_700_000_000_000,
    log: (message) => void logs.push(message),
    ...extra,
  });
  return { queue, logs };
}

describe('lead queue', () => {
  it('keeps a lead sent offline and sends it once, with the same key, when back online', async () => {
    const storage = memoryStorage();
    const { fetch, requests } = scriptedFetch(['offline', 201]);
    const { queue } = queueWith(fetch, storage);

    await expect(queue.submit(ENDPOINT, LEAD)).resolves.toEqual({ outcome: 'kept' });
    expect(JSON.parse(storage.items.get(LEAD_QUEUE_KEY)!)).toEqual([{ key: 'key-1', endpoint: ENDPOINT, lead: LEAD, keptAt: 1_700_000_000_000 }]);

    await queue.resend();
    await queue.resend();
    expect(requests.map((r) => [r.url, r.key])).toEqual([
      [ENDPOINT, 'key-1'],
      [ENDPOINT, 'key-1'],
    ]);
    expect(requests[1]!.body).toEqual(LEAD);
    expect(storage.items.has(LEAD_QUEUE_KEY)).toBe(false);
    expect(queue.kept()).toEqual([]);
  });

  it('sends a lead kept by an earlier page on the next page load', async () => {
    const storage = memoryStorage();
    await queueWith(scriptedFetch(['offline']).fetch, storage).queue.submit(ENDPOINT, LEAD);
    const nextPage = scriptedFetch([200]);
    await queueWith(nextPage.fetch, storage).queue.resend();
    expect(nextPage.requests).toHaveLength(1);
    expect(nextPage.requests[0]!.key).toBe('key-1');
    expect(storage.items.has(LEAD_QUEUE_KEY)).toBe(false);
  });

  it('keeps a lead on 5xx and on timeout', async () => {
    const { fetch, requests } = scriptedFetch([503, 500, 'hang']);
    const { queue } = queueWith(fetch, memoryStorage(), { timeoutMs: 20 });
    await expect(queue.submit(ENDPOINT, LEAD)).resolves.toEqual({ outcome: 'kept' });
    await queue.resend();
    await queue.resend();
    expect(requests).toHaveLength(3);
    expect(queue.kept().map((entry) => entry.key)).toEqual(['key-1']);
  });

  it('drops and logs a lead the endpoint refuses with field errors, so it never loops', async () => {
    const errors = [{ path: 'email', message: 'Either email or phone must be provided' }];
    const { fetch, requests } = scriptedFetch([400], { errors });
    const { queue, logs } = queueWith(fetch);
    await expect(queue.submit(ENDPOINT, { name: 'Ana' })).resolves.toEqual({ outcome: 'refused', errors });
    await queue.resend();
    expect(requests).toHaveLength(1);
    expect(queue.kept()).toEqual([]);
    expect(logs).toContain('Contato recusado pelo servidor e descartado:');
  });

  it('logs storage failures and still delivers, keeping the lead in memory meanwhile', async () => {
    const broken: LeadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { fetch, requests } = scriptedFetch(['offline', 201]);
    const { queue, logs } = queueWith(fetch, broken);
    await expect(queue.submit(ENDPOINT, LEAD)).resolves.toEqual({ outcome: 'kept' });
    expect(logs[0]).toBe('Falha ao guardar contatos pendentes no armazenamento local:');
    expect(queue.kept()).toHaveLength(1);
    await queue.resend();
    expect(requests).toHaveLength(2);
    expect(queue.kept()).toEqual([]);

    const throwing = queueWith(scriptedFetch([201]).fetch, undefined, {
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    await expect(throwing.queue.submit(ENDPOINT, LEAD)).resolves.toEqual({ outcome: 'sent' });
    expect(throwing.logs[0]).toBe('Falha ao ler contatos pendentes do armazenamento local:');
  });

  it('ignores unreadable stored data, logging it', async () => {
    const storage = memoryStorage();
    storage.setItem(LEAD_QUEUE_KEY, '{not json');
    const { queue, logs } = queueWith(scriptedFetch([201]).fetch, storage);
    expect(queue.kept()).toEqual([]);
    expect(logs).toHaveLength(1);
    await expect(queue.submit(ENDPOINT, LEAD)).resolves.toEqual({ outcome: 'sent' });
  });

  it('sends each lead once however many triggers overlap, and stops at the first that cannot go', async () => {
    const storage = memoryStorage();
    const offline = queueWith(scriptedFetch(['offline']).fetch, storage).queue;
    await offline.submit(ENDPOINT, { ...LEAD, name: 'first' });
    await offline.submit(ENDPOINT, { ...LEAD, name: 'second' });

    const stillDown = scriptedFetch([503]);
    await queueWith(stillDown.fetch, storage).queue.resend();
    expect(stillDown.requests).toHaveLength(1);

    const back = scriptedFetch([201]);
    const { queue } = queueWith(back.fetch, storage);
    await Promise.all([queue.resend(), queue.resend(), queue.resend()]);
    expect(back.requests.map((r) => (r.body as { name: string }).name)).toEqual(['first', 'second']);
    expect(storage.items.has(LEAD_QUEUE_KEY)).toBe(false);
  });

  it(`keeps at most ${MAX_KEPT_LEADS} leads, dropping the oldest with a log`, async () => {
    const { queue, logs } = queueWith(scriptedFetch(['offline']).fetch);
    for (let i = 0; i <= MAX_KEPT_LEADS; i++) await queue.submit(ENDPOINT, { ...LEAD, name: `n${i}` });
    expect(queue.kept()).toHaveLength(MAX_KEPT_LEADS);
    expect(queue.kept()[0]!.lead.name).toBe('n1');
    expect(logs).toContain('Contato pendente descartado (fila cheia):');
  });

  it('makes v4 UUID idempotency keys', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
