/**
 * `vitrine list [--json] [--shard i/n]`: the tenants of the source, each with its data
 * fingerprint (builds/tenant-input.ts: config, listings and media as the source gives
 * them). A CI matrix is made from it; comparing fingerprints between runs tells which
 * tenants changed. With `--api` every tenant's listings are fetched to fingerprint them.
 */
import path from 'node:path';
import type { Command } from 'commander';
import pLimit from 'p-limit';
import { dataFingerprint } from '../builds/tenant-input.ts';
import { readDigestedHomes } from '../sources/home-digests.ts';
import { DataAndApi, EntrySkipped, messageOf } from '../domain/errors.ts';
import { inShard, type Shard } from '../domain/rules/shard.ts';
import { createSource } from '../sources/index.ts';
import { TOKEN_ENV } from './operator-config.ts';
import { apiUrl, dataFolder, shardOption, usageError } from './options.ts';

interface ListFlags {
  data?: string;
  api?: string;
  json?: boolean;
  shard?: Shard;
}

export interface ListedTenant {
  site_url: string;
  updated_at: string | null;
  /** null when the tenant could not be read (`error` says why). */
  fingerprint: string | null;
  shard?: string;
  error?: string;
}

export function registerList(program: Command): void {
  program
    .command('list')
    .description('list the tenants of the source with their data fingerprints')
    .option('--data <dir>', 'data folder source (default examples/data)', dataFolder)
    .option('--api <url>', "the provider's HTTP back end (token: VITRINE_API_TOKEN)", apiUrl)
    .option('--shard <i/n>', "only this shard's sites (stable by site_url)", shardOption)
    .option('--json', 'print JSON on stdout')
    .action(async (flags: ListFlags) => {
      if (flags.data && flags.api) usageError(DataAndApi);
      const token = process.env[TOKEN_ENV];
      const dataDir = flags.api ? undefined : (flags.data ?? 'examples/data');
      const source = createSource(flags.api ? { api: flags.api } : { data: dataDir! }, token ? { token } : {});
      for (const entry of (await source.skippedEntries?.()) ?? []) process.stderr.write(`warning: ${messageOf(EntrySkipped, entry.entry, entry.reason)}\n`);
      const refs = (await source.listSites()).filter((ref) => !flags.shard || inShard(ref.site_url, flags.shard));
      const limit = pLimit(4);
      const tenants = await Promise.all(
        refs.map((ref) =>
          limit(async (): Promise<ListedTenant> => {
            const base = { site_url: ref.site_url, updated_at: ref.updated_at ?? null, ...(flags.shard ? { shard: `${flags.shard.index}/${flags.shard.count}` } : {}) };
            try {
              const [config, homes] = await Promise.all([source.siteConfig(ref.site_url), readDigestedHomes(source, ref.site_url)]);
              return { ...base, fingerprint: dataFingerprint(config, homes.digests, dataDir ? path.join(dataDir, ref.site_url, 'media') : undefined) };
            } catch (error) {
              return { ...base, fingerprint: null, error: error instanceof Error ? error.message : String(error) };
            }
          }),
        ),
      );
      if (flags.json) process.stdout.write(`${JSON.stringify(tenants, null, 2)}\n`);
      else for (const t of tenants) process.stdout.write(`${t.site_url}\t${t.fingerprint ?? `unreadable: ${t.error}`}\n`);
      if (tenants.some((t) => t.fingerprint === null)) process.exitCode = 1;
    });
}
