/**
 * Property, the home (spec §3.1, rules §5). Field names are the back end's, snake_case.
 *
 * Coordinates: `location` is the back end's hex-encoded geographic point (EWKB; decoded by
 * domain/rules). Our data folder stores the decoded coordinates as `lat` / `lng` instead
 * (or as well); either may be present. When one of lat/lng is given, both must be.
 * Unknown keys are stripped.
 */
import { z } from 'zod';
import {
  bool,
  expecting,
  flag,
  freeRecord,
  homeNumber,
  homeTimestamp,
  latitude,
  list,
  longitude,
  oneOf,
  optionalRecordId,
  optionalText,
  requiredText,
  text,
  textOrNumber,
} from './common.ts';
import {
  commissionSchema,
  mediaSchema,
  nearbyPlaceSchema,
  portalsSchema,
  propertyThemeSchema,
} from './property-parts.ts';

import { PROPERTY_SEGMENTS, PROPERTY_STAGES, PROPERTY_STATUSES, PROPERTY_TYPES } from './property-enums.ts';

export { PROPERTY_SEGMENTS, PROPERTY_STAGES, PROPERTY_STATUSES, PROPERTY_TYPES };

export const propertyStatusSchema = oneOf(PROPERTY_STATUSES);
export type PropertyStatus = z.output<typeof propertyStatusSchema>;

export const propertyTypeSchema = oneOf(PROPERTY_TYPES);
export type PropertyType = z.output<typeof propertyTypeSchema>;

/** A home id: a whole number (it appears in listing URLs). Integration ids are separate. */
export const propertyIdSchema = z.int({ error: expecting('a whole number') }).min(0, 'must be at least 0');

/** A home's amounts, counts and area: at least 0, numbers or decimal text (common.ts homeNumber). */
const amount = () => homeNumber().pipe(z.number().min(0, 'must be at least 0'));

const coordinates = {
  lat: homeNumber().pipe(latitude()).nullish(),
  lng: homeNumber().pipe(longitude()).nullish(),
};

export const propertyShape = {
  id: propertyIdSchema,
  integration_id: optionalRecordId(),
  integration_name: optionalText(),
  external_id: optionalRecordId(),

  status: propertyStatusSchema,
  type: propertyTypeSchema.nullish(),
  category: requiredText(),
  category_id: optionalRecordId(),
  stage: oneOf(PROPERTY_STAGES).nullish(),
  segment: oneOf(PROPERTY_SEGMENTS).nullish(),
  name: optionalText(),
  description: optionalText(),

  gallery: list(mediaSchema),
  floor_plans: list(mediaSchema),

  price: amount().nullish(),
  rental_price: amount().nullish(),
  condominium_price: amount().nullish(),
  iptu_price: amount().nullish(),
  area: amount(),
  bedrooms: amount().nullish(),
  suites: amount().nullish(),
  bathrooms: amount().nullish(),
  parking_spaces: amount().nullish(),
  floors: amount().nullish(),
  towers: amount().nullish(),

  features: list(text()),
  amenities: list(text()),

  zipcode: textOrNumber().pipe(z.string().min(1, 'must not be empty')),
  neighborhood: requiredText(),
  city: requiredText(),
  state: requiredText(),
  street: optionalText(),
  street_number: textOrNumber().nullish(),
  complement: optionalText(),
  social_housing_program: bool().nullish(),
  place_id: optionalText(),
  location: optionalText(),
  ...coordinates,
  nearby_places: list(nearbyPlaceSchema),

  theme: propertyThemeSchema.nullish(),
  meta: freeRecord(),
  youtube_video_url: optionalText(),
  virtual_tour_url: optionalText(),
  user_id: optionalRecordId(),
  owner_contact_id: optionalRecordId(),
  commissions: list(commissionSchema),

  updated_at: homeTimestamp(),
  created_at: homeTimestamp(),
  deleted_at: homeTimestamp(),

  is_visible_on_site: flag(true),
  is_featured_on_site: flag(false),
  site_categories: list(text()),
  portals: portalsSchema,
};

/** The plain object, without the lat/lng pairing check (for `.partial()` and `.pick()`). */
export const propertyObjectSchema = z.object(propertyShape, { error: expecting('an object') });

export const propertySchema = propertyObjectSchema.superRefine((home, ctx) => {
  const hasLat = home.lat !== null && home.lat !== undefined;
  const hasLng = home.lng !== null && home.lng !== undefined;
  if (hasLat !== hasLng) {
    ctx.addIssue({
      code: 'custom',
      path: [hasLat ? 'lng' : 'lat'],
      message: 'lat and lng must be given together',
    });
  }
});

export type Property = z.output<typeof propertySchema>;
export type PropertyInput = z.input<typeof propertySchema>;
