/**
 * Listing URLs that moved (issue #13: an old listing URL answers a real 301 wherever the host
 * allows rules). A listing's URL carries its status, type, bedrooms, neighbourhood and city, so an
 * edit of any of them moves it, and the old URL is in search engines, shared links and favourites.
 * The live release's prerendered paths give each listing's published URL: one that differs from
 * the listing's URL now is a move. The build record keeps the moves (`BuildMeta.moved`, newest
 * first), so later builds keep answering them until the listing is gone or back at that URL.
 *
 * `vitrine serve` and the nginx block answer any non-canonical `/imovel/…/<id>` from the listing
 * id; only the hosts that read `_redirects` (Netlify, Cloudflare Pages) need the list. Pure.
 */
import type { ListingMove, ListingUrl } from './host-input.ts';

export type { ListingMove } from './host-input.ts';

/**
 * Moves a release keeps: the newest, within Cloudflare Pages' 2,000 static rules with room for the
 * site's own rules and the /buscar rewrites (./host-files.ts).
 */
export const MOVES_MAX = 1_000;

/** A listing page's path as this build writes them: no whitespace or `#` can reach a `_redirects` line from a record read back. */
const LISTING_PATH = /^\/imovel\/[^\s#?]+\/[^\s#?/]+$/;

const idOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/**
 * The moves this release answers: the listings whose live URL differs from their URL now (sorted
 * by path), then the live release's own moves still pointing at a listing and not its URL now.
 * `live`: the live build record's prerendered paths and moves, or null (a first build).
 */
export function listingMoves(live: { prerendered?: readonly unknown[]; moved?: readonly unknown[] } | null, listings: readonly ListingUrl[]): ListingMove[] {
  if (!live) return [];
  const now = new Map(listings.map((listing) => [listing.id, listing.path]));
  const current = new Set(now.values());
  const moves: ListingMove[] = [];
  const seen = new Set<string>();
  const add = (from: unknown, id: unknown): void => {
    if (moves.length >= MOVES_MAX || typeof from !== 'string' || typeof id !== 'string' || seen.has(from)) return;
    if (current.has(from) || !LISTING_PATH.test(from) || idOf(from) !== id || !now.has(id)) return;
    seen.add(from);
    moves.push([from, id]);
  };
  // Only a live listing path that is no listing's URL now can be a move: those few are sorted, not every listing's (~35 ms at 50,000).
  const fresh = (live.prerendered ?? []).filter((path): path is string => typeof path === 'string' && path.startsWith('/imovel/') && !current.has(path)).sort();
  for (const from of fresh) add(from, idOf(from));
  for (const move of live.moved ?? []) if (Array.isArray(move)) add(move[0], move[1]);
  return moves;
}
