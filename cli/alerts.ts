/** `vitrine alerts`: new listings for each saved search of a site, as an outbox, sent by SMTP with --smtp (builds/alerts/). */
import path from 'node:path';
import type { Command } from 'commander';
import { DataAndApi } from '../domain/errors.ts';
import { createSource } from '../sources/index.ts';
import { apiUrl, dataFolder, usageError } from './options.ts';
import { TOKEN_ENV } from './operator-config.ts';

interface AlertsFlags {
  site: string;
  data?: string;
  api?: string;
  leads?: string;
  out: string;
  since?: string;
  smtp?: string;
  from?: string;
  json?: boolean;
}

export function registerAlerts(program: Command): void {
  program
    .command('alerts')
    .description('new listings for each saved search of a site: an outbox (e-mail HTML/text, wa.me links), sent with --smtp')
    .requiredOption('--site <site_url>', 'the site')
    .option('--data <dir>', 'data folder: listings, and the saved searches in <dir>/<site>/leads.ndjson (default examples/data)', dataFolder)
    .option('--api <url>', "the provider's HTTP back end for the listings (then give --leads)", apiUrl)
    .option('--leads <file>', 'the leads file holding the saved searches (default <data>/<site>/leads.ndjson)')
    .option('--out <dir>', 'output folder: alerts/<site>/ holds the outboxes and what was sent', 'dist')
    .option('--since <buildId|date>', 'only listings added after this build or date (default: since the last run)')
    .option('--smtp <url>', 'send the e-mails: smtp[s]://user:pass@host:port (keep it in an environment variable)')
    .option('--from <address>', "the sender (default: the site's company e-mail)")
    .option('--json', 'print the report on stdout')
    .action(async (flags: AlertsFlags) => {
      if (flags.data && flags.api) usageError(DataAndApi);
      const [{ runAlerts }, { smtpSender }] = await Promise.all([import('../builds/alerts/run-alerts.ts'), import('../builds/alerts/smtp.ts')]);
      const token = process.env[TOKEN_ENV];
      const data = flags.api ? undefined : (flags.data ?? 'examples/data');
      const source = createSource(flags.api ? { api: flags.api } : { data: data! }, token ? { token } : {});
      const leadsFile = flags.leads ?? (data ? path.join(data, flags.site, 'leads.ndjson') : undefined);
      if (!leadsFile) {
        process.stderr.write('error: with --api, name the leads file holding the saved searches: --leads <file>\n');
        process.exit(2);
      }
      const smtp = flags.smtp ? smtpSender(flags.smtp) : undefined;
      try {
        const report = await runAlerts({
          source,
          siteUrl: flags.site,
          leadsFile,
          outDir: flags.out,
          now: new Date(),
          ...(flags.since ? { since: flags.since } : {}),
          ...(smtp ? { send: smtp.send } : {}),
          ...(flags.from ? { from: flags.from } : {}),
        });
        if (flags.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
        const emails = report.messages.filter((m) => m.channel === 'email').length;
        process.stderr.write(
          `${report.failed.length ? '✗' : '✓'} ${flags.site}: ${report.searches} saved search(es), ${report.messages.length} alert(s) (${emails} e-mail, ${report.messages.length - emails} WhatsApp)` +
            `${smtp ? `, ${report.sent} sent` : ''}${report.outbox ? `; outbox ${report.outbox}` : ''}${report.skipped ? `; ${report.skipped} without consent or unreadable, skipped` : ''}\n`,
        );
        for (const f of report.failed) process.stderr.write(`  not sent to ${f.to}: ${f.error} (tried again next run)\n`);
        if (report.failed.length > 0) process.exitCode = 1;
      } finally {
        smtp?.close();
      }
    });
}
