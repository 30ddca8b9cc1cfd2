/**
 * The portal feed put together from the live feed's bytes (./portal-feed.ts): each listing's
 * element is either taken in place from the live file (its place known from the live layout)
 * or given new. Elements taken from the live file that followed each other there go out as
 * one stretch of its bytes. Needs no tenant data, only bytes and places, so it runs on the
 * main thread or on a render worker alike (the worker does it while the main thread plans:
 * at 10,000 listings ~60 ms of a one-listing rebuild, at 50,000 ~5 times that).
 */
import { listingStart, VRSYNC_TAIL } from '../domain/feeds/vrsync.ts';
import { holdsAscii } from '../domain/rules/ascii-bytes.ts';
import type { FileEntry } from './file-entry.ts';
import { PartsWriter } from './parts-writer.ts';

/** What a feed is made of, in the order of its listings. */
export interface FeedSpliceInput {
  /** The feed's head (provider, date), written first. */
  head: Uint8Array;
  /** The live feed's bytes (empty when no element is taken from it). */
  previous: Uint8Array;
  /** The listings' ids, in the feed's order. */
  ids: readonly string[];
  /** Where each listing's live element starts in `previous`, and its length; −1: it gets a new element. */
  starts: Float64Array;
  lengths: Float64Array;
}

/** Each listing's place in the new feed (−1: left out), for the next build's layout, and the file written. */
export interface FeedSpliced {
  entry: FileEntry;
  offsets: Float64Array;
  lengths: Float64Array;
}

/**
 * A listing's new element: its bytes, null when it is left out of the feed, undefined when the
 * caller has none for it (the worker has only those the main thread made: it then gives up).
 */
export type ElementOf = (index: number) => Uint8Array | null | undefined;

/** An element the layout places in the live feed is not there: the caller makes the feed again without the worker. */
export class FeedLayoutMismatch extends Error {
  constructor(id: string) {
    super(`the live feed does not hold listing ${id} where its layout says`);
  }
}

const NEWLINE = new Uint8Array([0x0a]);
const LF = 0x0a;
const LISTING_END = '</Listing>';
const TAIL = new TextEncoder().encode(VRSYNC_TAIL);

/** Whether the live feed holds listing `id`'s element at [start, start + length): compared in place, no text made for it. */
function inPlace(previous: Uint8Array, id: string, start: number, length: number): boolean {
  const end = start + length;
  return end <= previous.length && holdsAscii(previous, start, listingStart(id)) && holdsAscii(previous, end - LISTING_END.length, LISTING_END);
}

/**
 * Writes the feed to `file`: the head, the listings one per line (a description may hold
 * newlines of its own), the tail. `pause` lets the caller's thread do other work now and then.
 */
export async function spliceFeed(file: string, input: FeedSpliceInput, elementOf: ElementOf, pause: () => Promise<void> | undefined = () => undefined): Promise<FeedSpliced> {
  const { previous, ids, starts, lengths } = input;
  const feed = new PartsWriter(file);
  const offsets = new Float64Array(ids.length).fill(-1);
  const written = new Float64Array(ids.length).fill(-1);
  // Reused elements that follow each other in the live feed: [start, end) not yet added.
  let stretch: [number, number] | null = null;
  let first = true;
  const addStretch = () => {
    if (stretch) feed.add(previous.subarray(stretch[0], stretch[1]));
    stretch = null;
  };
  try {
    feed.add(input.head);
    for (let i = 0; i < ids.length; i++) {
      const waiting = pause();
      if (waiting) await waiting;
      const start = starts[i]!;
      const length = lengths[i]!;
      if (start >= 0 && inPlace(previous, ids[i]!, start, length)) {
        written[i] = length;
        if (stretch && !first && stretch[1] + 1 === start && previous[stretch[1]] === LF) {
          offsets[i] = feed.size + (stretch[1] - stretch[0]) + 1;
          stretch[1] = start + length;
          continue;
        }
        addStretch();
        if (!first) feed.add(NEWLINE);
        first = false;
        offsets[i] = feed.size;
        stretch = [start, start + length];
        continue;
      }
      const element = elementOf(i);
      if (element === undefined) throw new FeedLayoutMismatch(ids[i]!);
      if (element === null) continue;
      addStretch();
      if (!first) feed.add(NEWLINE);
      first = false;
      offsets[i] = feed.size;
      written[i] = element.length;
      feed.add(element);
    }
    addStretch();
    feed.add(TAIL);
  } catch (error) {
    feed.abandon();
    throw error;
  }
  return { entry: feed.finish(), offsets, lengths: written };
}
