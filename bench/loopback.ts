/**
 * The provider's parts on loopback for the benches: its back end over the bench tenant
 * (`GET /api/site-config`, `GET /api/homes?page=&per_page=`, at most 500 a page, each answer held
 * back `latencyMs`), and a bucket (s3rver) with the AWS_* variables that reach it, with a deploy.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';
import { DEFAULT_GRACE_MS } from '../deploy/deploy.ts';
import { createS3Store } from '../deploy/s3-store.ts';
import { deploySite } from '../deploy/site-release.ts';
import { BENCH_SITE, freshDir } from './support.ts';

const MAX_PER_PAGE = 500;

export interface BenchBackEnd {
  url: string;
  /** Requests answered since the last `reset`. */
  requests(): number;
  reset(): void;
  /** Changes the price of the tenant's middle listing (`step` thousand reais up), so exactly one listing differs from the run before. */
  changeOneListing(step: number): void;
  close(): void;
}

/** The back end over a bench tenant written by `benchTenant` (`data`), from now on in BENCH_API. */
export async function startBackEnd(data: string, listings: number, latencyMs: number): Promise<BenchBackEnd> {
  const config = readFileSync(path.join(data, BENCH_SITE, 'site-config.json'), 'utf8');
  const text = readFileSync(path.join(data, BENCH_SITE, listings >= 2000 ? 'homes.ndjson' : 'homes.json'), 'utf8');
  // The records as JSON text, one each: a page is their join, never parsed or made again here.
  const records = listings >= 2000 ? text.split('\n').filter((line) => line.trim() !== '') : (JSON.parse(text) as unknown[]).map((home) => JSON.stringify(home));
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    const url = new URL(request.url ?? '/', 'http://bench');
    const answer = (status: number, body: string) =>
      setTimeout(() => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body);
      }, latencyMs);
    if (url.searchParams.get('site_url') !== BENCH_SITE) return answer(404, '{"error":"site not found"}');
    if (url.pathname === '/api/site-config') return answer(200, config);
    if (url.pathname !== '/api/homes') return answer(404, '{"error":"no such route"}');
    const perPage = Math.min(MAX_PER_PAGE, Number(url.searchParams.get('per_page') ?? 20));
    const page = Number(url.searchParams.get('page') ?? 1);
    answer(200, `{"data":[${records.slice((page - 1) * perPage, page * perPage).join(',')}],"total":${records.length}}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.BENCH_API = url;
  const middle = Math.floor(records.length / 2);
  const original = records[middle]!;
  return {
    url,
    requests: () => requests,
    reset: () => void (requests = 0),
    changeOneListing(step) {
      const changed = original.replace(/"(price|rental_price)":(\d+)/, (_, field: string, p: string) => `"${field}":${Number(p) + 1000 * step}`);
      if (changed === original) throw new Error('the listing changed has no price to change');
      records[middle] = changed;
    },
    close: () => void server.close(),
  };
}

export interface BenchBucket {
  /** The bench site's prefix, as `--base` and `deploy --to` take it. */
  url: string;
  /** Deploys a build's output folder to it: time, objects uploaded, bytes. */
  deploy(out: string): Promise<{ ms: number; objects: number; bytes: number }>;
  close(): Promise<void>;
}

/** A bucket on s3rver (tmpfs), the AWS_* variables set for it in this process and its children. */
export async function startBucket(name: string): Promise<BenchBucket> {
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: freshDir(name), silent: true, configureBuckets: [{ name: 'bench' }] });
  const { port } = await s3.run();
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}` });
  const url = `s3://bench/sites/${BENCH_SITE}`;
  const store = createS3Store(url);
  return {
    url,
    async deploy(out) {
      const started = performance.now();
      const report = await deploySite({ out, site: BENCH_SITE, store, graceMs: DEFAULT_GRACE_MS, dryRun: false });
      return { ms: performance.now() - started, objects: report.uploaded.length, bytes: report.bytes };
    },
    close: () => s3.close(),
  };
}
