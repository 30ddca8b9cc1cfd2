/** Catalogue entries of publishing: release folders, the site lock, the guards before a flip, rollback. */
import { entry } from './entry.ts';

export const SiteUrlNotFolder = entry({
  name: 'SiteUrlNotFolder',
  code: 'unsafe-path',
  title: 'A site_url that cannot name a release folder',
  message: (siteUrl: string) => `site_url "${siteUrl}" cannot name a folder`,
});
export const ReleaseExists = entry({ name: 'ReleaseExists', code: 'publish-failed', title: 'The release folder is taken', message: (buildId: string) => `release ${buildId} already exists` });
export const ReleaseMissing = entry({ name: 'ReleaseMissing', code: 'publish-failed', title: 'No such release to publish', message: (buildId: string) => `release ${buildId} does not exist` });
export const NoSuchRelease = entry({
  name: 'NoSuchRelease',
  code: 'rollback-failed',
  title: 'Rollback to a release that is not kept',
  message: (to: string, kept: readonly string[]) => `no release ${to} among the complete ones; kept: ${kept.join(', ') || 'none'}`,
});
export const NothingToRollBack = entry({ name: 'NothingToRollBack', code: 'rollback-failed', title: 'Rollback with a single release', message: 'no earlier complete release to roll back to' });
export const SiteLocked = entry({
  name: 'SiteLocked',
  code: 'site-locked',
  title: 'Another build of the site holds its lock',
  message: (siteUrl: string, outDir: string, owner: string, file: string) =>
    `another build of ${siteUrl} is running on ${outDir} (${owner}); nothing was changed. Run again when it ends; if no build is running, delete ${file}`,
});
export const SiteLockUnavailable = entry({
  name: 'SiteLockUnavailable',
  code: 'site-locked',
  title: 'The site lock could not be taken',
  message: (file: string, siteUrl: string, what: string) => `could not take the lock ${file} of ${siteUrl} (${what}); try again`,
});
export const ListingsShrunk = entry({
  name: 'ListingsShrunk',
  code: 'listings-shrunk',
  title: 'The listing count fell more than --max-shrink allows',
  message: (siteUrl: string, before: number, next: number, dropPct: number, maxPct: number) =>
    `${siteUrl} would drop from ${before} to ${next} listings (−${dropPct} %, more than --max-shrink ${maxPct} %); the live release is kept. If the source is right, build again with --allow-shrink`,
});
export const BuildInterrupted = entry({
  name: 'BuildInterrupted',
  code: 'interrupted',
  title: 'The build was interrupted (Ctrl-C, SIGTERM)',
  message: (reason: string) => `interrupted (${reason}); nothing of this build was published`,
});
export const WorkersStopped = entry({ name: 'WorkersStopped', code: 'render-failed', title: 'The render workers were stopped', message: 'the render workers were stopped' });

// ── the base of a delta build (`vitrine build --base`) ─────────────────────────
export const BaseUnreadable = entry({
  name: 'BaseUnreadable',
  code: 'base-unreadable',
  title: 'The live release named by --base could not be read',
  message: (where: string, reason: string) => `could not read the live release at ${where}: ${reason}; nothing was published`,
  hint: 'check the --base URL and its credentials; build without --base (or with --full) to render every page',
});
export const BaseManifestMissing = entry({
  name: 'BaseManifestMissing',
  code: 'base-unreadable',
  title: "The base's builds/latest.json names a build whose manifests are missing",
  message: (where: string, file: string) => `${where} names a live build but has no ${file}; a delta against it cannot know what the host holds`,
  hint: 'deploy a full build once (vitrine build --full, then vitrine deploy) so the host has the manifests',
});
