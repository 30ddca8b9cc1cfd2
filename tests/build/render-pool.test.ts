/**
 * The render pool over real worker threads (a stand-in worker that speaks the protocol):
 * a rebuild with a handful of pages starts one worker; more than a batch starts the rest,
 * and a worker started mid-render also takes the batches of every tenant rendering then;
 * a page that fails fails its tenant's render, naming the page; a worker out of memory is replaced.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderPool } from '../../builds/render-pool.ts';
import type { PageResult, RenderJob } from '../../builds/render-protocol.ts';

const WORKER = path.resolve(import.meta.dirname, '../fixtures/workers/echo-render-worker.mjs');
const setup = { ctx: {} as never, releaseDir: '/nowhere' };
let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function* jobs(prefix: string, count: number, spinMs = 0): Generator<RenderJob> {
  for (let i = 0; i < count; i++) yield { page: { path: `${prefix}/${i}`, spinMs } as never, hash: '' };
}

async function render(p: RenderPool, pages: Iterator<RenderJob>): Promise<PageResult[]> {
  const results: PageResult[] = [];
  await p.renderAll(setup, pages, (r) => results.push(r));
  return results;
}

describe('render pool', { timeout: 30_000 }, () => {
  it('renders a handful of pages with one worker, and starts the others for more than a batch', async () => {
    pool = new RenderPool(WORKER, 2);
    const few = await render(pool, jobs('/few', 7));
    expect(few.map((r) => r.path).sort()).toEqual([...jobs('/few', 7)].map((j) => j.page.path).sort());
    expect(new Set(few.map((r) => r.hash)).size).toBe(1);
    expect(pool.started).toBe(1);

    const many = await render(pool, jobs('/many', 600, 1));
    expect(many).toHaveLength(600);
    expect(pool.started).toBe(2);
    expect(new Set(many.map((r) => r.hash)).size).toBe(2); // both workers rendered
  });

  it('gives a worker started mid-render the contexts of every tenant rendering then', async () => {
    pool = new RenderPool(WORKER, 2);
    // The first tenant's one batch is still rendering (slow pages) when the second's size starts the next worker.
    const first = render(pool, jobs('/a', 40, 20));
    const second = render(pool, jobs('/b', 400, 1));
    const [a, b] = await Promise.all([first, second]);
    expect(a).toHaveLength(40);
    expect(b).toHaveLength(400);
    expect(pool.started).toBe(2);
    expect(new Set(b.map((r) => r.hash)).size).toBe(2);
  });

  it('replaces a worker that runs out of its memory limit and renders its batch in the new one', async () => {
    pool = new RenderPool(WORKER, 1, 'static', 16);
    const pages = (function* () {
      yield* jobs('/small', 64); // the first batch, rendered within the limit
      yield { page: { path: '/large', holdMb: 96 } as never, hash: '' };
      yield* jobs('/after', 100);
    })();
    const results = await render(pool, pages);
    expect(results).toHaveLength(165);
    expect(results.find((r) => r.path === '/large')!.bytes).toBe(96);
    expect(pool.replaced).toBe(1);
    const threadOf = (prefix: string) => new Set(results.filter((r) => r.path.startsWith(prefix)).map((r) => r.hash));
    expect(threadOf('/small').size).toBe(1);
    expect([...threadOf('/large')]).not.toEqual([...threadOf('/small')]); // the replacement rendered it
    // The pool goes on rendering the next tenant with the replacement.
    expect(await render(pool, jobs('/next', 100))).toHaveLength(100);
  });

  it("fails a tenant's render on the first page that fails, naming it", async () => {
    pool = new RenderPool(WORKER, 2);
    const pages = (function* () {
      yield* jobs('/ok', 300);
      yield { page: { path: '/boom' } as never, hash: '' };
      yield* jobs('/after', 300);
    })();
    await expect(render(pool, pages)).rejects.toThrow(/\/boom.*boom|boom.*\/boom/);
    // the pool still renders the next tenant
    expect(await render(pool, jobs('/next', 100))).toHaveLength(100);
  });
});
