/**
 * `vitrine validate`: checks tenants without building. With `--all` every tenant is
 * checked, a malformed one (unreadable JSON, a missing config) included, and the run
 * goes on; exit 1 when any tenant has a problem. `--json` prints the report on stdout.
 */
import type { Command } from 'commander';
import { formatRejection, validateTenant } from '../domain/validate.ts';
import { inShard, type Shard } from '../domain/rules/shard.ts';
import { createSource } from '../sources/index.ts';
import { apiUrl, collect, dataFolder, shardOption, usageError } from './options.ts';
import { DataAndApi, EntrySkipped, messageOf, NoSiteGiven, NoTenantInSource, vitrineError } from '../domain/errors.ts';
import { TOKEN_ENV } from './operator-config.ts';
import { planTenant } from '../builds/page-data.ts';
import { publishablePages } from '../builds/release-checks.ts';
import { describeWarning } from '../builds/site-outcome.ts';
import { feedElement } from '../builds/portal-feed.ts';
import { enabledForPortals } from '../domain/feeds/vrsync.ts';
import type { Property, SiteConfig } from '../domain/schemas/index.ts';

interface ValidateFlags {
  site: string[];
  all?: boolean;
  data?: string;
  api?: string;
  json?: boolean;
  shard?: Shard;
}

export interface TenantReport {
  site_url: string;
  /** false: the tenant could not be read at all (`error` says why). */
  readable: boolean;
  valid: boolean;
  listings: number;
  problems: string[];
  warnings: string[];
  error?: string;
}

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description("check tenants' site config and listings against the schemas")
    .option('--site <site_url>', 'a tenant to check (repeatable)', collect, [])
    .option('--all', 'check every tenant of the source')
    .option('--data <dir>', 'data folder source (default examples/data)', dataFolder)
    .option('--api <url>', "the provider's HTTP back end (token: VITRINE_API_TOKEN)", apiUrl)
    .option('--shard <i/n>', "check only this shard's sites (stable by site_url)", shardOption)
    .option('--json', 'print the report on stdout')
    .action(async (flags: ValidateFlags) => {
      if (flags.data && flags.api) usageError(DataAndApi);
      if (!flags.all && flags.site.length === 0) usageError(NoSiteGiven);
      const token = process.env[TOKEN_ENV];
      const source = createSource(flags.api ? { api: flags.api } : { data: flags.data ?? 'examples/data' }, token ? { token } : {});
      const say = (line: string) => process.stderr.write(`${line}\n`);
      let sites = flags.site;
      const skipped = flags.all ? ((await source.skippedEntries?.()) ?? []) : [];
      if (flags.all) {
        sites = (await source.listSites()).map((s) => s.site_url);
        for (const entry of skipped) say(`warning: ${messageOf(EntrySkipped, entry.entry, entry.reason)}`);
        if (sites.length === 0) throw vitrineError(NoTenantInSource, [source.description]);
      }
      if (flags.shard) sites = sites.filter((site) => inShard(site, flags.shard!));
      const reports: TenantReport[] = [];
      for (const site of sites) {
        const report = await validateOne(source, site);
        reports.push(report);
        if (!report.readable) say(`✗ ${site}: ${report.error}`);
        else say(`${report.valid ? '✓' : '✗'} ${site}: ${report.listings} valid listing(s), ${report.problems.length} problem(s)`);
        for (const p of report.problems) say(`  ${p}`);
        for (const w of report.warnings) say(`  warning: ${w}`); // published, without what the value gave
      }
      if (flags.json) process.stdout.write(`${JSON.stringify({ sites: reports, skipped }, null, 2)}\n`);
      if (reports.some((r) => !r.valid)) process.exitCode = 1;
    });
}

/**
 * What a build of this tenant would warn about while planning (an unknown section, a page pattern
 * no listing fills, a menu item no page answers, a duplicate or reserved path) and while writing
 * its portal feed (a listing the VRSync format leaves out, with the field), as the build's stderr
 * lines say it. Nothing is rendered or written.
 */
function planWarnings(config: SiteConfig, homes: readonly Property[]): string[] {
  const plan = planTenant(config, homes);
  const warnings = [...plan.warnings];
  for (const _ of publishablePages(plan.pages(), warnings)); // each path is checked as the build checks it
  const urlOf = new Map(plan.docs.map((doc) => [doc.id, doc.url]));
  for (const home of homes) {
    const url = urlOf.get(home.id);
    if (url !== undefined && enabledForPortals(home.portals)) warnings.push(...feedElement(home, url, config, '').warnings);
  }
  return warnings.map(describeWarning);
}

async function validateOne(source: ReturnType<typeof createSource>, site: string): Promise<TenantReport> {
  try {
    const result = validateTenant(await source.siteConfig(site), await source.homes(site));
    const problems = [...result.configIssues.map((r) => formatRejection(r, 'site-config')), ...result.rejected.map((r) => formatRejection(r))];
    return { site_url: site, readable: true, valid: problems.length === 0, listings: result.homes.length, problems, warnings: [...result.warnings.map((w) => formatRejection(w)), ...(result.config ? planWarnings(result.config, result.homes) : [])] };
  } catch (error) {
    // One unreadable tenant (malformed JSON, no config, the back end failing for it) never stops the others.
    return { site_url: site, readable: false, valid: false, listings: 0, problems: [], warnings: [], error: error instanceof Error ? error.message : String(error) };
  }
}
