/**
 * `vitrine sample`'s generator: realistic pt-BR tenants (site config + listings) drawn from
 * the derived statistics. Pure: no files, no clock, no Math.random — the seed and `now` are
 * passed in, so the same inputs always give the same tenants (DESIGN §1).
 *
 * The first five tenants are fixed (cosmic, nova, wind, tropical, an inactive site); more are
 * named imobiliaria-N.vitrine.local with the templates cycling.
 *
 * The checked-in examples/data is this generator's output for the defaults (5 tenants, 60
 * listings, seed 42) with now = 2026-11-22T12:00:00Z, written by write.ts.
 */
import type { PropertyInput } from '../../domain/schemas/property.ts';
import type { SiteConfigInput } from '../../domain/schemas/site-config.ts';
import { fixedProfiles, generatedProfile, type TenantProfile } from './agencies.ts';
import { developmentListings } from './developments.ts';
import { faviconSvg, type GeneratedFile } from './drawings.ts';
import { completeSiteListings } from './listings.ts';
import { frontPhoto, photoOfKind } from './photos.ts';
import { createRandom, type Random } from './random.ts';
import { sampleSiteConfig } from './site-config.ts';

export interface SampleOptions {
  tenants: number;
  /** Listings per complete site; landing pages show at most LANDING_UNITS_MAX units. */
  listings: number;
  seed: number;
  now: Date;
}

export interface SampleTenant {
  /** A raw SiteConfig, as the back end would send it (validated by siteConfigSchema). */
  config: SiteConfigInput & { site_url: string };
  /** Raw homes (validated by propertySchema). */
  homes: PropertyInput[];
  /** File names of examples/photos used by the config and the homes, to copy into media/. */
  media: string[];
  /** Files made by the generator itself (floor plans), written into media/ too. */
  generatedMedia: GeneratedFile[];
}

export const DEFAULT_SAMPLE = { tenants: 5, listings: 60, seed: 42 } as const;

function profilesFor(random: Random, count: number): TenantProfile[] {
  const extra = Array.from({ length: Math.max(0, count - fixedProfiles.length) }, (_, i) =>
    generatedProfile(random.fork(`profile-${i + 6}`), i + 6),
  );
  return [...fixedProfiles.slice(0, count), ...extra];
}

function mediaFile(url: string): string {
  return url.replace(/^media\//, '');
}

function unitSummary(homes: readonly PropertyInput[]): string {
  const areas = homes.map((h) => h.area).filter((a): a is number => typeof a === 'number');
  const rooms = homes.map((h) => h.bedrooms).filter((b): b is number => typeof b === 'number');
  if (areas.length === 0) return 'unidades';
  const roomText = Math.min(...rooms) === Math.max(...rooms) ? `${Math.min(...rooms)}` : `${Math.min(...rooms)} a ${Math.max(...rooms)}`;
  return `${roomText} dormitórios, de ${Math.min(...areas)} a ${Math.max(...areas)} m²`;
}

function generateTenant(random: Random, profile: TenantProfile, options: SampleOptions): SampleTenant {
  const landing = profile.development !== undefined;
  const listingsRandom = random.fork('listings');
  const batch = landing
    ? developmentListings(listingsRandom, profile, options.listings, options.now)
    : { ...completeSiteListings(listingsRandom, profile, options.listings, options.now), generatedMedia: [] };
  const pictures = random.fork('pictures');
  const heroImage = `media/${frontPhoto(pictures, profile.development?.beach ? 'pool' : 'apartment').file}`;
  const aboutImage = `media/${photoOfKind(pictures, 'interior').file}`;
  const config = sampleSiteConfig(random.fork('config'), profile, {
    now: options.now,
    listingCount: batch.homes.length,
    neighborhoodCount: new Set(batch.homes.map((h) => h.neighborhood)).size,
    heroImage,
    aboutImage,
    ...(landing ? { unitSummary: unitSummary(batch.homes) } : {}),
  });
  const media = new Set([...batch.media, mediaFile(heroImage), mediaFile(aboutImage)]);
  return {
    config: { ...config, site_url: profile.siteUrl },
    homes: batch.homes,
    media: [...media].sort(),
    generatedMedia: [faviconSvg(profile.agency, profile.palette.primary), ...batch.generatedMedia],
  };
}

export function generateSample(options: SampleOptions): SampleTenant[] {
  const random = createRandom(options.seed);
  return profilesFor(random, options.tenants).map((profile) =>
    generateTenant(random.fork(`tenant-${profile.siteUrl}`), profile, options),
  );
}
