/**
 * The one document renderer (DESIGN §1): page data in, HTML string out. The
 * build's workers and the preview server both call it; nothing else renders
 * a page. React renders the body; the head is composed as an escaped string
 * so that island props can be collected during the body render first.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ConfiguredPage } from '../pages/configured-page.tsx';
import { ErrorPage } from '../pages/error-page.tsx';
import { PrivacyPage } from '../pages/privacy-page.tsx';
import { FavoritesPage } from '../pages/favorites-page.tsx';
import { PropertyPage } from '../pages/property-page.tsx';
import { builderLinks } from './builder-links.ts';
import { escapeAttr, jsonForScript } from '../contract/escape.ts';
import { BUILD_ID_ATTR, BUILDER_SCRIPT_ID, ISLANDS_SCRIPT_ID, PAGE_KIND_ATTR, PAGE_PATH_ATTR, PHOTOS_WAIT_ATTR, PREFETCH_SCRIPT_ID } from '../contract/html-ids.ts';
import { renderHead } from './head.ts';
import { IslandCollector, IslandProvider } from '../ui/island.tsx';
import { pageAnalyticsScript } from './page-analytics.ts';
import type { PageData, SiteContext, SitePage } from '../contract/page-model.ts';
import { pageSeo } from './seo.ts';
import { pageHref } from '../domain/rules/page-href.ts';
import { renderShell, splitHints } from './shell.tsx';
import { fragmentsOf } from './fragment-cache.ts';
import { renderStaticParts, type StaticHtml } from './static-render.ts';

/** Who writes the page body: the static renderer, or React's renderToString (its reference, for tests and the bench). */
export type Renderer = 'static' | 'react';

export interface RenderedDocument {
  html: string;
  status: number;
}

function pageBody(ctx: SiteContext, data: PageData, page: SitePage | undefined): ReactElement {
  switch (data.kind) {
    case 'page':
      if (page === undefined) throw new Error(`page "${data.pageId}" is not in the site config`);
      return <ConfiguredPage ctx={ctx} data={data} />;
    case 'property':
      return <PropertyPage ctx={ctx} data={data} />;
    case 'privacy':
      return <PrivacyPage ctx={ctx} data={data} />;
    case 'favorites':
      return <FavoritesPage ctx={ctx} data={data} />;
    case 'error':
      return <ErrorPage ctx={ctx} data={data} />;
  }
}

/** What the builder's listener reads (allowed origins, render endpoint, session secret), as escaped JSON. */
function builderScript(ctx: SiteContext): string {
  if (!ctx.builder) return '';
  const { siteUrl, allowedOrigins, renderEndpoint, session } = ctx.builder;
  return `<script type="application/json" id="${BUILDER_SCRIPT_ID}">${jsonForScript({ siteUrl, allowedOrigins, renderEndpoint, session })}</script>`;
}

/**
 * A page's HTML in pieces (see PIECE_CHARS in ./static-writer.ts): the build's workers encode
 * them one after the other into one buffer instead of flattening the page into one string.
 */
export function renderDocumentParts(ctx: SiteContext, data: PageData, renderer: Renderer = 'static'): { parts: string[]; status: number } {
  const page = data.kind === 'page' ? ctx.site.pages.find((p) => String(p.id) === data.pageId) : undefined;
  // Error pages stand alone (spec §2.6); every other page sits in the cached site shell.
  const shell = data.kind === 'error' ? undefined : renderShell(ctx);
  const islands = new IslandCollector(shell?.islands);
  const content: StaticHtml = renderer === 'react'
    ? (({ hints, markup }) => ({ hints, parts: [markup] }))(splitHints(renderToString(<IslandProvider value={islands}>{pageBody(ctx, data, page)}</IslandProvider>)))
    : renderStaticParts(pageBody(ctx, data, page), islands, fragmentsOf(ctx));
  const hints = (shell?.hints ?? '') + content.hints;
  const markup = shell ? [shell.before, ...content.parts, shell.after] : content.parts;
  // The builder's links are rewritten over the whole markup (preview only).
  const body = ctx.builder ? [builderLinks(markup.join(''), ctx.builder.siteUrl)] : markup;
  const hasIslands = islands.islands.length > 0;
  const islandProps = hasIslands
    ? `<script type="application/json" id="${ISLANDS_SCRIPT_ID}">${jsonForScript(islands.islands)}</script>`
    : '';
  // Every page carries the runtime (it has no React): pages in the shell for the header's favourites
  // count and the cards' 'Salvar' hearts (#17 item 1), error pages to send old listing links on to their
  // canonical URL; it also sends the page's analytics events and loads the builder's listener.
  const withRuntime = true;
  const head = renderHead(ctx, pageSeo(ctx, data, page), withRuntime) + hints;
  const open =
    `<!doctype html><html lang="pt-BR" data-template="${escapeAttr(ctx.site.template)}" ${BUILD_ID_ATTR}="${escapeAttr(ctx.buildId)}" ${PAGE_KIND_ATTR}="${data.kind}" ${PAGE_PATH_ATTR}="${escapeAttr(pageHref(data.path))}" ${PHOTOS_WAIT_ATTR}${ctx.builder ? ' data-mode="builder"' : ''}>` +
    `<head>${head}</head><body>`;
  const close = `${islandProps}${prefetchScript(ctx, islands)}${pageAnalyticsScript(ctx, data)}${builderScript(ctx)}</body></html>`;
  return { parts: [open, ...body, close], status: data.kind === 'error' ? data.status : 200 };
}

/**
 * The chunks of the islands that wait for first use (ui/island.tsx, prefetchesChunks), for the
 * runtime to prefetch once the page has loaded: as links in the head they took bandwidth from the
 * page's own photos (Lighthouse's LCP on /buscar went from 1.7 to 3.3 s).
 */
function prefetchScript(ctx: SiteContext, islands: IslandCollector): string {
  const files = [...new Set([...islands.prefetched].flatMap((name) => ctx.assets.islandChunks?.[name] ?? []))];
  return files.length > 0 ? `<script type="application/json" id="${PREFETCH_SCRIPT_ID}">${jsonForScript(files)}</script>` : '';
}

export function renderDocument(ctx: SiteContext, data: PageData, renderer: Renderer = 'static'): RenderedDocument {
  const { parts, status } = renderDocumentParts(ctx, data, renderer);
  return { html: parts.join(''), status };
}
