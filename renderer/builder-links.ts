/**
 * Links in builder mode (spec §2.2, §2.3): external links are made
 * unclickable (their href moves to `data-external-href`), and internal links
 * that carry neither `mode` nor `site_url` get both, so the next page stays in
 * builder mode on the same tenant. Applied to the rendered body, so every
 * section and the shell are covered without each knowing about the builder.
 * React escapes `<` and `>` inside attribute values, so `<a …>` tags end at
 * the first `>`.
 */
import { escapeAttr, isExternalHref } from '../contract/escape.ts';

const ANCHOR = /<a\b[^>]*>/g;
const HREF = /\shref="([^"]*)"/;
const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function unescapeAttr(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => entities[e] ?? e);
}

/** `href` with `mode=builder` and `site_url` added when it is an internal path with neither; otherwise unchanged. */
export function withBuilderParams(href: string, siteUrl: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://site.invalid');
  if (url.searchParams.has('mode') || url.searchParams.has('site_url')) return href;
  url.searchParams.set('mode', 'builder');
  url.searchParams.set('site_url', siteUrl);
  return url.pathname + url.search + url.hash;
}

export function builderLinks(html: string, siteUrl: string): string {
  return html.replace(ANCHOR, (tag) => {
    const match = HREF.exec(tag);
    if (!match) return tag;
    const href = unescapeAttr(match[1] ?? '');
    if (isExternalHref(href, siteUrl)) {
      return tag.replace(HREF, ` data-external-href="${escapeAttr(href)}" aria-disabled="true"`);
    }
    const next = withBuilderParams(href, siteUrl);
    return next === href ? tag : tag.replace(HREF, ` href="${escapeAttr(next)}"`);
  });
}
