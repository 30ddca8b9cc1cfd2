/**
 * The page shell (skip link, header, main, footer) is the same for every page
 * of a site, so it is rendered once per SiteContext and each page renders only
 * its own content into the slot. This keeps the per-page cost to the content.
 */
import { renderToString } from 'react-dom/server';
import { Layout } from '../shell/layout.tsx';
import { IslandCollector, IslandProvider, type IslandProps } from '../ui/island.tsx';
import type { SiteContext } from '../contract/page-model.ts';

const SLOT = '<template data-vitrine-slot=""></template>';

export interface RenderedShell {
  before: string;
  after: string;
  /** Resource hints React emitted for the shell (logo preload), for the head. */
  hints: string;
  /** Islands of the shell (the mobile menu); page islands are numbered after them. */
  islands: readonly IslandProps[];
}

const shells = new WeakMap<SiteContext, RenderedShell>();

/** React 19 emits resource hints (image preloads) ahead of the markup; they belong in the head. */
export function splitHints(html: string): { hints: string; markup: string } {
  let end = 0;
  while (html.startsWith('<link ', end)) end = html.indexOf('>', end) + 1;
  return { hints: html.slice(0, end), markup: html.slice(end) };
}

export function renderShell(ctx: SiteContext): RenderedShell {
  const cached = shells.get(ctx);
  if (cached) return cached;
  const islands = new IslandCollector();
  const html = renderToString(
    <IslandProvider value={islands}>
      <Layout ctx={ctx}>
        <template data-vitrine-slot="" />
      </Layout>
    </IslandProvider>,
  );
  const { hints, markup } = splitHints(html);
  const at = markup.indexOf(SLOT);
  if (at === -1) throw new Error('the layout did not render its content slot');
  const shell = { before: markup.slice(0, at), after: markup.slice(at + SLOT.length), hints, islands: islands.islands };
  shells.set(ctx, shell);
  return shell;
}
