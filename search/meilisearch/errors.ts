/**
 * The client's errors, turned into sentences an owner or a CI log can act on.
 * The client throws `MeilisearchApiError` (the answer's code in `cause.code`)
 * and `MeilisearchRequestError` (network, timeout, abort — the reason in
 * `cause`); with a custom `httpClient` it wraps even API errors in a
 * MeilisearchRequestError, so causes are unwrapped first. The result is a
 * VitrineError with the HTTP status, so `withRetry` knows a 4xx is final.
 */
import { MeilisearchApiError, MeilisearchError, MeilisearchRequestError, MeilisearchRequestTimeOutError } from 'meilisearch';
import { VitrineError, type VitrineErrorCode } from '../../domain/errors.ts';

export class SearchServiceError extends VitrineError {
  /** Meilisearch's error code (`invalid_api_key`, `index_not_found`…) when it answered one. */
  readonly apiCode?: string;
  constructor(code: VitrineErrorCode, message: string, options: { cause?: unknown; status?: number; apiCode?: string }) {
    super(code, message, options);
    this.name = 'SearchServiceError';
    if (options.apiCode !== undefined) this.apiCode = options.apiCode;
  }
}

export interface ErrorContext {
  /** 'search', 'facet search', 'similar homes'… */
  operation: string;
  host: string;
  indexName: string;
  embedder: string;
  timeoutMs: number;
  /** The caller's signal fired: an abort, never retried. */
  aborted: boolean;
  /** Our own deadline fired. */
  timedOut: boolean;
  filter?: string;
  sort?: readonly string[];
}

/** What each API code means for a Vitrine site, and what to check. */
function explain(apiCode: string, context: ErrorContext): string | undefined {
  switch (apiCode) {
    case 'missing_authorization_header':
    case 'invalid_api_key':
      return "the site's search token (ms_token) was refused: check ms_token in the site config and that the key may search this index";
    case 'index_not_found':
      return `there is no index "${context.indexName}" (production sites use "homes", others "homes_dev")`;
    case 'invalid_search_filter':
    case 'invalid_facet_search_filter':
    case 'invalid_similar_filter':
      return `the filter ${JSON.stringify(context.filter ?? '')} was rejected: are its attributes in filterableAttributes?`;
    case 'invalid_search_sort':
      return `the sort ${JSON.stringify(context.sort ?? [])} was rejected: are its attributes in sortableAttributes?`;
    case 'invalid_search_facets':
    case 'invalid_facet_search_facet_name':
      return 'a facet was rejected: facets must be in filterableAttributes (with facet search enabled)';
    case 'invalid_similar_embedder':
      return `the index has no embedder named "${context.embedder}"`;
    case 'not_found_similar_id':
      return 'that home is not in the index';
    default:
      return undefined;
  }
}

function apiError(error: MeilisearchApiError, context: ErrorContext, where: string): SearchServiceError {
  const status = error.response.status;
  const apiCode = error.cause?.code;
  const detail = `${status}${apiCode ? ` ${apiCode}` : ''}: ${error.message}`;
  const meaning = apiCode === undefined ? undefined : explain(apiCode, context);
  const message = meaning ? `${where}: ${meaning} (${detail})` : `${where} answered ${detail}`;
  return new SearchServiceError('source-http', message, { cause: error, status, ...(apiCode ? { apiCode } : {}) });
}

/** The innermost Meilisearch error of a chain of causes, if any. */
function unwrap(error: unknown): unknown {
  let current = error;
  while (current instanceof MeilisearchRequestError && current.cause instanceof MeilisearchError) current = current.cause;
  return current;
}

/** Any failure of a client call → a SearchServiceError (other errors pass through untouched). */
export function describeError(error: unknown, context: ErrorContext): unknown {
  const where = `Meilisearch ${context.operation} on ${context.host} (index ${context.indexName})`;
  const inner = unwrap(error);
  if (inner instanceof MeilisearchApiError) return apiError(inner, context, where);
  if (context.aborted) return new SearchServiceError('source-aborted', `${where} was aborted`, { cause: error });
  if (context.timedOut || inner instanceof MeilisearchRequestTimeOutError) {
    return new SearchServiceError('source-timeout', `${where} did not answer within ${context.timeoutMs} ms`, { cause: error });
  }
  if (inner instanceof MeilisearchRequestError) {
    // fetch's own TypeError says only "fetch failed"; the reason (ECONNREFUSED…) is its cause.
    const cause = inner.cause;
    const reason = cause instanceof Error ? (cause.cause instanceof Error ? cause.cause.message : cause.message) : String(cause);
    return new SearchServiceError('source-http', `${where} failed: ${reason}`, { cause: error });
  }
  // The client parses every body as JSON before looking at the status: a proxy's HTML error page lands here.
  if (inner instanceof SyntaxError) {
    return new SearchServiceError('source-http', `${where} answered something that is not JSON (${inner.message})`, { cause: error });
  }
  return error;
}
