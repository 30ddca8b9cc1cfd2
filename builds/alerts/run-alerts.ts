/**
 * `vitrine alerts` (#17 item 2): for each saved search of a site, the published homes that
 * match it and are new since the last run (or `--since`), as an outbox — `outbox.json` plus
 * each e-mail's HTML and text, and `wa.me` links for phone-only searches — under
 * `<out>/alerts/<site>/<run>/`, and sent through `send` (SMTP) when given. What was sent (or
 * put in the outbox) is remembered in `<out>/alerts/<site>/state.json`, so a home is
 * announced to a search once.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteName } from '../../domain/rules/site-name.ts';
import type { TenantSource } from '../../sources/source.ts';
import { loadTenant } from '../load-tenant.ts';
import { planTenant } from '../page-data.ts';
import { siteDirs } from '../publish.ts';
import { alertMessage, type AlertMessage } from './messages.ts';
import { newMatches } from './new-matches.ts';
import { readSavedSearches } from './saved-searches.ts';

export interface AlertsOptions {
  source: TenantSource;
  siteUrl: string;
  /** The saved searches: the leads file of the site (`<data>/<site>/leads.ndjson`). */
  leadsFile: string;
  outDir: string;
  /** Only homes listed after this ISO time (default: the last run). */
  since?: string;
  now: Date;
  /** Sends one e-mail (SMTP) from `from`; without it the outbox is written for the operator to send. */
  send?: (message: AlertMessage, from: string) => Promise<void>;
  /** The sender (default: the site's company e-mail, else alertas@<site>). */
  from?: string;
}

export interface AlertsReport {
  site: string;
  searches: number;
  /** Saved searches without marketing consent (never contacted) or unreadable lines. */
  skipped: number;
  since: string | null;
  outbox: string | null;
  messages: Array<Omit<AlertMessage, 'html' | 'text'>>;
  sent: number;
  failed: Array<{ to: string; error: string }>;
}

interface AlertState {
  lastRun: string | null;
  notified: Record<string, string[]>;
}

function readState(file: string): AlertState {
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as Partial<AlertState>;
    return { lastRun: typeof state.lastRun === 'string' ? state.lastRun : null, notified: state.notified ?? {} };
  } catch {
    return { lastRun: null, notified: {} };
  }
}

/** `20261124-090758652-0c07` (a build id) → its ISO time; an ISO date passes through. */
export function sinceTime(value: string): string {
  const build = /^(\d{4})(\d\d)(\d\d)-(\d\d)(\d\d)(\d\d)(\d{3})(-[0-9a-f]{4})?$/.exec(value);
  if (build) return `${build[1]}-${build[2]}-${build[3]}T${build[4]}:${build[5]}:${build[6]}.${build[7]}Z`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`"${value}" is neither a build id nor a date`);
  return date.toISOString();
}

export async function runAlerts(options: AlertsOptions): Promise<AlertsReport> {
  const dirs = siteDirs(options.outDir, options.siteUrl); // refuses a site_url that is not a folder name
  const root = path.join(options.outDir, 'alerts', path.basename(dirs.link));
  const stateFile = path.join(root, 'state.json');
  const state = readState(stateFile);
  const since = options.since ? sinceTime(options.since) : state.lastRun;

  const tenant = await loadTenant(options.source, options.siteUrl);
  const { docs } = planTenant(tenant.site, tenant.homes);
  const { searches, skipped } = readSavedSearches(options.leadsFile);
  const news = await newMatches(docs, searches, { since, notified: state.notified });
  const site = { siteUrl: tenant.site.site_url, name: siteName(tenant.site), replyTo: tenant.site.company.email ?? null };
  const messages = news.map((n) => alertMessage(site, n));
  const from = options.from ?? site.replyTo ?? `alertas@${site.siteUrl}`;

  const report: AlertsReport = { site: options.siteUrl, searches: searches.length, skipped, since, outbox: null, messages: [], sent: 0, failed: [] };
  if (messages.length > 0) {
    const run = path.join(root, options.now.toISOString().replace(/[:.]/g, '-'));
    mkdirSync(run, { recursive: true });
    messages.forEach((m, i) => {
      writeFileSync(path.join(run, `${i + 1}.txt`), m.text);
      if (m.html) writeFileSync(path.join(run, `${i + 1}.html`), m.html);
    });
    report.messages = messages.map(({ html: _html, text: _text, ...rest }) => rest);
    writeFileSync(path.join(run, 'outbox.json'), `${JSON.stringify(report.messages, null, 2)}\n`);
    report.outbox = run;
  }
  for (const [i, message] of messages.entries()) {
    if (options.send && message.channel === 'email') {
      try {
        await options.send(message, from);
        report.sent++;
      } catch (error) {
        report.failed.push({ to: message.to, error: error instanceof Error ? error.message : String(error) });
        continue; // not remembered: the next run tries it again
      }
    }
    const key = news[i]!.search.key;
    state.notified[key] = [...(state.notified[key] ?? []), ...message.homes];
  }
  mkdirSync(root, { recursive: true });
  writeFileSync(`${stateFile}.tmp`, JSON.stringify({ lastRun: options.now.toISOString(), notified: state.notified }));
  renameSync(`${stateFile}.tmp`, stateFile);
  return report;
}
