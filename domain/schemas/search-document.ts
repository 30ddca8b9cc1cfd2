/**
 * SearchDocument: the search-index variant of a Property (spec §3.1, DESIGN §5). It carries
 * only what search and result cards need: the listing URL and title, one image, `_geo`,
 * and price / rental_price as integer cents (spec §9: "Price is stored in cents").
 * The mapping Property → SearchDocument lives with the listing rules, not here.
 */
import { z } from 'zod';
import { expecting, flag, list, nonNegative, optionalNonNegative, optionalText, requiredText, text, timestamp } from './common.ts';
import { coordinatesSchema } from './property-parts.ts';
import { propertyIdSchema, propertyStatusSchema, propertyTypeSchema } from './property.ts';

/** Reais to integer cents: 1234.5 → 123450 (rounded, so 19.99 → 1999). */
export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

const cents = () => z.int({ error: expecting('a whole number of cents') }).min(0, 'must be at least 0');

export const searchDocumentSchema = z.object(
  {
    id: propertyIdSchema,
    status: propertyStatusSchema,
    type: propertyTypeSchema.nullish(),
    category: requiredText(),
    name: optionalText(),
    title: requiredText(),
    url: text().regex(/^\/imovel\//, "must start with '/imovel/'"),
    neighborhood: requiredText(),
    city: requiredText(),
    state: requiredText(),
    bedrooms: optionalNonNegative(),
    suites: optionalNonNegative(),
    bathrooms: optionalNonNegative(),
    parking_spaces: optionalNonNegative(),
    area: nonNegative(),
    features: list(text()),
    amenities: list(text()),
    site_categories: list(text()),
    is_featured_on_site: flag(false),
    created_at: timestamp(),
    updated_at: timestamp(),
    /** The featured image's url (spec §2.9), or null when the gallery is empty. */
    image: text().nullish(),
    price: cents().nullish(),
    rental_price: cents().nullish(),
    /** Monthly fees in cents (IPTU as the data gives it: a monthly figure, see search/document.ts). */
    condominium_price: cents().nullish(),
    iptu_price: cents().nullish(),
    /** Rentals: rent + condomínio + IPTU a month, in cents; null for a sale or a rental without rent. */
    total_cost: cents().nullish(),
    /** The price 'Menor preço' compares across statuses, in cents a month (search/document.ts). */
    comparable_price: cents().nullish(),
    _geo: coordinatesSchema.optional(),
    seo_text: text().optional(),
  },
  { error: expecting('an object') },
);

export type SearchDocument = z.output<typeof searchDocumentSchema>;
