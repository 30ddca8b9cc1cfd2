/** Catalogue entries of `vitrine deploy` and of rolling a bucket back. */
import { entry } from './entry.ts';

export const DeployNoRelease = entry({
  name: 'DeployNoRelease',
  code: 'deploy-failed',
  title: 'Nothing built to deploy',
  message: (site: string, out: string) => `${site} has no published release in ${out}: run \`vitrine build --site ${site} --out ${out}\` first`,
});
export const DeployBaseNotLive = entry({
  name: 'DeployBaseNotLive',
  code: 'deploy-failed',
  title: 'The build changed nothing, but the bucket serves another build',
  message: (site: string, kept: string, where: string, bucket: string, live: string) =>
    `the last build of ${site} changed nothing against ${kept} (read at ${where}), but ${bucket} serves ${live}; build again with --base ${bucket}`,
});
export const DeployObjectFailed = entry({
  name: 'DeployObjectFailed',
  code: 'deploy-failed',
  title: 'An object could not be written; latest.json was not uploaded',
  message: (what: string, url: string, reason: string, latest: string, live: string) => `${what} ${url} failed: ${reason}; ${latest} was not uploaded, ${live}`,
});
export const DeployDeleteFailed = entry({
  name: 'DeployDeleteFailed',
  code: 'deploy-failed',
  title: 'The build is live but old objects could not be deleted',
  message: (buildId: string, keys: string, url: string, reason: string) => `build ${buildId} is live, but deleting ${keys} from ${url} failed (delete them by hand): ${reason}`,
});
export const DeployFileNotInManifest = entry({
  name: 'DeployFileNotInManifest',
  code: 'deploy-failed',
  title: 'A file to upload that the files manifest does not list',
  message: (key: string, buildId: string) => `${key} is not in the files manifest of ${buildId}`,
});
export const DeployFileUnavailable = entry({
  name: 'DeployFileUnavailable',
  code: 'deploy-failed',
  title: 'A file neither in the bucket nor on disk',
  message: (key: string, buildId: string) => `${key} of build ${buildId} is neither in the bucket nor in the release folder (a delta built against another base than this bucket? build with --base pointing at it)`,
});
export const DeployFileChanged = entry({
  name: 'DeployFileChanged',
  code: 'deploy-failed',
  title: 'A release file that no longer matches its digest',
  message: (key: string, buildId: string) => `${key} differs from the files manifest of ${buildId} (the release folder changed)`,
});
export const BucketObjectUnreadable = entry({
  name: 'BucketObjectUnreadable',
  code: 'deploy-failed',
  title: 'A bucket object Vitrine owns holds something else',
  message: (url: string, reason: string) => `${url} is not what Vitrine writes there: ${reason}`,
});
export const BucketNeverDeployed = entry({
  name: 'BucketNeverDeployed',
  code: 'rollback-failed',
  title: 'Rollback of a bucket to a build it never had',
  message: (to: string, url: string, manifest: string, releases: string) => `build ${to} was never deployed to ${url} (no ${manifest}) and has no release in ${releases}`,
});
export const BucketObjectsGone = entry({
  name: 'BucketObjectsGone',
  code: 'rollback-failed',
  title: 'Rollback of a bucket whose old objects are gone',
  message: (url: string, to: string, count: number, some: string, releases: string) =>
    `cannot point ${url} back at ${to}: ${count} of its objects were deleted or overwritten since (${some}) and its release is not in ${releases} to upload them again; nothing was changed`,
});
