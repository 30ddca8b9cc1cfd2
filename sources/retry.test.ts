import { describe, expect, it } from 'vitest';
import { VitrineError } from '../domain/errors.ts';
import { backoffDelay, isRetryable, withRetry, type Sleep } from './retry.ts';

/** A sleep that records the delays asked for and returns at once. */
function recordingSleep(): { sleep: Sleep; delays: number[] } {
  const delays: number[] = [];
  return { delays, sleep: async (ms) => void delays.push(ms) };
}

/** A function failing with the given errors in order, then answering 'ok'. */
function failingThen(errors: unknown[]): { fn: () => Promise<string>; calls: () => number } {
  let calls = 0;
  return {
    calls: () => calls,
    fn: async () => {
      const error = errors[calls++];
      if (error !== undefined) throw error;
      return 'ok';
    },
  };
}

const httpError = (status: number) => new VitrineError('source-http', `status ${status}`, { status });

describe('backoffDelay', () => {
  it('doubles from the base and caps at the maximum', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, 500, 30_000))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(10, 500, 30_000)).toBe(30_000);
  });
});

describe('isRetryable', () => {
  it('retries 5xx, 408 and 429 but not other 4xx', () => {
    expect(isRetryable(httpError(500))).toBe(true);
    expect(isRetryable(httpError(503))).toBe(true);
    expect(isRetryable(httpError(408))).toBe(true);
    expect(isRetryable(httpError(429))).toBe(true);
    expect(isRetryable(httpError(400))).toBe(false);
    expect(isRetryable(httpError(404))).toBe(false);
  });

  it('retries timeouts and network failures, never aborts or malformed answers', () => {
    expect(isRetryable(new VitrineError('source-timeout', 'slow'))).toBe(true);
    expect(isRetryable(new TypeError('fetch failed'))).toBe(true);
    expect(isRetryable(new VitrineError('source-aborted', 'stop'))).toBe(false);
    expect(isRetryable(new DOMException('stop', 'AbortError'))).toBe(false);
    expect(isRetryable(new VitrineError('source-malformed', 'bad json'))).toBe(false);
  });
});

describe('withRetry', () => {
  it('returns the first success without sleeping', async () => {
    const { sleep, delays } = recordingSleep();
    await expect(withRetry(async () => 42, { sleep })).resolves.toBe(42);
    expect(delays).toEqual([]);
  });

  it('retries with exponential backoff until it succeeds', async () => {
    const { sleep, delays } = recordingSleep();
    const { fn, calls } = failingThen([httpError(500), httpError(502)]);
    await expect(withRetry(fn, { sleep, baseDelayMs: 100 })).resolves.toBe('ok');
    expect(calls()).toBe(3);
    expect(delays).toEqual([100, 200]);
  });

  it('gives up after 3 retries (4 attempts) with the last error', async () => {
    const { sleep, delays } = recordingSleep();
    const errors = [httpError(500), httpError(500), httpError(500), httpError(503)];
    const { fn, calls } = failingThen(errors);
    await expect(withRetry(fn, { sleep })).rejects.toBe(errors[3]);
    expect(calls()).toBe(4);
    expect(delays).toEqual([500, 1000, 2000]);
  });

  it('caps each delay at maxDelayMs', async () => {
    const { sleep, delays } = recordingSleep();
    const { fn } = failingThen([httpError(500), httpError(500), httpError(500)]);
    await withRetry(fn, { sleep, baseDelayMs: 20_000, maxDelayMs: 30_000 });
    expect(delays).toEqual([20_000, 30_000, 30_000]);
  });

  it('honours a custom retry count', async () => {
    const { sleep } = recordingSleep();
    const { fn, calls } = failingThen([httpError(500), httpError(500)]);
    await expect(withRetry(fn, { sleep, retries: 1 })).rejects.toBeInstanceOf(VitrineError);
    expect(calls()).toBe(2);
  });

  it('does not retry a 400 but retries 408 and 429', async () => {
    const { sleep } = recordingSleep();
    const bad = failingThen([httpError(400)]);
    await expect(withRetry(bad.fn, { sleep })).rejects.toMatchObject({ status: 400 });
    expect(bad.calls()).toBe(1);
    const limited = failingThen([httpError(429), httpError(408)]);
    await expect(withRetry(limited.fn, { sleep })).resolves.toBe('ok');
    expect(limited.calls()).toBe(3);
  });

  it('does not retry an AbortError', async () => {
    const { sleep } = recordingSleep();
    const { fn, calls } = failingThen([new DOMException('stop', 'AbortError')]);
    await expect(withRetry(fn, { sleep })).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls()).toBe(1);
  });

  it('stops once the caller signal is aborted, whatever the error', async () => {
    const controller = new AbortController();
    const { sleep } = recordingSleep();
    let calls = 0;
    const fn = async () => {
      calls++;
      controller.abort();
      throw httpError(500);
    };
    await expect(withRetry(fn, { sleep, signal: controller.signal })).rejects.toMatchObject({ code: 'source-aborted' });
    expect(calls).toBe(1);
  });

  it('makes no attempt when the signal is already aborted', async () => {
    let calls = 0;
    const fn = async () => void calls++;
    await expect(withRetry(fn, { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'source-aborted' });
    expect(calls).toBe(0);
  });

  it('ends the backoff wait when the signal aborts during it (real sleep)', async () => {
    const controller = new AbortController();
    const { fn, calls } = failingThen([httpError(500)]);
    setTimeout(() => controller.abort(), 10);
    const started = Date.now();
    await expect(withRetry(fn, { baseDelayMs: 10_000, signal: controller.signal })).rejects.toMatchObject({
      code: 'source-aborted',
    });
    expect(calls()).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports each retry to onRetry', async () => {
    const { sleep } = recordingSleep();
    const seen: Array<[number, number]> = [];
    const { fn } = failingThen([httpError(500), httpError(500)]);
    await withRetry(fn, { sleep, onRetry: (_error, retry, delayMs) => seen.push([retry, delayMs]) });
    expect(seen).toEqual([
      [1, 500],
      [2, 1000],
    ]);
  });
});
