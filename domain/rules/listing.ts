/**
 * Listing URLs and titles (spec §2.9, DESIGN §4). The URL shape must match the
 * tenants' existing sites exactly, so old links keep working.
 */
import { ListingIdUnusable, vitrineError } from '../errors.ts';
import { categoryLabel } from '../lookups/categories.ts';
import { listingStatusSegments, listingStatusWords, type ListingStatus } from '../lookups/labels.ts';
import { pageHref } from './page-href.ts';
import { slugify } from './slug.ts';

/** The few home fields a URL and a title need; the full Property schema fits it structurally. */
export interface ListingSummary {
  id: number | string;
  status: ListingStatus;
  category: string;
  bedrooms?: number | null;
  neighborhood: string;
  city: string;
  name?: string | null;
}

export interface GalleryItem {
  url: string;
  featured?: boolean | null;
}

const SAFE_ID = /^[A-Za-z0-9_-]+$/;

/**
 * Bedrooms as a whole count. Missing, negative or non-numeric values count as
 * 0: land, offices and rooms-less listings then read '0-quartos' in their URL
 * (a stable, valid shape) and their title simply leaves the bedrooms out.
 */
function bedroomCount(bedrooms: number | null | undefined): number {
  if (typeof bedrooms !== 'number' || !Number.isFinite(bedrooms) || bedrooms < 0) return 0;
  return Math.floor(bedrooms);
}

/** '1-quarto' for one bedroom, otherwise '{N}-quartos' (also '0-quartos'). */
export function bedroomSegment(bedrooms: number | null | undefined): string {
  const count = bedroomCount(bedrooms);
  return count === 1 ? '1-quarto' : `${count}-quartos`;
}

/**
 * The id as the last URL segment. Numbers and plain ids ([A-Za-z0-9_-]) stay as
 * they are; anything else is slugified so that no id can add a path segment.
 */
export function listingIdSegment(id: number | string): string {
  const text = String(id);
  const segment = SAFE_ID.test(text) ? text : slugify(text);
  if (segment === '') throw vitrineError(ListingIdUnusable, [text]);
  return segment;
}

/**
 * /imovel/{aluguel|venda}/{type}-{N}-quarto(s)-{bairro}-{cidade}/{id}.
 * Parts that slugify to nothing (an emoji-only neighbourhood…) are left out of
 * the middle segment rather than leaving a double hyphen.
 */
export function listingPath(home: ListingSummary): string {
  const description = [
    slugify(categoryLabel(home.category)),
    bedroomSegment(home.bedrooms),
    slugify(home.neighborhood),
    slugify(home.city),
  ]
    .filter((part) => part !== '')
    .join('-');
  return `/imovel/${listingStatusSegments[home.status]}/${description}/${listingIdSegment(home.id)}`;
}

/** The listing's URL, as links, canonicals, the sitemap and search documents write it: `listingPath` + '/' (./page-href.ts). */
export function listingUrl(home: ListingSummary): string {
  return pageHref(listingPath(home));
}

/** 'Apartamento com 2 quartos para alugar', 'Casa Verde à venda' (spec §2.9). */
export function listingTitle(home: Pick<ListingSummary, 'status' | 'category' | 'bedrooms' | 'name'>): string {
  const name = typeof home.name === 'string' ? home.name.trim() : '';
  const count = bedroomCount(home.bedrooms);
  const bedrooms = count === 0 ? '' : count === 1 ? ' com 1 quarto' : ` com ${count} quartos`;
  return `${name === '' ? categoryLabel(home.category) : name}${bedrooms} ${listingStatusWords[home.status]}`;
}

/** The gallery item flagged featured, otherwise the first one (spec §2.9). */
export function featuredImage<T extends GalleryItem>(gallery: readonly T[] | null | undefined): T | undefined {
  if (!gallery) return undefined;
  return gallery.find((item) => item.featured === true) ?? gallery[0];
}

/** The home id in a slug route parameter: its last non-empty segment (spec §2.9). */
export function listingIdFromSlug(slugPath: string | readonly string[]): string | undefined {
  const segments = typeof slugPath === 'string' ? slugPath.split('/') : slugPath.flatMap((part) => part.split('/'));
  return segments.filter((segment) => segment.trim() !== '').at(-1);
}
