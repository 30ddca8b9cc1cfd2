/**
 * The nested shapes of a Property (spec §3.1): media, nearby places, theme, commissions,
 * portals.
 */
import { z } from 'zod';
import { optionalHexColor } from './color.ts';
import {
  bool,
  expecting,
  flag,
  latitude,
  list,
  longitude,
  nonNegative,
  optionalRecordId,
  optionalText,
  requiredText,
  text,
} from './common.ts';

/** A gallery or floor-plan entry; the url is required (spec §5). */
export const mediaSchema = z.object(
  {
    name: optionalText(),
    url: requiredText(),
    caption: optionalText(),
    featured: bool().nullish(),
  },
  { error: expecting('an object') },
);
export type Media = z.output<typeof mediaSchema>;

export const nearbyPlaceSchema = z.object(
  {
    id: optionalRecordId(),
    name: requiredText(),
    location: z.object({ latitude: latitude(), longitude: longitude() }, { error: expecting('an object') }),
    types: list(text()),
    primaryType: optionalText(),
  },
  { error: expecting('an object') },
);
export type NearbyPlace = z.output<typeof nearbyPlaceSchema>;

/**
 * A listing's own theme. An unreadable colour here becomes null rather than rejecting
 * the whole listing: the site's colours apply instead.
 */
export const propertyThemeSchema = z.object(
  {
    logo: optionalText(),
    primary_color: optionalHexColor.catch(undefined),
    secondary_color: optionalHexColor.catch(undefined),
    text_color: optionalHexColor.catch(undefined),
    font: optionalText(),
  },
  { error: expecting('an object') },
);
export type PropertyTheme = z.output<typeof propertyThemeSchema>;

/** A commission share: percentage 0 to 100 (spec §5, §9). */
export const commissionSchema = z.object(
  {
    contact_id: optionalRecordId(),
    name: optionalText(),
    percentage: nonNegative().max(100, 'must be at most 100'),
    notes: optionalText(),
  },
  { error: expecting('an object') },
);
export type Commission = z.output<typeof commissionSchema>;

/** One portal's publication settings: enabled (default false) plus the portal's own fields. */
export const portalSchema = z.looseObject(
  { enabled: flag(false) },
  { error: expecting('an object') },
);
export type Portal = z.output<typeof portalSchema>;

export const portalsSchema = z
  .record(z.string(), portalSchema, { error: expecting('an object') })
  .nullish()
  .transform((v): Record<string, Portal> => v ?? {});

/** A geographic coordinate pair, as decoded from the hex geometry. */
export const coordinatesSchema = z.object(
  { lat: latitude(), lng: longitude() },
  { error: expecting('an object with lat and lng') },
);
