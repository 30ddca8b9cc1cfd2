/**
 * The static renderer's output (static-render.ts walks, this writes): the HTML pieces, React's
 * `<!-- -->` between adjacent texts, the image preload hints in React's order and dedupe, the
 * subtrees handed to React, and the snapshot an island rolls back to when React must render it.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandProvider, type IslandCollector } from '../ui/island.tsx';
import type { FragmentCache } from './fragment-cache.ts';
import { attribute, escapeText } from './html-attributes.ts';
import { splitHints } from './shell.tsx';
import { ID_MARKER, idsIssued, NeedsReact } from './static-hooks.ts';

/** Inside <noscript> or <picture>: React adds no image preload. */
export const NO_PRELOAD = 1;

export interface Scope {
  flags: number;
  svg: boolean;
  selected: unknown;
}
export const ROOT: Scope = { flags: 0, svg: false, selected: undefined };

export interface StaticHtml {
  /** Resource hints (image preloads) for the head, in React's order: the first ten, then the rest. */
  hints: string;
  /** The HTML in pieces of about PIECE_CHARS characters, in order (see `Writer.flush`). */
  parts: string[];
}

/**
 * The HTML is handed on in pieces of about this many characters. A page built as one string
 * is a rope of thousands of pieces that V8 flattens, into a new page-sized string, to encode
 * it: 1.4 ms of a 100 KB /buscar page that took 0.7 ms to render (a page-sized string is
 * allocated outside the young generation, in fresh memory, every time). Pieces this size
 * flatten in the young generation: 0.12 ms to flatten and encode the same page.
 */
export const PIECE_CHARS = 16_384;

export interface IdWatch {
  ids: number | null;
  written: boolean;
}

export interface WriterMark {
  hints: number;
  reactHints: number;
  islands: number;
}

export class Writer {
  /** The HTML written since the last piece was cut (`flush`). */
  out = '';
  /** The pieces cut so far. */
  private readonly parts: string[] = [];
  /** While a fragment is captured apart (static-render's keyedComponent), `out` is not cut. */
  holds = 0;
  lastText = false;
  /** Inside an island: a subtree React must render makes React render the whole island. */
  strict = false;
  /** Inside an island: whether a useId() value reached the HTML (React must then render the island). */
  idWritten = false;
  /** useId() values issued before the island began (null outside islands): only later ones can be in its HTML. */
  private idsBefore: number | null = null;
  private readonly high: string[] = [];
  private readonly bulk: string[] = [];
  private readonly seen = new Set<string>();
  private readonly seenOrder: string[] = [];
  private reactHints = '';
  constructor(
    readonly islands: IslandCollector,
    readonly fragments?: FragmentCache,
  ) {}

  /** What the writer has collected besides the HTML, for `standsAlone`. */
  mark(): WriterMark {
    return { hints: this.high.length + this.bulk.length, reactHints: this.reactHints.length, islands: this.islands.islands.length };
  }

  /**
   * Whether `html`, written since `mark`, stands alone: an element (no text that could need
   * React's `<!-- -->` next to it), and nothing collected besides it (no image hint, no island,
   * no React subtree's hint), so that writing the same string again is the same render.
   */
  standsAlone(mark: WriterMark, html: string): boolean {
    const collected = this.high.length + this.bulk.length !== mark.hints || this.reactHints.length !== mark.reactHints || this.islands.islands.length !== mark.islands;
    return !collected && !this.lastText && html.startsWith('<');
  }

  /** Starts watching the HTML for useId() values issued from `ids` on; returns the watch it replaces, for `restoreWatch`. */
  watchIds(ids: number): IdWatch {
    const previous = { ids: this.idsBefore, written: this.idWritten };
    this.idsBefore = ids;
    this.idWritten = false;
    return previous;
  }

  restoreWatch(watch: IdWatch): void {
    this.idsBefore = watch.ids;
    this.idWritten = watch.written;
  }

  /** Notes a string about to be written; returns it. Cheap unless an id was issued in this island. */
  watch(value: string): string {
    if (this.idsBefore !== null && this.idsBefore !== idsIssued() && value.includes(ID_MARKER)) this.idWritten = true;
    return value;
  }

  /** Cuts a piece once `out` is long enough (called after an element closes). */
  flush(): void {
    if (this.out.length >= PIECE_CHARS && this.holds === 0) {
      this.parts.push(this.out);
      this.out = '';
    }
  }

  text(value: string): void {
    if (value === '') return;
    if (this.lastText) this.out += '<!-- -->';
    this.out += escapeText(this.watch(value));
    this.lastText = true;
  }

  /** React's `img` preload rule: not lazy, not low priority, a string src/srcSet that is not a data: URL. */
  image(props: Record<string, unknown>, scope: Scope): void {
    const { src, srcSet, loading, fetchPriority } = props;
    if (loading === 'lazy' || (!src && !srcSet) || fetchPriority === 'low' || scope.flags & NO_PRELOAD) return;
    if ((src != null && typeof src !== 'string') || (srcSet != null && typeof srcSet !== 'string')) return;
    if ((typeof src === 'string' && /^data:/i.test(src)) || (typeof srcSet === 'string' && /^data:/i.test(srcSet))) return;
    const sizes = typeof props.sizes === 'string' ? props.sizes : undefined;
    const key = srcSet ? `${srcSet as string}\n${sizes ?? ''}` : (src as string);
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.seenOrder.push(key);
    const crossOrigin = typeof props.crossOrigin === 'string' ? (props.crossOrigin === 'use-credentials' ? props.crossOrigin : '') : undefined;
    const link = { rel: 'preload', as: 'image', href: srcSet ? undefined : src, imageSrcSet: srcSet, imageSizes: sizes, crossOrigin, integrity: props.integrity, type: props.type, fetchPriority, referrerPolicy: props.referrerPolicy };
    let html = '<link';
    for (const [name, value] of Object.entries(link)) if (value != null) html += attribute(name, value);
    html += '/>';
    (fetchPriority === 'high' || this.high.length < 10 ? this.high : this.bulk).push(html);
  }

  /** What `restore` rolls back to when an island turns out to need React. */
  snapshot(): () => void {
    // A piece cut since holds `out` as its start: dropping the later pieces and taking `out` back is the rollback.
    const [out, parts, high, bulk, seen, reactHints, islands] = [this.out, this.parts.length, this.high.length, this.bulk.length, this.seenOrder.length, this.reactHints, this.islands.islands.length];
    return () => {
      this.out = out;
      this.parts.length = parts;
      this.high.length = high;
      this.bulk.length = bulk;
      for (const key of this.seenOrder.splice(seen)) this.seen.delete(key);
      this.reactHints = reactHints;
      this.islands.islands.length = islands;
      this.lastText = false;
    };
  }

  /** A subtree React renders: its markup in place, its hints kept for the head. */
  react(element: ReactElement): void {
    if (this.strict) throw new NeedsReact('a subtree the static renderer does not write');
    this.markupOf(renderToString(createElement(IslandProvider, { value: this.islands }, element)));
  }

  /** React's output: resource hints lead it (they belong in the head), the markup follows. */
  markupOf(html: string): void {
    const { hints, markup } = splitHints(html);
    this.reactHints += hints;
    this.out += markup;
    this.lastText = false;
  }

  result(): StaticHtml {
    return { hints: this.high.join('') + this.bulk.join('') + this.reactHints, parts: this.out === '' ? this.parts : [...this.parts, this.out] };
  }
}
