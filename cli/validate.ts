/** `vitrine validate`: checks tenants without building; exit 1 when any record is invalid. */
import type { Command } from 'commander';
import { formatRejection, validateTenant } from '../domain/validate.ts';
import { createSource } from '../sources/index.ts';
import { collect, usageError } from './options.ts';
import { DataAndApi, NoSiteGiven } from '../domain/errors.ts';

interface ValidateFlags {
  site: string[];
  all?: boolean;
  data?: string;
  api?: string;
}

export function registerValidate(program: Command): void {
  program
    .command('validate')
    .description("check tenants' site config and listings against the schemas")
    .option('--site <site_url>', 'a tenant to check (repeatable)', collect, [])
    .option('--all', 'check every tenant of the source')
    .option('--data <dir>', 'data folder source (default examples/data)')
    .option('--api <url>', "the provider's HTTP back end")
    .action(async (flags: ValidateFlags) => {
      if (flags.data && flags.api) usageError(DataAndApi);
      if (!flags.all && flags.site.length === 0) usageError(NoSiteGiven);
      const source = createSource(flags.api ? { api: flags.api } : { data: flags.data ?? 'examples/data' });
      const sites = flags.all ? (await source.listSites()).map((s) => s.site_url) : flags.site;
      let invalid = 0;
      for (const site of sites) {
        const result = validateTenant(await source.siteConfig(site), await source.homes(site));
        const problems = [
          ...result.configIssues.map((r) => formatRejection(r, 'site-config')),
          ...result.rejected.map((r) => formatRejection(r)),
        ];
        invalid += problems.length;
        process.stderr.write(`${problems.length === 0 ? '✓' : '✗'} ${site}: ${result.homes.length} valid listing(s), ${problems.length} problem(s)\n`);
        for (const p of problems) process.stderr.write(`  ${p}\n`);
        for (const w of result.warnings) process.stderr.write(`  warning: ${formatRejection(w)}\n`); // published, without what the value gave
      }
      if (invalid > 0) process.exitCode = 1;
    });
}
