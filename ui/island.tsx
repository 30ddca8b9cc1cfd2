/**
 * Islands, server side (DESIGN §6): a component that needs the browser is
 * rendered here like any other, its props are collected once per page and
 * written as escaped JSON, and the client runtime hydrates it on its own.
 */
import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { ISLAND_ATTR, ISLAND_ID_ATTR, ISLAND_LOAD_ATTR } from '../contract/html-ids.ts';

/**
 * When the client loads an island: as it scrolls into view, when the browser is idle, or on
 * first use. 'interaction-or-url' is for an island that shows what the address asks for (the
 * search page): on first use when the page's HTML already shows it, at once when the address
 * asks for more (a query, or a path this page answers as a fallback). 'visible-after-input' is
 * for a heavy island that draws what the HTML cannot (the maps: React and Leaflet, ~100 KB gzip):
 * in view, once the visitor has used the page — a map that opens a short listing on a phone
 * would otherwise load them before any touch (issue #16: ≤ 30 KB of JavaScript before interaction).
 */
export type IslandLoad = 'visible' | 'visible-after-input' | 'idle' | 'interaction' | 'interaction-or-url';

export interface IslandProps {
  name: string;
  props: unknown;
}

/** One per page render: collects the props of every island in document order. */
export class IslandCollector {
  readonly islands: IslandProps[];
  /** Islands whose chunks the page prefetches (see `prefetchesChunks`). */
  readonly prefetched = new Set<string>();
  /** Seeded with the islands already on the page (the shell's), so ids stay unique. */
  constructor(seed: readonly IslandProps[] = []) {
    this.islands = [...seed];
  }
  add(island: IslandProps, load: IslandLoad): number {
    if (prefetchesChunks(load)) this.prefetched.add(island.name);
    this.islands.push(island);
    return this.islands.length - 1;
  }
}

/**
 * The page's own island (the search page) waits for first use, so that a phone's first seconds
 * run no React; its chunks are downloaded meanwhile, so the first use waits only for hydration.
 */
export const prefetchesChunks = (load: IslandLoad): boolean => load === 'interaction-or-url';

/** The wrapper's attributes; display:contents keeps it out of layout, and the client hydrates exactly its child. */
export function islandWrapperProps(name: string, id: number, load: string): Record<string, unknown> {
  return { [ISLAND_ATTR]: name, [ISLAND_ID_ATTR]: id, [ISLAND_LOAD_ATTR]: load, style: { display: 'contents' } };
}

const IslandContext = createContext<IslandCollector | null>(null);
export const IslandProvider = IslandContext.Provider;

export function Island<P extends object>(props: {
  name: string;
  load: IslandLoad;
  component: ComponentType<P>;
  props: P;
}): ReactElement {
  const collector = useContext(IslandContext);
  if (collector === null) throw new Error(`Island "${props.name}" rendered outside an IslandProvider`);
  const id = collector.add({ name: props.name, props: props.props }, props.load);
  const Component = props.component;
  return (
    <div {...islandWrapperProps(props.name, id, props.load)}>
      <Component {...props.props} />
    </div>
  );
}
