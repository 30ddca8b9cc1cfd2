/**
 * Retry with exponential backoff (DESIGN §3, spec §9): up to 3 retries, delay base * 2^n
 * capped at 30 s, never after an abort, and not on 4xx answers other than 408 and 429 —
 * asking again will not change a bad request. Shared by the HTTP source and the
 * Meilisearch engine (which also runs in the browser), so it uses no Node API. Time is
 * injected (`sleep`) so tests never wait; the default sleeps with the global timer, which
 * is why it lives with the adapters and not in the clock-free domain.
 */
import { RequestAborted, vitrineError, VitrineError } from '../domain/errors.ts';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** The tunable part of the policy; sources accept it as their `retry` option. */
export interface RetryPolicy {
  /** Retries after the first attempt (default 3, so 4 attempts in all). */
  retries?: number;
  /** Delay before the first retry; doubles on each one (default 500 ms). */
  baseDelayMs?: number;
  /** Cap of any single delay (default 30 s). */
  maxDelayMs?: number;
  sleep?: Sleep;
  /**
   * Randomness for jitter: when given, each delay is drawn from [½, 1] × the backoff, so many
   * clients failing together do not retry together. Absent: exact delays.
   */
  random?: () => number;
  /** Called before each retry, e.g. to log "retrying in 1 s". */
  onRetry?: (error: unknown, retry: number, delayMs: number) => void;
}

export interface RetryOptions extends RetryPolicy {
  /** The caller's signal: once aborted, no further attempt is made. */
  signal?: AbortSignal;
}

const defaultSleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/**
 * The wait a server asked for (a `Retry-After` on 429/503), carried by the error as
 * `retryAfterMs`; it replaces the backoff, still capped by maxDelayMs.
 */
export function retryAfterOf(error: unknown): number | undefined {
  const value = typeof error === 'object' && error !== null ? (error as { retryAfterMs?: unknown }).retryAfterMs : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Delay before retry number `retry` (0-based): base * 2^retry, capped. */
export function backoffDelay(retry: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** retry, maxDelayMs);
}

export function isAbortError(error: unknown): boolean {
  if (error instanceof VitrineError) return error.code === 'source-aborted';
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Whether asking again may help. Client errors (4xx) are final except 408 (timeout) and
 * 429 (rate limited); aborts are final; decoding and lookup failures are deterministic.
 * Everything else — 5xx, timeouts, network failures — is worth another attempt.
 */
export function isRetryable(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (error instanceof VitrineError) {
    const { status } = error;
    if (status !== undefined) return !(status >= 400 && status < 500) || status === 408 || status === 429;
    return error.code !== 'source-malformed' && error.code !== 'source-not-found' && error.code !== 'unsafe-path' && error.code !== 'source-too-large';
  }
  return true;
}

function abortedError(signal: AbortSignal, cause?: unknown): VitrineError {
  return vitrineError(RequestAborted, [], { cause: cause ?? signal.reason });
}

/** Runs `fn` until it succeeds, a final error occurs, or the retries are spent. */
export async function withRetry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = 3, baseDelayMs = 500, maxDelayMs = 30_000, signal, sleep = defaultSleep, onRetry, random } = options;
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw abortedError(signal);
    try {
      return await fn(attempt);
    } catch (error) {
      // An abort ends everything, even when fn reports it as something else.
      if (signal?.aborted) throw isAbortError(error) ? error : abortedError(signal, error);
      if (attempt >= retries || !isRetryable(error)) throw error;
      const backoff = backoffDelay(attempt, baseDelayMs, maxDelayMs);
      const hinted = retryAfterOf(error);
      const delayMs = hinted !== undefined ? Math.min(hinted, maxDelayMs) : random ? Math.round(backoff * (0.5 + random() / 2)) : backoff;
      onRetry?.(error, attempt + 1, delayMs);
      try {
        await sleep(delayMs, signal);
      } catch (sleepError) {
        if (signal?.aborted) throw abortedError(signal, sleepError);
        throw sleepError;
      }
    }
  }
}
