/**
 * `vitrine build`: the app bundle once, one worker pool, then the tenants, several
 * at a time through the same pool: while one loads and plans on the main thread,
 * another renders, and two renders overlap at their start and tail, so the workers
 * do not wait for a tenant's main-thread stages. Returns the summary of DESIGN §2.
 */
import type { Renderer } from '../renderer/document.tsx';
import os from 'node:os';
import pLimit from 'p-limit';
import { EntrySkipped, messageOf, NoSiteToBuild, NoTenantInSource, vitrineError } from '../domain/errors.ts';
import { PROVIDER, type Provider } from '../domain/provider.ts';
import { inShard, type Shard } from '../domain/rules/shard.ts';
import { createSource, type HttpSourceOptions } from '../sources/index.ts';
import { ensureAppBundle } from './app-bundle.ts';
import type { BaseRelease } from './base/base-release.ts';
import { buildSite } from './build-site.ts';
import type { SiteSummary } from './site-outcome.ts';
import { sweepTrash } from './publish.ts';
import { RenderPool } from './render-pool.ts';
import { silentReporter, type Reporter } from './reporter.ts';

/**
 * Tenants in progress at once. On 2 cores, 500 tenants × 200 listings: 3 at once 73.6–81.9 s with
 * the CPU at 180 %, 2 at once 77.6–86.0 s at 174–176 %, 4 at once 96.2 s (bench/README.md).
 */
export const DEFAULT_TENANT_CONCURRENCY = 3;

export interface BuildOptions {
  sites?: string[];
  all?: boolean;
  data?: string;
  api?: string;
  out: string;
  full?: boolean;
  strict?: boolean;
  concurrency?: number;
  /** Who writes the pages: the static renderer (default) or React itself, kept as its reference (tests, bench). */
  renderer?: Renderer;
  /** Tenants in progress at once (default 2: one renders while the next loads and plans). */
  tenantConcurrency?: number;
  /** `--shard i/n`: only the sites of this shard (stable by site_url). */
  shard?: Shard;
  /** The operator's brand on every site ('Desenvolvido por', the error page); default Vitrine's. */
  provider?: Provider;
  /** Bearer token for the HTTP back end (`VITRINE_API_TOKEN`). */
  apiToken?: string;
  /** Called as each site finishes, in completion order, with its place among all. */
  onSite?: (summary: SiteSummary, done: number, total: number) => void;
  /** Meilisearch host for live search (sites with an ms_token use it). */
  searchHost?: string;
  /** Query the `homes_dev` index instead of `homes` (staging builds). */
  searchDev?: boolean;
  /**
   * The storage base URL of relative image paths (spec §7.3), e.g. the provider's
   * `https://…/storage/v1`, or `/storage` under `vitrine serve --data`: images then go
   * through its resize endpoint. '' (default): `/path` from the site root, unresized.
   */
  storageBaseUrl?: string;
  reporter?: Reporter;
  now?: () => Date;
  /** Aborted on Ctrl-C / SIGTERM: the site being built is discarded, later sites are not started. */
  signal?: AbortSignal;
  /** `--max-shrink <pct>` (default 50) and `--allow-shrink`: see buildSite. */
  maxShrinkPct?: number;
  allowShrink?: boolean;
  /** `--base`: each site's live release elsewhere (see BuildSiteOptions.base); the build writes deltas against it. */
  base?: (siteUrl: string) => BaseRelease;
  /** HTTP source tuning (`--max-body-mb`, `--max-pages`). */
  http?: Pick<HttpSourceOptions, 'maxBodyBytes' | 'maxPages'>;
}

export interface BuildSummary {
  sites: SiteSummary[];
}

export async function build(options: BuildOptions): Promise<BuildSummary> {
  const reporter = options.reporter ?? silentReporter;
  const dataDir = options.api ? undefined : (options.data ?? 'examples/data');
  const source = createSource(options.api ? { api: options.api } : { data: dataDir! }, {
    ...options.http,
    ...(options.apiToken ? { token: options.apiToken } : {}),
    retry: {
      // Each retry is a warning line: a flaky back end shows in the CI log, not only in the time taken.
      onRetry: (error, retry, delayMs) =>
        reporter.warn('api', `${error instanceof Error ? error.message : String(error)}; retry ${retry} in ${(delayMs / 1000).toFixed(1)} s`),
    },
  });
  const listed = options.all ? (await source.listSites()).map((s) => s.site_url) : (options.sites ?? []);
  if (options.all) for (const skipped of (await source.skippedEntries?.()) ?? []) reporter.warn('data', messageOf(EntrySkipped, skipped.entry, skipped.reason));
  if (listed.length === 0) throw options.all ? vitrineError(NoTenantInSource, [source.description]) : vitrineError(NoSiteToBuild);
  const sites = options.shard ? listed.filter((site) => inShard(site, options.shard!)) : listed;

  sweepTrash(options.out);
  const app = await ensureAppBundle(() => reporter.stage('app', 'bundle', 'building client and server bundles with Vite'));
  const pool = new RenderPool(app.workerFile, options.concurrency ?? os.availableParallelism(), options.renderer);
  const summaries: SiteSummary[] = [];
  const tenants = pLimit(Math.max(1, options.tenantConcurrency ?? DEFAULT_TENANT_CONCURRENCY));
  try {
    await Promise.all(
      sites.map((siteUrl) =>
        tenants(async () => {
          if (options.signal?.aborted) return; // the sites already published stay in the summary
          const summary = await buildSite({
            source,
            ...(dataDir ? { dataDir } : {}),
            siteUrl,
            outDir: options.out,
            app,
            pool,
            reporter,
            full: options.full ?? false,
            strict: options.strict ?? false,
            now: options.now ?? (() => new Date()),
            provider: options.provider ?? PROVIDER,
            storageBaseUrl: options.storageBaseUrl ?? '',
            leadsEndpoint: options.api ? `${options.api.replace(/\/+$/, '')}/api/leads` : '/api/leads',
            ...(options.searchHost ? { searchHost: options.searchHost, searchDev: options.searchDev ?? false } : {}),
            ...(options.signal ? { signal: options.signal } : {}),
            ...(options.maxShrinkPct !== undefined ? { maxShrinkPct: options.maxShrinkPct } : {}),
            allowShrink: options.allowShrink ?? false,
            ...(options.base ? { base: options.base(siteUrl) } : {}),
          });
          summaries.push(summary);
          options.onSite?.(summary, summaries.length, sites.length);
        }),
      ),
    );
  } finally {
    await pool.close();
  }
  // In the order asked (the source's order for --all), whatever order they finished in.
  summaries.sort((a, b) => sites.indexOf(a.site_url) - sites.indexOf(b.site_url));
  return { sites: summaries };
}

