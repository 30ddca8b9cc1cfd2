/**
 * The section catalogue (DESIGN §6): component name in the site config → the
 * section's descriptor (its component and the build-time data it shows; see
 * README "How to add a section"). Unknown names are skipped by the page,
 * never an error: the builder may know sections this build does not.
 */
import { section as about } from './about.tsx';
import { section as categories } from './categories.tsx';
import { section as contact } from './contact.tsx';
import { section as cta } from './cta.tsx';
import { section as development } from './development/index.tsx';
import { section as faq } from './faq.tsx';
import { section as featuredHomes } from './featured-homes.tsx';
import { section as hero } from './hero.tsx';
import { section as homesGrid } from './homes-grid.tsx';
import { section as imageText } from './image-text.tsx';
import { section as listingDetail } from './listing/index.tsx';
import { section as listingSimulator } from './listing/simulator.tsx';
import { section as map } from './map.tsx';
import { section as neighborhoods } from './neighborhoods.tsx';
import { section as recentlyViewed } from './recently-viewed.tsx';
import { section as richText } from './rich-text.tsx';
import { section as searchResults } from './search-results.tsx';
import type { SectionComponent, SectionDataStep, SectionDescriptor, HomeList } from './section-types.ts';
import { section as similarHomes } from './similar-homes.tsx';
import { section as stats } from './stats.tsx';
import { section as testimonials } from './testimonials.tsx';
import { section as video } from './video.tsx';

export type { HomeList, SectionComponent, SectionDescriptor, SectionProps } from './section-types.ts';

/**
 * By config name. The order is the order of the build-time summaries in a
 * page's `_payload.json` (categories, neighbourhoods, mapHomes, development).
 */
export const sectionCatalogue: Readonly<Record<string, SectionDescriptor>> = {
  hero,
  'featured-homes': featuredHomes,
  'homes-grid': homesGrid,
  about,
  stats,
  testimonials,
  cta,
  faq,
  'image-text': imageText,
  contact,
  'search-results': searchResults,
  categories,
  // The config's (British) spelling is the name sites use; it stays accepted.
  neighbourhoods: neighborhoods,
  'rich-text': richText,
  map,
  development,
  'property-detail': listingDetail,
  'listing-simulator': listingSimulator,
  'similar-homes': similarHomes,
  'recently-viewed': recentlyViewed,
  video,
};

/** Own keys only, so 'constructor' or '__proto__' never count as a section. */
export function isKnownSection(name: string): boolean {
  return Object.hasOwn(sectionCatalogue, name);
}

export function sectionComponentFor(name: string): SectionComponent | undefined {
  return isKnownSection(name) ? sectionCatalogue[name]!.component : undefined;
}

/** What a page's sections (by config name) show from the build: home lists, and summary steps in catalogue order. */
export function sectionNeeds(components: readonly string[]): { homeLists: Set<HomeList>; steps: SectionDataStep[] } {
  const used = new Set(components.filter(isKnownSection));
  const descriptors = Object.entries(sectionCatalogue).filter(([name]) => used.has(name)).map(([, d]) => d);
  const steps = new Map<string, SectionDataStep>();
  for (const d of descriptors) if (d.data && !steps.has(d.data.key)) steps.set(d.data.key, d.data);
  return { homeLists: new Set(descriptors.flatMap((d) => d.homeLists ?? [])), steps: [...steps.values()] };
}
