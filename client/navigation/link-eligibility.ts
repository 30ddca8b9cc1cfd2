/**
 * Which links the runtime may act on (prefetch, route rules): a same-site
 * navigation of this tab. Left alone: other origins and schemes, `target`
 * other than `_self`, `download`, and links within the page itself (`#`,
 * `#anchor`, the same URL). Pure, over plain values.
 */

export interface LinkFacts {
  href: string;
  target: string;
  download: boolean;
}

export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The URL the link would open in this tab on this site, or undefined. */
export function internalLinkUrl(link: LinkFacts, here: string): URL | undefined {
  if (link.download || (link.target !== '' && link.target !== '_self')) return undefined;
  let url: URL;
  let current: URL;
  try {
    url = new URL(link.href, here);
    current = new URL(here);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin) return undefined; // also mailto:, tel:, javascript: (origin "null")
  if (url.pathname === current.pathname && url.search === current.search) return undefined; // '#', '#x', this page
  return url;
}

const NOT_PAGES = /^\/(assets|builds|search|media|api)(\/|$)/;
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,5}$/i;

/** A page of the site, not one of the files it publishes (`/sitemap.xml`, `/media/x.pdf`, assets). */
export function isPageUrl(url: URL): boolean {
  return !NOT_PAGES.test(url.pathname) && !FILE_NAME.test(url.pathname);
}

/** A plain left click the page has not handled: the browser would follow the link in this tab. */
export function isPlainClick(click: ClickFacts): boolean {
  return click.button === 0 && !click.defaultPrevented && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}

/** The facts of an anchor element. */
export function linkFacts(anchor: HTMLAnchorElement): LinkFacts {
  return { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
}
