/**
 * The one loop over a page's sections, for configured pages and the listing
 * page alike: each enabled section's component in order; components this build
 * does not know are skipped (the planner warned about them).
 */
import type { ReactElement } from 'react';
import type { ConfiguredPageData, Section, SiteContext } from '../contract/page-model.ts';
import { sectionComponentFor } from './index.ts';

export function renderSections(sections: readonly Section[], ctx: SiteContext, data: ConfiguredPageData): ReactElement {
  const shown = sections.flatMap((section) => {
    const Component = section.enabled === false ? undefined : sectionComponentFor(section.component);
    return Component ? [{ section, Component }] : [];
  });
  return (
    <>
      {shown.map(({ section, Component }, index) => (
        <Component key={String(section.id)} section={section} ctx={ctx} data={data} opensPage={index === 0} />
      ))}
    </>
  );
}
