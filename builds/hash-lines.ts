/**
 * Feeds many short strings to a hash in pieces of ~32 K characters. A key over a tenant's
 * records or paths (50,000 to 100,000 lines at 50,000 listings) made two native `update` calls a
 * line, ~0.1 µs of work each behind ~0.2 µs of call; joined first, the digest is the same.
 */
import type { Hash } from 'node:crypto';

const PIECE = 32_768;

/** Updates `hash` with `before + line + after` for each line, in order. */
export function updateLines(hash: Hash, lines: Iterable<string>, before: string, after = ''): Hash {
  let piece = '';
  for (const line of lines) {
    piece += before + line + after;
    if (piece.length >= PIECE) {
      hash.update(piece);
      piece = '';
    }
  }
  if (piece !== '') hash.update(piece);
  return hash;
}
