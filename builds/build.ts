/**
 * `vitrine build`: the app bundle once, one worker pool, then each tenant in
 * turn. Returns the summary of DESIGN §2.
 */
import os from 'node:os';
import { NoSiteToBuild, vitrineError } from '../domain/errors.ts';
import { PROVIDER } from '../domain/provider.ts';
import { createSource, type HttpSourceOptions } from '../sources/index.ts';
import { ensureAppBundle } from './app-bundle.ts';
import type { BaseRelease } from './base/base-release.ts';
import { buildSite, type SiteSummary } from './build-site.ts';
import { sweepTrash } from './publish.ts';
import { RenderPool } from './render-pool.ts';
import { silentReporter, type Reporter } from './reporter.ts';

export interface BuildOptions {
  sites?: string[];
  all?: boolean;
  data?: string;
  api?: string;
  out: string;
  full?: boolean;
  strict?: boolean;
  concurrency?: number;
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
    retry: {
      // Each retry is a warning line: a flaky back end shows in the CI log, not only in the time taken.
      onRetry: (error, retry, delayMs) =>
        reporter.warn('api', `${error instanceof Error ? error.message : String(error)}; retry ${retry} in ${(delayMs / 1000).toFixed(1)} s`),
    },
  });
  const sites = options.all ? (await source.listSites()).map((s) => s.site_url) : (options.sites ?? []);
  if (sites.length === 0) throw vitrineError(NoSiteToBuild);

  sweepTrash(options.out);
  const app = await ensureAppBundle(() => reporter.stage('app', 'bundle', 'building client and server bundles with Vite'));
  const pool = new RenderPool(app.workerFile, options.concurrency ?? os.availableParallelism());
  const summaries: SiteSummary[] = [];
  try {
    for (const siteUrl of sites) {
      if (options.signal?.aborted) break; // the sites already published stay in the summary
      summaries.push(
        await buildSite({
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
          provider: PROVIDER,
          storageBaseUrl: options.storageBaseUrl ?? '',
          leadsEndpoint: options.api ? `${options.api.replace(/\/+$/, '')}/api/leads` : '/api/leads',
          ...(options.searchHost ? { searchHost: options.searchHost, searchDev: options.searchDev ?? false } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.maxShrinkPct !== undefined ? { maxShrinkPct: options.maxShrinkPct } : {}),
          allowShrink: options.allowShrink ?? false,
          ...(options.base ? { base: options.base(siteUrl) } : {}),
        }),
      );
    }
  } finally {
    await pool.close();
  }
  return { sites: summaries };
}

