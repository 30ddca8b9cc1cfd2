/**
 * A configured page of the site (spec §2.3): the shell around the page's
 * sections in order. Sections with enabled === false and components this
 * build does not know are skipped.
 */
import type { ReactElement } from 'react';
import type { ConfiguredPageData, SiteContext, SitePage } from '../contract/page-model.ts';
import { sectionComponentFor } from '../sections/index.ts';

/** The configured page with this id; the build passes ids it took from the same config. */
export function findSitePage(ctx: SiteContext, pageId: string): SitePage | undefined {
  return ctx.site.pages.find((page) => String(page.id) === pageId);
}

export function ConfiguredPage({ ctx, data }: { ctx: SiteContext; data: ConfiguredPageData }): ReactElement {
  const page = findSitePage(ctx, data.pageId);
  const sections = (page?.sections ?? []).filter((section) => section.enabled !== false);
  return (
    <>
      {sections.map((section) => {
        const Component = sectionComponentFor(section.component);
        return Component ? <Component key={String(section.id)} section={section} ctx={ctx} data={data} /> : null;
      })}
    </>
  );
}

export default ConfiguredPage;
