/** A bucket as the base of a delta build (`vitrine build --base s3://bucket/prefix`): the live release is what was deployed there. */
import type { BaseRelease } from '../builds/base/base-release.ts';
import type { ObjectStore } from './object-store.ts';

export function bucketBase(store: ObjectStore): BaseRelease {
  return {
    where: store.url,
    localDir: null,
    read: (rel) => store.get(rel),
  };
}
