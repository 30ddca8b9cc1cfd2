/**
 * The live release's portal feed as a rebuild finds it (issue #13): its layout (from the pages
 * manifest), the digest its files manifest lists, and where its bytes are. Nothing is read
 * until asked: when no listing of the feed changed the file is kept unread, and when the feed
 * is put together on a render worker (./feed-splice.ts) the worker reads a file on this disk and
 * checks its digest itself, so the main thread neither reads nor digests 17 MB at 10,000
 * listings (~25 ms of it) while it plans.
 */
import type { BaseSnapshot } from './base/base-release.ts';
import { readDigested } from './base/base-release.ts';
import type { HomeCache } from './home-cache.ts';
import type { FeedLayout } from './page-manifest.ts';

export const VRSYNC_PATH = 'feeds/vrsync.xml';

export interface LiveFeed {
  layout: FeedLayout;
  /** Its sha256 as the live files manifest lists it. */
  sha256: string;
  /** The file on this disk (a base that is a folder here), which a worker reads itself. */
  file: string | null;
  /** Its bytes as the base gives them, not checked; read once (`again`: read anew, after they went to a worker). */
  fetch(again?: boolean): Promise<Uint8Array | null>;
  /** The bytes `fetch` gave, once it has (undefined before). */
  fetched(): Uint8Array | null | undefined;
}

/** The live feed, when the live release recorded its layout and lists the file; nothing is read. */
export function liveFeedOf(base: BaseSnapshot | null): LiveFeed | null {
  const layout = base?.pages?.feed;
  const sha256 = base?.files.files[VRSYNC_PATH]?.sha256;
  if (!base || !layout || !sha256) return null;
  let bytes: Promise<Uint8Array | null> | undefined;
  let settled: Uint8Array | null | undefined;
  return {
    layout,
    sha256,
    file: base.pathOf?.(VRSYNC_PATH) ?? null,
    fetch(again = false) {
      if (again || !bytes) {
        settled = undefined;
        bytes = base.read(VRSYNC_PATH).catch(() => null);
        void bytes.then((read) => (settled = read));
      }
      return bytes;
    },
    fetched: () => settled,
  };
}

/** Its bytes when they are the file its files manifest lists (digested as ./sha256-check.ts decides), else null. */
export async function vouchedFeedBytes(live: LiveFeed): Promise<Uint8Array | null> {
  let bytes = await live.fetch();
  if (bytes !== null && bytes.byteLength === 0) bytes = await live.fetch(true); // handed to a worker, which gave up
  if (bytes === null) return null;
  const read = await readDigested({ read: async () => bytes }, VRSYNC_PATH);
  return read?.sha256 === live.sha256 ? read.bytes : null;
}

/**
 * Starts fetching a remote live feed (a bucket sends 17 MB at 10,000 listings) as soon as the
 * home cache tells a record changed or is new (the feed is then likely written again), so that
 * the bytes are likely here by the end of the load, when the feed goes to a worker. A feed on this
 * disk is left to the worker.
 */
export function prefetchLiveFeed(live: LiveFeed | null, cache: Pick<HomeCache, 'has'> | null, digests: readonly string[]): void {
  if (!live || live.file !== null) return;
  if (cache && digests.every((digest) => cache.has(digest))) return;
  void live.fetch();
}
