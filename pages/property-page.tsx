/**
 * The listing page (spec §2.9), composed of sections like any page: the
 * site's configured page with id `property` when it has one, otherwise the
 * listing (sections/listing/), its similar homes and the recently viewed
 * homes. The sections get the page data of a configured page whose `listing`
 * is this one. The page also declares its
 * home's card for the runtime, which adds it to the recently viewed list
 * (spec §2.10) without React.
 */
import type { ReactElement } from 'react';
import { RECENT_HOME_SCRIPT_ID } from '../contract/html-ids.ts';
import { jsonForScript } from '../contract/escape.ts';
import type { ConfiguredPageData, PropertyPageData, Section, SiteContext } from '../contract/page-model.ts';
import { toSearchDocument } from '../search/document.ts';
import { renderSections } from '../sections/render-sections.tsx';
import { toCardFields } from '../contract/home-card.ts';
import { findSitePage } from './configured-page.tsx';

export const PROPERTY_PAGE_ID = 'property';

const DEFAULT_SECTIONS: readonly Section[] = [
  { id: 'property-detail', component: 'property-detail', enabled: true, props: {} },
  { id: 'similar-homes', component: 'similar-homes', enabled: true, props: {} },
  { id: 'recently-viewed', component: 'recently-viewed', enabled: true, props: {} },
];

/** The configured `property` page's enabled sections, or the default three. */
export function listingSections(ctx: SiteContext): readonly Section[] {
  const page = findSitePage(ctx, PROPERTY_PAGE_ID);
  return page ? page.sections.filter((section) => section.enabled !== false) : DEFAULT_SECTIONS;
}

export function PropertyPage({ ctx, data }: { ctx: SiteContext; data: PropertyPageData }): ReactElement {
  const sectionData: ConfiguredPageData = { kind: 'page', path: data.path, pageId: PROPERTY_PAGE_ID, params: {}, featured: [], latest: [], listing: data };
  return (
    <>
      {renderSections(listingSections(ctx), ctx, sectionData)}
      <script
        type="application/json"
        id={RECENT_HOME_SCRIPT_ID}
        dangerouslySetInnerHTML={{ __html: jsonForScript(toCardFields(toSearchDocument(data.home))) }}
      />
    </>
  );
}

