/** `vitrine build`: parses options, runs the build stages, reports. */
import type { Command } from 'commander';
import { createReporter } from './report.ts';
import { apiUrl, collect, dataFolder, percentage, positiveInt, shardOption, storageUrl, usageError } from './options.ts';
import { operator, TOKEN_ENV } from './operator-config.ts';
import type { SiteSummary } from '../builds/site-outcome.ts';
import type { Shard } from '../domain/rules/shard.ts';
import { BaseNeedsSite, DataAndApi, NoSiteGiven } from '../domain/errors.ts';
import { baseFactory, baseLocation, basePerSite } from './base-option.ts';

interface BuildFlags {
  site: string[];
  all?: boolean;
  data?: string;
  api?: string;
  searchHost?: string;
  searchDev?: boolean;
  storageUrl?: string;
  out: string;
  full?: boolean;
  concurrency?: number;
  strict?: boolean;
  json?: boolean;
  maxShrink?: number;
  allowShrink?: boolean;
  maxBodyMb?: number;
  maxPages?: number;
  base?: string;
  shard?: Shard;
  tenantConcurrency?: number;
  quiet?: boolean;
}

/** Exit codes of an interrupted build: 128 + the signal's number, as shells report them. */
const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

/**
 * Ctrl-C / SIGTERM abort the build: the site being built is discarded, the summary of the
 * sites already published is still printed. A second signal exits at once.
 */
function abortOnSignals(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(SIGNAL_EXIT[name] ?? 1);
    process.stderr.write(`\n${name}: stopping the build; the release being written is discarded (again to exit at once)\n`);
    controller.abort(name);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

/** One site's result: status, build id, pages and files, rejected records, time. */
export function siteLine(s: SiteSummary): string {
  const mark = s.status === 'failed' ? '✗' : '✓';
  if (s.status === 'failed') return `${mark} ${s.site_url} failed: ${s.error ?? 'unknown error'}`;
  if (s.status === 'unchanged') return `${mark} ${s.site_url} unchanged: live build ${s.buildId} kept, nothing to publish (${(s.ms / 1000).toFixed(1)} s)`;
  const pages = `${s.pages.written} pages rendered, ${s.pages.unchanged} unchanged; ${s.written.length} files written, ${s.removed.length} removed`;
  const delta = s.base?.delta ? `; a delta of ${s.base.where}: only the changed files, for vitrine deploy` : '';
  return `${mark} ${s.site_url} ${s.status} ${s.buildId} (${pages}; ${s.rejected.length} rejected; ${(s.ms / 1000).toFixed(1)} s${delta})`;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('prerender tenants to static sites under <out>/sites/<site_url>')
    .option('--site <site_url>', 'a tenant to build (repeatable)', collect, [])
    .option('--all', 'build every tenant of the source')
    .option('--data <dir>', 'data folder source (default examples/data)', dataFolder)
    .option('--api <url>', "the provider's HTTP back end (token: VITRINE_API_TOKEN)", apiUrl)
    .option('--search-host <url>', 'Meilisearch host for live search (sites with an ms_token)')
    .option('--search-dev', 'use the homes_dev index instead of homes')
    .option('--storage-url <url>', "storage base URL of relative image paths, resized by its render/image endpoint (e.g. the provider's …/storage/v1, or /storage with `vitrine serve --data`); default: served from the site root, unresized", storageUrl)
    .option('--out <dir>', 'output folder', 'dist')
    .option('--full', 'render every page, ignoring the live release')
    .option('--base <dir|url|s3url>', "the live release to compare with (a folder, https://…, s3://bucket/prefix; {site} for the site_url): only changed files are written, a delta release", baseLocation)
    .option('--concurrency <n>', 'render workers (default: one per core)', positiveInt)
    .option('--tenant-concurrency <n>', 'tenants in progress at once: one renders while the next loads (default 3)', positiveInt)
    .option('--shard <i/n>', "build only this shard's sites (stable by site_url), for a CI matrix", shardOption)
    .option('--quiet', 'print only each site\'s result line, warnings and errors')
    .option('--strict', 'fail instead of skipping invalid records')
    .option('--json', 'print a machine-readable summary on stdout')
    .option('--max-shrink <pct>', 'fail a site whose listing count drops by more than this % against its live release (default 50)', percentage)
    .option('--allow-shrink', 'publish even when the listing count dropped by more than --max-shrink')
    .option('--max-body-mb <n>', 'largest API response accepted, in MB (default 100)', positiveInt)
    .option('--max-pages <n>', 'most pages of homes fetched from the API per site (default 1000)', positiveInt)
    .action(async (flags: BuildFlags) => {
      if (flags.data && flags.api) usageError(DataAndApi);
      if (!flags.all && flags.site.length === 0) usageError(NoSiteGiven);
      if (flags.base && (flags.all || flags.site.length > 1) && !basePerSite(flags.base)) usageError(BaseNeedsSite);
      const started = Date.now();
      const interrupt = abortOnSignals();
      const reporter = createReporter(process.stderr, { quiet: flags.quiet ?? false });
      const token = process.env[TOKEN_ENV];
      const { build } = await import('../builds/build.ts'); // loaded when run: `--help` and bad flags stay fast
      const summary = await build({
        sites: flags.site,
        all: flags.all ?? false,
        ...(flags.data ? { data: flags.data } : {}),
        ...(flags.api ? { api: flags.api } : {}),
        out: flags.out,
        full: flags.full ?? false,
        strict: flags.strict ?? false,
        ...(flags.concurrency ? { concurrency: flags.concurrency } : {}),
        ...(flags.storageUrl ? { storageBaseUrl: flags.storageUrl } : {}),
        ...(flags.searchHost ? { searchHost: flags.searchHost, searchDev: flags.searchDev ?? false } : {}),
        reporter,
        provider: operator().provider,
        ...(token ? { apiToken: token } : {}),
        ...(flags.shard ? { shard: flags.shard } : {}),
        ...(flags.tenantConcurrency ? { tenantConcurrency: flags.tenantConcurrency } : {}),
        // Each site's line as soon as it is done (not with --json: stdout then holds only the summary).
        ...(flags.json ? {} : { onSite: (s: SiteSummary, done: number, total: number) => reporter.result(siteLine(s), done, total) }),
        signal: interrupt.signal,
        ...(flags.maxShrink !== undefined ? { maxShrinkPct: flags.maxShrink } : {}),
        allowShrink: flags.allowShrink ?? false,
        ...(flags.base ? { base: await baseFactory(flags.base) } : {}),
        http: {
          ...(flags.maxBodyMb ? { maxBodyBytes: flags.maxBodyMb * 1024 * 1024 } : {}),
          ...(flags.maxPages ? { maxPages: flags.maxPages } : {}),
        },
      }).finally(() => interrupt.dispose());
      if (flags.json) {
        process.stdout.write(`${JSON.stringify({ sites: summary.sites }, null, 2)}\n`);
      } else {
        const count = (status: SiteSummary['status']) => summary.sites.filter((s) => s.status === status).length;
        reporter.line(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${count('published')} published, ${count('unchanged')} unchanged, ${count('failed')} failed`);
      }
      if (summary.sites.some((s) => s.status === 'failed')) process.exitCode = 1;
      if (interrupt.signal.aborted) process.exitCode = SIGNAL_EXIT[String(interrupt.signal.reason)] ?? 1;
    });
}
