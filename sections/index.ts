/**
 * The section catalogue (DESIGN §6): component name in the site config →
 * component. Unknown names are skipped by the page, never an error: the
 * builder may know sections this build does not.
 */
import { AboutSection } from './about.tsx';
import { CategoriesSection } from './categories.tsx';
import { DevelopmentSection } from './development/index.tsx';
import { MapSection } from './map.tsx';
import { NeighbourhoodsSection } from './neighborhoods.tsx';
import { RichTextSection } from './rich-text.tsx';
import { ContactSection } from './contact.tsx';
import { CtaSection } from './cta.tsx';
import { FaqSection } from './faq.tsx';
import { FeaturedHomesSection } from './featured-homes.tsx';
import { HeroSection } from './hero.tsx';
import { HomesGridSection } from './homes-grid.tsx';
import { ImageTextSection } from './image-text.tsx';
import { PropertyDetailSection } from './property-detail.tsx';
import { RecentlyViewedSection } from './recently-viewed.tsx';
import { SearchResultsSection } from './search-results.tsx';
import { SimilarHomesSection } from './similar-homes.tsx';
import { StatsSection } from './stats.tsx';
import { TestimonialsSection } from './testimonials.tsx';
import type { SectionComponent } from './section-types.ts';
import { VideoSection } from './video.tsx';

export type { SectionComponent, SectionProps } from './section-types.ts';

export const sectionComponents: Record<string, SectionComponent> = {
  hero: HeroSection,
  'featured-homes': FeaturedHomesSection,
  'homes-grid': HomesGridSection,
  about: AboutSection,
  stats: StatsSection,
  testimonials: TestimonialsSection,
  cta: CtaSection,
  faq: FaqSection,
  'image-text': ImageTextSection,
  contact: ContactSection,
  'search-results': SearchResultsSection,
  categories: CategoriesSection,
  neighbourhoods: NeighbourhoodsSection,
  'rich-text': RichTextSection,
  map: MapSection,
  development: DevelopmentSection,
  'property-detail': PropertyDetailSection,
  'similar-homes': SimilarHomesSection,
  'recently-viewed': RecentlyViewedSection,
  video: VideoSection,
};

/** Build-time home lists a section reads; a page gets only the lists its sections need, so its hash stays stable. */
export type HomeList = 'featured' | 'latest';
export const sectionHomeLists: Readonly<Record<string, readonly HomeList[]>> = {
  'featured-homes': ['featured'],
  'homes-grid': ['latest'],
};

/** Build-time summaries a section reads (builds/section-data.ts); like home lists, a page gets only what its sections need. */
export type SectionData = 'categories' | 'neighbourhoods' | 'map' | 'development';
export const sectionDataNeeds: Readonly<Record<string, readonly SectionData[]>> = {
  categories: ['categories'],
  neighbourhoods: ['neighbourhoods'],
  map: ['map'],
  development: ['development'],
};

/** Own keys only, so 'constructor' or '__proto__' never count as a section. */
export function isKnownSection(name: string): boolean {
  return Object.hasOwn(sectionComponents, name);
}

export function sectionComponentFor(name: string): SectionComponent | undefined {
  return isKnownSection(name) ? sectionComponents[name] : undefined;
}
