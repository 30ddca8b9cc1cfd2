/** `vitrine rollback`: points a site back at an earlier release. */
import type { Command } from 'commander';
import { rollback, siteDirs } from '../builds/publish.ts';
import { acquireSiteLock } from '../builds/site-lock.ts';

export function registerRollback(program: Command): void {
  program
    .command('rollback')
    .description('serve an earlier release of a site again')
    .requiredOption('--site <site_url>', 'the site')
    .option('--to <buildId>', 'the release to serve (default: the one before the current)')
    .option('--out <dir>', 'output folder', 'dist')
    .action((flags: { site: string; to?: string; out: string }) => {
      const dirs = siteDirs(flags.out, flags.site);
      const lock = acquireSiteLock(flags.out, flags.site, 'rollback'); // never under a running build's feet
      try {
        const id = rollback(dirs, flags.to);
        process.stderr.write(`${flags.site} now serves ${id}\n`);
      } finally {
        lock.release();
      }
    });
}
