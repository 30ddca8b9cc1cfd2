/** What the host files of a release (builds/host-files.ts, builds/nginx-config.ts) are made from. */
import type { ListingStatus } from '../domain/lookups/labels.ts';

/** A listing URL that moved (./listing-moves.ts): the old page path (`/imovel/venda/casa-3-quartos-centro-campinas/123`) and the listing id. */
export type ListingMove = readonly [from: string, id: string];

export interface ListingUrl {
  id: string;
  path: string;
  status: ListingStatus;
  /** Featured on the site: its `/imovel/destaque/…` URL of the site before Vitrine gets a host rule first. */
  featured: boolean;
}

export interface HostFilesInput {
  siteUrl: string;
  active: boolean;
  listings: readonly ListingUrl[];
  /** Listing URLs that moved, newest first (./listing-moves.ts): a static 301 each where the host reads `_redirects`. */
  moved: readonly ListingMove[];
  redirects: ReadonlyArray<{ from: string; to: string; status: number }>;
  /** Whether the release has the /buscar page (the fallback of combinations that were not prerendered). */
  searchPage: boolean;
  /** /buscar combinations with the same homes as a shorter, prerendered one → its path: answered with its page. */
  searchAliases: ReadonlyMap<string, string>;
}
