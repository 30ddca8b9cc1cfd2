/**
 * The HTTP source: the provider's back end (DESIGN §3, spec §7.1).
 *
 *   GET {api}/api/site-config?site_url=                  a SiteConfig; 404 = no such tenant
 *   GET {api}/api/homes?site_url=&page=&per_page=        { data: Property[], total }
 *   GET {api}/api/homes/{slug}?site_url=                 one Property; 404 = no such home
 *   GET {api}/api/sites                                  [{ site_url, updated_at }]
 *
 * Every request has its own timeout and is retried by withRetry (with jitter; a 429/503's
 * `Retry-After` is honoured). A body is counted as it streams in and cut off past
 * `maxBodyBytes`. Paging stops at an empty page or at `total`; a back end that ignores `page`
 * (the same page again) or never ends (`maxPages`) is an error, not 10,000 requests.
 * Answers are checked only for their envelope; the records stay raw for the domain to validate.
 */
import { createHash } from 'node:crypto';
import { ApiAborted, ApiEndlessPages, ApiFailed, ApiMalformedJson, ApiSiteNotFound, ApiStatus, ApiTimeout, ApiUnexpectedAnswer, ApiBodyTooLarge, ApiEmptyButTotal, ApiRepeatedPage, HomeSlugRefused, VitrineError, vitrineError } from '../domain/errors.ts';
import { withRetry, type RetryPolicy } from './retry.ts';
import type { FetchOptions, SiteRef, TenantSource } from './source.ts';

export interface HttpSourceOptions {
  /** The API root, e.g. "https://api.example.com" (a path prefix is kept). */
  baseUrl: string;
  /** Per attempt, from sending the request to the end of the body (default 15 s). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  retry?: RetryPolicy;
  /** Homes asked per page (default 500). */
  perPage?: number;
  /** Largest response body accepted, in bytes (default 100 MB). */
  maxBodyBytes?: number;
  /** Most pages of homes fetched for one tenant (default 1,000: 500,000 homes at 500 a page). */
  maxPages?: number;
  /** Sent as `Authorization: Bearer <token>` (`VITRINE_API_TOKEN`); never part of a message. */
  token?: string;
}

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024 * 1024;
export const DEFAULT_MAX_PAGES = 1_000;

/** What a 404 means for a call: "no such tenant", "no such home", or just an HTTP error. */
type NotFoundMeaning = 'source-not-found' | 'null' | 'error';

/** Seconds or an HTTP date → milliseconds to wait; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Reads a body as it streams, counting bytes: past `max` the download is cancelled (never buffered first). */
async function readCapped(response: Response, url: string, max: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  const tooLarge = (size: string) =>
    vitrineError(ApiBodyTooLarge, [url, size, Math.round(max / 1024 / 1024)]);
  if (declared > max) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(`${Math.round(declared / 1024 / 1024)} MB`);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(`more than ${Math.round(max / 1024 / 1024)} MB`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Encodes each segment of a slug; dot segments would let the URL parser climb out of /api/homes. */
export function encodeSlug(slug: string): string {
  const segments = slug.split('/').filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((segment) => segment === '.' || segment === '..')) {
    throw vitrineError(HomeSlugRefused, [slug]);
  }
  return segments.map(encodeURIComponent).join('/');
}

export function createHttpSource(options: HttpSourceOptions): TenantSource {
  const { timeoutMs = 15_000, fetch: fetchImpl = globalThis.fetch, perPage = 500 } = options;
  const { maxBodyBytes = DEFAULT_MAX_BODY_BYTES, maxPages = DEFAULT_MAX_PAGES } = options;
  const retry: RetryPolicy = { random: Math.random, ...options.retry };
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };

  function urlOf(pathname: string, query: Record<string, string | number> = {}): string {
    const url = new URL(`${base}${pathname}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    return url.toString();
  }

  /** One attempt: fetch and decode, turning every failure into a VitrineError. */
  async function attempt(url: string, notFound: NotFoundMeaning, callerSignal?: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal === undefined ? timeout : AbortSignal.any([callerSignal, timeout]);
    let response: Response;
    let body: string;
    try {
      response = await fetchImpl(url, { signal, headers });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined); // free the connection
        if (response.status === 404 && notFound === 'null') return null;
        if (response.status === 404 && notFound === 'source-not-found') {
          throw vitrineError(ApiSiteNotFound, [url], { status: 404 });
        }
        const reason = `${response.status} ${response.statusText}`.trim();
        const error = vitrineError(ApiStatus, [url, reason], { status: response.status });
        const retryAfterMs = response.status === 429 || response.status === 503 ? parseRetryAfter(response.headers.get('retry-after')) : undefined;
        throw retryAfterMs === undefined ? error : Object.assign(error, { retryAfterMs });
      }
      body = await readCapped(response, url, maxBodyBytes); // inside the try: the timeout also covers a slow body
    } catch (error) {
      if (error instanceof VitrineError) throw error;
      if (callerSignal?.aborted) throw vitrineError(ApiAborted, [url], { cause: error });
      if (timeout.aborted) {
        throw vitrineError(ApiTimeout, [url, timeoutMs], { cause: error });
      }
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw vitrineError(ApiFailed, [url, reason], { cause: error });
    }
    try {
      return JSON.parse(body);
    } catch (error) {
      throw vitrineError(ApiMalformedJson, [url, (error as Error).message], { cause: error });
    }
  }

  function getJson(url: string, notFound: NotFoundMeaning, fetchOptions?: FetchOptions): Promise<unknown> {
    const signal = fetchOptions?.signal;
    return withRetry(() => attempt(url, notFound, signal), signal === undefined ? retry : { ...retry, signal });
  }

  function malformed(url: string, expected: string): VitrineError {
    return vitrineError(ApiUnexpectedAnswer, [url, expected]);
  }

  return {
    description: `API ${base}`,

    async listSites(fetchOptions?: FetchOptions): Promise<SiteRef[]> {
      const url = urlOf('/api/sites');
      const answer = await getJson(url, 'error', fetchOptions);
      if (!Array.isArray(answer)) throw malformed(url, 'an array of sites');
      return answer.map((entry): SiteRef => {
        if (!isRecord(entry) || typeof entry.site_url !== 'string') throw malformed(url, 'sites with a site_url');
        const updatedAt = typeof entry.updated_at === 'string' ? entry.updated_at : null;
        return { site_url: entry.site_url, updated_at: updatedAt };
      });
    },

    async siteConfig(siteUrl: string, fetchOptions?: FetchOptions): Promise<unknown> {
      const url = urlOf('/api/site-config', { site_url: siteUrl });
      const answer = await getJson(url, 'source-not-found', fetchOptions);
      if (!isRecord(answer)) throw malformed(url, 'a site config object');
      return answer;
    },

    async homes(siteUrl: string, fetchOptions?: FetchOptions): Promise<unknown[]> {
      const collected: unknown[] = [];
      let previousPage: string | undefined;
      for (let page = 1; page <= maxPages; page++) {
        const url = urlOf('/api/homes', { site_url: siteUrl, page, per_page: perPage });
        const answer = await getJson(url, 'error', fetchOptions);
        if (!isRecord(answer) || !Array.isArray(answer.data)) throw malformed(url, '{ data: [...], total }');
        const total = typeof answer.total === 'number' ? answer.total : Number.POSITIVE_INFINITY;
        if (answer.data.length === 0) {
          if (page === 1 && Number.isFinite(total) && total > 0) {
            throw vitrineError(ApiEmptyButTotal, [url, total]);
          }
          return collected;
        }
        // The same records again: the back end ignores `page`; asking on would never end.
        const pageKey = createHash('sha1').update(JSON.stringify(answer.data)).digest('base64url');
        if (pageKey === previousPage) {
          throw vitrineError(ApiRepeatedPage, [url, page - 1]);
        }
        previousPage = pageKey;
        for (const record of answer.data) collected.push(record); // no spread: a page may be huge
        if (collected.length >= total) return collected;
      }
      throw vitrineError(ApiEndlessPages, [siteUrl, maxPages]);
    },

    async home(siteUrl: string, slug: string, fetchOptions?: FetchOptions): Promise<unknown | null> {
      const url = urlOf(`/api/homes/${encodeSlug(slug)}`, { site_url: siteUrl });
      return getJson(url, 'null', fetchOptions);
    },
  };
}
