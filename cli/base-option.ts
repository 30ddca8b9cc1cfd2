/**
 * `vitrine build --base <dir | http(s) URL | s3 URL>`: where each site's live release is.
 * `{site}` stands for the site_url, so one flag serves `--all` (s3://bucket/sites/{site}).
 */
import path from 'node:path';
import { InvalidArgumentError } from 'commander';
import type { BaseRelease } from '../builds/base/base-release.ts';
import { folderBase } from '../builds/base/folder-base.ts';
import { httpBase } from '../builds/base/http-base.ts';
import { BaseUrlWithCredentials, NotBaseLocation } from '../domain/errors.ts';
import { loadS3 } from './deploy.ts';
import { bucketUrl, usageError } from './options.ts';

/** Checks the flag when it is parsed (no request is made until a site is built). */
export function baseLocation(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('s3://')) {
    bucketUrl(trimmed.replaceAll('{site}', 'site')); // throws on a bad bucket or prefix
    return trimmed;
  }
  if (/^https?:/i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed.replaceAll('{site}', 'site'));
    } catch {
      throw new InvalidArgumentError(NotBaseLocation.message);
    }
    // Not through commander: its message would repeat the value, credentials included, into CI logs.
    if (url.username || url.password) usageError(BaseUrlWithCredentials);
    if (url.search || url.hash) throw new InvalidArgumentError(NotBaseLocation.message);
    return trimmed;
  }
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) throw new InvalidArgumentError(NotBaseLocation.message);
  return trimmed;
}

export const basePerSite = (value: string) => value.includes('{site}');

/** The adapter of each site's base; the AWS SDK loads only for an s3:// base. */
export async function baseFactory(value: string): Promise<(siteUrl: string) => BaseRelease> {
  const at = (site: string) => value.replaceAll('{site}', site);
  if (value.startsWith('s3://')) {
    const [{ createS3Store }, { bucketBase }] = await Promise.all([loadS3(), import('../deploy/bucket-base.ts')]);
    return (site) => bucketBase(createS3Store(at(site)));
  }
  if (/^https?:/i.test(value)) return (site) => httpBase(value.replaceAll('{site}', encodeURIComponent(site)));
  return (site) => folderBase(path.resolve(at(site)));
}
