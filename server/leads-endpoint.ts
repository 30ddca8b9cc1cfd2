/**
 * `POST /api/leads` under `vitrine serve --data <dir>` (DESIGN §8): a lead is
 * checked with the Lead schema (spec §5) and appended as one JSON line to
 * `<dir>/<site_url>/leads.ndjson`, the site named by the Host header as for
 * pages. An Idempotency-Key is stored with the lead and honoured exactly
 * once: the browser's lead queue resends a lead until it gets an answer, so a
 * second POST with the same key answers the first result and stores nothing.
 */
import { statSync } from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { SiteNotFound } from '../domain/errors.ts';
import { leadObjectSchema, leadSchema } from '../domain/schemas/lead.ts';
import { isSafeSiteUrl } from '../sources/data-folder.ts';
import { sendJson, sendText } from './http-reply.ts';
import { readBodyUpTo } from './request-body.ts';
import { backLink, FORM_CONTENT_TYPE, formLeadInput, leadAnswerPage } from './lead-form-post.ts';
import { siteForHost } from './site-resolver.ts';

export const LEADS_PATH = '/api/leads';
export const MAX_LEAD_BODY_BYTES = 32 * 1024;
export const LEADS_FILE = 'leads.ndjson';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

/** What a visitor may set; the CRM fields (status, temperature, notes…) are never taken from a form. */
const VISITOR_FIELDS = [
  'name', 'email', 'phone', 'message', 'site_id', 'home_id', 'source', 'user_agent', 'referrer',
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content',
  'search_url', 'consent_version', 'consent_text', 'consent_at', 'consent_marketing',
] as const;

export interface LeadsEndpointOptions {
  dataDir: string;
  /** The site answering on localhost, as for pages. */
  stagingSite?: string;
  now?: () => Date;
}

interface FieldError {
  path: string;
  message: string;
}

/** The answer to a stored lead, replayed as is for a repeated Idempotency-Key. */
interface StoredAnswer {
  status: 'stored';
  created_at: string;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldError[],
  ) {
    super(errors.map((e) => e.message).join('; '));
  }
}

/** `<dataDir>/<site>` when the Host names a site of the data folder; nothing else, ever. */
export function siteDataDir(dataDir: string, hostHeader: string | undefined, stagingSite: string | undefined): string | undefined {
  const siteUrl = siteForHost(hostHeader, stagingSite);
  if (!siteUrl || !isSafeSiteUrl(siteUrl)) return undefined;
  const root = path.resolve(dataDir);
  const dir = path.resolve(root, siteUrl);
  if (path.dirname(dir) !== root) return undefined;
  try {
    return statSync(path.join(dir, 'site-config.json')).isFile() ? dir : undefined;
  } catch {
    return undefined;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const body = await readBodyUpTo(req, MAX_LEAD_BODY_BYTES);
  if (body === undefined) throw new HttpError(413, [{ path: '', message: `the body must be at most ${MAX_LEAD_BODY_BYTES} bytes` }]);
  return body;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError(400, [{ path: '', message: 'must be valid JSON' }]);
  }
}

/** The lead as stored: the schema's reading of the visitor's fields, given values only. */
function validLead(input: unknown): Record<string, unknown> {
  // A WhatsApp lead has no e-mail or phone yet: the visitor's number arrives with the message on WhatsApp.
  const whatsapp = typeof input === 'object' && input !== null && (input as { source?: unknown }).source === 'whatsapp';
  const result = (whatsapp ? leadObjectSchema : leadSchema).safeParse(input);
  if (!result.success) {
    throw new HttpError(400, result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
  }
  const lead: Record<string, unknown> = {};
  for (const field of VISITOR_FIELDS) {
    const value = result.data[field];
    if (value !== null && value !== undefined) lead[field] = value;
  }
  return lead;
}

export type LeadsHandler = (req: IncomingMessage, res: ServerResponse) => void;

export function createLeadsEndpoint(options: LeadsEndpointOptions): LeadsHandler {
  const now = options.now ?? (() => new Date());
  /** Per site folder: every Idempotency-Key seen → its answer (a promise while the first POST is still writing). */
  const keyIndexes = new Map<string, Promise<Map<string, Promise<StoredAnswer>>>>();
  /** Per site folder: appends run one after another, so lines never interleave. */
  const appendQueues = new Map<string, Promise<unknown>>();

  function keyIndex(dir: string): Promise<Map<string, Promise<StoredAnswer>>> {
    let index = keyIndexes.get(dir);
    if (!index) {
      // Rebuilt from the file, so a restarted server still refuses to store a lead twice.
      index = readFile(path.join(dir, LEADS_FILE), 'utf8').then(
        (text) => {
          const keys = new Map<string, Promise<StoredAnswer>>();
          for (const line of text.split('\n')) {
            try {
              const stored = JSON.parse(line) as { idempotency_key?: unknown; created_at?: unknown };
              if (typeof stored.idempotency_key === 'string') {
                keys.set(stored.idempotency_key, Promise.resolve({ status: 'stored', created_at: String(stored.created_at) }));
              }
            } catch {
              // a blank or torn line holds no key
            }
          }
          return keys;
        },
        () => new Map<string, Promise<StoredAnswer>>(),
      );
      keyIndexes.set(dir, index);
    }
    return index;
  }

  function append(dir: string, record: Record<string, unknown>): Promise<void> {
    const previous = appendQueues.get(dir) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => appendFile(path.join(dir, LEADS_FILE), `${JSON.stringify(record)}\n`, 'utf8'));
    appendQueues.set(dir, next);
    return next;
  }

  async function store(dir: string, lead: Record<string, unknown>, key: string | undefined): Promise<{ replayed: boolean; answer: StoredAnswer }> {
    const index = await keyIndex(dir);
    const first = key === undefined ? undefined : index.get(key);
    if (first) return { replayed: true, answer: await first };
    // No await between the lookup above and the set below: a concurrent POST with the same key finds this one.
    const createdAt = now().toISOString();
    const storing = append(dir, { ...lead, created_at: createdAt, ...(key ? { idempotency_key: key } : {}) }).then((): StoredAnswer => ({ status: 'stored', created_at: createdAt }));
    if (key !== undefined) {
      index.set(key, storing);
      storing.catch(() => index.delete(key)); // not stored: the next attempt must be able to store it
    }
    return { replayed: false, answer: await storing };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') return sendJson(res, 405, { errors: [{ path: '', message: 'use POST' }] }, { allow: 'POST' });
    const dir = siteDataDir(options.dataDir, req.headers.host, options.stagingSite);
    if (!dir) return sendJson(res, 404, { errors: [{ path: '', message: SiteNotFound.message }] });
    const contentType = req.headers['content-type'] ?? '';
    if (FORM_CONTENT_TYPE.test(contentType)) return handleFormPost(req, res, dir);
    if (!/^application\/json\b/i.test(contentType)) {
      return sendJson(res, 415, { errors: [{ path: '', message: 'the body must be application/json or a form' }] });
    }
    const header = req.headers['idempotency-key'];
    const key = typeof header === 'string' ? header.trim() : undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      return sendJson(res, 400, { errors: [{ path: 'Idempotency-Key', message: 'must be 1 to 128 letters, digits or -_.:' }] });
    }
    const lead = validLead(parseJson(await readBody(req)));
    const { replayed, answer } = await store(dir, lead, key);
    sendJson(res, replayed ? 200 : 201, answer, replayed ? { 'idempotent-replayed': 'true' } : {});
  }

  /** A form posted without JavaScript: stored the same way, answered with a page the visitor reads. */
  async function handleFormPost(req: IncomingMessage, res: ServerResponse, dir: string): Promise<void> {
    const back = backLink(req.headers.referer, req.headers.host);
    const input = { ...formLeadInput(await readBody(req)), user_agent: req.headers['user-agent'] };
    let html: string;
    let status = 201;
    try {
      await store(dir, validLead(input), undefined);
      html = leadAnswerPage({ stored: true }, back);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      status = 400;
      html = leadAnswerPage({ stored: false, errors: error.errors }, back);
    }
    sendText(res, status, html, 'text/html; charset=utf-8', { 'cache-control': 'no-store' });
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof HttpError) return sendJson(res, error.status, { errors: error.errors }, error.status === 413 ? { connection: 'close' } : {});
      process.stderr.write(`vitrine serve: could not store a lead: ${error instanceof Error ? error.message : String(error)}\n`);
      sendJson(res, 500, { errors: [{ path: '', message: 'the lead could not be stored' }] });
    });
  };
}

/** Whether a request is for the leads endpoint (any method: the endpoint answers 405 itself). */
export function isLeadsRequest(req: IncomingMessage): boolean {
  return (req.url ?? '').split('?')[0] === LEADS_PATH;
}
