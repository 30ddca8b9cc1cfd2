/**
 * The site paths a tenant's config links to (menu, footer, section props such as buttons and
 * cards): where a page pattern with a generic `{param}` (spec §2.3: "matches any single
 * segment"), which no listing field can fill, gets the values it is planned for — the pages a
 * visitor can actually reach from the site. Pure.
 */
import { normalizePath } from '../domain/rules/url-pattern.ts';
import { resolveRedirect } from '../domain/rules/redirects.ts';
import type { SiteConfig } from '../domain/schemas/index.ts';

/** A same-site path ('/empreendimentos/jardins?x=1' → '/empreendimentos/jardins'); not '//host' nor a URL. */
function sitePath(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.length > 300) return undefined;
  return normalizePath(trimmed);
}

/** Every distinct site path the config's menu, footer and page sections name, in the order found. */
export function linkedPaths(site: SiteConfig): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 12) return;
    if (typeof value === 'string') {
      const path = sitePath(value);
      if (path) found.add(path);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) visit(item, depth + 1);
    }
  };
  visit(site.menu, 0);
  visit(site.footer, 0);
  for (const page of site.pages) visit(page.sections.map((section) => section.props), 0);
  return [...found];
}

/**
 * The menu items (header and footer) whose link is a path of this site that no page answers and
 * no route rule redirects: a visitor who follows them gets the 404 page. `answered` says whether
 * the build plans a page at a path (TenantPlan.pageAt). A file (a last segment with a dot, such
 * as a brochure under /media) is no page and is left alone.
 */
export function deadMenuLinks(site: SiteConfig, answered: (path: string) => boolean): Array<{ index: number; title: string; path: string }> {
  const dead: Array<{ index: number; title: string; path: string }> = [];
  site.menu.forEach((item, index) => {
    const path = sitePath(item.url); // query and fragment dropped (normalizePath)
    if (!path || path.slice(path.lastIndexOf('/') + 1).includes('.')) return;
    if (!answered(path) && !resolveRedirect(site.redirects, path)) dead.push({ index, title: item.title, path });
  });
  return dead;
}
