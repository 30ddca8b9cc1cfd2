/** `vitrine deploy`: uploads a site's live release to an S3-compatible bucket (deploy/). */
import { Option, type Command } from 'commander';
import { DEFAULT_GRACE_MS, type DeployReport } from '../deploy/deploy.ts';
import { bucketUrl, duration } from './options.ts';

/** The AWS SDK takes ~0.5 s to load: only the commands that talk to a bucket pay for it. */
export const loadS3 = () => import('../deploy/s3-store.ts');

export interface BucketFlags {
  site: string;
  out: string;
  dryRun?: boolean;
  json?: boolean;
  grace: number;
}

/** The summary of a deploy or a bucket rollback: JSON on stdout, or lines on stderr. */
export function printDeployReport(report: DeployReport, json: boolean, verb = 'deployed'): void {
  if (json) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return;
  }
  const would = report.dryRun ? 'would upload' : 'uploaded';
  if (report.dryRun) {
    for (const key of report.uploaded) process.stderr.write(`  upload ${key}\n`);
    for (const key of report.deleted) process.stderr.write(`  delete ${key}\n`);
  }
  const summary = [
    `${report.uploaded.length} ${would} (${report.bytes} bytes)`,
    `${report.unchanged} unchanged`,
    `${report.deleted.length} ${report.dryRun ? 'would be ' : ''}deleted`,
    `${report.pending.length} waiting to be deleted`,
  ].join(', ');
  const head = report.dryRun ? `dry run: ${report.buildId} → ${report.bucket}` : `✓ ${verb} ${report.buildId} to ${report.bucket}`;
  process.stderr.write(`${head} (was ${report.previous ?? 'empty'}): ${summary}; ${report.ms} ms\n`);
}

export function registerDeploy(program: Command): void {
  program
    .command('deploy')
    .description("upload a site's live release to s3://bucket/prefix: only changed objects, builds/latest.json last")
    .requiredOption('--site <site_url>', 'the site')
    .requiredOption('--to <s3url>', 'the bucket and prefix, s3://bucket/prefix', bucketUrl)
    .option('--out <dir>', 'output folder the site was built in', 'dist')
    .addOption(new Option('--grace <duration>', 'how long removed paths stay in the bucket (0 deletes at once)').argParser(duration).default(DEFAULT_GRACE_MS, '24h'))
    .option('--dry-run', 'upload and delete nothing; report what would be done')
    .option('--json', 'print a machine-readable summary on stdout')
    .action(async (flags: BucketFlags & { to: string }) => {
      const { deploySite } = await import('../deploy/site-release.ts');
      const report = await deploySite({
        out: flags.out,
        site: flags.site,
        store: (await loadS3()).createS3Store(flags.to),
        graceMs: flags.grace,
        dryRun: flags.dryRun ?? false,
      });
      printDeployReport(report, flags.json ?? false);
    });
}
