/**
 * The listing page (spec §2.9), composed of sections like any page: the
 * site's configured page with id `property` when it has one, otherwise the
 * listing (sections/listing/), the financing or rent simulator, its similar homes
 * and the recently viewed homes. The simulator, similar homes and recently viewed are part of every listing page
 * (spec §2.9, §2.10): a configured page that does not mention them (real
 * configs often hold the detail section only) gets them after its own
 * sections; only a section of theirs with `enabled: false` turns one off. The sections get the page data of a configured page whose `listing`
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
  { id: 'listing-simulator', component: 'listing-simulator', enabled: true, props: {} },
  { id: 'similar-homes', component: 'similar-homes', enabled: true, props: {} },
  { id: 'recently-viewed', component: 'recently-viewed', enabled: true, props: {} },
];

/** The sections every listing page has unless the owner disabled them explicitly. */
const ALWAYS_SHOWN: readonly Section[] = DEFAULT_SECTIONS.filter((section) => section.component !== 'property-detail');

/**
 * The configured `property` page's enabled sections, plus similar homes and recently
 * viewed when the page does not name them at all; without a configured page, the default three.
 */
export function listingSections(ctx: SiteContext): readonly Section[] {
  const page = findSitePage(ctx, PROPERTY_PAGE_ID);
  if (!page) return DEFAULT_SECTIONS;
  const named = new Set(page.sections.map((section) => section.component));
  const missing = ALWAYS_SHOWN.filter((section) => !named.has(section.component));
  const shown = page.sections.filter((section) => section.enabled !== false);
  // The simulator belongs right under the listing it computes from; the lists of homes go last.
  const detail = shown.findIndex((section) => section.component === 'property-detail');
  const [simulator, rest] = [missing.filter((s) => s.component === 'listing-simulator'), missing.filter((s) => s.component !== 'listing-simulator')];
  return detail === -1 ? [...shown, ...missing] : [...shown.slice(0, detail + 1), ...simulator, ...shown.slice(detail + 1), ...rest];
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

