/** `vitrine rollback`: points a site back at an earlier release. */
import type { Command } from 'commander';
import { rollback, siteDirs } from '../builds/publish.ts';

export function registerRollback(program: Command): void {
  program
    .command('rollback')
    .description('serve an earlier release of a site again')
    .requiredOption('--site <site_url>', 'the site')
    .option('--to <buildId>', 'the release to serve (default: the one before the current)')
    .option('--out <dir>', 'output folder', 'dist')
    .action((flags: { site: string; to?: string; out: string }) => {
      const id = rollback(siteDirs(flags.out, flags.site), flags.to);
      process.stderr.write(`${flags.site} now serves ${id}\n`);
    });
}
