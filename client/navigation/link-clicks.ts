/**
 * Route rules on link clicks (spec §2.2): a click on an internal link whose
 * path has a rule goes straight to the rule's target by a full page load,
 * without asking the server for the old path first. An external target leaves
 * the site the same way. Clicks the page already handled are left alone.
 */
import { redirectHref, resolveRedirect, type RedirectRule } from '../../domain/rules/redirects.ts';
import { internalLinkUrl, isPlainClick, linkFacts } from './link-eligibility.ts';

function decodedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** Where the rules send a visitor opening `url`, query and fragment kept; undefined when nowhere. */
export function redirectForUrl(rules: readonly RedirectRule[], url: URL): string | undefined {
  if (rules.length === 0) return undefined;
  const match = resolveRedirect(rules, decodedPath(url));
  return match ? redirectHref(match, url.search, url.hash) : undefined;
}

export interface RedirectClickOptions {
  doc: Document;
  rules(): readonly RedirectRule[];
  navigate(href: string): void;
}

export function handleRedirectClicks({ doc, rules, navigate }: RedirectClickOptions): void {
  // Bubble phase: islands that handle their own links (preventDefault) have had their turn.
  doc.addEventListener('click', (event) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const anchor = event.target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = internalLinkUrl(linkFacts(anchor), doc.location.href);
    const target = url && redirectForUrl(rules(), url);
    if (!target) return;
    event.preventDefault();
    navigate(target);
  });
}
