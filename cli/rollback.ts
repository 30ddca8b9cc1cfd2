/** `vitrine rollback`: points a site back at an earlier release, on disk or (--bucket) in a bucket. */
import { Option, type Command } from 'commander';
import { rollback, siteDirs } from '../builds/publish.ts';
import { acquireSiteLock } from '../builds/site-lock.ts';
import { DEFAULT_GRACE_MS } from '../deploy/deploy.ts';
import { loadS3, printDeployReport, type BucketFlags } from './deploy.ts';
import { bucketUrl, duration, usageError } from './options.ts';
import { BucketRollbackNeedsTo } from '../domain/errors.ts';

export function registerRollback(program: Command): void {
  program
    .command('rollback')
    .description('serve an earlier release of a site again')
    .requiredOption('--site <site_url>', 'the site')
    .option('--to <buildId>', 'the release to serve (default: the one before the current; required with --bucket)')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--bucket <s3url>', 'roll back the bucket a site was deployed to (s3://bucket/prefix) instead of the local symlink', bucketUrl)
    .addOption(new Option('--grace <duration>', 'with --bucket: how long the paths it removes stay in the bucket').argParser(duration).default(DEFAULT_GRACE_MS, '24h'))
    .option('--dry-run', 'with --bucket: change nothing; report what would be done')
    .option('--json', 'with --bucket: print a machine-readable summary on stdout')
    .action(async (flags: BucketFlags & { to?: string; bucket?: string }) => {
      if (!flags.bucket) {
        const lock = acquireSiteLock(flags.out, flags.site, 'rollback'); // never under a running build's feet
        try {
          const id = rollback(siteDirs(flags.out, flags.site), flags.to);
          process.stderr.write(`${flags.site} now serves ${id}\n`);
        } finally {
          lock.release();
        }
        return;
      }
      if (!flags.to) usageError(BucketRollbackNeedsTo);
      const { rollbackBucket } = await import('../deploy/site-release.ts');
      const report = await rollbackBucket({
        out: flags.out,
        site: flags.site,
        store: (await loadS3()).createS3Store(flags.bucket),
        to: flags.to,
        graceMs: flags.grace,
        dryRun: flags.dryRun ?? false,
      });
      printDeployReport(report, flags.json ?? false, 'rolled back to');
    });
}
