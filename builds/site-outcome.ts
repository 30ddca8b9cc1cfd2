/**
 * How a site's build ends besides a failure: published (the steps after the flip, whose
 * failures are warnings) or unchanged (the live build kept).
 */
import { messageOf, PlanWarningLog } from '../domain/errors.ts';
import type { BaseSnapshot } from './base/base-release.ts';
import { rewriteMeta, type BuildMeta } from './manifest.ts';
import type { PlanWarning } from './page-data.ts';
import { noteUnchanged, pruneReleases, type SiteDirs } from './publish.ts';
import type { Reporter } from './reporter.ts';
import type { Rejection } from '../domain/validate.ts';

export interface SiteSummary {
  site_url: string;
  buildId: string;
  /** 'unchanged': the inputs equal the live release's; nothing was published and `buildId` is the live build. */
  status: 'published' | 'unchanged' | 'failed';
  pages: { written: number; unchanged: number; removed: number };
  /**
   * The live build compared with, where it was read (a folder, https://…, s3://…), and whether
   * the release is a delta (a base not on this disk: its folder holds only the files the host
   * lacks, for `vitrine deploy`; a host CLI that publishes a folder as the site needs a complete one).
   */
  base: { id: string; where: string; delta: boolean } | null;
  /** Release-relative paths the release writes and those it no longer has: what a deploy uploads and invalidates. */
  written: string[];
  removed: string[];
  rejected: Rejection[];
  warnings: PlanWarning[];
  error?: string;
  ms: number;
}

/** The part of a site's summary these steps fill in. */
type OutcomeSummary = Pick<SiteSummary, 'site_url' | 'status' | 'buildId' | 'pages' | 'warnings'>;

export const describeWarning = (w: PlanWarning) => messageOf(PlanWarningLog, w.kind ?? 'page', w.id, w.path, w.message);

/**
 * The steps after the flip. The release is live: each failure becomes a warning
 * (stderr, --json, and the meta file when it can still be written), never a discard.
 */
export function afterFlip(dirs: SiteDirs, releaseDir: string, meta: BuildMeta, summary: OutcomeSummary, reporter: Reporter): void {
  const warn = (step: string, error: unknown) => {
    const warning = { id: 'publish', path: step, message: `${error instanceof Error ? error.message : String(error)} (the release is live)` };
    summary.warnings.push(warning);
    reporter.warn(summary.site_url, describeWarning(warning));
  };
  const before = summary.warnings.length;
  try {
    pruneReleases(dirs);
  } catch (error) {
    warn('prune', error);
  }
  if (summary.warnings.length === before) return;
  try {
    rewriteMeta(releaseDir, { ...meta, warnings: summary.warnings });
  } catch {
    // already on stderr and in --json
  }
}

/** Nothing to publish: the summary names the live build, and a folder without a release remembers why. */
export function keepLive(summary: OutcomeSummary, dirs: SiteDirs, base: Pick<BaseSnapshot, 'id' | 'where' | 'meta'>, reporter: Reporter): void {
  summary.status = 'unchanged';
  summary.buildId = base.id;
  // Stopped before planning: the live release's pages are all still the pages.
  if (summary.pages.written + summary.pages.unchanged === 0) summary.pages.unchanged = base.meta?.stats.pages ?? 0;
  noteUnchanged(dirs, { buildId: base.id, base: base.where });
  reporter.stage(summary.site_url, 'unchanged', `live build ${base.id} kept`);
}

