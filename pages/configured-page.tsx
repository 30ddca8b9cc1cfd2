/**
 * A configured page of the site (spec §2.3): the page's sections in order
 * (the shell around them is the renderer's). Sections with enabled === false
 * and components this build does not know are skipped.
 */
import type { ReactElement } from 'react';
import type { ConfiguredPageData, SiteContext, SitePage } from '../contract/page-model.ts';
import { renderSections } from '../sections/render-sections.tsx';

/** The configured page with this id; the build passes ids it took from the same config. */
export function findSitePage(ctx: SiteContext, pageId: string): SitePage | undefined {
  return ctx.site.pages.find((page) => String(page.id) === pageId);
}

export function ConfiguredPage({ ctx, data }: { ctx: SiteContext; data: ConfiguredPageData }): ReactElement {
  return renderSections(findSitePage(ctx, data.pageId)?.sections ?? [], ctx, data);
}
