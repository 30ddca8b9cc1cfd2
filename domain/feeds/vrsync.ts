/**
 * A tenant's portal feed in VRSync (#17 item 6): only the listings whose `portals` entry
 * for a Grupo ZAP portal is enabled, mapped field by field from the home's public copy
 * (plus the enablement itself), checked against ./vrsync-rules.ts. Pure: homes in, the
 * XML text and the problems out; builds/portal-feed.ts writes it at /feeds/vrsync.xml.
 */
import { canonicalCode } from '../lookups/vocabulary.ts';
import { stateByCode } from '../lookups/states.ts';
import { listingTitle } from '../rules/listing.ts';
import type { PublicProperty } from '../rules/public-property.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, FEATURES, LAND_TYPES, LISTING_ID, POSTAL_CODE, PROPERTY_TYPES, TITLE_MAX, type TransactionType } from './vrsync-rules.ts';

/** The `portals` keys that publish to Grupo ZAP's portals. */
export const VRSYNC_PORTALS = ['grupozap', 'zap', 'vivareal', 'olx'] as const;

export interface FeedHome {
  home: PublicProperty;
  /** The home's `portals` map (private: only whether a portal is enabled is used). */
  portals: Record<string, { enabled: boolean }>;
  /** The listing page's absolute URL. */
  url: string;
  /** Absolute photo URLs, featured first. */
  photos: string[];
}

export interface FeedHeader {
  provider: string;
  email: string;
  contactName: string;
  telephone?: string;
  website: string;
  /** ISO time of the newest listing change (not the build's: an unchanged feed stays the same bytes). */
  publishDate?: string;
}

export interface FeedProblem {
  /** The home id. */
  id: string;
  /** The VRSync field, as the documentation names it ('Details.Description'). */
  field: string;
  message: string;
}

export const enabledForPortals = (portals: FeedHome['portals']): boolean => VRSYNC_PORTALS.some((name) => portals[name]?.enabled === true);

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// eslint-disable-next-line no-control-regex -- the control characters XML 1.0 forbids
const XML_SPECIAL = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const HAS_XML_SPECIAL = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/**
 * XML text content and attribute values, escaped; control characters XML 1.0 forbids are dropped.
 * A 10,000-listing feed has ~500,000 values, most with nothing to escape: those are only scanned.
 */
export function xmlText(value: string): string {
  return HAS_XML_SPECIAL.test(value) ? value.replace(XML_SPECIAL, (ch) => XML_ESCAPES[ch] ?? '') : value;
}

function el(name: string, value: string | number, attrs?: Record<string, string>): string {
  let open = `<${name}`;
  if (attrs) for (const key in attrs) open += ` ${key}="${xmlText(attrs[key]!)}"`;
  return `${open}>${xmlText(String(value))}</${name}>`;
}

const whole = (value: number | null | undefined) => (value === null || value === undefined ? undefined : Math.round(value));

/** One listing's <Listing> element, or its problems (then it is left out). */
export function vrsyncListing(entry: FeedHome): { xml?: string; problems: FeedProblem[] } {
  const { home } = entry;
  const id = String(home.id);
  const problems: FeedProblem[] = [];
  const fail = (field: string, message: string) => problems.push({ id, field, message });

  const transaction: TransactionType = home.status === 'rent' ? 'For Rent' : 'For Sale';
  const type = PROPERTY_TYPES[home.category];
  const title = listingTitle(home).slice(0, TITLE_MAX);
  const description = home.description?.trim() ?? '';
  const price = whole(transaction === 'For Sale' ? home.price : home.rental_price);
  const state = stateByCode(home.state);
  const cep = String(home.zipcode ?? '').trim();

  if (!LISTING_ID.test(id)) fail('ListingID', 'must be 1 to 50 letters, digits, - or _');
  if (!type) fail('Details.PropertyType', `category "${home.category}" has no VRSync property type`);
  if (description.length < DESCRIPTION_MIN) fail('Details.Description', `is required, at least ${DESCRIPTION_MIN} characters (has ${description.length})`);
  if (!price || price <= 0) fail(transaction === 'For Sale' ? 'Details.ListPrice' : 'Details.RentalPrice', 'is required and must be greater than 0');
  if (entry.photos.length === 0) fail('Media', 'needs at least one photo');
  if (!state) fail('Location.State', `"${home.state}" is not a Brazilian state abbreviation`);
  if (!POSTAL_CODE.test(cep)) fail('Location.PostalCode', `"${cep}" is not a CEP (00000-000)`);
  if (type && !LAND_TYPES.has(type) && !(home.area > 0)) fail('Details.LivingArea', 'is required for this property type and must be greater than 0');
  if (problems.length > 0) return { problems };

  const details = [
    el('UsageType', type!.startsWith('Commercial') ? 'Commercial' : 'Residential'),
    el('PropertyType', type!),
    `<Description><![CDATA[${description.slice(0, DESCRIPTION_MAX).replace(/]]>/g, ']]]]><![CDATA[>')}]]></Description>`,
    transaction === 'For Sale' ? el('ListPrice', price!, { currency: 'BRL' }) : el('RentalPrice', price!, { currency: 'BRL', period: 'Monthly' }),
    ...(whole(home.condominium_price) ? [el('PropertyAdministrationFee', whole(home.condominium_price)!, { currency: 'BRL' })] : []),
    // Our iptu_price is the monthly figure the portals show; VRSync's YearlyTax is the year's.
    ...(whole(home.iptu_price) ? [el('YearlyTax', whole(home.iptu_price)! * 12, { currency: 'BRL' })] : []),
    el('LivingArea', whole(home.area) ?? 0, { unit: 'square metres' }),
    ...(whole(home.bedrooms) !== undefined ? [el('Bedrooms', whole(home.bedrooms)!)] : []),
    ...(whole(home.bathrooms) !== undefined ? [el('Bathrooms', whole(home.bathrooms)!)] : []),
    ...(whole(home.suites) !== undefined ? [el('Suites', whole(home.suites)!)] : []),
    ...(whole(home.parking_spaces) !== undefined ? [el('Garage', whole(home.parking_spaces)!, { type: 'Parking Space' })] : []),
  ];
  const features = [...new Set([...home.features, ...home.amenities].map((code) => FEATURES[canonicalCode(code)]).filter((f): f is string => f !== undefined))];
  if (features.length > 0) details.push(`<Features>${features.map((f) => el('Feature', f)).join('')}</Features>`);

  const location = [
    el('Country', 'Brasil', { abbreviation: 'BR' }),
    el('State', state!.name, { abbreviation: state!.code }),
    el('City', home.city),
    el('Neighborhood', home.neighborhood),
    ...(home.street ? [el('Address', home.street)] : []),
    ...(home.street_number !== null && home.street_number !== undefined && home.street_number !== '' ? [el('StreetNumber', String(home.street_number))] : []),
    el('PostalCode', cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')),
    ...(home.lat !== null && home.lat !== undefined && home.lng !== null && home.lng !== undefined ? [el('Latitude', home.lat), el('Longitude', home.lng)] : []),
  ];
  const media = entry.photos.map((url, index) => el('Item', url, { medium: 'image', ...(index === 0 ? { primary: 'true' } : {}) }));
  const xml = [
    '<Listing>',
    el('ListingID', id),
    el('Title', title),
    el('TransactionType', transaction),
    el('Featured', home.is_featured_on_site ? 'true' : 'false'),
    ...(home.created_at ? [el('ListDate', home.created_at)] : []),
    ...(home.updated_at ? [el('LastUpdateDate', home.updated_at)] : []),
    el('DetailViewUrl', entry.url),
    `<Media>${media.join('')}</Media>`,
    `<Details>${details.join('')}</Details>`,
    // The street is shown where the site shows it; the unit (complement) never leaves the build.
    `<Location displayAddress="${home.street ? 'Street' : 'Neighborhood'}">${location.join('')}</Location>`,
    '</Listing>',
  ].join('');
  return { xml, problems };
}

/** The header elements of the feed. */
function headerXml(header: FeedHeader): string {
  return [
    el('Provider', header.provider),
    el('Email', header.email),
    el('ContactName', header.contactName),
    ...(header.publishDate ? [el('PublishDate', header.publishDate)] : []),
    ...(header.telephone ? [el('Telephone', header.telephone)] : []),
    el('Website', header.website),
  ].join('');
}

/** The feed up to its first listing: declaration, root, header, `<Listings>`. Listings follow one after another, separated by a newline. */
export function vrsyncHead(header: FeedHeader): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<ListingDataFeed xmlns="http://www.vivareal.com/schemas/1.0/VRSync" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.vivareal.com/schemas/1.0/VRSync http://xml.vivareal.com/vrsync.xsd">
<Header>${headerXml(header)}</Header>
<Listings>
`;
}

export const VRSYNC_TAIL = `
</Listings>
</ListingDataFeed>
`;

/** The whole feed: the listings enabled for a Grupo ZAP portal that pass the rules, and the problems of the others. */
export function vrsyncFeed(header: FeedHeader, homes: readonly FeedHome[]): { xml: string; exported: number; problems: FeedProblem[] } {
  const listings: string[] = [];
  const problems: FeedProblem[] = [];
  for (const entry of homes) {
    if (!enabledForPortals(entry.portals)) continue;
    const one = vrsyncListing(entry);
    if (one.xml) listings.push(one.xml);
    problems.push(...one.problems);
  }
  return { xml: `${vrsyncHead(header)}${listings.join('\n')}${VRSYNC_TAIL}`, exported: listings.length, problems };
}

/** How a listing's element starts: a fragment taken from an earlier feed is checked against it. */
export const listingStart = (id: string): string => `<Listing>${el('ListingID', id)}`;
