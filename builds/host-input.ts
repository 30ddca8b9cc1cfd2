/** What the host files of a release (builds/host-files.ts, builds/nginx-config.ts) are made from. */
import type { ListingStatus } from '../domain/lookups/labels.ts';

export interface ListingUrl {
  id: string;
  path: string;
  status: ListingStatus;
}

export interface HostFilesInput {
  siteUrl: string;
  active: boolean;
  listings: readonly ListingUrl[];
  redirects: ReadonlyArray<{ from: string; to: string; status: number }>;
  /** Whether the release has the /buscar page (the fallback of combinations that were not prerendered). */
  searchPage: boolean;
  /** /buscar combinations with the same homes as a shorter, prerendered one → its path: answered with its page. */
  searchAliases: ReadonlyMap<string, string>;
}
