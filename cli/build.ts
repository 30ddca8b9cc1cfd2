/** `vitrine build`: parses options, runs the build stages, reports. */
import type { Command } from 'commander';
import { build } from '../builds/build.ts';
import { createReporter } from './report.ts';
import { collect, positiveInt, storageUrl, usageError } from './options.ts';
import { DataAndApi, NoSiteGiven } from '../domain/errors.ts';

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
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('prerender tenants to static sites under <out>/sites/<site_url>')
    .option('--site <site_url>', 'a tenant to build (repeatable)', collect, [])
    .option('--all', 'build every tenant of the source')
    .option('--data <dir>', 'data folder source (default examples/data)')
    .option('--api <url>', "the provider's HTTP back end")
    .option('--search-host <url>', 'Meilisearch host for live search (sites with an ms_token)')
    .option('--search-dev', 'use the homes_dev index instead of homes')
    .option('--storage-url <url>', "storage base URL of relative image paths, resized by its render/image endpoint (e.g. the provider's …/storage/v1, or /storage with `vitrine serve --data`); default: served from the site root, unresized", storageUrl)
    .option('--out <dir>', 'output folder', 'dist')
    .option('--full', 'render every page, ignoring the incremental cache')
    .option('--concurrency <n>', 'render workers (default: one per core)', positiveInt)
    .option('--strict', 'fail instead of skipping invalid records')
    .option('--json', 'print a machine-readable summary on stdout')
    .action(async (flags: BuildFlags) => {
      if (flags.data && flags.api) usageError(DataAndApi);
      if (!flags.all && flags.site.length === 0) usageError(NoSiteGiven);
      const started = Date.now();
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
        reporter: createReporter(),
      });
      if (flags.json) {
        process.stdout.write(`${JSON.stringify({ sites: summary.sites }, null, 2)}\n`);
      } else {
        for (const s of summary.sites) {
          const pages = `${s.pages.written} written, ${s.pages.unchanged} unchanged, ${s.pages.removed} removed`;
          process.stderr.write(`${s.status === 'published' ? '✓' : '✗'} ${s.site_url} ${s.status} ${s.buildId} (${pages}; ${s.rejected.length} rejected; ${s.ms} ms)\n`);
        }
        process.stderr.write(`done in ${Date.now() - started} ms\n`);
      }
      if (summary.sites.some((s) => s.status === 'failed')) process.exitCode = 1;
    });
}
