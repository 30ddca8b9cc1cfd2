/**
 * Leads that are never lost (DESIGN §8). A lead is written to local storage
 * with an idempotency key before it is sent, and leaves the queue only when
 * the endpoint has taken it (2xx) or refused this exact body for good (400,
 * 413, 422: resending it could never succeed, so it is dropped and logged
 * instead of looping forever). Network errors, the 10 s timeout and 5xx keep
 * it; it is sent again on the next page load and when the connection returns
 * (./page-leads.ts), and the key makes the server store it exactly once.
 * Storage failures are logged only (spec §8): the lead then waits in memory
 * for the rest of the visit.
 */
import { LEAD_QUEUE_KEY, MAX_KEPT_LEADS } from './lead-queue-key.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import type { FieldError, LeadPayload } from '../../contract/lead-validation.ts';

export { newIdempotencyKey };

export const LEAD_SEND_TIMEOUT_MS = 10_000;
export { MAX_KEPT_LEADS };
/** Answers that refuse the body itself: the same lead sent again gets the same answer. */
const FINAL_REFUSALS = new Set([400, 413, 422]);

export interface KeptLead {
  /** Sent as the Idempotency-Key header, the same on every attempt. */
  key: string;
  endpoint: string;
  lead: LeadPayload;
  /** When the visitor sent it (ms since the epoch). */
  keptAt: number;
}

export type SendResult =
  | { outcome: 'sent' }
  /** Not delivered yet (offline, timeout, 5xx): kept and sent again later. */
  | { outcome: 'kept' }
  /** The endpoint refused the lead's data: dropped, with the field errors it gave. */
  | { outcome: 'refused'; errors: FieldError[] };

export type LeadStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type LeadFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface LeadQueueDeps {
  /** A function, because merely reading `window.localStorage` throws where storage is blocked. */
  storage: () => LeadStorage | undefined;
  fetch: LeadFetch;
  newKey: () => string;
  now: () => number;
  log: (message: string, detail?: unknown) => void;
  timeoutMs: number;
}

export interface LeadQueue {
  /** Keeps the lead, then sends it. */
  submit(endpoint: string, lead: LeadPayload): Promise<SendResult>;
  /** Sends every kept lead once, oldest first; stops at the first that cannot be delivered. */
  resend(): Promise<void>;
  kept(): KeptLead[];
}

function isKeptLead(value: unknown): value is KeptLead {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.key === 'string' && typeof entry.endpoint === 'string' && typeof entry.lead === 'object' && entry.lead !== null;
}

async function fieldErrors(response: Response): Promise<FieldError[]> {
  try {
    const body = (await response.json()) as { errors?: unknown };
    if (!Array.isArray(body.errors)) return [];
    return body.errors.flatMap((e: unknown) => {
      const error = e as Partial<FieldError> | null;
      return typeof error?.message === 'string' ? [{ path: String(error.path ?? ''), message: error.message }] : [];
    });
  } catch {
    return [];
  }
}

export function createLeadQueue(overrides: Partial<LeadQueueDeps> = {}): LeadQueue {
  const deps: LeadQueueDeps = {
    storage: () => window.localStorage,
    fetch: (url, init) => fetch(url, init),
    newKey: newIdempotencyKey,
    now: Date.now,
    log: (message, detail) => console.warn(message, detail),
    timeoutMs: LEAD_SEND_TIMEOUT_MS,
    ...overrides,
  };
  /** The queue as last written; the only copy once storage has failed. */
  let memory: KeptLead[] = [];
  let storageFailed = false;
  const inFlight = new Map<string, Promise<SendResult>>();
  let resending: Promise<void> | undefined;

  function read(): KeptLead[] {
    if (storageFailed) return memory;
    let text: string | null;
    try {
      const storage = deps.storage();
      if (!storage) return memory;
      text = storage.getItem(LEAD_QUEUE_KEY);
    } catch (error) {
      deps.log('Falha ao ler contatos pendentes do armazenamento local:', error);
      storageFailed = true;
      return memory;
    }
    if (!text) return [];
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter(isKeptLead) : [];
    } catch (error) {
      deps.log('Contatos pendentes ilegíveis no armazenamento local, ignorados:', error);
      return []; // the next write replaces them
    }
  }

  function write(list: KeptLead[]): void {
    memory = list;
    if (storageFailed) return;
    try {
      const storage = deps.storage();
      if (!storage) return;
      if (list.length > 0) storage.setItem(LEAD_QUEUE_KEY, JSON.stringify(list));
      else storage.removeItem(LEAD_QUEUE_KEY);
    } catch (error) {
      deps.log('Falha ao guardar contatos pendentes no armazenamento local:', error);
      storageFailed = true;
    }
  }

  function keep(entry: KeptLead): void {
    const list = [...read(), entry];
    while (list.length > MAX_KEPT_LEADS) deps.log('Contato pendente descartado (fila cheia):', list.shift());
    write(list);
  }

  const forget = (key: string) => write(read().filter((entry) => entry.key !== key));

  async function deliver(entry: KeptLead): Promise<SendResult> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer in ${deps.timeoutMs} ms`)), deps.timeoutMs);
    try {
      const response = await deps.fetch(entry.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': entry.key },
        body: JSON.stringify(entry.lead),
        signal: controller.signal,
        // The WhatsApp button sends its lead as the visitor leaves for wa.me.
        keepalive: true,
      });
      if (response.ok) return { outcome: 'sent' };
      if (FINAL_REFUSALS.has(response.status)) return { outcome: 'refused', errors: await fieldErrors(response) };
      deps.log(`Contato guardado para reenvio (HTTP ${response.status}).`);
      return { outcome: 'kept' };
    } catch (error) {
      deps.log('Contato guardado para reenvio (sem conexão):', error);
      return { outcome: 'kept' };
    } finally {
      clearTimeout(timer);
    }
  }

  /** One attempt per lead at a time, however many triggers (submit, load, online) ask for it. */
  function attempt(entry: KeptLead): Promise<SendResult> {
    const running = inFlight.get(entry.key);
    if (running) return running;
    const run = deliver(entry).then((result) => {
      if (result.outcome === 'sent') forget(entry.key);
      if (result.outcome === 'refused') {
        forget(entry.key);
        deps.log('Contato recusado pelo servidor e descartado:', result.errors);
      }
      return result;
    });
    inFlight.set(entry.key, run);
    return run.finally(() => inFlight.delete(entry.key));
  }

  async function resendAll(): Promise<void> {
    for (const entry of read()) {
      // Another tab may have delivered it meanwhile.
      if (!read().some((kept) => kept.key === entry.key)) continue;
      const result = await attempt(entry);
      if (result.outcome === 'kept') return; // the connection is still down: the rest waits for the next trigger
    }
  }

  return {
    submit(endpoint, lead) {
      const entry: KeptLead = { key: deps.newKey(), endpoint, lead, keptAt: deps.now() };
      keep(entry); // before sending: a tab closed mid-request loses nothing
      return attempt(entry);
    },
    resend() {
      resending ??= resendAll().finally(() => (resending = undefined));
      return resending;
    },
    kept: read,
  };
}

let pageQueue: LeadQueue | undefined;

/** The page's one queue, shared by every lead island and the resend on load. */
export function leadQueue(): LeadQueue {
  if (!pageQueue) {
    const queue = createLeadQueue();
    pageQueue = queue;
    // Covers leads kept only in memory too (storage blocked), which ./page-leads.ts cannot see.
    window.addEventListener('online', () => void queue.resend());
  }
  return pageQueue;
}
