/**
 * The HTML of a component kept by key across the pages of one build (#14, #16): a home's card
 * appears on up to 30 `/buscar` pages and as a similar home on listing pages, and drawing it
 * again gave the same HTML each time. A component opts in with a `fragmentKey` that names
 * everything its HTML depends on (null: do not reuse); the static renderer writes a kept
 * fragment instead of walking the component again. One cache per site context, which is one
 * build's (a worker keeps its context for the whole render), so a key never outlives its data.
 */
import type { SiteContext } from '../contract/page-model.ts';

export interface KeyedComponent<P> {
  (props: P): unknown;
  fragmentKey: (props: P) => string | null;
}

/**
 * Insertion-ordered and bounded: the oldest fragment goes first. 300 holds every card of a
 * 200-home tenant and the ~20 icons (the many-tenant case, where /buscar pages are most of the
 * pages); at 10,000 homes each worker's 1,000 fragments added 45 MB to the build's peak RSS, 300
 * add 15–20 MB.
 */
export class FragmentCache {
  private readonly entries = new Map<string, string>();
  constructor(private readonly limit = 300) {}
  get(key: string): string | undefined {
    return this.entries.get(key);
  }
  set(key: string, html: string): void {
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, html);
  }
  get size(): number {
    return this.entries.size;
  }
}

const caches = new WeakMap<SiteContext, FragmentCache>();

/** The cache of a site context: built on first use, gone with the context. */
export function fragmentsOf(ctx: SiteContext): FragmentCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new FragmentCache()));
  return cache;
}
