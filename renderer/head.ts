/** The <head> as a string: every value escaped for the context it lands in. */
import { siteName } from '../domain/rules/site-name.ts';
import { imageUrl } from '../domain/rules/image-url.ts';
import { analyticsHead } from './analytics-head.ts';
import { escapeAttr, escapeHtml, jsonForScript } from '../contract/escape.ts';
import type { SiteContext } from '../contract/page-model.ts';
import type { PageSeo } from './seo.ts';
import { themeStyle } from './theme.ts';

function meta(attr: 'name' | 'property', key: string, value: string | null | undefined): string {
  return value ? `<meta ${attr}="${key}" content="${escapeAttr(value)}">` : '';
}

/** The part of the head that is the same on every page of a site: built once per SiteContext. */
const siteHeads = new WeakMap<SiteContext, string>();

function siteHead(ctx: SiteContext): string {
  let head = siteHeads.get(ctx);
  if (head === undefined) {
    const { site } = ctx;
    const favicon = site.assets?.favicon ? imageUrl(site.assets.favicon, { storageBaseUrl: ctx.storageBaseUrl }) : undefined;
    head = [
      meta('property', 'og:locale', 'pt_BR'),
      meta('property', 'og:site_name', siteName(site)),
      meta('name', 'theme-color', site.colors?.primary),
      // No favicon configured: an empty data URL stops browsers asking for /favicon.ico (a 404).
      `<link rel="icon" href="${favicon ? escapeAttr(favicon) : 'data:,'}">`,
      // GA, the pixel and the fonts when configured: inline scripts ahead of the stylesheets, so they never wait for CSS.
      analyticsHead(site),
      `<style>${themeStyle(site)}</style>`,
      ...ctx.assets.css.map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`),
    ].join('');
    siteHeads.set(ctx, head);
  }
  return head;
}

export function renderHead(ctx: SiteContext, seo: PageSeo, withRuntime: boolean): string {
  return [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(seo.title)}</title>`,
    meta('name', 'description', seo.description),
    seo.noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeAttr(seo.canonical)}">`,
    meta('property', 'og:type', seo.ogType),
    meta('property', 'og:title', seo.ogTitle ?? seo.title),
    meta('property', 'og:description', seo.ogDescription ?? seo.description),
    meta('property', 'og:url', seo.noindex ? undefined : seo.canonical),
    meta('property', 'og:image', seo.ogImage),
    meta('name', 'twitter:card', seo.ogImage ? 'summary_large_image' : 'summary'),
    siteHead(ctx),
    withRuntime ? `<script type="module" src="${escapeAttr(ctx.assets.runtime)}"></script>` : '',
    ...seo.jsonLd.map((ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`),
  ].join('');
}
