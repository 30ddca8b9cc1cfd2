/**
 * What search engines and link previews read (DESIGN §6 SEO): title,
 * description, canonical URL, Open Graph image and schema.org JSON-LD, from
 * the page's meta/seo, the listing, or the site's defaults.
 */
import { siteName } from '../domain/rules/site-name.ts';
import { amenityLabel, featureLabel } from '../domain/lookups/index.ts';
import { categoryLabel } from '../domain/lookups/categories.ts';
import { featuredImage, listingTitle } from '../domain/rules/listing.ts';
import { imageUrl } from '../domain/rules/image-url.ts';
import { pageHref } from '../domain/rules/page-href.ts';
import { formatArea } from '../domain/rules/format.ts';
import type { PublicProperty as Property } from '../domain/rules/public-property.ts';
import { homeGeo } from '../search/document.ts';
import { searchDescription, searchTitle } from '../search/search-title.ts';
import type { PageData, SearchResultsData, SiteContext, SitePage } from '../contract/page-model.ts';

export interface PageSeo {
  title: string;
  description: string;
  canonical: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  ogType: 'website' | 'article';
  noindex: boolean;
  jsonLd: object[];
}

const DESCRIPTION_MAX = 160;

/** A meta description: spaces collapsed, at most `max` characters, cut at a word with '…'. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  // A description runs to thousands of characters: only a start that still has more than `max`
  // once its spaces are collapsed is looked at (the same first characters, the same clip).
  const start = text.length > 2 * max ? text.slice(0, 2 * max).replace(/\s+/g, ' ').trim() : '';
  const flat = start.length > max ? start : text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** Absolute URL on the tenant's host; relative image paths resolve against it too. */
export function absoluteUrl(ctx: SiteContext, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `https://${ctx.site.site_url}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function listingDescription(home: Property): string {
  if (home.description) return clip(home.description);
  const facts = [formatArea(home.area), home.bedrooms ? `${home.bedrooms} quartos` : ''].filter(Boolean).join(', ');
  return clip(`${listingTitle(home)} em ${home.neighborhood}, ${home.city} - ${home.state}. ${facts}.`);
}

/** schema.org type of the home by category (spec §3.2 codes); land, offices and farms are a generic Place. */
function residenceType(category: string): string {
  if (category === 'house' || category === 'townhouse' || category === 'condo') return 'SingleFamilyResidence';
  if (category === 'apartment' || category === 'penthouse' || category === 'flat' || category === 'studio' || category === 'loft') return 'Apartment';
  return category === 'land' || category === 'office' || category === 'farm' || category === 'commercial_property' ? 'Place' : 'Accommodation';
}

function listingJsonLd(ctx: SiteContext, home: Property, url: string, image?: string): object {
  const price = home.status === 'rent' ? home.rental_price : home.price;
  const geo = homeGeo(home);
  const amenities = [...home.features.map(featureLabel), ...home.amenities.map(amenityLabel)];
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listingTitle(home),
    url,
    ...(home.description ? { description: clip(home.description, 500) } : {}),
    ...(image ? { image } : {}),
    ...(home.created_at ? { datePosted: home.created_at } : {}),
    about: {
      '@type': residenceType(home.category),
      name: categoryLabel(home.category),
      floorSize: { '@type': 'QuantitativeValue', value: home.area, unitCode: 'MTK' },
      ...(home.bedrooms != null ? { numberOfBedrooms: home.bedrooms, numberOfRooms: home.bedrooms } : {}),
      ...(home.bathrooms != null ? { numberOfBathroomsTotal: home.bathrooms } : {}),
      ...(amenities.length > 0 ? { amenityFeature: amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) } : {}),
      address: {
        '@type': 'PostalAddress',
        addressLocality: home.city,
        addressRegion: home.state,
        postalCode: home.zipcode,
        addressCountry: 'BR',
      },
      ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng } } : {}),
    },
    ...(price != null
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: 'BRL',
            businessFunction: `http://purl.org/goodrelations/v1#${home.status === 'rent' ? 'LeaseOut' : 'Sell'}`,
            ...(home.status === 'rent'
              ? { priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'BRL', unitCode: 'MON' } }
              : {}),
            availability: 'https://schema.org/InStock',
            url,
            seller: { '@type': 'RealEstateAgent', name: siteName(ctx.site) },
          },
        }
      : {}),
  };
}

function agencyJsonLd(ctx: SiteContext): object {
  const { site } = ctx;
  const company = site.company ?? {};
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: company.name ?? siteName(site),
    url: `https://${site.site_url}/`,
    ...(site.assets?.logo ? { logo: absoluteUrl(ctx, imageUrl(site.assets.logo, { storageBaseUrl: ctx.storageBaseUrl }) ?? '') } : {}),
    ...(company.phone ? { telephone: company.phone } : {}),
    ...(company.email ? { email: company.email } : {}),
    ...(company.street && !company.hide_address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: [company.street, company.street_number].filter(Boolean).join(', '),
            addressLocality: company.city ?? undefined,
            addressRegion: company.state ?? undefined,
            postalCode: company.zipcode ?? undefined,
            addressCountry: 'BR',
          },
        }
      : {}),
  };
}

/** A /buscar combination: a title of its own and the first page of results as an ItemList. */
function searchPageSeo(ctx: SiteContext, search: SearchResultsData, canonical: string): PageSeo {
  const city = search.filters.city ? search.hits[0]?.city : undefined;
  return {
    title: `${searchTitle(search.filters, city)} | ${siteName(ctx.site)}`,
    description: searchDescription(search.filters, search.total, city),
    canonical,
    ogType: 'website',
    // The empty /buscar of a site without listings: nothing a search engine should list.
    noindex: search.total === 0,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: search.total,
        itemListElement: search.hits.map((hit, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(ctx, pageHref(hit.url)), name: hit.title })),
      },
    ],
  };
}

export function pageSeo(ctx: SiteContext, data: PageData, page?: SitePage): PageSeo {
  const { site } = ctx;
  const siteTitle = site.seo?.title || siteName(site);
  const siteDescription = site.seo?.description ?? site.site_description ?? '';
  const siteImage = site.seo?.ogImage ?? site.seo?.image ?? undefined;
  const canonical = absoluteUrl(ctx, pageHref(data.path));
  const resolveImage = (src?: string | null) => {
    const url = src ? imageUrl(src, { storageBaseUrl: ctx.storageBaseUrl }) : undefined;
    return url ? absoluteUrl(ctx, url) : undefined;
  };

  switch (data.kind) {
    case 'property': {
      const image = resolveImage(featuredImage(data.home.gallery)?.url);
      return {
        title: `${listingTitle(data.home)} | ${siteName(site)}`,
        description: listingDescription(data.home),
        canonical,
        ...(image ? { ogImage: image } : {}),
        ogType: 'article',
        noindex: false,
        jsonLd: [listingJsonLd(ctx, data.home, canonical, image)],
      };
    }
    case 'privacy':
      return {
        title: `Política de privacidade | ${siteName(site)}`,
        description: clip(`Como ${siteName(site)} trata os dados pessoais de quem visita o site e entra em contato.`),
        canonical,
        ogType: 'website',
        noindex: false,
        jsonLd: [],
      };
    case 'favorites':
      // Personal (what this browser saved), so never indexed.
      return {
        title: `Favoritos | ${siteName(site)}`,
        description: clip(`Os imóveis que você salvou em ${siteName(site)}.`),
        canonical,
        ogType: 'website',
        noindex: true,
        jsonLd: [],
      };
    case 'error':
      return { title: `${data.status} – ${data.message}`, description: data.message, canonical, ogType: 'website', noindex: true, jsonLd: [] };
    case 'page': {
      if (data.search) return searchPageSeo(ctx, data.search, canonical);
      const title = page?.meta?.title || page?.seo?.title || siteTitle;
      const image = resolveImage(page?.seo?.ogImage ?? page?.seo?.image ?? siteImage);
      const isHome = data.path === '/';
      const ogTitle = page?.seo?.ogTitle ?? (isHome ? site.seo?.ogTitle : undefined);
      const ogDescription = page?.seo?.ogDescription ?? (isHome ? site.seo?.ogDescription : undefined);
      return {
        title,
        ...(ogTitle ? { ogTitle } : {}),
        ...(ogDescription ? { ogDescription } : {}),
        description: clip(page?.meta?.description ?? page?.seo?.description ?? siteDescription),
        canonical,
        ...(image ? { ogImage: image } : {}),
        ogType: 'website',
        noindex: false,
        jsonLd: isHome ? [agencyJsonLd(ctx)] : [],
      };
    }
  }
}
