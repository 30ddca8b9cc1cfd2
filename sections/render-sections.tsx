/**
 * The one loop over a page's sections, for configured pages and the listing
 * page alike: each enabled section's component in order; components this build
 * does not know are skipped (the planner warned about them).
 */
import type { ReactElement } from 'react';
import type { ConfiguredPageData, Section, SiteContext } from '../contract/page-model.ts';
import { sectionComponentFor } from './index.ts';

export function renderSections(sections: readonly Section[], ctx: SiteContext, data: ConfiguredPageData): ReactElement {
  return (
    <>
      {sections
        .filter((section) => section.enabled !== false)
        .map((section) => {
          const Component = sectionComponentFor(section.component);
          return Component ? <Component key={String(section.id)} section={section} ctx={ctx} data={data} /> : null;
        })}
    </>
  );
}
