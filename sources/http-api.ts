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
 * A page of homes is not parsed: each record is cut from the bytes sent and digested as they are
 * (./api-page-records.ts), and parsed when the build asks for it, which in a rebuild is only the
 * records the live release does not know. Once the first page has given the total, the others
 * are asked four at a time.
 */
import { ApiAborted, ApiEndlessPages, ApiFailed, ApiSiteNotFound, ApiStatus, ApiTimeout, ApiUnexpectedAnswer, ApiBodyTooLarge, ApiEmptyButTotal, ApiRepeatedPage, HomeSlugRefused, VitrineError, vitrineError } from '../domain/errors.ts';
import { pagesOfHomes, pageRecords, parsedPage, parseJson, rawPage, type HomesPage, type PageRecords } from './api-page-records.ts';
import { createPageSpill, type PageSpill } from './page-spill.ts';
import { allRecords } from './home-digests.ts';
import { withRetry, type RetryPolicy } from './retry.ts';
import type { DigestedHomes, FetchOptions, SiteRef, TenantSource } from './source.ts';

/** Pages of homes asked at once once the first has told how many there are. */
const PAGE_CONCURRENCY = 4;
/** A tenant's pages of homes held in memory at most (~15,000 homes); more wait on disk (./page-spill.ts). */
const HELD_PAGE_BYTES = 32 * 1024 * 1024;

/** A page of homes as the back end sent it, and where its records are (null: not a page the scanner could cut). */
interface FetchedPage {
  url: string;
  body: Buffer;
  found: PageRecords | null;
}

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
  /** A tenant's pages of homes kept in memory up to about this many bytes, past it on disk (default 32 MB). */
  heldPageBytes?: number;
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
async function readCapped(response: Response, url: string, max: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  const tooLarge = (size: string) =>
    vitrineError(ApiBodyTooLarge, [url, size, Math.round(max / 1024 / 1024)]);
  if (declared > max) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(`${Math.round(declared / 1024 / 1024)} MB`);
  }
  if (response.body === null) return Buffer.alloc(0);
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
  return Buffer.concat(chunks, size);
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
  const { maxBodyBytes = DEFAULT_MAX_BODY_BYTES, maxPages = DEFAULT_MAX_PAGES, heldPageBytes = HELD_PAGE_BYTES } = options;
  const retry: RetryPolicy = { random: Math.random, ...options.retry };
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };

  function urlOf(pathname: string, query: Record<string, string | number> = {}): string {
    const url = new URL(`${base}${pathname}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
    return url.toString();
  }

  /** One attempt: fetch the body, turning every failure into a VitrineError; null for a 404 that means "none". */
  async function attempt(url: string, notFound: NotFoundMeaning, callerSignal?: AbortSignal): Promise<Buffer | null> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal === undefined ? timeout : AbortSignal.any([callerSignal, timeout]);
    let response: Response;
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
      return await readCapped(response, url, maxBodyBytes); // inside the try: the timeout also covers a slow body
    } catch (error) {
      if (error instanceof VitrineError) throw error;
      if (callerSignal?.aborted) throw vitrineError(ApiAborted, [url], { cause: error });
      if (timeout.aborted) {
        throw vitrineError(ApiTimeout, [url, timeoutMs], { cause: error });
      }
      const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw vitrineError(ApiFailed, [url, reason], { cause: error });
    }
  }

  function getBytes(url: string, notFound: NotFoundMeaning, fetchOptions?: FetchOptions): Promise<Buffer | null> {
    const signal = fetchOptions?.signal;
    return withRetry(() => attempt(url, notFound, signal), signal === undefined ? retry : { ...retry, signal });
  }

  async function getJson(url: string, notFound: NotFoundMeaning, fetchOptions?: FetchOptions): Promise<unknown> {
    const body = await getBytes(url, notFound, fetchOptions);
    return body === null ? null : parseJson(body, url);
  }

  function malformed(url: string, expected: string): VitrineError {
    return vitrineError(ApiUnexpectedAnswer, [url, expected]);
  }

  /** Page `page` of a tenant's homes as sent, with where its records are (./api-page-records.ts); not parsed. */
  async function fetchPage(siteUrl: string, page: number, fetchOptions?: FetchOptions): Promise<FetchedPage> {
    const url = urlOf('/api/homes', { site_url: siteUrl, page, per_page: perPage });
    const body = (await getBytes(url, 'error', fetchOptions))!;
    return { url, body, found: pageRecords(body) };
  }

  /** A fetched page as the build reads it: its records cut, or, for one the scanner could not cut, parsed to say what is wrong. */
  function homesPage({ url, body, found }: FetchedPage, spill: PageSpill | undefined): HomesPage {
    if (found) return rawPage(url, body, found.spans, found.total, spill);
    const answer = parseJson(body, url);
    if (!isRecord(answer) || !Array.isArray(answer.data)) throw malformed(url, '{ data: [...], total }');
    return parsedPage(url, answer.data, typeof answer.total === 'number' ? answer.total : undefined);
  }

  /** Every page of a tenant's homes, with each record's digest (../sources/source.ts DigestedHomes). */
  async function digestedHomes(siteUrl: string, fetchOptions?: FetchOptions): Promise<DigestedHomes> {
    const fetched = await fetchPage(siteUrl, 1, fetchOptions);
    const records = (fetched.found?.spans.length ?? 0) / 2;
    const total = fetched.found?.total ?? Number.POSITIVE_INFINITY;
    // Pages that will not fit comfortably in memory wait on disk (./page-spill.ts).
    const spill = records > 0 && Number.isFinite(total) && (fetched.body.length / records) * total > heldPageBytes ? createPageSpill() : undefined;
    try {
      return await allPages(siteUrl, homesPage(fetched, spill), spill, fetchOptions);
    } catch (error) {
      spill?.close();
      throw error;
    }
  }

  async function allPages(siteUrl: string, first: HomesPage, spill: PageSpill | undefined, fetchOptions?: FetchOptions): Promise<DigestedHomes> {
    const total = first.total ?? Number.POSITIVE_INFINITY;
    if (first.digests.length === 0) {
      if (total > 0 && Number.isFinite(total)) throw vitrineError(ApiEmptyButTotal, [first.url, total]);
      return pagesOfHomes([], spill);
    }
    const pages = [first];
    let collected = first.digests.length;
    // With a total, the pages still to come are known: asked PAGE_CONCURRENCY at a time (a
    // 10,000-home tenant is 20 pages, 20 round trips one after the other). Without one, one
    // at a time until an empty page.
    const known = Number.isFinite(total) ? Math.ceil(total / first.digests.length) : 1;
    for (let page = 2; collected < total; ) {
      if (page > maxPages) throw vitrineError(ApiEndlessPages, [siteUrl, maxPages]);
      const count = Math.max(1, Math.min(PAGE_CONCURRENCY, known - page + 1, maxPages - page + 1));
      const batch = await Promise.all(Array.from({ length: count }, (_, i) => fetchPage(siteUrl, page + i, fetchOptions)));
      for (const fetched of batch) {
        const next = homesPage(fetched, spill);
        if (next.digests.length === 0) return pagesOfHomes(pages, spill);
        // The same records again: the back end ignores `page`; asking on would never end.
        if (next.key === pages.at(-1)!.key) throw vitrineError(ApiRepeatedPage, [next.url, page - 1]);
        pages.push(next);
        collected += next.digests.length;
        page++;
        if (collected >= total) break;
      }
    }
    return pagesOfHomes(pages, spill);
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

    digestedHomes,

    async homes(siteUrl: string, fetchOptions?: FetchOptions): Promise<unknown[]> {
      const homes = await digestedHomes(siteUrl, fetchOptions);
      try {
        return allRecords(homes);
      } finally {
        homes.release?.(); // every record is parsed: the pages (or their file on disk) can go
      }
    },

    async home(siteUrl: string, slug: string, fetchOptions?: FetchOptions): Promise<unknown | null> {
      const url = urlOf(`/api/homes/${encodeSlug(slug)}`, { site_url: siteUrl });
      return getJson(url, 'null', fetchOptions);
    },
  };
}
